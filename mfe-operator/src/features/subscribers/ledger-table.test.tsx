import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import type { LedgerEntry } from './api';
import { LedgerTable } from './ledger-table';

const row = (id: number, reason: string, refKey: string | null, subject: LedgerEntry['subject'] = null) => ({
  id,
  delta: id % 2 ? 10 : -10,
  reason,
  refKey,
  subject,
  createdAt: '2026-11-25T10:00:00Z',
  note: null,
});
const winterCup = { id: 12, name: 'Winter Cup' };

/** The Reference cell of each row: its words, then the stored key under them. */
function references() {
  const ledger = screen.getByRole('table', { name: 'Ledger' });
  return within(ledger)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => (within(tr).getAllByRole('cell').at(-1)?.textContent ?? '').trim());
}

describe('ledger references', () => {
  it("reads each key as staff say it, the stored key under it, and links a tournament's rows to it", () => {
    renderWithProviders(
      <LedgerTable
        unit="credits"
        rows={[
          row(1, 'tournament-fee', 'tournament-fee:12', winterCup),
          row(2, 'tournament-prize', 'tournament-prize:12:1', winterCup),
          row(3, 'tournament-refund', 'tournament-refund:40'),
          row(4, 'redemption', 'redeem:6356109e', { id: 12, name: 'PUBG Mobile 60 UC' }),
          row(5, 'daily-task', 'daily-entry:31', { id: 31, name: 'Win 3 matches' }),
          row(6, 'game-level', 'level:puzzle-mania:3:2026-11-24', { id: 4, name: 'Puzzle Mania' }),
          row(7, 'staff-grant', 'staff:431c5551'),
          row(8, 'welcome-bonus', null),
          row(9, 'something-new', 'something-new:9'),
        ]}
      />,
    );
    expect(references()).toEqual([
      'Entry fee, Winter Cuptournament-fee:12',
      'Prize: 1st place, Winter Cuptournament-prize:12:1',
      'Entry fee refunded, tournament 40tournament-refund:40',
      'Redemption #12, PUBG Mobile 60 UCredeem:6356109e',
      'Daily task: Win 3 matchesdaily-entry:31',
      'Level 3, Puzzle Manialevel:puzzle-mania:3:2026-11-24',
      'Staff adjustmentstaff:431c5551',
      '–',
      'something-new:9',
    ]);
    expect(screen.getByRole('link', { name: 'Entry fee, Winter Cup' })).toHaveAttribute(
      'href',
      '/operator/tournaments/12',
    );
  });

  it('marks the Reason cell to wrap a long word (tables.css), so the Reference column stays in the table', () => {
    const long = { ...row(1, 'staff-grant', 'staff:1'), note: 'x'.repeat(500) };
    renderWithProviders(<LedgerTable unit="credits" rows={[long]} />);
    const cell = screen.getByRole('cell', { name: `Granted by staff: ${'x'.repeat(500)}` });
    expect(cell).toHaveClass('op-ledger__reason');
  });
});
