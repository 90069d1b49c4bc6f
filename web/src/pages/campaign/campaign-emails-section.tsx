import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { CampaignStatus } from '../../../../shared/domain/campaign';
import { EMAIL_LIST_TABS, EMAIL_STATUS_LABELS, type EmailListTab } from '../../../../shared/domain/email';
import type { EmailMessage } from '../../../../shared/schemas/email-message';
import { EMPTY_VALUE } from '../../app/format';
import { INSTANCE_PARAM, PATHS } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { PagedTable } from '../../components/list-page';
import { useFollow } from '../../components/use-follow';
import { CONTACT_ID_PARAM } from '../contact/contact-links';
import { EMAIL_STATUS_INDICATOR } from '../contact/contact-status';
import { EMAIL_LIST_PARAMS, emailQueueHref } from '../email/list-filter';
import { EMAIL_TAB_PARAM, emailTabOf, failureReasonOf, subjectOf } from './campaign-emails';
import { EmailReaderModal } from './email-reader-modal';
import { formatDateTime } from './format';
import { CAMPAIGN_DETAIL_STRINGS as D, CAMPAIGN_EMAILS_STRINGS as S, EMAIL_TAB_LABELS, EMAIL_TYPE_LABELS } from './strings';
import { useCampaignEmails, useContactAddresses } from './use-campaigns';

const EMAILS_PAGE_SIZE = 10;

/** The contact's own page, in the same instance. */
function contactPageHref(namespaceId: string, contactId: string): string {
  return `${PATHS.contact}?${new URLSearchParams({ [INSTANCE_PARAM]: namespaceId, [CONTACT_ID_PARAM]: contactId }).toString()}`;
}

function ContactCell({ namespaceId, contactId, address }: { namespaceId: string; contactId: string; address?: string }) {
  const follow = useFollow();
  return (
    <Link href={contactPageHref(namespaceId, contactId)} onFollow={follow}>
      {address ?? contactId}
    </Link>
  );
}

interface ColumnContext {
  readonly namespaceId: string;
  readonly addresses: ReadonlyMap<string, string>;
  readonly open: (email: EmailMessage) => void;
}

function columnsFor(tab: EmailListTab, context: ColumnContext): TableProps.ColumnDefinition<EmailMessage>[] {
  const columns: (TableProps.ColumnDefinition<EmailMessage> | false)[] = [
    {
      id: 'contact',
      header: S.columns.contact,
      cell: (email) => (
        <ContactCell
          namespaceId={context.namespaceId}
          contactId={email.contactId}
          address={context.addresses.get(email.contactId)}
        />
      ),
    },
    {
      id: 'subject',
      header: S.columns.subject,
      isRowHeader: true,
      // a button that opens the email to read
      cell: (email) => <Link onFollow={() => context.open(email)}>{subjectOf(email)}</Link>,
    },
    { id: 'type', header: S.columns.type, cell: (email) => EMAIL_TYPE_LABELS[email.type] },
    {
      id: 'status',
      header: S.columns.status,
      cell: (email) => (
        <StatusIndicator type={EMAIL_STATUS_INDICATOR[email.status]}>{EMAIL_STATUS_LABELS[email.status]}</StatusIndicator>
      ),
    },
    // only the Generated tab holds emails that failed
    tab === 'GENERATED' && {
      id: 'reason',
      header: S.columns.reason,
      cell: (email) => failureReasonOf(email) ?? EMPTY_VALUE,
    },
    tab === 'SCHEDULED' && { id: 'scheduledAt', header: S.scheduledAt, cell: (email) => formatDateTime(email.scheduledAt) },
    tab === 'SENT' && { id: 'sentAt', header: S.sentAt, cell: (email) => formatDateTime(email.sentAt) },
    { id: 'updatedAt', header: S.columns.updated, cell: (email) => formatDateTime(email.updatedAt) },
  ];
  return columns.filter((column) => column !== false);
}

/** One tab's emails, a page at a time, refreshed while the campaign runs. */
function EmailTable({
  namespaceId,
  campaignId,
  campaignStatus,
  tab,
}: {
  namespaceId: string;
  campaignId: string;
  campaignStatus: CampaignStatus;
  tab: EmailListTab;
}) {
  const list = useCampaignEmails({ namespaceId, campaignId, tab, pageSize: EMAILS_PAGE_SIZE, campaignStatus });
  const addresses = useContactAddresses(
    namespaceId,
    list.items.map((email) => email.contactId),
  );
  const [reading, setReading] = useState<EmailMessage | undefined>();
  const columns = columnsFor(tab, { namespaceId, addresses, open: setReading });

  return (
    <SpaceBetween size="s">
      <PagedTable<EmailMessage>
        list={list}
        items={list.items}
        loadFailed={S.loadFailed}
        spacing="s"
        variant="borderless"
        columnDefinitions={columns}
        loadingText={S.loading}
        ariaLabels={{ tableLabel: `${D.emailsHeader}: ${EMAIL_TAB_LABELS[tab]}` }}
        empty={<EmptyState title={S.empty[tab].title}>{S.empty[tab].text}</EmptyState>}
      />
      {reading !== undefined && (
        <EmailReaderModal
          email={reading}
          contactAddress={addresses.get(reading.contactId)}
          onDismiss={() => setReading(undefined)}
        />
      )}
    </SpaceBetween>
  );
}

/** A campaign's emails in the tabs Generated, Scheduled and Sent; the tab shown stays in the address. */
export function CampaignEmailsSection({
  namespaceId,
  campaignId,
  campaignStatus,
}: {
  namespaceId: string;
  campaignId: string;
  campaignStatus: CampaignStatus;
}) {
  const [params, setParams] = useSearchParams();
  const active = emailTabOf(params.get(EMAIL_TAB_PARAM));
  const live = campaignStatus === 'RUNNING';
  const follow = useFollow();
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={live ? `${D.emailsDescription} ${D.emailsLive}` : D.emailsDescription}
          actions={
            <Button
              href={emailQueueHref(namespaceId, { [EMAIL_LIST_PARAMS.campaignId]: campaignId, [EMAIL_LIST_PARAMS.tab]: active })}
              onFollow={follow}
            >
              {D.reviewInEmails}
            </Button>
          }
        >
          {D.emailsHeader}
        </Header>
      }
    >
      <Tabs
        ariaLabel={S.tabsLabel}
        activeTabId={active}
        onChange={({ detail }) => {
          const next = new URLSearchParams(params);
          next.set(EMAIL_TAB_PARAM, detail.activeTabId);
          setParams(next, { replace: true });
        }}
        tabs={EMAIL_LIST_TABS.map((tab) => ({
          id: tab,
          label: EMAIL_TAB_LABELS[tab],
          // only the tab shown asks the server (and refreshes)
          content:
            tab === active ? (
              <EmailTable namespaceId={namespaceId} campaignId={campaignId} campaignStatus={campaignStatus} tab={tab} />
            ) : null,
        }))}
      />
    </Container>
  );
}
