import type { TableProps } from '@cloudscape-design/components/table';

import { sampleEmailRoutes } from '../../../../shared/api/routes/sample-email';
import type { SampleEmail } from '../../../../shared/schemas/sample-email';
import { createdColumn, ResourcePage, type ResourcePageConfig } from '../../components/resource-page';
import { SAMPLE_EMAIL_FORM } from './sample-email-form';
import { SAMPLE_EMAIL_FIELDS as F, SAMPLE_EMAIL_TEXT } from './strings';

const COLUMNS: TableProps.ColumnDefinition<SampleEmail>[] = [
  { id: 'name', header: F.columns.name, cell: (item) => item.name, isRowHeader: true },
  { id: 'subject', header: F.columns.subject, cell: (item) => item.subject },
  createdColumn<SampleEmail>(),
];

const CONFIG: ResourcePageConfig<SampleEmail> = {
  text: SAMPLE_EMAIL_TEXT,
  routes: sampleEmailRoutes,
  columns: COLUMNS,
  form: SAMPLE_EMAIL_FORM,
  nameOf: (item) => item.name,
  formSize: 'large',
};

/** `/sample-email`: the instance's sample emails, to add, change and delete. */
export function SampleEmailPage() {
  return <ResourcePage config={CONFIG} />;
}
