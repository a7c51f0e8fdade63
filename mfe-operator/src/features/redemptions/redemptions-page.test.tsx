import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { OperatorApp } from '../../app/operator-app';
import { fakeOperatorApi, ok, sessionOf } from '../../test/fake-operator-api';
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
});
