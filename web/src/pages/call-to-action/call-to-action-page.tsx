import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';

import { callToActionRoutes } from '../../../../shared/api/routes/call-to-action';
import type { CallToAction } from '../../../../shared/schemas/call-to-action';
import { EMPTY_VALUE } from '../../app/format';
import { createdColumn, ResourcePage, type ResourcePageConfig } from '../../components/resource-page';
import { CALL_TO_ACTION_FORM } from './call-to-action-form';
import { CALL_TO_ACTION_FIELDS as F, CALL_TO_ACTION_TEXT } from './strings';

const COLUMNS: TableProps.ColumnDefinition<CallToAction>[] = [
  { id: 'objective', header: F.columns.objective, cell: (item) => item.objective, isRowHeader: true },
  { id: 'description', header: F.columns.description, cell: (item) => item.description ?? EMPTY_VALUE },
  {
    id: 'url',
    header: F.columns.url,
    cell: (item) =>
      item.url === undefined ? (
        EMPTY_VALUE
      ) : (
        <Link href={item.url} external>
          {item.url}
        </Link>
      ),
  },
  createdColumn<CallToAction>(),
];

const CONFIG: ResourcePageConfig<CallToAction> = {
  text: CALL_TO_ACTION_TEXT,
  routes: callToActionRoutes,
  columns: COLUMNS,
  form: CALL_TO_ACTION_FORM,
  nameOf: (item) => item.objective,
};

/** `/call-to-action`: the instance's calls to action, to add, change and delete. */
export function CallToActionPage() {
  return <ResourcePage config={CONFIG} />;
}
