import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/shared/testing';
import { OperatorApp } from '../../app/operator-app';
import { fakeOperatorApi, ok } from '../../test/fake-operator-api';

const LOCKED = 'Too many wrong passwords. This account is locked for 15 minutes.';

describe('staff sign-in', () => {
  it('shows the sign-in page without a staff session, and the lockout message the api gives', async () => {
    let attempts = 0;
    fakeOperatorApi({
      'GET /session': () => ({ status: 401, body: { success: false, message: 'Staff sign-in required' } }),
      'POST /session': () => {
        attempts += 1;
        return attempts < 5
          ? { status: 401, body: { success: false, message: 'Wrong username or password.' } }
          : { status: 423, body: { success: false, message: LOCKED } };
      },
    });
    renderWithProviders(<OperatorApp />, { route: '/operator', path: '/operator/*' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'mod1');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(LOCKED)).toBeInTheDocument();
  });

  it('opens the console after a right password, with the staff name and role', async () => {
    fakeOperatorApi({
      'GET /session': () => ({ status: 401, body: { success: false, message: 'Staff sign-in required' } }),
      'POST /session': () =>
        ok({
          staff: { id: 2, username: 'ada', name: 'Ada', role: 'moderator' },
          csrfToken: 't',
          expiresAt: '2030-01-01T00:00:00Z',
        }),
      'GET /overview': () =>
        ok({
          today: '2026-11-23',
          signUps: 4,
          activeSubscribers: 120,
          entriesWaiting: 3,
          redemptionsWaiting: 2,
          tournamentsRunning: 1,
          series: {
            days: ['2026-11-22', '2026-11-23'],
            signUps: [1, 4],
            entries: [0, 3],
            redemptions: [2, 0],
          },
        }),
    });
    renderWithProviders(<OperatorApp />, { route: '/operator', path: '/operator/*' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByTestId('staff-name')).toHaveTextContent('ada');
    expect(await screen.findByText('Active subscribers')).toBeInTheDocument();
    expect(screen.getByText('120')).toBeInTheDocument();
    // A moderator has no audit log in the navigation.
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByTestId('staff-name')).not.toBeInTheDocument();
  });
});
