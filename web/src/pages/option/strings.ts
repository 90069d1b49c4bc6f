/** User-facing text of the options page. */
export const OPTION_STRINGS = {
  title: 'Options',
  description:
    'The name and time zone of this instance, and how it prospects, writes and sends on its own. Options are saved as soon as you change them.',
  loading: 'Loading options',
  loadFailedHeader: 'The options could not be loaded',
  retry: 'Retry',
  instanceScope: 'These options apply to everyone working in this instance.',
  saving: 'Saving',
  saved: 'Saved',
  changeFailed: (label: string, reason: string) => `"${label}" could not be changed: ${reason}`,
  on: 'On',
  off: 'Off',
} as const;

/** User-facing text of the instance's own settings on the options page. */
export const INSTANCE_SETTINGS_STRINGS = {
  title: 'Instance',
  description: 'The name of this instance, and the time zone its senders send in when they have none of their own.',
  loading: 'Loading the instance',
  retry: 'Retry',
  name: { label: 'Name', description: 'How the instance is named for everyone working in it.' },
  timeZone: {
    label: 'Time zone',
    description:
      "Office hours (9:00–17:00) and weekdays are read in the recipient's time zone when it is known, else in the sender's, which is this one unless the sender has its own.",
  },
  save: 'Save',
  saved: 'Saved',
  saveFailed: 'The instance could not be saved',
} as const;
