import { useEffect, useState } from 'react';

/** How long a text filter waits after the last key before it searches. */
const FILTER_DELAY_MS = 300;

/**
 * A text filter's state: the text as typed (`filterText`) and the search it asks the server for
 * (`search`), trimmed, once typing has paused for `FILTER_DELAY_MS`.
 */
export function useSearchText() {
  const [filterText, setFilterText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(filterText.trim()), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filterText]);
  const clear = () => {
    setFilterText('');
    setSearch('');
  };
  return { filterText, setFilterText, search, clear };
}
