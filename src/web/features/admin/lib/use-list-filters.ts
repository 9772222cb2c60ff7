import { useState } from 'react';

/**
 * A list's filters and its page: changing any filter goes back to page 1, so the list never
 * lands on a page the new filter does not have.
 */
export interface ListFilters<K extends string> {
  filters: Record<K, string>;
  setFilter: (name: K) => (value: string) => void;
  page: number;
  setPage: (page: number) => void;
}

export function useListFilters<K extends string>(initial: Record<K, string>): ListFilters<K> {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const setFilter = (name: K) => (value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  return { filters, setFilter, page, setPage };
}
