import { Fragment, type ReactNode } from 'react';
import { Empty } from './query-view';

export interface Column<T> {
  /** The column's header; on a phone also the label before each value of the row's card. */
  header: string;
  /** The cell's content; not needed when the table renders whole rows (`row`). */
  cell?: (row: T) => ReactNode;
  /** The cell's class (op-code, op-muted, op-pos, ...), fixed or per row. */
  className?: string | ((row: T) => string);
  /** A column of numbers: its cells and header read right-aligned, in figures of one width (op-num). */
  numeric?: boolean;
}

function cellClass<T>(column: Column<T>, item: T): string | undefined {
  const own = typeof column.className === 'function' ? column.className(item) : column.className;
  if (!column.numeric) return own;
  return own ? `op-num ${own}` : 'op-num';
}

export interface DataTableProps<T> {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** What shows instead of the table when there are no rows. */
  empty: ReactNode;
  /** Extra classes on the table (after op-table). */
  className?: string;
  label?: string;
  /** Renders a whole <tr> per item (rows with their own state, such as action forms). */
  row?: (item: T) => ReactNode;
}

/**
 * The console's one table: a header row, one row per item, and the empty line when there are none.
 * On a phone each row is a card of label: value lines (tables.css), so each cell carries its
 * column's header as `data-label`; a whole-row renderer (`row`) labels its own cells alike.
 */
export function DataTable<T>({ rows, columns, rowKey, empty, className, label, row }: DataTableProps<T>) {
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <div className="op-table-wrap">
      <table className={className ? `op-table ${className}` : 'op-table'} aria-label={label}>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={c.numeric ? 'op-num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((item) =>
            row ? (
              <Fragment key={rowKey(item)}>{row(item)}</Fragment>
            ) : (
              <tr key={rowKey(item)}>
                {columns.map((c, i) => (
                  <td key={i} data-label={c.header || undefined} className={cellClass(c, item)}>
                    {c.cell?.(item)}
                  </td>
                ))}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
