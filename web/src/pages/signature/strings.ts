import type { ResourcePageText } from '../../components/resource-page';

/** User-facing text of the signatures page. */
export const SIGNATURE_TEXT: ResourcePageText = {
  title: 'Signatures',
  description: 'How emails end: each sender can carry one signature, placed at the end of every email it sends.',
  nouns: { one: 'signature', many: 'signatures', One: 'Signature' },
  emptyTitle: 'No signatures yet',
  emptyText: 'Signatures you create appear here. Pick one for a sender on the Senders page.',
  filterPlaceholder: 'Find signatures by name',
};

export const SIGNATURE_FIELDS = {
  name: { label: 'Name', placeholder: 'Dana, sales', description: 'Only you see it: it names the signature on the sender form.' },
  content: {
    label: 'Signature',
    placeholder: 'Dana Demo\nHead of Sales, Northwind',
    description:
      'Plain text (each line stays a line), or simple HTML: b, i, strong, em, br, p and links to http, https or mailto addresses. Anything else is removed when it is saved.',
  },
  columns: { name: 'Name', content: 'Signature' },
} as const;
