import type { ResourcePageText } from '../../components/resource-page';

/** User-facing text of the products and services page. */
export const PRODUCT_TEXT: ResourcePageText = {
  title: 'Products / Services',
  description: 'What you sell, and the achievements your emails can point to.',
  nouns: { one: 'product', many: 'products', One: 'Product' },
  emptyTitle: 'No products or services yet',
  emptyText: 'Products and services you describe appear here, with the achievements that make them worth a reply.',
  filterPlaceholder: 'Find products by name',
};

export const PRODUCT_FIELDS = {
  name: { label: 'Name', placeholder: 'Acme Route Planner' },
  description: { label: 'Description', description: 'What the product or service does, and for whom.' },
  achievements: {
    label: 'Achievements',
    description: 'Results your customers got with it, such as "cut delivery times by 20%". Emails may cite them.',
  },
  companyId: { label: 'Company', description: 'The company that offers it.', placeholder: 'Choose a company' },
  columns: { name: 'Name', description: 'Description', company: 'Company' },
} as const;
