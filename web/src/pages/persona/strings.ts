import type { ResourcePageText } from '../../components/resource-page';

/** User-facing text of the personas page. */
export const PERSONA_TEXT: ResourcePageText = {
  title: 'Personas',
  description: 'Inbound AI personas: who answers inbound messages for you and how.',
  nouns: { one: 'persona', many: 'personas', One: 'Persona' },
  emptyTitle: 'No personas yet',
  emptyText: 'Personas you create appear here, with their responsibilities and instructions for inbound replies.',
  filterPlaceholder: 'Find personas by name',
};

export const PERSONA_FIELDS = {
  name: { label: 'Name', placeholder: 'Alex, sales assistant' },
  responsibilities: { label: 'Responsibilities', description: 'What the persona takes care of when a message comes in.' },
  instructions: { label: 'Instructions', description: 'How the persona answers: tone, what to offer, what to avoid.' },
  columns: { name: 'Name', responsibilities: 'Responsibilities', instructions: 'Instructions' },
} as const;
