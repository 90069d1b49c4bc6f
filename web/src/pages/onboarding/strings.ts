import type { BusinessModel, RevenueSize } from '../../../../shared/domain/audience';
import { PRODUCT_NAME } from '../../../../shared/domain/product';
import type { SenderType } from '../../../../shared/domain/sender';

/** User-facing text of onboarding. */
export const ONBOARDING_STRINGS = {
  title: `Welcome to ${PRODUCT_NAME}`,
  description: (namespaceId: string) =>
    `Three short steps set up instance ${namespaceId}: who you are, who your emails come from and who they go to.`,
  loading: 'Loading your setup',
  loadFailedHeader: 'Your setup could not be loaded',
  retry: 'Retry',
  alreadyDoneHeader: 'This instance is set up',
  alreadyDoneBody: 'Onboarding is complete. Your company, sender and customer profile can be changed from the Components menu.',
  toDashboard: 'Go to the dashboard',

  stepNumber: (stepNumber: number) => `Step ${stepNumber}`,
  stepOfSteps: (stepNumber: number, stepsCount: number) => `Step ${stepNumber} of ${stepsCount}`,
  navigation: 'Onboarding steps',
  previous: 'Back',
  next: 'Next',
  finish: 'Finish setup',
  saving: 'Saving',
  saveFailedHeader: 'This step could not be saved',

  companyDescription: 'Emails are written from what your company does and why. You can change this later under Companies.',
  companyName: 'Company name',
  companyNamePlaceholder: 'Acme Logistics',
  website: 'Website',
  websiteHint: 'The address of your company website, starting with https://.',
  websitePlaceholder: 'https://www.example.com',
  mission: 'Description of your mission',
  missionHint: 'What your company does, for whom, and the difference it makes. A few sentences are enough.',
  missionPlaceholder: 'We help mid-sized retailers ship orders the same day, with no warehouse of their own.',
  optional: 'optional',

  senderDescription:
    'The name and mailbox your campaigns send from. Google and Microsoft mailboxes connect from Senders once onboarding is done.',
  checkConnection: 'Check connection',
  checkingConnection: 'Checking the connection',
  connectionWorks: 'The connection works.',
  connectionFailed: 'The connection does not work.',
  connectionUnchecked: 'The connection could not be checked',

  audienceDescription:
    'A customer profile describes who your campaigns reach out to. Add more profiles later under Customer Profiles.',
  profileName: 'Profile name',
  profileNameHint: 'A short name you will recognise when you create a campaign.',
  profileNamePlaceholder: 'Operations leaders at mid-sized retailers',
  profileDescription: 'Description',
  profileDescriptionHint: 'What these customers need and what they struggle with.',
  revenueSize: 'Revenue size',
  businessModel: 'Business model',
  notSaid: 'Any',
  jobTitles: 'Job titles',
  jobTitlesHint: (max: number) =>
    `Who you write to. Press Enter or Add after each one, or separate them with commas (up to ${max}).`,
  jobTitlesPlaceholder: 'Head of Operations',
  industries: 'Industries',
  industriesHint: (max: number) =>
    `The industries these customers work in. Press Enter or Add after each one, or separate them with commas (up to ${max}).`,
  industriesPlaceholder: 'Retail',
  add: 'Add',
  addTo: (label: string) => `Add to ${label.toLowerCase()}`,
  remove: (entry: string) => `Remove ${entry}`,
  listFull: (label: string, max: number) => `${label} can hold at most ${max} entries.`,

  finalizingDescription: 'Saving your setup and opening your instance. This takes a moment.',
  finalizingCompany: 'Company saved',
  finalizingSender: 'Sender saved',
  finalizingProfile: 'Customer profile saved',
  finalizingInstance: 'Opening your instance',
  finalizeFailedHeader: 'Your setup could not be finished',
  backToSteps: 'Back to the steps',
  done: 'Your instance is set up. Welcome aboard!',
} as const;

/** What each sender type means, as the tiles of step 2 show it. */
export const SENDER_TYPE_TEXT: Readonly<Record<SenderType, { readonly label: string; readonly description: string }>> = {
  STUB: { label: 'Test sender', description: `Nothing leaves ${PRODUCT_NAME}: emails are marked sent without being delivered.` },
  SMTP: { label: 'SMTP', description: 'Your mail server, with STARTTLS (usually port 587).' },
  SMTP_SSL: { label: 'SMTP over SSL/TLS', description: 'Your mail server, encrypted from the start (usually port 465).' },
  GOOGLE: { label: 'Google', description: 'Connect from Senders after onboarding.' },
  MICROSOFT: { label: 'Microsoft', description: 'Connect from Senders after onboarding.' },
};

export const REVENUE_SIZE_LABELS: Readonly<Record<RevenueSize, string>> = {
  SMALL: 'Small',
  MEDIUM: 'Medium',
  LARGE: 'Large',
};

export const BUSINESS_MODEL_LABELS: Readonly<Record<BusinessModel, string>> = {
  B2B: 'B2B: they sell to businesses',
  B2C: 'B2C: they sell to consumers',
  C2C: 'C2C: consumers sell to consumers',
};
