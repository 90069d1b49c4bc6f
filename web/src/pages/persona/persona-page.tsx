import type { TableProps } from '@cloudscape-design/components/table';

import { personaRoutes } from '../../../../shared/api/routes';
import type { Persona } from '../../../../shared/schemas/persona';
import { AdminOnly } from '../../components/admin-only';
import { createdColumn, ResourceListPage } from '../../components/resource-list/resource-list-page';

const COLUMNS: TableProps.ColumnDefinition<Persona>[] = [
  { id: 'name', header: 'Name', cell: (item) => item.name, isRowHeader: true },
  { id: 'responsibilities', header: 'Responsibilities', cell: (item) => item.responsibilities },
  createdColumn<Persona>(),
];

/** `/persona`: the instance's Inbound AI personas (admins only). */
export function PersonaPage() {
  return (
    <AdminOnly title="Personas">
      <ResourceListPage<Persona>
        title={'Personas'}
        description={'Inbound AI personas: who answers inbound messages for you and how.'}
        label={'personas'}
        emptyTitle={'No personas yet'}
        emptyText={'Personas you create appear here, with their responsibilities and instructions for inbound replies.'}
        route={personaRoutes.list}
        columns={COLUMNS}
      />
    </AdminOnly>
  );
}
