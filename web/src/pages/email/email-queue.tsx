import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Flashbar from '@cloudscape-design/components/flashbar';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';

import type { EmailBulkAction, EmailSummary } from '../../../../shared/schemas/email-review';
import { errorMessage } from '../../api/error-message';
import { browserTimeZone } from '../../app/time-zones';
import { EmptyState } from '../../components/empty-state';
import { RESOURCE_PAGE_STRINGS } from '../../components/resource-page';
import { BulkActionModal } from './bulk-action-modal';
import { emailColumnLabels, emailColumns } from './email-columns';
import { EmailFilters } from './email-filters';
import { bulkSummary, EMAIL_BULK_ACTIONS_BY_TAB, type BulkRun, type BulkSummary } from './list-bulk';
import { bulkFilterOf, emailListScope, isFiltered, type EmailListFilter } from './list-filter';
import { contactLabel, filterDescription, recipientOf, summarySubject } from './list-format';
import {
  ALWAYS_VISIBLE_COLUMNS,
  EMAIL_LIST_PAGE_SIZES,
  emailListPreferencesOf,
  type EmailListPreferences,
} from './list-preferences';
import { EMAIL_BULK_STRINGS as B, EMAIL_LIST_STRINGS as S } from './strings';
import { useBulkCaller, useCampaignOptions, useEmailList, useFilterContact, useRefreshEmails } from './use-email-list';

export interface EmailQueueProps {
  readonly namespaceId: string;
  /** the tab and filters, as the address holds them */
  readonly filter: EmailListFilter;
  readonly changeFilter: (change: (current: EmailListFilter) => EmailListFilter) => void;
  /** opens an email beside the table */
  readonly onOpen: (email: EmailSummary) => void;
  /** the address that opens an email beside the table */
  readonly emailHref: (emailId: string) => string;
  readonly preferences: EmailListPreferences;
  readonly changePreferences: (preferences: EmailListPreferences) => void;
}

/** What the summary of the last bulk change says, until dismissed. */
interface ShownSummary {
  readonly id: number;
  readonly summary: BulkSummary;
}

