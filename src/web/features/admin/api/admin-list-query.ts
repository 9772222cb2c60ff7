import {
  keepPreviousData,
  queryOptions,
  useQuery,
  type QueryKey,
  type QueryMeta,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toSearch } from './admin-keys';

export type ListPage = { page: number; pageSize: number };

/**
 * The fetcher, query options and hook of one paged admin list (users, payments, logs): GET
 * `path` with the set filters in the query string, cached under `key` plus the filter. A new
 * page or filter keeps the last list on screen instead of flashing a placeholder.
 */
export function adminListQuery<Filter extends ListPage & Record<string, string | number>, Response>(options: {
  key: QueryKey;
  path: string;
  meta?: QueryMeta;
}) {
  const get = (filter: Filter) => api.get<Response>(`${options.path}${toSearch({ ...filter })}`);
  const queryOptionsFor = (filter: Filter) =>
    queryOptions({
      queryKey: [...options.key, filter],
      queryFn: () => get(filter),
      placeholderData: keepPreviousData,
      meta: options.meta,
    });
  const useList = (filter: Filter) => useQuery(queryOptionsFor(filter));
  return { get, queryOptions: queryOptionsFor, useList };
}
