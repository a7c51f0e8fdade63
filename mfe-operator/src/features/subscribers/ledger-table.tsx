import { formatNumber } from '@portal/shared/i18n';
import { Link } from '@portal/shared/router';
import { LEDGER_WORDS, wordOf } from '../../lib/status-words';
import { DataTable } from '../../ui/data-table';
import { formatDateTime } from '../../ui/format';
import type { LedgerEntry } from './api';
import { referenceOf } from './ledger-reference';

/** Why it moved in staff's words; a staff grant or deduction adds the reason typed for it. */
function reasonOf(row: LedgerEntry): string {
  const word = wordOf(LEDGER_WORDS, row.reason).label;
  return row.note ? `${word}: ${row.note}` : word;
}

/** What the row refers to in words (a tournament links to its page), the stored key under it for support. */
function Reference({ row }: { row: LedgerEntry }) {
  const reference = referenceOf(row);
  if (!reference) return <span className="op-muted">–</span>;
  return (
    <>
      {reference.to ? <Link to={reference.to}>{reference.label}</Link> : reference.label}
      {reference.label !== row.refKey && <div className="op-ref-key">{row.refKey}</div>}
    </>
  );
}

/** A change as staff read it: signed and grouped ('+1,005', '-250'). */
function signed(delta: number): string {
  const sign = delta > 0 ? '+' : delta < 0 ? '-' : '';
  return `${sign}${formatNumber(Math.abs(delta))}`;
}

/** Wallet history, newest first as the api sends it; amounts signed. */
export function LedgerTable({ rows, unit }: { rows: LedgerEntry[]; unit: string }) {
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.id}
      label="Ledger"
      empty="No ledger entries."
      columns={[
        { header: 'When', cell: (r) => formatDateTime(r.createdAt) },
        {
          header: `Change (${unit})`,
          cell: (r) => signed(r.delta),
          className: (r) => (r.delta < 0 ? 'op-neg' : 'op-pos'),
          numeric: true,
        },
        // A long reason (a 500-character word) wraps inside its cell (tables.css).
        { header: 'Reason', cell: reasonOf, className: 'op-ledger__reason' },
        { header: 'Reference', cell: (r) => <Reference row={r} /> },
      ]}
    />
  );
}
