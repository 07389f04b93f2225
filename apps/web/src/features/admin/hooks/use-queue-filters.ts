import { useState } from 'react';
import { useDebounced } from './use-debounced.ts';

/** A review queue's status filter, search box and page; changing a filter goes back to page 1. */
export function useQueueFilters<S extends string>(initialStatus: S) {
  const [status, setStatus] = useState<S>(initialStatus);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebounced(search);
  return {
    status,
    search,
    debouncedSearch,
    page,
    setPage,
    changeStatus: (next: S) => (setStatus(next), setPage(1)),
    changeSearch: (next: string) => (setSearch(next), setPage(1)),
  };
}
export type QueueFilters<S extends string> = ReturnType<typeof useQueueFilters<S>>;
