import type { ResourcePageText } from '../../components/resource-page';

/** User-facing text of the calls to action page. */
export const CALL_TO_ACTION_TEXT: ResourcePageText = {
  title: 'Calls To Action',
  description: 'What each email asks the reader to do, such as booking a demo meeting.',
  nouns: { one: 'call to action', many: 'calls to action', One: 'Call to action' },
  emptyTitle: 'No calls to action yet',
  emptyText: 'Calls to action you create appear here, with their objective and the link the email points to.',
  filterPlaceholder: 'Find calls to action by objective',
};

/** Said under the optional fields: what an email does without either of them (docs/product.md, Writing rules). */
export const SOFT_CLOSE_HINT = 'With neither a description nor a link, the email ends with a soft close.';

export const CALL_TO_ACTION_FIELDS = {
  objective: { label: 'Objective', placeholder: 'Book a demo meeting', description: 'What the reader is asked to do.' },
  description: { label: 'Description', description: `How the email asks for it. ${SOFT_CLOSE_HINT}` },
  url: {
    label: 'Link',
    placeholder: 'https://calendar.example/acme-demo',
    description: `Where the email's call to action points, such as a booking page. ${SOFT_CLOSE_HINT}`,
  },
  columns: { objective: 'Objective', description: 'Description', url: 'Link' },
} as const;
