import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/utils';
import { phoneMaxPx, useMinWidth } from '../lib/use-min-width';

export type Layout = 'table' | 'card';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T, layout: Layout) => ReactNode;
  /** Extra classes for the table cells of this column. */
  className?: string;
}

interface LayoutProps<T> {
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  actions?: (row: T, layout: Layout) => ReactNode;
  actionsHeader?: string;
}

/**
 * Table or cards, whichever fits: the table when its columns fit the card it sits in, a list of
 * cards otherwise and always on phones (SPEC.md, users list; the same for payments and logs), so
 * no admin list ever scrolls sideways, whatever the sidebar and the window leave it. The first
 * column is the card's heading; the rest become label/value pairs; `actions` go at the bottom of
 * the card or in the last table column.
 */
export function ResponsiveTable<T>(props: LayoutProps<T>) {
  const { rows } = props;
  const phone = !useMinWidth(phoneMaxPx + 1);
  const box = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(true);
  // The narrowest box the table fitted in, learnt when it did not: wider than that, try again.
  const needed = useRef(0);

  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const table = element.querySelector('table');
    if (table) {
      if (table.scrollWidth > element.clientWidth) {
        needed.current = table.scrollWidth;
        setFits(false);
      }
    } else if (element.clientWidth >= needed.current) {
      setFits(true);
    }
  }, []);

  // New rows may be narrower or wider: try the table again (measured before the browser paints).
  const [rowsTried, setRowsTried] = useState(rows);
  if (rowsTried !== rows) {
    setRowsTried(rows);
    setFits(true);
  }
  useLayoutEffect(measure);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  const table = fits && !phone;
  return (
    <div ref={box} data-layout={table ? 'table' : 'cards'} className="@container min-w-0 overflow-x-auto">
      {table ? <TableLayout {...props} /> : <CardLayout {...props} />}
    </div>
  );
}

function TableLayout<T>({ label, rows, columns, rowKey, actions, actionsHeader }: LayoutProps<T>) {
  return (
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
            {actions ? <td className="px-2 py-3 text-right align-middle">{actions(row, 'table')}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CardLayout<T>({ label, rows, columns, rowKey, actions }: LayoutProps<T>) {
  const [first, ...rest] = columns;
  return (
    <ul className="grid gap-3 @3xl:grid-cols-2" aria-label={label}>
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
