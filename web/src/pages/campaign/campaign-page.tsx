import type { TableProps } from '@cloudscape-design/components/table';

import { campaignRoutes } from '../../../../shared/api/routes';
import type { Campaign } from '../../../../shared/schemas/campaign';
import { formatEnumLabel } from '../../app/format';
import { createdColumn, ResourceListPage } from '../../components/resource-list/resource-list-page';

const COLUMNS: TableProps.ColumnDefinition<Campaign>[] = [
  { id: 'name', header: 'Name', cell: (item) => item.name, isRowHeader: true },
  { id: 'status', header: 'Status', cell: (item) => formatEnumLabel(item.status) },
  { id: 'channel', header: 'Channel', cell: (item) => formatEnumLabel(item.channel) },
  { id: 'language', header: 'Language', cell: (item) => formatEnumLabel(item.language) },
  createdColumn<Campaign>(),
];

/** `/campaign`: the instance's campaigns. */
export function CampaignPage() {
  return (
    <ResourceListPage<Campaign>
      title={'Campaigns'}
      description={'Outbound campaigns: who they reach, from which senders, and how they are doing.'}
      label={'campaigns'}
      emptyTitle={'No campaigns yet'}
      emptyText={
        'Campaigns you create appear here, with their status, channel and language. Running campaigns write and send their emails on their own.'
      }
      route={campaignRoutes.list}
      columns={COLUMNS}
    />
  );
}
