import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';

import { senderRoutes } from '../../../../shared/api/routes/email-sender-config';
import type { Channel } from '../../../../shared/domain/campaign';
import type { EmailSenderConfig } from '../../../../shared/schemas/email-sender-config';
import { useSenderHealth } from '../../app/account/use-account-queries';
import { formatEnumLabel } from '../../app/format';
import { expiredSenders } from '../../app/notices/sender-health';
import { INSTANCE_PARAM, PATHS } from '../../app/paths';
import { EmptyState } from '../empty-state';
import { fieldLabel } from '../resource-page/resource-field';
import { flaggedSenders, SENDER_HEALTH_INDICATOR, SENDER_STATUS_INDICATOR, senderFlags } from './sender-flags';
import { CAMPAIGN_SETTINGS_STRINGS } from './strings';
import { useComponentItems } from './use-component-items';

const S = CAMPAIGN_SETTINGS_STRINGS.senders;

/** Where a sender is added or signed in again, in a new tab so the settings being entered stay. */
function addSenderHref(namespaceId: string): string {
  return `${PATHS.emailSenderConfigAdd}?${new URLSearchParams({ [INSTANCE_PARAM]: namespaceId }).toString()}`;
}

/** The instance's senders and which have expired credentials. */
export function useSenders(namespaceId: string) {
  const list = useComponentItems<EmailSenderConfig>(senderRoutes.list, namespaceId);
  const health = useSenderHealth(namespaceId);
  const expired = new Set(expiredSenders(health.data?.responseStatuses ?? []));
  return {
    list,
    senders: list.data ?? [],
    expired,
    refresh: () => {
      void list.refetch();
      void health.refetch();
    },
  };
}

function SenderStatus({ sender }: { sender: EmailSenderConfig }) {
  return <StatusIndicator type={SENDER_STATUS_INDICATOR[sender.status]}>{formatEnumLabel(sender.status)}</StatusIndicator>;
}

function SenderHealthCell({ sender }: { sender: EmailSenderConfig }) {
  if (sender.health === undefined) return <StatusIndicator type="pending">{S.notChecked}</StatusIndicator>;
  return <StatusIndicator type={SENDER_HEALTH_INDICATOR[sender.health]}>{formatEnumLabel(sender.health)}</StatusIndicator>;
}

function CredentialsCell({ expired, namespaceId }: { expired: boolean; namespaceId: string }) {
  if (!expired) return <StatusIndicator type="success">{S.working}</StatusIndicator>;
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <StatusIndicator type="error">{S.expired}</StatusIndicator>
      <Link href={addSenderHref(namespaceId)} external externalIconAriaLabel="(opens in a new tab)">
        {S.signInAgain}
      </Link>
    </SpaceBetween>
  );
}

export interface SenderPickerProps {
  readonly namespaceId: string;
  readonly channel: Channel;
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly errorText?: string;
}

/**
 * The senders of a campaign: a multiselect of the instance's mailboxes, each with its status and
 * health, and a table of those chosen. A chosen sender whose credentials have expired, or whose
 * status is WARNING or SUSPENDED, is flagged, with where to sign in again.
 */
export function SenderPicker({ namespaceId, channel, value, onChange, errorText }: SenderPickerProps) {
  const { list, senders, expired, refresh } = useSenders(namespaceId);
  const chosen = senders.filter((sender) => value.includes(sender.id));
  const flagged = flaggedSenders(chosen, expired);
  const optional = channel === 'LINKEDIN';

  const options: MultiselectProps.Option[] = senders.map((sender) => {
    const flags = senderFlags(sender, expired);
    return {
      value: sender.id,
      label: sender.senderEmail,
      description: sender.senderName,
      tags: [
        `Status: ${formatEnumLabel(sender.status)}`,
        `Health: ${sender.health === undefined ? S.notChecked : formatEnumLabel(sender.health)}`,
        ...(expired.has(sender.senderEmail) ? [`Credentials: ${S.expired}`] : []),
      ],
      iconName: flags.length > 0 ? 'status-warning' : undefined,
      iconAriaLabel: flags.length > 0 ? S.flagIconLabel : undefined,
      labelTag: flags.length > 0 ? S.flagIconLabel : undefined,
    };
  });

  const refreshButton = (
    <Button formAction="none" iconName="refresh" ariaLabel={S.refresh} loading={list.isFetching} onClick={refresh} />
  );

  if (list.isSuccess && senders.length === 0) {
    return (
      <FormField
        label={fieldLabel(S.label, optional)}
        description={optional ? S.linkedInDescription : S.emailDescription}
        errorText={errorText}
        secondaryControl={refreshButton}
        stretch
      >
        <Box padding={{ vertical: 's' }}>
          <EmptyState
            title={S.emptyTitle}
            action={
              <Link href={addSenderHref(namespaceId)} external externalIconAriaLabel="(opens in a new tab)">
                {S.add}
              </Link>
            }
          >
            {S.emptyText}
          </EmptyState>
        </Box>
      </FormField>
    );
  }

  const columns: TableProps.ColumnDefinition<EmailSenderConfig>[] = [
    {
      id: 'sender',
      header: S.columns.sender,
      cell: (sender) => `${sender.senderName} <${sender.senderEmail}>`,
      isRowHeader: true,
    },
    { id: 'status', header: S.columns.status, cell: (sender) => <SenderStatus sender={sender} /> },
    { id: 'health', header: S.columns.health, cell: (sender) => <SenderHealthCell sender={sender} /> },
    {
      id: 'credentials',
      header: S.columns.credentials,
      cell: (sender) => <CredentialsCell expired={expired.has(sender.senderEmail)} namespaceId={namespaceId} />,
    },
  ];

  return (
    <SpaceBetween size="s">
      <FormField
        label={fieldLabel(S.label, optional)}
        description={optional ? S.linkedInDescription : S.emailDescription}
        errorText={errorText}
        secondaryControl={refreshButton}
      >
        <Multiselect
          options={options}
          selectedOptions={options.filter((option) => option.value !== undefined && value.includes(option.value))}
          placeholder={S.placeholder}
          filteringType="auto"
          filteringPlaceholder={S.filter}
          filteringAriaLabel={S.filter}
          statusType={list.isPending ? 'loading' : list.isError ? 'error' : 'finished'}
          loadingText={S.loading}
          errorText={S.failed}
          recoveryText={CAMPAIGN_SETTINGS_STRINGS.retry}
          onLoadItems={() => {
            if (list.isError) refresh();
          }}
          // the chosen senders show in the table below, with their status and health
          hideTokens
          onChange={({ detail }) =>
            onChange(detail.selectedOptions.flatMap((option) => (option.value === undefined ? [] : [option.value])))
          }
        />
      </FormField>
      {chosen.length > 0 && (
        <Table<EmailSenderConfig>
          variant="embedded"
          columnDefinitions={columns}
          items={chosen}
          trackBy="id"
          ariaLabels={{ tableLabel: S.tableLabel }}
          wrapLines
        />
      )}
      {flagged.length > 0 && (
        <Alert type="warning" header={S.flaggedHeader}>
          <SpaceBetween size="xxs">
            {flagged.map(({ sender, flags }) => (
              <div key={sender.id}>
                {flags.map((flag) => S.flagged[flag](sender.senderEmail)).join(' ')}{' '}
                {flags.includes('EXPIRED_CREDENTIALS') && (
                  <Link href={addSenderHref(namespaceId)} external externalIconAriaLabel="(opens in a new tab)">
                    {S.signInAgain}
                  </Link>
                )}
              </div>
            ))}
          </SpaceBetween>
        </Alert>
      )}
    </SpaceBetween>
  );
}
