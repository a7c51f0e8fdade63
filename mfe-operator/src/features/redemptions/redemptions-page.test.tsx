import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/shared/testing';
import { OperatorApp } from '../../app/operator-app';
import { fakeOperatorApi, ok, said, sessionOf } from '../../test/fake-operator-api';
import { redemption } from '../../test/redemption-fixture';

describe('redemptions screen', () => {
  it('names each status in words, in the table and in the filter, numbers in local form, credits grouped', async () => {
    fakeOperatorApi({
      'GET /session': () => sessionOf('support'),
      'GET /redemptions': () =>
        ok([
          redemption(3, { status: 'refunded', reason: 'Out of stock' }),
          redemption(2, { status: 'fulfilled', credits: 1005 }),
          redemption(1, {}),
        ]),
    });
    renderWithProviders(<OperatorApp />, { route: '/operator/redemptions', path: '/operator/*' });
    const refunded = await screen.findByRole('row', { name: 'Redemption 3' }, { timeout: 5000 });
    expect(within(refunded).getByText('Refunded')).toBeInTheDocument();
    expect(refunded).toHaveTextContent('Out of stock');
    expect(refunded).toHaveTextContent('Sara · 03001234567 · sara@example.com · 5123456789');
    const fulfilled = screen.getByRole('row', { name: 'Redemption 2' });
    expect(fulfilled).toHaveTextContent('Fulfilled');
    expect(within(fulfilled).getByRole('cell', { name: '1,005' })).toHaveClass('op-num');
    expect(screen.getByRole('row', { name: 'Redemption 1' })).toHaveTextContent('Requested');
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Requested', 'Processing', 'Fulfilled', 'Refunded', 'Cancelled']);
    expect(screen.queryByText(/923001234567|refunded|fulfilled/)).toBeNull();
  });

  it('says what each step did, in the api words, as the row leaves the list', async () => {
    let rows = [redemption(2, {}), redemption(1, {})];
    fakeOperatorApi({
      'GET /session': () => sessionOf('support'),
      'GET /redemptions': () => ok(rows),
      'POST /redemptions/2/status': () => {
        rows = rows.filter((r) => r.id !== 2);
        return said('Redemption 2 marked processing.', redemption(2, { status: 'processing' }));
      },
      'POST /redemptions/1/cancel': () => {
        rows = [];
        return said('Redemption 1 refunded; 500 credits returned.', {
          redemption: redemption(1, { status: 'refunded' }),
          refunded: 500,
        });
      },
    });
    renderWithProviders(<OperatorApp />, { route: '/operator/redemptions', path: '/operator/*' });
    const user = userEvent.setup();
    const second = await screen.findByRole('row', { name: 'Redemption 2' }, { timeout: 5000 });
    await user.click(within(second).getByRole('button', { name: 'Start processing' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Redemption 2 marked processing.');
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Redemption 2' })).toBeNull());
    const first = screen.getByRole('row', { name: 'Redemption 1' });
    await user.click(within(first).getByRole('button', { name: 'Cancel and refund' }));
    const reason = within(first).getByLabelText('Reason for the refund');
    // The api's limit on a reason: the box stops there instead of the api refusing it.
    expect(reason).toHaveAttribute('maxLength', '500');
    await user.type(reason, 'Out of stock');
    await user.click(within(first).getByRole('button', { name: 'Refund credits' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Redemption 1 refunded; 500 credits returned.'),
    );
    expect(await screen.findByText('No redemptions here.')).toBeInTheDocument();
  });

  it('sends one step for a double click on Mark fulfilled', async () => {
    const { calls } = fakeOperatorApi({
      'GET /session': () => sessionOf('support'),
      'GET /redemptions': () => ok([redemption(4, { status: 'processing' })]),
      'POST /redemptions/4/status': () =>
        said('Redemption 4 marked fulfilled.', redemption(4, { status: 'fulfilled' })),
    });
    renderWithProviders(<OperatorApp />, { route: '/operator/redemptions', path: '/operator/*' });
    const fulfil = await screen.findByRole('button', { name: 'Mark fulfilled' }, { timeout: 5000 });
    fireEvent.click(fulfil);
    // Disabled at once: react-query reports isPending a tick later, after a double click's second click.
    expect(fulfil).toBeDisabled();
    fireEvent.click(fulfil);
    await screen.findByRole('status');
    expect(calls.filter((c) => c.path === '/redemptions/4/status')).toHaveLength(1);
  });
});
