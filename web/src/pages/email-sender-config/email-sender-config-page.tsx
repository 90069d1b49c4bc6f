import type { TableProps } from '@cloudscape-design/components/table';

import { senderRoutes } from '../../../../shared/api/routes';
import type { EmailSenderConfig } from '../../../../shared/schemas/email-sender-config';
import { formatEnumLabel } from '../../app/format';
import { createdColumn, ResourceListPage } from '../../components/resource-list/resource-list-page';

const COLUMNS: TableProps.ColumnDefinition<EmailSenderConfig>[] = [
  { id: 'senderEmail', header: 'Sender email', cell: (item) => item.senderEmail, isRowHeader: true },
  { id: 'senderName', header: 'Sender name', cell: (item) => item.senderName },
  { id: 'type', header: 'Type', cell: (item) => formatEnumLabel(item.type) },
  { id: 'status', header: 'Status', cell: (item) => formatEnumLabel(item.status) },
  createdColumn<EmailSenderConfig>(),
];

/** `/email-sender-config`: the instance's senders. */
export function EmailSenderConfigPage() {
  return (
    <ResourceListPage<EmailSenderConfig>
      title={'Senders'}
      description={'The mailboxes your campaigns send from, with their status and health.'}
      label={'senders'}
      emptyTitle={'No senders yet'}
      emptyText={
        'Senders you connect appear here: SMTP mailboxes, Google or Microsoft accounts, with their warm-up status, spam rate and health.'
      }
      route={senderRoutes.list}
      columns={COLUMNS}
    />
  );
}
