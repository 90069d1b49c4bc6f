import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import TokenGroup from '@cloudscape-design/components/token-group';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';

import { CHANNELS } from '../../../../shared/domain/campaign';
import { REVIEW_STATUSES } from '../../../../shared/domain/email';
import type { Contact } from '../../../../shared/schemas/contact';
import type { ResourceOption } from '../../components/resource-page/use-resource-options';
import { searchOf, type EmailListFilter } from './list-filter';
import { contactLabel } from './list-format';
import { EMAIL_CHANNEL_LABELS, EMAIL_LIST_STRINGS as S, REVIEW_STATUS_LABELS } from './strings';

/** How long the search waits after the last key before it filters. */
export const SEARCH_DELAY_MS = 300;
/** Wide enough for each select's inline label and its longest option. */
const SELECT_MIN_WIDTH = 220;

/** The value of a select's 'every …' option. */
const ALL = '';

function allOption(label: string): SelectProps.Option {
  return { value: ALL, label };
}

function chosen(options: readonly SelectProps.Option[], value: string | undefined): SelectProps.Option | null {
  return options.find((option) => option.value === (value ?? ALL)) ?? null;
}

/** A select with its label inline, in the filter row. */
function FilterSelect({
  label,
  options,
  value,
  onChange,
  ...rest
}: {
  label: string;
  options: readonly SelectProps.Option[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
} & Pick<SelectProps, 'filteringType' | 'filteringPlaceholder' | 'statusType' | 'loadingText' | 'errorText' | 'empty'>) {
  return (
    <div style={{ minWidth: SELECT_MIN_WIDTH }}>
      <Select
        inlineLabelText={label}
        options={[...options]}
        selectedOption={chosen(options, value)}
        onChange={({ detail }) => {
          const next = detail.selectedOption.value;
          onChange(next === undefined || next === ALL ? undefined : next);
        }}
        {...rest}
      />
    </div>
  );
}

export interface EmailFiltersProps {
  readonly filter: EmailListFilter;
  readonly changeFilter: (change: (current: EmailListFilter) => EmailListFilter) => void;
  readonly campaigns: UseQueryResult<ResourceOption[]>;
  readonly contact: UseQueryResult<Contact>;
  /** how many emails match, when filtered */
  readonly countText: string | undefined;
}

/**
 * The review queue's filters: a search (applied once typing pauses), the campaign, the review
 * status, the channel, and the contact the address names, as a token to remove.
 */
export function EmailFilters({ filter, changeFilter, campaigns, contact, countText }: EmailFiltersProps) {
  const [text, setText] = useState(filter.search);
  // the search changed elsewhere (cleared, the address): the field follows
  const [shownSearch, setShownSearch] = useState(filter.search);
  if (shownSearch !== filter.search) {
    setShownSearch(filter.search);
    if (searchOf(text) !== filter.search) setText(filter.search);
  }

  useEffect(() => {
    const search = searchOf(text);
    if (search === filter.search) return;
    const timer = setTimeout(() => changeFilter((current) => ({ ...current, search })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filter.search, changeFilter]);

  // kept while the campaigns and the choice stay the same: the list's refreshes do not redraw an open dropdown
  const campaignOptions = useMemo(() => {
    const options: SelectProps.Option[] = [
      allOption(S.allCampaigns),
      ...(campaigns.data ?? []).map((option) => ({ value: option.id, label: option.label })),
    ];
    if (filter.campaignId !== undefined && !options.some((option) => option.value === filter.campaignId)) {
      options.push({ value: filter.campaignId, label: filter.campaignId, description: S.unknownCampaign });
    }
    return options;
  }, [campaigns.data, filter.campaignId]);
  const reviewOptions = [
    allOption(S.allReviewStatuses),
    ...REVIEW_STATUSES.map((status) => ({ value: status, label: REVIEW_STATUS_LABELS[status] })),
  ];
  const channelOptions = [
    allOption(S.allChannels),
    ...CHANNELS.map((channel) => ({ value: channel, label: EMAIL_CHANNEL_LABELS[channel] })),
  ];

  return (
    <SpaceBetween size="xs">
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <TextFilter
          filteringText={text}
          filteringPlaceholder={S.searchPlaceholder}
          filteringAriaLabel={S.searchLabel}
          filteringClearAriaLabel={S.searchClear}
          countText={countText}
          onChange={({ detail }) => setText(detail.filteringText)}
        />
        <FilterSelect
          label={S.campaignFilterLabel}
          options={campaignOptions}
          value={filter.campaignId}
          onChange={(campaignId) => changeFilter((current) => ({ ...current, campaignId }))}
          filteringType="auto"
          filteringPlaceholder={S.campaignFilterPlaceholder}
          statusType={campaigns.isPending ? 'loading' : campaigns.isError ? 'error' : 'finished'}
          loadingText={S.campaignsLoading}
          errorText={S.campaignsFailed}
          empty={S.campaignsEmpty}
        />
        <FilterSelect
          label={S.reviewFilterLabel}
          options={reviewOptions}
          value={filter.reviewStatus}
          onChange={(value) =>
            changeFilter((current) => ({ ...current, reviewStatus: REVIEW_STATUSES.find((status) => status === value) }))
          }
        />
        <FilterSelect
          label={S.channelFilterLabel}
          options={channelOptions}
          value={filter.channel}
          onChange={(value) =>
            changeFilter((current) => ({ ...current, channel: CHANNELS.find((channel) => channel === value) }))
          }
        />
      </SpaceBetween>
      {filter.contactId !== undefined && (
        <TokenGroup
          items={[
            {
              label: S.contactToken(contact.isPending ? S.contactLoading : contactLabel(contact.data, filter.contactId)),
              dismissLabel: S.contactTokenRemove,
            },
          ]}
          onDismiss={() => changeFilter((current) => ({ ...current, contactId: undefined }))}
        />
      )}
    </SpaceBetween>
  );
}
