/** User-facing text of the workspace page. */
export const WORKSPACE_STRINGS = {
  loadFailedHeader: 'Your workspace could not be loaded',
  retry: 'Retry',
  instanceId: (id: string) => `Instance ID: ${id}`,
  termsHeader: 'Accept the terms to continue',
  termsBody: 'Your workspace opens once you have accepted the terms and conditions.',
  acceptTerms: 'Accept the terms',
  contactsHeader: 'Contacts',
  contactsLoading: 'Loading contacts',
  contactsEmpty: 'No contacts yet',
  contactsEmptyHint: 'Contacts you add or upload appear here.',
  contactsFailedHeader: 'Contacts could not be loaded',
  loadMore: 'Load more',
  columns: {
    name: 'Name',
    email: 'Email',
    jobTitle: 'Job title',
    status: 'Status',
    lifecycleStage: 'Lifecycle stage',
    createdAt: 'Added',
  },
} as const;
