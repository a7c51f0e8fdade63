import { formatDateTime } from '../../ui/format';

const isTime = (key: string) => /At$|^created_at$|^time_/.test(key);

function cell(key: string, value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'object') {
    const named = value as { name?: unknown; phone?: unknown };
    return String(named.name ?? named.phone ?? JSON.stringify(value));
  }
  return isTime(key) && typeof value === 'string' ? formatDateTime(value) : String(value);
}

/** A plain table of history rows (entries, redemptions, tournaments), columns from the rows. */
export function HistoryTable({ rows, label }: { rows: Array<Record<string, unknown>>; label: string }) {
  if (rows.length === 0) return <p className="op-muted">Nothing yet.</p>;
  const columns = Object.keys(rows[0]!)
    .filter((k) => k !== 'image' && k !== 'uuid')
    .slice(0, 8);
  return (
    <div className="op-table-wrap">
      <table className="op-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={String(row.id ?? i)}>
              {columns.map((c) => (
                <td key={c}>{cell(c, row[c])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
