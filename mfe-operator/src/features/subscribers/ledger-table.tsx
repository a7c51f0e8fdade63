import { formatDateTime } from '../../ui/format';
import type { LedgerEntry } from './api';

/** Wallet history, newest first as the api sends it; amounts signed. */
export function LedgerTable({ rows, unit }: { rows: LedgerEntry[]; unit: string }) {
  if (rows.length === 0) return <p className="op-muted">No ledger entries.</p>;
  return (
    <div className="op-table-wrap">
      <table className="op-table" aria-label="Ledger">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Change ({unit})</th>
            <th scope="col">Reason</th>
            <th scope="col">Reference</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{formatDateTime(r.createdAt)}</td>
              <td className={r.delta < 0 ? 'op-num op-neg' : 'op-num op-pos'}>
                {r.delta > 0 ? `+${r.delta}` : r.delta}
              </td>
              <td>{r.reason}</td>
              <td className="op-muted">{r.refKey ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
