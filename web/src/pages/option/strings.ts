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
  description:
    'The name of this instance, the time zone its senders send in when they have none of their own, and whether its emails are tracked.',
  loading: 'Loading the instance',
  retry: 'Retry',
  name: {
    label: 'Name',
    description: 'How the instance is named for everyone working in it.',
    managersOnly: 'How the instance is named for everyone working in it. Only its managers rename it.',
  },
  timeZone: {
    label: 'Time zone',
    description:
      "Office hours (9:00–17:00) and weekdays are read in the recipient's time zone when it is known, else in the sender's, which is this one unless the sender has its own.",
  },
  tracking: {
    label: 'Track opens and clicks',
    toggle: 'Track opens and clicks',
    description:
      'Emails carry an invisible image and links that pass through this instance, so you see when a person opens an email or follows a link. Opens by mail privacy proxies and link scanners are kept apart and never counted. Turned off, emails leave exactly as written and show only sends, replies, bounces and unsubscribes.',
  },
  save: 'Save',
  saved: 'Saved',
  saveFailed: 'The instance could not be saved',
} as const;
