import type { TableProps } from '@cloudscape-design/components/table';

import { personaRoutes } from '../../../../shared/api/routes/persona';
import type { Persona } from '../../../../shared/schemas/persona';
import { EMPTY_VALUE } from '../../app/format';
import { AdminOnly } from '../../components/admin-only';
import { createdColumn, ResourcePage, type ResourcePageConfig } from '../../components/resource-page';
import { PERSONA_FORM } from './persona-form';
import { PERSONA_FIELDS as F, PERSONA_TEXT } from './strings';

const COLUMNS: TableProps.ColumnDefinition<Persona>[] = [
  { id: 'name', header: F.columns.name, cell: (item) => item.name, isRowHeader: true },
  { id: 'responsibilities', header: F.columns.responsibilities, cell: (item) => item.responsibilities },
  { id: 'instructions', header: F.columns.instructions, cell: (item) => item.instructions ?? EMPTY_VALUE },
  createdColumn<Persona>(),
];

const CONFIG: ResourcePageConfig<Persona> = {
  text: PERSONA_TEXT,
  routes: personaRoutes,
  columns: COLUMNS,
  form: PERSONA_FORM,
  nameOf: (item) => item.name,
};

/** `/persona`: the instance's Inbound AI personas, to add, change and delete (admins only). */
export function PersonaPage() {
  return (
    <AdminOnly title={PERSONA_TEXT.title}>
      <ResourcePage config={CONFIG} />
    </AdminOnly>
  );
}
