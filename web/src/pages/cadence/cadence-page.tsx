import type { TableProps } from '@cloudscape-design/components/table';

import { cadenceRoutes } from '../../../../shared/api/routes/cadence';
import type { Cadence } from '../../../../shared/schemas/cadence';
import { formatEnumLabel } from '../../app/format';
import { createdColumn, ResourcePage, type CustomFieldRenderer, type ResourcePageConfig } from '../../components/resource-page';
import { CADENCE_FORM } from './cadence-form';
import { StepsEditor } from './steps-editor';
import { ACTION_TYPE_LABELS, CADENCE_FIELDS as F, CADENCE_TEXT, CONDITION_TYPE_LABELS, STEPS_EDITOR_STRINGS } from './strings';

function stepsSummary(cadence: Cadence): string {
  const parts = cadence.steps.map((step) =>
    step.type === 'ACTION' ? ACTION_TYPE_LABELS[step.actionType] : CONDITION_TYPE_LABELS[step.conditionType],
  );
  return `${STEPS_EDITOR_STRINGS.summary(cadence.steps.length)}: ${parts.join(' → ')}`;
}

const COLUMNS: TableProps.ColumnDefinition<Cadence>[] = [
  { id: 'name', header: F.columns.name, cell: (item) => item.name, isRowHeader: true },
  { id: 'objective', header: F.columns.objective, cell: (item) => formatEnumLabel(item.objective) },
  { id: 'steps', header: F.columns.steps, cell: stepsSummary },
  createdColumn<Cadence>(),
];

const CONFIG: ResourcePageConfig<Cadence> = {
  text: CADENCE_TEXT,
  routes: cadenceRoutes,
  columns: COLUMNS,
  form: CADENCE_FORM,
  nameOf: (item) => item.name,
  formSize: 'large',
};

const renderSteps: CustomFieldRenderer = (props) => (props.field.name === 'steps' ? <StepsEditor {...props} /> : undefined);

/** `/cadence`: the instance's cadences and their steps, to add, change and delete. */
export function CadencePage() {
  return <ResourcePage config={CONFIG} renderCustomField={renderSteps} />;
}
