import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';
import { largeScreenPx, useMinWidth } from '../lib/use-min-width';

export type Layout = 'table' | 'card';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T, layout: Layout) => ReactNode;
  /** Extra classes for the table cells of this column. */
  className?: string;
}

/**
 * A table on large screens, a list of cards below (SPEC.md, users list; the same for payments and
 * logs so a 390 px phone never scrolls sideways). The first column is the card's heading; the rest
 * become label/value pairs; `actions` go at the bottom of the card or in the last table column.
 */
export function ResponsiveTable<T>({
  label,
  rows,
  columns,
  rowKey,
  actions,
  actionsHeader,
}: {
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  actions?: (row: T, layout: Layout) => ReactNode;
  actionsHeader?: string;
}) {
  const large = useMinWidth(largeScreenPx);
  if (large) {
    return (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label={label}>
          <thead>
            <tr className="border-b text-muted-foreground">
              {columns.map((column) => (
                <th key={column.key} scope="col" className="px-2 py-3 font-medium whitespace-nowrap">
                  {column.header}
                </th>
              ))}
              {actions ? (
                <th scope="col" className="px-2 py-3 text-right font-medium">
                  {actionsHeader}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b last:border-0 hover:bg-muted/40">
                {columns.map((column) => (
                  <td key={column.key} className={cn('px-2 py-3 align-middle', column.className)}>
                    {column.cell(row, 'table')}
                  </td>
                ))}
                {actions ? (
                  <td className="px-2 py-3 text-right align-middle">{actions(row, 'table')}</td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  const [first, ...rest] = columns;
  return (
    <ul className="grid gap-3" aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)} className="grid min-w-0 gap-3 rounded-lg border bg-background/40 p-4">
          {first ? <div className="min-w-0">{first.cell(row, 'card')}</div> : null}
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {rest.map((column) => (
              <div key={column.key} className="grid min-w-0 gap-0.5">
                <dt className="text-xs text-muted-foreground">{column.header}</dt>
                <dd className="min-w-0 break-words">{column.cell(row, 'card')}</dd>
              </div>
            ))}
          </dl>
          {actions ? actions(row, 'card') : null}
        </li>
      ))}
    </ul>
  );
}
