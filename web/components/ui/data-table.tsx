import type { ReactNode } from 'react';

export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** Hide the header text visually (an actions column keeps its accessible name). */
  headerHidden?: boolean;
}

interface DataTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown over the rows while a new page loads. */
  refreshing?: boolean;
}

/**
 * A table on wide screens; at 768 px and below each row becomes a card whose cells carry their
 * column name, so nothing scrolls sideways on a phone.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  refreshing = false,
}: DataTableProps<Row>) {
  return (
    <div
      className={`transition-opacity desk:overflow-x-auto ${refreshing ? 'opacity-60' : ''}`}
      aria-busy={refreshing || undefined}
    >
      <table className="block w-full text-sm desk:table desk:border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden desk:table-header-group">
          <tr className="border-b border-line text-left text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={`px-3 py-2.5 first:pl-0 last:pr-0 ${column.align === 'right' ? 'text-right' : ''}`}
              >
                <span className={column.headerHidden ? 'sr-only' : undefined}>{column.header}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 desk:table-row-group desk:space-y-0">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="block rounded-xl border border-line bg-surface p-3 desk:table-row desk:rounded-none desk:border-0 desk:border-b desk:p-0 desk:last:border-b-0 desk:hover:bg-surface-muted/50"
            >
              {columns.map((column) => (
                <td
                  key={column.id}
                  data-label={column.headerHidden ? undefined : column.header}
                  className={`flex items-center justify-between gap-3 py-1.5 before:text-xs before:font-medium before:text-ink-muted before:content-[attr(data-label)] desk:table-cell desk:px-3 desk:py-3 desk:align-middle desk:before:content-none desk:first:pl-0 desk:last:pr-0 ${
                    column.align === 'right' ? 'desk:text-right' : ''
                  } ${column.headerHidden ? 'justify-end border-t border-line pt-2.5 mt-1.5 desk:border-0 desk:mt-0' : ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
