import type { ResourcePageText } from '../../components/resource-page';

/** User-facing text of the sample emails page. */
export const SAMPLE_EMAIL_TEXT: ResourcePageText = {
  title: 'Sample Emails',
  description: 'Emails written in your voice, for generated emails to follow.',
  nouns: { one: 'sample email', many: 'sample emails', One: 'Sample email' },
  emptyTitle: 'No sample emails yet',
  emptyText: 'Sample emails you add appear here. Campaigns can follow up to a few of them for tone and length.',
  filterPlaceholder: 'Find sample emails by name or subject',
};

export const SAMPLE_EMAIL_FIELDS = {
  name: { label: 'Name', placeholder: 'Short intro', description: 'How you find it again in lists.' },
  subject: { label: 'Subject', placeholder: 'A quick question about your deliveries' },
  body: { label: 'Body', description: 'The email as you would write it. Generated emails follow its tone and length.' },
  columns: { name: 'Name', subject: 'Subject' },
} as const;
