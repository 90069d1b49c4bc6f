import './figures-table.css';

import Icon from '@cloudscape-design/components/icon';
import type { ReactNode } from 'react';

/** A column of a figures table; `sortable` columns sort when their header is chosen. */
export interface FiguresColumn<T> {
  readonly id: string;
  readonly header: string;
  readonly cell: (item: T) => ReactNode;
  readonly sortable?: boolean;
  /** the cell that names its row (read first by screen readers) */
  readonly isRowHeader?: boolean;
}

export interface FiguresSorting {
  /** the sorted column's id, if any */
  readonly columnId: string | undefined;
  readonly descending: boolean;
  readonly onChange: (columnId: string, descending: boolean) => void;
}

export interface FiguresTableProps<T> {
  readonly ariaLabel: string;
  readonly columns: readonly FiguresColumn<T>[];
  readonly items: readonly T[];
  readonly trackBy: (item: T) => string;
  readonly sorting?: FiguresSorting;
  /** shown in a full-width row when there are no items */
  readonly empty?: ReactNode;
  /** `container`: edge to edge in a container without paddings; `embedded`: inside other content */
  readonly variant?: 'container' | 'embedded';
}

function SortButton<T>({ column, sorting }: { column: FiguresColumn<T>; sorting: FiguresSorting }) {
  const sorted = sorting.columnId === column.id;
  const icon = !sorted ? 'caret-down' : sorting.descending ? 'caret-down-filled' : 'caret-up-filled';
  return (
    <button
      type="button"
      className={`rw-figures__sort${sorted ? ' rw-figures__sort--active' : ''}`}
      // a sorted column turns to the other order; another column starts ascending
      onClick={() => sorting.onChange(column.id, sorted && !sorting.descending)}
    >
      <span>{column.header}</span>
      <span className="rw-figures__sort-icon">
        <Icon name={icon} size="small" />
      </span>
    </button>
  );
}

/**
 * The dashboard's tables: plain rows of figures with sortable headers, drawn in Cloudscape's look.
 * Cloudscape's Table (selection, inline editing, resizing, sticky columns and the like) would
 * add about 35 KB gzip to the dashboard for none of those.
 */
export function FiguresTable<T>({
  ariaLabel,
  columns,
  items,
  trackBy,
  sorting,
  empty,
  variant = 'container',
}: FiguresTableProps<T>) {
  return (
    <div className={`rw-figures rw-figures--${variant}`}>
      <table className="rw-figures__table" aria-label={ariaLabel}>
        <thead>
          <tr>
            {columns.map((column) => {
              const sortedHere = sorting?.columnId === column.id;
              const ariaSort = sortedHere ? (sorting?.descending === true ? 'descending' : 'ascending') : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className="rw-figures__header"
                  aria-sort={column.sortable === true && sorting !== undefined ? (ariaSort ?? 'none') : undefined}
                >
                  {column.sortable === true && sorting !== undefined ? (
                    <SortButton column={column} sorting={sorting} />
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {items.length === 0 && empty !== undefined ? (
            <tr>
              <td className="rw-figures__cell rw-figures__cell--empty" colSpan={columns.length}>
                {empty}
              </td>
            </tr>
          ) : (
            items.map((item) => (
              <tr key={trackBy(item)}>
                {columns.map((column) =>
                  column.isRowHeader === true ? (
                    <th key={column.id} scope="row" className="rw-figures__cell rw-figures__cell--row-header">
                      {column.cell(item)}
                    </th>
                  ) : (
                    <td key={column.id} className="rw-figures__cell">
                      {column.cell(item)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
