import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

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

interface Fit {
  stacked: boolean;
  /** The width the table needed when it last did not fit. */
  needs: number;
}

const AS_TABLE: Fit = { stacked: false, needs: 0 };

/**
 * Table or cards, whichever fits: the table's columns are measured where it stands (a phone, a
 * laptop beside the sidebar, a long French or Amharic header) and, when they do not fit, each row
 * becomes a card whose cells carry their column name. Nothing scrolls sideways, nothing is cut off.
 */
// The wrapper is size-contained sideways: a grid or flex parent then gives it the width there is,
// instead of growing to the table's width, and the measure below compares the two.
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  refreshing = false,
}: DataTableProps<Row>) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [fit, setFit] = useState<Fit>(AS_TABLE);

  const measure = () => {
    const wrapper = wrapperRef.current;
    const table = tableRef.current;
    if (!wrapper || !table) return;
    setFit((current) => {
      if (!current.stacked) {
        const needs = table.offsetWidth;
        return needs > wrapper.clientWidth + 1 ? { stacked: true, needs } : current;
      }
      return wrapper.clientWidth >= current.needs ? AS_TABLE : current;
    });
  };

  // Measured before paint after every render as a table (new rows may hold a longer name).
  useLayoutEffect(() => {
    if (!fit.stacked) measure();
  });
  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(wrapper);
    return () => observer.disconnect();
  }, []);

  const { stacked } = fit;
  // Cards keep the table's semantics explicitly: CSS display changes can drop them.
  const role = (name: string) => (stacked ? name : undefined);

  return (
    <div
      ref={wrapperRef}
      data-layout={stacked ? 'cards' : 'table'}
      className={`group/table min-w-0 transition-opacity [contain:inline-size] ${refreshing ? 'opacity-60' : ''}`}
      aria-busy={refreshing || undefined}
    >
      <table
        ref={tableRef}
        role={role('table')}
        className={stacked ? 'block w-full text-sm' : 'w-full border-collapse text-sm'}
      >
        <caption className="sr-only">{caption}</caption>
        <thead role={role('rowgroup')} className={stacked ? 'sr-only' : undefined}>
          <tr
            role={role('row')}
            className="border-b border-line text-left text-xs font-semibold tracking-wide text-ink-muted uppercase"
          >
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                role={role('columnheader')}
                className={`px-3 py-2.5 first:pl-0 last:pr-0 ${column.align === 'right' ? 'text-right' : ''}`}
              >
                <span className={column.headerHidden ? 'sr-only' : undefined}>{column.header}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role={role('rowgroup')}
          className={
            stacked
              ? 'grid gap-3 [grid-template-columns:repeat(auto-fill,minmax(min(100%,19rem),1fr))]'
              : undefined
          }
        >
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role={role('row')}
              className={
                stacked
                  ? 'flex min-w-0 flex-col rounded-xl border border-line bg-surface p-3'
                  : 'border-b border-line last:border-b-0 hover:bg-surface-muted/50'
              }
            >
              {columns.map((column) => (
                <td
                  key={column.id}
                  role={role('cell')}
                  className={stacked ? stackedCell(column) : tableCell(column)}
                >
                  {stacked && !column.headerHidden && (
                    <span
                      aria-hidden="true"
                      className="shrink-0 text-xs font-medium text-ink-muted"
                    >
                      {column.header}
                    </span>
                  )}
                  {stacked ? (
                    <span className="min-w-0 text-right break-words">{column.cell(row)}</span>
                  ) : (
                    column.cell(row)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type CellKind = Pick<Column<unknown>, 'align' | 'headerHidden'>;

function tableCell(column: CellKind): string {
  return `px-3 py-3 align-middle first:pl-0 last:pr-0 ${column.align === 'right' ? 'text-right' : ''}`;
}

function stackedCell(column: CellKind): string {
  return column.headerHidden
    ? 'mt-auto flex justify-end border-t border-line pt-2.5'
    : 'flex items-baseline justify-between gap-3 py-1.5';
}

/** A row's buttons: on one line in a table, wrapping in a card. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-end gap-1.5 group-data-[layout=table]/table:flex-nowrap group-data-[layout=table]/table:*:whitespace-nowrap">
      {children}
    </div>
  );
}
