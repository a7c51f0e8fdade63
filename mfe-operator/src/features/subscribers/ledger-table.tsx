import { DataTable } from '../../ui/data-table';
import { formatDateTime } from '../../ui/format';
import type { LedgerEntry } from './api';

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
          cell: (r) => (r.delta > 0 ? `+${r.delta}` : r.delta),
          className: (r) => (r.delta < 0 ? 'op-num op-neg' : 'op-num op-pos'),
        },
        { header: 'Reason', cell: (r) => r.reason },
        { header: 'Reference', cell: (r) => r.refKey ?? '–', className: 'op-muted' },
      ]}
    />
  );
}