/** One bulk change's outcome, as a flash message. */
function SummaryFlash({ shown, onDismiss }: { shown: ShownSummary; onDismiss: () => void }) {
  const { summary } = shown;
  const content =
    summary.detail === undefined && summary.skipped === undefined ? undefined : (
      <SpaceBetween size="xxs">
        {summary.detail !== undefined && <div>{summary.detail}</div>}
        {summary.skipped !== undefined && (
          <div>
            {summary.skipped.header}
            <ul>
              {summary.skipped.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        )}
      </SpaceBetween>
    );
  return (
    <Flashbar
      items={[
        {
          id: `bulk-${shown.id}`,
          type: summary.type,
          header: summary.header,
          content,
          dismissible: true,
          dismissLabel: B.dismissLabel,
          onDismiss,
        },
      ]}
    />
  );
}

/**
 * One tab of the review queue: the filtered emails a page at a time (refreshed every 10 seconds),
 * chosen columns and page size, and bulk actions over the selection or the whole filter. A row, or
 * its subject's link, opens the email.
 */
export function EmailQueue({
  namespaceId,
  filter,
  changeFilter,
  onOpen,
  emailHref,
  preferences,
  changePreferences,
}: EmailQueueProps) {
  const { tab } = filter;
  const list = useEmailList(namespaceId, filter, preferences.pageSize);
  const campaigns = useCampaignOptions(namespaceId);
  const contact = useFilterContact(namespaceId, filter.contactId);
  const callBulk = useBulkCaller(namespaceId);
  const refreshEmails = useRefreshEmails(namespaceId);
  const [bulkAction, setBulkAction] = useState<EmailBulkAction | undefined>();
  const [summary, setSummary] = useState<ShownSummary | undefined>();
  const [selected, setSelected] = useState<readonly EmailSummary[]>([]);

  // a new filter, page size or page starts with nothing selected
  const selectionScope = `${emailListScope(filter, preferences.pageSize)}#${list.pagination.currentPageIndex}`;
  const [shownSelectionScope, setShownSelectionScope] = useState(selectionScope);
  if (shownSelectionScope !== selectionScope) {
    setShownSelectionScope(selectionScope);
    setSelected([]);
  }
  // emails that left the tab since they were selected are no longer selected
  const selectedShown = selected.filter((email) => list.items.some((item) => item.id === email.id));

  const actions = EMAIL_BULK_ACTIONS_BY_TAB[tab];
  const filtered = isFiltered(filter);
  const listEmpty = !list.loading && list.items.length === 0 && !list.morePages;
  const campaignName = campaigns.data?.find((option) => option.id === filter.campaignId)?.label;
  const contactName = filter.contactId === undefined ? undefined : contactLabel(contact.data, filter.contactId);

  const finished = (action: EmailBulkAction, run: BulkRun) => {
    setBulkAction(undefined);
    setSelected([]);
    setSummary((previous) => ({ id: (previous?.id ?? 0) + 1, summary: bulkSummary(action, run, errorMessage) }));
    void refreshEmails();
  };

  const columns = emailColumns({
    tab,
    open: onOpen,
    openHref: (email) => emailHref(email.id),
    time: { repTimeZone: browserTimeZone(), now: new Date() },
  });
  const labels = emailColumnLabels(tab);
  const seen = (list.pagination.currentPageIndex - 1) * preferences.pageSize + list.items.length;
  const counter = list.query.data === undefined || filtered ? undefined : `(${seen}${list.morePages ? '+' : ''})`;

  const table = (
    <Table<EmailSummary>
      variant="container"
      header={
        <Header
          variant="h2"
          description={S.tabDescription[tab]}
          counter={selectedShown.length > 0 ? `(${S.selected(selectedShown.length)})` : counter}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                iconName="refresh"
                ariaLabel={S.refresh}
                loading={list.query.isFetching && !list.loading}
                onClick={() => void list.query.refetch()}
              />
              {actions.map((action) => (
                <Button
                  key={action}
                  variant={action === 'SCHEDULE' ? 'primary' : 'normal'}
                  disabled={listEmpty}
                  onClick={() => setBulkAction(action)}
                >
                  {B.actions[action].button}
                </Button>
              ))}
            </SpaceBetween>
          }
        >
          {S.tableHeader(tab)}
        </Header>
      }
      columnDefinitions={columns}
      columnDisplay={preferences.contentDisplay}
      items={[...list.items]}
      trackBy="id"
      loading={list.loading}
      loadingText={S.loading}
      wrapLines
      selectionType={actions.length > 0 ? 'multi' : undefined}
      selectedItems={[...selectedShown]}
      onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
      onRowClick={({ detail }) => onOpen(detail.item)}
      ariaLabels={{
        tableLabel: S.tableHeader(tab),
        selectionGroupLabel: S.selectionGroupLabel,
        allItemsSelectionLabel: () => S.selectAll,
        itemSelectionLabel: (_selection, email) => S.selectOne(summarySubject(email), recipientOf(email).primary),
      }}
      empty={
        filtered ? (
          <EmptyState
            title={S.noMatchesTitle}
            action={
              <Button onClick={() => changeFilter((current) => ({ tab: current.tab, search: '' }))}>{S.clearFilters}</Button>
            }
          >
            {S.noMatchesText}
          </EmptyState>
        ) : (
          <EmptyState title={S.empty[tab].title}>{S.empty[tab].text}</EmptyState>
        )
      }
      filter={
        <EmailFilters
          filter={filter}
          changeFilter={changeFilter}
          campaigns={campaigns}
          contact={contact}
          countText={filtered && !list.loading ? S.matches(list.items.length, list.morePages) : undefined}
        />
      }
      pagination={
        <Pagination
          {...list.pagination}
          disabled={list.loading}
          ariaLabels={RESOURCE_PAGE_STRINGS.pagination}
          onChange={({ detail }) => list.changePage(detail.currentPageIndex)}
        />
      }
      preferences={
        <CollectionPreferences
          title={S.preferencesTitle}
          confirmLabel={S.preferencesConfirm}
          cancelLabel={S.preferencesCancel}
          preferences={{ pageSize: preferences.pageSize, contentDisplay: preferences.contentDisplay }}
          pageSizePreference={{
            title: S.pageSizeTitle,
            options: EMAIL_LIST_PAGE_SIZES.map((size) => ({ value: size, label: S.pageSizeOption(size) })),
          }}
          contentDisplayPreference={{
            title: S.columnsTitle,
            description: S.columnsDescription,
            options: preferences.contentDisplay.map(({ id }) => ({
              id,
              label: labels[id],
              alwaysVisible: ALWAYS_VISIBLE_COLUMNS.includes(id),
            })),
          }}
          onConfirm={({ detail }) => changePreferences(emailListPreferencesOf(detail))}
        />
      }
    />
  );

  return (
    <SpaceBetween size="m">
      {summary !== undefined && <SummaryFlash shown={summary} onDismiss={() => setSummary(undefined)} />}
      {list.query.isError && (
        <Alert type="error" header={S.loadFailed} action={<Button onClick={() => void list.query.refetch()}>{S.retry}</Button>}>
          {errorMessage(list.query.error)}
        </Alert>
      )}
      {table}
      {bulkAction !== undefined && (
        <BulkActionModal
          action={bulkAction}
          selectedIds={selectedShown.map((email) => email.id)}
          filter={bulkFilterOf(filter)}
          filterText={filterDescription(filter, { campaign: campaignName, contact: contactName })}
          call={callBulk}
          onFinished={(run) => finished(bulkAction, run)}
          onDismiss={() => setBulkAction(undefined)}
        />
      )}
    </SpaceBetween>
  );
}
