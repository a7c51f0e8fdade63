import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, toEnglish, toUrdu } from '@portal/shared/testing';
import { OperatorApp } from '../../app/operator-app';
import type { StaffRole } from '../../lib/roles';
import { fakeOperatorApi, ok, sessionOf } from '../../test/fake-operator-api';
import { redemption } from '../../test/redemption-fixture';

const ledgerRow = (id: number, delta: number, reason: string, refKey: string, note: string | null) => ({
  id,
  delta,
  reason,
  refKey,
  note,
  createdAt: '2026-11-25T10:00:00Z',
});
const noContact = { name: null, email: null, phone: null, pubgId: null };

type Subscription = { status: string; trialEndsAt: string | null };

function subscriberApi(
  role: StaffRole,
  subscription: Subscription = { status: 'active', trialEndsAt: null },
) {
  let credits = 1005;
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
          ...subscription,
          subscribedAt: '2026-11-01T10:00:00Z',
          unsubscribedAt: null,
        },
        suspendedAt: null,
        suspendedReason: null,
        createdAt: '2026-11-01T10:00:00Z',
        credits,
        moneyPaisa: 0,
      }),
    'GET /subscribers/7/ledger': () =>
      ok([
        ledgerRow(3, -500, 'redemption', 'redeem:6356109e', null),
        ledgerRow(2, -10, 'staff-deduct', 'staff:fc10e3a7', 'entered twice'),
        ledgerRow(1, 1200, 'staff-grant', 'staff:431c5551', 'goodwill grant'),
      ]),
    'GET /subscribers/7/entries': () =>
      ok([
        {
          kind: 'challenge',
          id: 4,
          image: '/uploads/4.png',
          challenge: 'Sharpshooter',
          prize: 1500,
          status: 'Rejected',
          reason: 'The screenshot is cropped',
          createdAt: '2026-11-24T09:00:00Z',
          reviewedAt: '2026-11-24T10:00:00Z',
        },
      ]),
    'GET /subscribers/7/tournaments': () =>
      ok([
        {
          id: 8,
          name: 'Live Knockout',
          status: 5,
          isRunning: false,
          engineState: 'no-champion',
          timeStart: '2026-11-20T18:00:00Z',
          timeEnd: '2026-11-20T21:00:00Z',
          checkedIn: true,
          place: 3,
          joinedAt: '2026-11-19T10:00:00Z',
        },
      ]),
    'GET /subscribers/7/redemptions': () =>
      ok([
        redemption(10, { subscriber: { id: 7, phone: '923001234567' }, status: 'fulfilled', credits: 1500 }),
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
    const heading = await screen.findByRole('heading', { name: '03001234567' }, { timeout: 5000 });
    expect(heading).toBeInTheDocument();
    expect(screen.getByTestId('subscriber-credits')).toHaveTextContent(/^1,005$/);
    const grant = screen.getByRole('button', { name: 'Grant credits' });
    await user.type(screen.getByLabelText('Credits'), '1200');
    // No reason yet: the button stays disabled.
    expect(grant).toBeDisabled();
    await user.type(screen.getByLabelText('Reason (required)'), 'Goodwill for a lost match');
    await user.click(grant);
    expect(await screen.findByText('Granted 1,200 credits.')).toBeInTheDocument();
    expect(await screen.findByTestId('subscriber-credits')).toHaveTextContent(/^2,205$/);
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toEqual({
      method: 'POST',
      path: '/subscribers/7/credits',
      search: '',
      body: {
        delta: 1200,
        reason: 'Goodwill for a lost match',
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
      csrf: 'csrf-123',
    });
  });

  it('groups the credits as the rest of the portal does, in Urdu too', async () => {
    subscriberApi('support');
    await toUrdu();
    try {
      renderWithProviders(<OperatorApp />, { route: '/operator/subscribers/7', path: '/operator/*' });
      expect(await screen.findByTestId('subscriber-credits', {}, { timeout: 5000 })).toHaveTextContent(
        /^1,005$/,
      );
    } finally {
      await toEnglish();
    }
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

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('subscriber profile: the trial', () => {
  it.each([
    [
      'in the trial',
      { status: 'trial', trialEndsAt: hoursFromNow(5) },
      /^Free trial \(Prepaid\), trial ends /,
    ],
    [
      'past the trial, the first charge not made yet',
      { status: 'trial', trialEndsAt: hoursFromNow(-2) },
      /^Free trial \(Prepaid\), trial ended .+, first charge due$/,
    ],
    ['charged since the trial', { status: 'active', trialEndsAt: hoursFromNow(-30) }, /^Active \(Prepaid\)$/],
    [
      "refused at the trial's end",
      { status: 'suspended', trialEndsAt: hoursFromNow(-30) },
      /^Paused: a charge failed \(Prepaid\)$/,
    ],
  ])('says what is true of a subscriber %s', async (_, subscription, line) => {
    subscriberApi('support', subscription);
    renderWithProviders(<OperatorApp />, { route: '/operator/subscribers/7', path: '/operator/*' });
    const label = await screen.findByText('Subscription', { selector: 'dt' }, { timeout: 5000 });
    expect(label.nextElementSibling).toHaveTextContent(line);
  });
});

describe('subscriber profile: history', () => {
  it('gives each credit movement its signed, grouped amount and its reason in words, and a staff change the reason typed for it', async () => {
    subscriberApi('support');
    renderWithProviders(<OperatorApp />, { route: '/operator/subscribers/7', path: '/operator/*' });
    const ledger = await screen.findByRole('table', { name: 'Ledger' }, { timeout: 5000 });
    const cells = within(ledger)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell'));
    expect(cells.map((c) => c[1]!.textContent)).toEqual(['-500', '-10', '+1,200']);
    const reasons = cells.map((c) => c[2]!.textContent);
    expect(reasons).toEqual([
      'Reward redeemed',
      'Deducted by staff: entered twice',
      'Granted by staff: goodwill grant',
    ]);
    expect(within(ledger).queryByText(/staff-grant|staff-deduct|^redemption$/)).toBeNull();
  });

  it('shows the Redemptions tab as the Redemptions screen does: headings, local numbers, status words', async () => {
    subscriberApi('support');
    renderWithProviders(<OperatorApp />, { route: '/operator/subscribers/7', path: '/operator/*' });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Redemptions' }, { timeout: 5000 }));
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
      '1,500',
      'Sara · 03001234567 · sara@example.com · 5123456789',
      'Fulfilled',
    ]);
    expect(cells(refunded!).slice(3, 5)).toEqual(['Sara', 'RefundedOut of stock']);
    expect(within(table).queryByText(/923001234567|fulfilled|createdAt/)).toBeNull();
  });
  it('names entries and tournaments as the Submissions and Tournaments screens do', async () => {
    subscriberApi('support');
    renderWithProviders(<OperatorApp />, { route: '/operator/subscribers/7', path: '/operator/*' });
    const user = userEvent.setup();
    const texts = (row: HTMLElement, role: 'cell' | 'columnheader') =>
      within(row)
        .getAllByRole(role)
        .map((c) => c.textContent);
    await user.click(await screen.findByRole('tab', { name: 'Entries' }, { timeout: 5000 }));
    const [entriesHead, entry] = within(await screen.findByRole('table', { name: 'Entries' })).getAllByRole(
      'row',
    );
    expect(texts(entriesHead!, 'columnheader')).toEqual([
      'Sent',
      'Kind',
      'Task or challenge',
      'Prize (credits)',
      'Status',
      'Reviewed',
      'Screenshot',
    ]);
    expect(texts(entry!, 'cell').slice(1, 5)).toEqual([
      'Game challenge',
      'Sharpshooter',
      '1,500',
      'RejectedThe screenshot is cropped',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Tournaments' }));
    const table = await screen.findByRole('table', { name: 'Tournaments' });
    const [head, row] = within(table).getAllByRole('row');
    expect(texts(head!, 'columnheader')).toEqual([
      'Name',
      'State',
      'Starts',
      'Checked in',
      'Place',
      'Joined',
    ]);
    expect(texts(row!, 'cell').slice(0, 2)).toEqual(['Live Knockout', 'Ended without a champion']);
    expect(texts(row!, 'cell').slice(3, 5)).toEqual(['Yes', '3rd']);
    expect(within(table).getByRole('link', { name: 'Live Knockout' })).toHaveAttribute(
      'href',
      '/operator/tournaments/8',
    );
  });
});
