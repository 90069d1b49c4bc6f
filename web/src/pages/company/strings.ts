import type { ResourcePageText } from '../../components/resource-page';

/** User-facing text of the companies page. */
export const COMPANY_TEXT: ResourcePageText = {
  title: 'Companies',
  description: 'Your company and the mission your emails are written from.',
  nouns: { one: 'company', many: 'companies', One: 'Company' },
  emptyTitle: 'No companies yet',
  emptyText: 'Companies you describe appear here. Their mission is what every generated email builds on.',
  filterPlaceholder: 'Find companies by name',
};

export const COMPANY_FIELDS = {
  name: { label: 'Name', placeholder: 'Acme' },
  website: { label: 'Website', placeholder: 'https://acme.example' },
  description: {
    label: 'Description of your mission',
    description: 'What your company does and why. Every email is written from it.',
  },
  columns: { name: 'Name', website: 'Website', description: 'Mission' },
} as const;
