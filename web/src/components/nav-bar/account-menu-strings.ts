/** User-facing text of the account menu. */
export const ACCOUNT_MENU_STRINGS = {
  panel: 'Account menu',
  contactUs: 'Contact us',
  options: 'Options',
  integrations: 'Integrations',
  members: 'Members',
  instanceId: 'Instance ID',
  instanceFilter: 'Find an instance',
  instancesLoading: 'Loading instances',
  noInstanceMatches: 'No instance matches',
  signedInAs: 'Signed in as',
  privacyLegal: 'Privacy & Legal',
  logout: 'Logout',
  upgradeSubject: 'Upgrade my plan',
} as const;
