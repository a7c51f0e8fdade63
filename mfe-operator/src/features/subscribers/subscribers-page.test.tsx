import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/shared/testing';
import { OperatorApp } from '../../app/operator-app';
import { fakeOperatorApi, ok, sessionOf } from '../../test/fake-operator-api';

const row = (id: number, status: string, suspended = false) => ({
  id,
  phone: `92300000000${id}`,
  name: `Player ${id}`,
  status,
  suspended,
  createdAt: '2026-11-25T10:00:00Z',
});

describe('subscriber search', () => {
  it('lists each number with its subscription in words, and says who staff suspended', async () => {
    fakeOperatorApi({
      'GET /session': () => sessionOf('support'),
      'GET /subscribers': () =>
        ok([row(1, 'trial'), row(2, 'suspended'), row(3, 'active', true), row(4, 'unsubscribed')]),
    });
    renderWithProviders(<OperatorApp />, { route: '/operator/subscribers', path: '/operator/*' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Number'), '0300');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const item = async (n: number) =>
      (await screen.findByRole('link', { name: `0300000000${n}` })).closest('li');
    expect(await item(1)).toHaveTextContent(/^03000000001 · Player 1 Free trial$/);
    expect(await item(2)).toHaveTextContent(/^03000000002 · Player 2 Paused: a charge failed$/);
    expect(await item(3)).toHaveTextContent(/^03000000003 · Player 3 Active · Suspended$/);
    expect(await item(4)).toHaveTextContent(/^03000000004 · Player 4 Unsubscribed$/);
  });
});
