/** User-facing text of a paged table, the same on every list page. */
export const LIST_PAGE_STRINGS = {
  retry: 'Retry',
  matches: (n: number, morePages: boolean) => `${n} ${n === 1 ? 'match' : 'matches'}${morePages ? ' on this page' : ''}`,
  preferencesTitle: 'Preferences',
  preferencesConfirm: 'Confirm',
  preferencesCancel: 'Cancel',
  pageSizeTitle: 'Page size',
  columnsTitle: 'Columns',
  pagination: {
    nextPageLabel: 'Next page',
    previousPageLabel: 'Previous page',
    pageLabel: (pageNumber: number) => `Page ${pageNumber}`,
    paginationLabel: 'Pages',
  },
} as const;
