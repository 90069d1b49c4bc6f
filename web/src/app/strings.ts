/** User-facing text of the app's own screens (start-up, loading, unexpected errors). */
export const APP_STRINGS = {
  loading: 'Loading',
  configErrorHeader: 'Reachwise cannot start',
  configErrorHint:
    'The app reads its settings from /config.json next to index.html. Locally, start everything with npm start; in the cloud, deploy again so the file is written.',
  routeErrorHeader: 'Something went wrong',
  reload: 'Reload',
  accountErrorHeader: 'Your instance could not be opened',
  retry: 'Retry',
  openDefaultInstance: 'Open my default instance',
} as const;
