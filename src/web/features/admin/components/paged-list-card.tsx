import type { ReactNode } from 'react';
import { Pager } from '../../../components/pager';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import { pageCount } from '../lib/page-count';
import type { ListFilters } from '../lib/use-list-filters';
import { FilterSelects, type FilterFields } from './filter-select';
import { ListState } from './list-state';

interface PagedQuery<T> {
  data?: { items: T[]; total: number; pageSize: number };
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The card every admin list sits in: its title, optional filters beside it, the loading / error /
 * empty state, the rows and the pager. Each page says only what its rows and filters are.
 */
export function PagedListCard<T, K extends string>({
  title,
  list,
  filters,
  filtersClassName,
  query,
  empty,
  children,
}: {
  title: string;
  /** The page and filter state (useListFilters). */
  list: ListFilters<K>;
  filters?: FilterFields<K>;
  filtersClassName?: string;
  query: PagedQuery<T>;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const data = query.data;
  const { page, setPage: onPage } = list;
  return (
    <Card>
      <CardHeader className={cn(filters && 'gap-4 sm:flex-row sm:items-end sm:justify-between')}>
        <CardTitle>{title}</CardTitle>
        {filters ? (
          <div className={cn('grid gap-3 sm:grid-cols-2', filtersClassName)}>
            <FilterSelects fields={filters} values={list.filters} onChange={list.setFilter} />
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4 px-3 sm:px-6">
        {!data || data.items.length === 0 ? (
          <ListState
            state={query.isPending ? 'pending' : query.isError ? 'error' : 'empty'}
            empty={empty}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            {children(data.items)}
            <Pager page={page} pages={pageCount(data)} label={title} onPage={onPage} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
