import Button from '@cloudscape-design/components/button';
import Flashbar from '@cloudscape-design/components/flashbar';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';

import type { EmailBulkAction, EmailSummary } from '../../../../shared/schemas/email-review';
import { errorMessage } from '../../api/error-message';
import { browserTimeZone } from '../../app/time-zones';
import { EmptyState } from '../../components/empty-state';
import {
  listCounter,
  matchesText,
  NoMatches,
  PagedTable,
  RefreshButton,
  usePageSelection,
  type PagedList,
  type PagedTablePreferences,
} from '../../components/list-page';
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

interface QueueHeaderProps {
  readonly tab: EmailListFilter['tab'];
  readonly list: PagedList;
  readonly counter: string | undefined;
  /** no email in the tab, so there is nothing for a bulk action to change */
  readonly listEmpty: boolean;
  readonly startBulk: (action: EmailBulkAction) => void;
}

/** The tab's heading: Refresh, and the tab's bulk actions. */
function QueueHeader({ tab, list, counter, listEmpty, startBulk }: QueueHeaderProps) {
  return (
    <Header
      variant="h2"
      description={S.tabDescription[tab]}
      counter={counter}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <RefreshButton list={list} label={S.refresh} />
          {EMAIL_BULK_ACTIONS_BY_TAB[tab].map((action) => (
            <Button
              key={action}
              variant={action === 'SCHEDULE' ? 'primary' : 'normal'}
              disabled={listEmpty}
              onClick={() => startBulk(action)}
            >
              {B.actions[action].button}
            </Button>
          ))}
        </SpaceBetween>
      }
    >
      {S.tableHeader(tab)}
    </Header>
  );
}

/** The preferences of the queue's table: the page size and the columns shown, in their order. */
function queuePreferences(
  tab: EmailListFilter['tab'],
  preferences: EmailListPreferences,
  changePreferences: (preferences: EmailListPreferences) => void,
): PagedTablePreferences {
  const labels = emailColumnLabels(tab);
  return {
    pageSize: preferences.pageSize,
    pageSizes: EMAIL_LIST_PAGE_SIZES,
    pageSizeLabel: S.pageSizeOption,
    columns: {
      description: S.columnsDescription,
      current: preferences.contentDisplay,
      options: preferences.contentDisplay.map(({ id }) => ({
        id,
        label: labels[id],
        alwaysVisible: ALWAYS_VISIBLE_COLUMNS.includes(id),
      })),
    },
    onConfirm: (detail) => changePreferences(emailListPreferencesOf(detail)),
  };
}

/** The emails chosen on the page shown; a new filter, page size or page starts with none. */
function useQueueSelection(items: readonly EmailSummary[], scope: string) {
  const selection = usePageSelection(items);
  const [shownScope, setShownScope] = useState(scope);
  if (shownScope !== scope) {
    setShownScope(scope);
    selection.setSelected([]);
  }
  return selection;
}

/**
 * One tab of the review queue: the filtered emails a page at a time (refreshed every 10 seconds),
 * chosen columns and page size, and bulk actions over the selection or the whole filter. A row, or
 * its subject's link, opens the email.
 */
export function EmailQueue(props: EmailQueueProps) {
  const { namespaceId, filter, changeFilter, onOpen, preferences } = props;
  const { tab } = filter;
  const list = useEmailList(namespaceId, filter, preferences.pageSize);
  const campaigns = useCampaignOptions(namespaceId);
  const contact = useFilterContact(namespaceId, filter.contactId);
  const callBulk = useBulkCaller(namespaceId);
  const refreshEmails = useRefreshEmails(namespaceId);
  const [bulkAction, setBulkAction] = useState<EmailBulkAction | undefined>();
  const [summary, setSummary] = useState<ShownSummary | undefined>();
  const selectionScope = `${emailListScope(filter, preferences.pageSize)}#${list.pagination.currentPageIndex}`;
  // emails that left the tab since they were selected are no longer selected
  const { selected, setSelected } = useQueueSelection(list.items, selectionScope);

  const filtered = isFiltered(filter);
  const campaignName = campaigns.data?.find((option) => option.id === filter.campaignId)?.label;
  const contactName = filter.contactId === undefined ? undefined : contactLabel(contact.data, filter.contactId);
  const finished = (action: EmailBulkAction, run: BulkRun) => {
    setBulkAction(undefined);
    setSelected([]);
    setSummary((previous) => ({ id: (previous?.id ?? 0) + 1, summary: bulkSummary(action, run, errorMessage) }));
    void refreshEmails();
  };
  const counter = listCounter(list, preferences.pageSize, list.items.length, filtered);

  return (
    <SpaceBetween size="m">
      {summary !== undefined && <SummaryFlash shown={summary} onDismiss={() => setSummary(undefined)} />}
      <PagedTable<EmailSummary>
        list={list}
        items={list.items}
        loadFailed={S.loadFailed}
        variant="container"
        header={
          <QueueHeader
            tab={tab}
            list={list}
            counter={selected.length > 0 ? `(${S.selected(selected.length)})` : counter}
            listEmpty={!list.loading && list.items.length === 0 && !list.morePages}
            startBulk={setBulkAction}
          />
        }
        columnDefinitions={emailColumns({
          tab,
          open: onOpen,
          openHref: (email) => props.emailHref(email.id),
          time: { repTimeZone: browserTimeZone(), now: new Date() },
        })}
        columnDisplay={preferences.contentDisplay}
        loadingText={S.loading}
        wrapLines
        selectionType={EMAIL_BULK_ACTIONS_BY_TAB[tab].length > 0 ? 'multi' : undefined}
        selectedItems={[...selected]}
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
            <NoMatches
              title={S.noMatchesTitle}
              clearLabel={S.clearFilters}
              onClear={() => changeFilter((current) => ({ tab: current.tab, search: '' }))}
            >
              {S.noMatchesText}
            </NoMatches>
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
            countText={matchesText(list, list.items.length, filtered)}
          />
        }
        preferences={queuePreferences(tab, preferences, props.changePreferences)}
      />
      {bulkAction !== undefined && (
        <BulkActionModal
          action={bulkAction}
          selectedIds={selected.map((email) => email.id)}
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
