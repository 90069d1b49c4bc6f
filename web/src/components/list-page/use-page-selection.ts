import { useState } from 'react';

/**
 * The items chosen in a paged table, as the page shows them now: after a refresh, their latest
 * values; an item that left the page is no longer chosen.
 */
export function usePageSelection<T extends { readonly id: string }>(items: readonly T[]) {
  const [selected, setSelected] = useState<readonly T[]>([]);
  const selectedOnPage = items.filter((item) => selected.some((chosen) => chosen.id === item.id));
  return { selected: selectedOnPage, setSelected };
}
