import { useState } from 'react';

/**
 * A list's filters and its page: changing any filter goes back to page 1, so the list never
 * lands on a page the new filter does not have.
 */
export function useListFilters<F extends Record<string, string>>(initial: F) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const setFilter = (name: keyof F) => (value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  return { filters, setFilter, page, setPage };
}
