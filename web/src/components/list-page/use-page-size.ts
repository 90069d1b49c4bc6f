import { useState } from 'react';

import { PAGE_SIZES, type PagedTablePreferences } from './paged-table';

/** A list's page size, the smallest to begin with, and the preferences that change it. */
export function usePageSize(pageSizeLabel: (size: number) => string): {
  readonly pageSize: number;
  readonly preferences: PagedTablePreferences;
} {
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  return {
    pageSize,
    preferences: {
      pageSize,
      pageSizes: PAGE_SIZES,
      pageSizeLabel,
      onConfirm: (preferences) => setPageSize(preferences.pageSize ?? PAGE_SIZES[0]),
    },
  };
}
