import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';

import { contactRoutes } from '../../../../shared/api/routes/contact';
import { MAX_CHOSEN_CONTACTS } from '../../../../shared/domain/campaign';
import type { Contact } from '../../../../shared/schemas/contact';
import { EMPTY_VALUE, formatEnumLabel, formatPersonName } from '../../app/format';
import { EmptyState } from '../empty-state';
import { NoMatches, PagedTable, useRouteList, useSearchText } from '../list-page';
import type { ChosenContact } from './campaign-draft';
import { CAMPAIGN_SETTINGS_STRINGS } from './strings';

const S = CAMPAIGN_SETTINGS_STRINGS.contacts;
const PAGE_SIZE = 10;

/** A row of the chooser: a contact of the page, or one chosen earlier (known by what the draft keeps). */
interface ContactRow {
  readonly id: string;
  readonly email: string;
  readonly name?: string | undefined;
  readonly jobTitle?: string | undefined;
  readonly status?: Contact['status'];
  readonly lifecycleStage?: Contact['lifecycleStage'];
}

function rowOf(contact: Contact): ContactRow {
  const name = formatPersonName(contact.firstName, contact.lastName);
  return {
    id: contact.id,
    email: contact.email,
    name: name === EMPTY_VALUE ? undefined : name,
    jobTitle: contact.jobTitle,
    status: contact.status,
    lifecycleStage: contact.lifecycleStage,
  };
}

const COLUMNS: TableProps.ColumnDefinition<ContactRow>[] = [
  { id: 'email', header: S.columns.email, cell: (row) => row.email, isRowHeader: true },
  { id: 'name', header: S.columns.name, cell: (row) => row.name ?? EMPTY_VALUE },
  { id: 'jobTitle', header: S.columns.jobTitle, cell: (row) => row.jobTitle ?? EMPTY_VALUE },
  {
    id: 'status',
    header: S.columns.status,
    cell: (row) => (row.status === undefined ? EMPTY_VALUE : formatEnumLabel(row.status)),
  },
  {
    id: 'lifecycleStage',
    header: S.columns.lifecycleStage,
    cell: (row) => (row.lifecycleStage === undefined ? EMPTY_VALUE : formatEnumLabel(row.lifecycleStage)),
  },
];

export interface ContactChooserProps {
  readonly namespaceId: string;
  readonly value: readonly ChosenContact[];
  readonly onChange: (contacts: ChosenContact[]) => void;
  readonly errorText?: string;
}

/**
 * Contacts chosen one by one: the instance's contacts a page at a time from the server, searched
 * by name or email, ticked in a table. The choice is kept across pages and searches, up to
 * MAX_CHOSEN_CONTACTS.
 */
export function ContactChooser({ namespaceId, value, onChange, errorText }: ContactChooserProps) {
  const filter = useSearchText();
  const list = useRouteList<Contact>(contactRoutes.list, { namespaceId, pageSize: PAGE_SIZE, search: filter.search });
  const rows = list.items.map(rowOf);
  const selected: ContactRow[] = value.map((contact) => ({ id: contact.id, email: contact.email, name: contact.name }));

  const empty =
    list.search !== '' ? (
      <NoMatches title={S.noMatchesTitle} clearLabel={S.clearFilter} onClear={filter.clear}>
        {S.noMatches(list.search)}
      </NoMatches>
    ) : (
      <EmptyState title={S.emptyTitle}>{S.emptyText}</EmptyState>
    );

  // The field holds the search box only: a table inside a form field would name every selection
  // checkbox after the field's label ('Contacts') instead of the contact it selects.
  return (
    <SpaceBetween size="s">
      <FormField label={S.label} description={S.description} constraintText={S.limit} errorText={errorText} stretch>
        <TextFilter
          filteringText={filter.filterText}
          filteringPlaceholder={S.filterPlaceholder}
          filteringAriaLabel={S.filter}
          filteringClearAriaLabel={S.clearFilter}
          onChange={({ detail }) => filter.setFilterText(detail.filteringText)}
        />
      </FormField>
      <PagedTable<ContactRow>
        list={list}
        loadFailed={S.failed}
        spacing="s"
        paginationLabel={S.paginationLabel}
        variant="embedded"
        columnDefinitions={COLUMNS}
        items={rows}
        loadingText={S.loading}
        empty={empty}
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={({ detail }) =>
          onChange(
            detail.selectedItems.slice(0, MAX_CHOSEN_CONTACTS).map((row) => ({ id: row.id, email: row.email, name: row.name })),
          )
        }
        ariaLabels={{
          tableLabel: S.tableLabel,
          selectionGroupLabel: S.selectionGroup,
          allItemsSelectionLabel: () => S.selectAll,
          itemSelectionLabel: (_, row) => S.selectOne(row.email),
        }}
        header={
          <SpaceBetween direction="horizontal" size="s" alignItems="center">
            <Box variant="span" color="text-body-secondary">
              <span aria-live="polite">{S.chosen(value.length)}</span>
            </Box>
            {value.length > 0 && (
              <Button formAction="none" variant="inline-link" onClick={() => onChange([])}>
                {S.clearChoice}
              </Button>
            )}
          </SpaceBetween>
        }
      />
    </SpaceBetween>
  );
}
