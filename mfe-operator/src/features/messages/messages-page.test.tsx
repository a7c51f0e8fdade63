import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/shared/testing';
import { OperatorApp } from '../../app/operator-app';
import { fakeOperatorApi, ok, sessionOf } from '../../test/fake-operator-api';

const sms = (id: number, status: string) => ({
  id,
  phone: '923001234567',
  body: `Text ${id}`,
  status,
  attempts: status === 'failed' ? 5 : 0,
  lastError: null,
  createdAt: '2026-11-25T10:00:00Z',
  sentAt: null,
});

describe('messages screen', () => {
  it('says Pending for a text not sent yet, and its filter finds the texts waiting in the outbox', async () => {
    const { calls } = fakeOperatorApi({
      'GET /session': () => sessionOf('support'),
      'GET /messages/sms': () => ok([sms(2, 'queued'), sms(1, 'failed')]),
      'GET /messages/payouts': () => ok([]),
    });
    renderWithProviders(<OperatorApp />, { route: '/operator/messages', path: '/operator/*' });
    const user = userEvent.setup();
    const waiting = (await screen.findByText('Text 2', {}, { timeout: 5000 })).closest('tr') as HTMLElement;
    expect(within(waiting).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Text 1').closest('tr')).toHaveTextContent('Failed');
    expect(screen.queryByText('queued')).toBeNull();

    // A text waiting to be sent is stored 'queued', a payout 'pending': one word, each outbox asked its own.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(() => expect(calls.at(-1)?.search).toBe('?status=queued&limit=200'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Outbox' }), 'Payouts');
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ path: '/messages/payouts', search: '?status=pending' }),
    );
  });

  it('writes a payout as subscribers read their prize money: Rs 4,000, Rs 12.50', async () => {
    const payout = (id: number, amountPaisa: number) => ({
      id,
      tournamentId: 7,
      place: id,
      subscriber: { id, phone: '923001234567' },
      amountPaisa,
      status: 'sent',
      attempts: 1,
      nextAttemptAt: null,
      lastError: null,
      gatewayRef: null,
    });
    fakeOperatorApi({
      'GET /session': () => sessionOf('support'),
      'GET /messages/sms': () => ok([]),
      'GET /messages/payouts': () => ok([payout(1, 400_000), payout(2, 1_250)]),
    });
    renderWithProviders(<OperatorApp />, { route: '/operator/messages', path: '/operator/*' });
    await userEvent
      .setup()
      .selectOptions(await screen.findByRole('combobox', { name: 'Outbox' }, { timeout: 5000 }), 'Payouts');
    const amounts = async () =>
      (await screen.findAllByRole('cell')).filter((c) => c.textContent?.startsWith('Rs'));
    await waitFor(async () =>
      expect((await amounts()).map((c) => c.textContent)).toEqual(['Rs 4,000', 'Rs 12.50']),
    );
  });
});

describe('messages screen: Urdu', () => {
  it('shows a text sent in Urdu right to left in the Urdu font, so its Latin words keep their place', async () => {
    const urdu = 'PlayZone: آپ کا کوڈ •••••• ہے۔ یہ 5 منٹ میں ختم ہو جائے گا۔';
    fakeOperatorApi({
      'GET /session': () => sessionOf('support'),
      'GET /messages/sms': () => ok([{ ...sms(2, 'sent'), body: urdu }, sms(1, 'sent')]),
      'GET /messages/payouts': () => ok([]),
    });
    renderWithProviders(<OperatorApp />, { route: '/operator/messages', path: '/operator/*' });
    const shown = await screen.findByText(urdu, {}, { timeout: 5000 });
    expect(shown).toHaveAttribute('dir', 'rtl');
    expect(shown).toHaveAttribute('lang', 'ur');
    expect(shown.closest('td')).toHaveTextContent(urdu);
    expect(screen.getByText('Text 1').closest('[dir]')).toBeNull();
  });
});
