import type { TableProps } from '@cloudscape-design/components/table';

import { signatureRoutes } from '../../../../shared/api/routes/signature';
import { toPlainText } from '../../../../shared/rules/email/html';
import type { Signature } from '../../../../shared/schemas/signature';
import { createdColumn, ResourcePage, type ResourcePageConfig } from '../../components/resource-page';
import { SIGNATURE_FORM } from './signature-form';
import { SIGNATURE_FIELDS as F, SIGNATURE_TEXT } from './strings';

/** A signature as one line of text: 'Dana Demo · Head of Sales'. */
export function signatureLine(content: string): string {
  return toPlainText(content)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' · ');
}

const COLUMNS: TableProps.ColumnDefinition<Signature>[] = [
  { id: 'name', header: F.columns.name, cell: (item) => item.name, isRowHeader: true },
  // the stored HTML read as text on one line: the page never renders a signature's HTML
  { id: 'content', header: F.columns.content, cell: (item) => signatureLine(item.content) },
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
