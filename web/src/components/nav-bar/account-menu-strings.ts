/** User-facing text of the account menu. */
export const ACCOUNT_MENU_STRINGS = {
  panel: 'Account menu',
  contactUs: 'Contact us',
  options: 'Options',
  integrations: 'Integrations',
  security: 'Sign-in security',
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

/** User-facing text of the account menu's instance actions and their dialogs. */
export const INSTANCE_DIALOG_STRINGS = {
  newInstance: 'New instance',
  renameInstance: 'Rename',
  leaveInstance: 'Leave',
  cancel: 'Cancel',
  name: 'Name',
  timeZone: 'Time zone',
  create: {
    header: 'New instance',
    description:
      'A separate workspace with its own campaigns, contacts and senders, and its own 14-day trial. You manage it and can invite colleagues to it.',
    timeZoneDescription: 'Senders without a time zone of their own send in this one.',
    confirm: 'Create instance',
  },
  rename: {
    header: 'Rename instance',
    description: (namespaceId: string) => `How ${namespaceId} is named for everyone working in it. Its ID stays the same.`,
    confirm: 'Rename',
  },
  leave: {
    header: 'Leave instance',
    description: (name: string) =>
      `You will no longer see ${name} or its campaigns; its other members keep them. To come back, a manager has to invite you again.`,
    confirm: 'Leave instance',
  },
} as const;
