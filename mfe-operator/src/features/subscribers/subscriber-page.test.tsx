import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/shared/testing';
import { OperatorApp } from '../../app/operator-app';
import type { StaffRole } from '../../lib/roles';
import { fakeOperatorApi, ok, sessionOf } from '../../test/fake-operator-api';
import { redemption } from '../../test/redemption-fixture';

const noContact = { name: null, email: null, phone: null, pubgId: null };

function subscriberApi(role: StaffRole) {
  let credits = 40;
  return fakeOperatorApi({
    'GET /session': () => sessionOf(role),
    'GET /subscribers/7': () =>
      ok({
        id: 7,
        phone: '923001234567',
        name: 'Sara',
        username: null,
        email: null,
        subscription: {
          type: 'prepaid',
          status: 'active',
          trialEndsAt: null,
          subscribedAt: '2026-11-01T10:00:00Z',
          unsubscribedAt: null,
        },
        suspendedAt: null,
        suspendedReason: null,
        createdAt: '2026-11-01T10:00:00Z',
        credits,
        moneyPaisa: 0,
      }),
    'GET /subscribers/7/ledger': () => ok([]),
    'GET /subscribers/7/redemptions': () =>
      ok([
        redemption(10, { subscriber: { id: 7, phone: '923001234567' }, status: 'fulfilled' }),
        redemption(9, {
          status: 'refunded',
          reason: 'Out of stock',
          contact: { ...noContact, name: 'Sara' },
        }),
      ]),
    'POST /subscribers/7/credits': (body) => {
      const before = credits;
      credits += (body as { delta: number }).delta;
      return ok({ before, after: credits });
    },
  });
}

describe('subscriber profile', () => {
  it('lets an admin grant credits with a reason, sent with the CSRF token', async () => {
    const { calls } = subscriberApi('admin');
    renderWithProviders(<OperatorApp />, { route: '/operator/subscribers/7', path: '/operator/*' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '03001234567' })).toBeInTheDocument();
    expect(screen.getByTestId('subscriber-credits')).toHaveTextContent('40');
    const grant = screen.getByRole('button', { name: 'Grant credits' });
    await user.type(screen.getByLabelText('Credits'), '25');
    // No reason yet: the button stays disabled.
    expect(grant).toBeDisabled();
    await user.type(screen.getByLabelText('Reason (required)'), 'Goodwill for a lost match');
    await user.click(grant);
    expect(await screen.findByText('Granted 25 credits.')).toBeInTheDocument();
    expect(await screen.findByTestId('subscriber-credits')).toHaveTextContent('65');
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toEqual({
      method: 'POST',
      path: '/subscribers/7/credits',
      search: '',
      body: {
        delta: 25,
        reason: 'Goodwill for a lost match',
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
      csrf: 'csrf-123',
    });
  });

  it('shows a moderator no grant control and no suspend button', async () => {
    subscriberApi('moderator');
    renderWithProviders(<OperatorApp />, { route: '/operator/subscribers/7', path: '/operator/*' });
    expect(await screen.findByRole('heading', { name: '03001234567' })).toBeInTheDocument();
    expect(screen.getByText('Subscription').nextElementSibling).toHaveTextContent(/^Active \(Prepaid\)$/);
    expect(screen.queryByRole('heading', { name: 'Adjust credits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Grant credits/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  });
});

describe('subscriber profile: history', () => {
  it('shows the Redemptions tab as the Redemptions screen does: headings, local numbers, status words', async () => {
    subscriberApi('support');
    renderWithProviders(<OperatorApp />, { route: '/operator/subscribers/7', path: '/operator/*' });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Redemptions' }));
    const table = await screen.findByRole('table', { name: 'Redemptions' });
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const [head, fulfilled, refunded] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', 'Reward', 'Credits', 'Contact', 'Status', 'Requested']);
    expect(cells(fulfilled!).slice(0, 5)).toEqual([
      '10',
      'PUBG Mobile 60 UC',
      '500',
      'Sara · 03001234567 · sara@example.com · 5123456789',
      'Fulfilled',
    ]);
    expect(cells(refunded!).slice(3, 5)).toEqual(['Sara', 'RefundedOut of stock']);
    expect(within(table).queryByText(/923001234567|fulfilled|createdAt/)).toBeNull();
  });
});
