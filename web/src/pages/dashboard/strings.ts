/** User-facing text of the dashboard. */
export const DASHBOARD_STRINGS = {
  title: 'Dashboard',
  description: 'Your workspace at a glance.',
  loading: 'Loading the dashboard',
  failedHeader: 'The dashboard could not be loaded',
  retry: 'Retry',
  noInstance: 'Choose an instance to see its dashboard.',
  atAGlanceHeader: 'At a glance',
  contacts: 'Contacts',
  contactsEmailed: 'Contacts emailed',
  timeSaved: 'Time saved',
  timeSavedHint: '10 minutes of writing and 10 of research for each contact emailed',
  campaignsHeader: 'Campaigns by status',
  emailsHeader: 'Emails by status',
  emptyHeader: 'Nothing here yet',
  emptyBody: 'Add contacts or create a campaign, and your numbers will show here.',
  addContacts: 'Add contacts',
  createCampaign: 'Create a campaign',
} as const;

/** Where the empty dashboard sends the user (SPEC §2). */
export const DASHBOARD_LINKS = {
  contacts: '/contact',
  createCampaign: '/campaign/add',
} as const;
