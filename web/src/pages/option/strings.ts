/** User-facing text of the options page. */
export const OPTION_STRINGS = {
  title: 'Options',
  description: 'How this instance prospects, writes and sends on its own. Changes are saved as soon as you make them.',
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
