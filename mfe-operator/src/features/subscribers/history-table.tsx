import { DataTable } from '../../ui/data-table';
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
  const keys = rows.length === 0 ? [] : Object.keys(rows[0]!).filter((k) => k !== 'image' && k !== 'uuid');
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => String(row.id ?? rows.indexOf(row))}
      label={label}
      empty="Nothing yet."
      columns={keys
        .slice(0, 8)
        .map((key) => ({ header: key, cell: (row: Record<string, unknown>) => cell(key, row[key]) }))}
    />
  );
}
