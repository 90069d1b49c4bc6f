import type { TableProps } from '@cloudscape-design/components/table';

import { signatureRoutes } from '../../../../shared/api/routes/signature';
import type { Signature } from '../../../../shared/schemas/signature';
import { createdColumn, ResourcePage, type ResourcePageConfig } from '../../components/resource-page';
import { signatureLines } from '../../components/signature-text';
import { SIGNATURE_FORM } from './signature-form';
import { SIGNATURE_FIELDS as F, SIGNATURE_TEXT } from './strings';

const COLUMNS: TableProps.ColumnDefinition<Signature>[] = [
  { id: 'name', header: F.columns.name, cell: (item) => item.name, isRowHeader: true },
  // the stored HTML read as text on one line: the page never renders a signature's HTML
  { id: 'content', header: F.columns.content, cell: (item) => signatureLines(item.content).join(' · ') },
  createdColumn<Signature>(),
];

const CONFIG: ResourcePageConfig<Signature> = {
  text: SIGNATURE_TEXT,
  routes: signatureRoutes,
  columns: COLUMNS,
  form: SIGNATURE_FORM,
  nameOf: (item) => item.name,
};

/** `/signature`: the instance's signatures, to add, change and delete. */
export function SignaturePage() {
  return <ResourcePage config={CONFIG} />;
}
