import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';

import { contactListRoutes } from '../../../../shared/api/routes/contact-list';
import type { CrmExclusionReason, CrmImportState } from '../../../../shared/domain/crm-import';
import type { IntegrationType } from '../../../../shared/domain/integration';
import type { CrmImportBody, CrmImportView, CrmSourcesResponse } from '../../../../shared/schemas/crm-import';
import { errorMessage } from '../../api/error-message';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { useResourceOptions } from '../../components/resource-page/use-resource-options';
import { CRM_NAMES } from './strings';
import { useCreateContactList, useCrmImportStatus, useCrmSources, useStartCrmImport } from './use-crm-import';

const S = {
  header: 'Import contacts',
  sourceKind: 'Read',
  fromSource: 'A list',
  changedSince: 'Every contact changed since',
  source: 'List',
  sourcePlaceholder: 'Choose a list',
  sourcesEmpty: (crm: string) => `${crm} has no lists to import from.`,
  sourcesLoading: 'Loading lists',
  since: 'Changed since',
  list: 'Into contact list',
  listPlaceholder: 'Choose a contact list',
  newList: 'Or a new list named',
  newListPlaceholder: (crm: string) => `${crm} contacts`,
  start: 'Import',
  progress: 'Last import',
  none: 'Nothing imported yet.',
  lastSync: 'Last sync',
  never: 'Not yet',
  read: 'Read',
  created: 'Created',
  updated: 'Updated',
  unchanged: 'Unchanged',
  excluded: 'Not imported',
  conflicts: 'Conflicts',
  waiting: (at: string | undefined) =>
    `The CRM asked to slow down; the next page is read ${at ? `at ${new Date(at).toLocaleTimeString()}` : 'shortly'}.`,
  failed: 'The import stopped',
  retry: 'Retry',
  loadFailed: 'The import progress could not be loaded',
} as const;

const STATE_LABELS: Readonly<Record<CrmImportState, [StatusIndicatorProps.Type, string]>> = {
  RUNNING: ['in-progress', 'Importing'],
  WAITING: ['pending', 'Waiting for the CRM'],
  DONE: ['success', 'Done'],
  FAILED: ['error', 'Failed'],
};

const EXCLUSION_LABELS: Readonly<Record<CrmExclusionReason, string>> = {
  FREE_MAIL: 'free-mail address',
  DISPOSABLE: 'disposable address',
  MISSING_EMAIL: 'no email',
};

export type Kind = 'SOURCE' | 'CHANGED_SINCE';

/**
 * Contacts in from a connected CRM: choose one of its lists (or every contact changed since a
 * date) and the contact list they join, start the import, and follow its progress, polled while
 * it runs or waits for the CRM's rate limit; with when the hourly sync last ran.
 */
export function CrmImportPanel({ type }: { type: IntegrationType }) {
  const namespaceId = useSelectedNamespaceId();
  const crm = CRM_NAMES[type];
  const status = useCrmImportStatus(namespaceId, type);
  const running = status.data?.import?.state === 'RUNNING' || status.data?.import?.state === 'WAITING';
  return (
    <SpaceBetween size="l">
      <Box variant="h3">{S.header}</Box>
      <ImportForm namespaceId={namespaceId} type={type} crm={crm} disabled={running} />
      {status.isError ? (
        <Alert type="error" header={S.loadFailed} action={<Button onClick={() => void status.refetch()}>{S.retry}</Button>}>
          {errorMessage(status.error)}
        </Alert>
      ) : status.isPending ? (
        <StatusIndicator type="loading">{S.progress}</StatusIndicator>
      ) : (
        <ImportProgress current={status.data.import} lastSyncAt={status.data.lastSyncAt} />
      )}
    </SpaceBetween>
  );
}

/**
 * The import's source from the form: a chosen list (its option's value is `<kind>:<id>`), or
 * every contact changed since the start (UTC) of the chosen day.
 */
export function importSourceOf(kind: Kind, sourceValue: string | undefined, since: string): CrmImportBody['source'] {
  if (kind === 'CHANGED_SINCE') return { kind, since: new Date(`${since.replaceAll('/', '-')}T00:00:00Z`).toISOString() };
  const [sourceKind = 'LIST', ...id] = (sourceValue ?? '').split(':');
  const known = sourceKind === 'LIST_VIEW' || sourceKind === 'REPORT' ? sourceKind : 'LIST';
  return { kind: known, id: id.join(':') };
}

function sourceOptions(sources: CrmSourcesResponse['sources']): SelectProps.Option[] {
  return sources.map((source) => ({
    value: `${source.kind}:${source.id}`,
    label: source.name,
    description: source.size === undefined ? undefined : `${String(source.size)} contacts`,
  }));
}

function ImportForm({
  namespaceId,
  type,
  crm,
  disabled,
}: {
  namespaceId: string;
  type: IntegrationType;
  crm: string;
  disabled: boolean;
}) {
  const [kind, setKind] = useState<Kind>('SOURCE');
  const [source, setSource] = useState<SelectProps.Option | null>(null);
  const [since, setSince] = useState('');
  const [list, setList] = useState<SelectProps.Option | null>(null);
  const [newList, setNewList] = useState('');
  const sources = useCrmSources(namespaceId, type);
  const lists = useResourceOptions(contactListRoutes.list, 'name', namespaceId);
  const start = useStartCrmImport(namespaceId, type);
  const createList = useCreateContactList(namespaceId);
  const ready = (kind === 'SOURCE' ? source !== null : since !== '') && (list !== null || newList.trim() !== '');

  async function submit() {
    const contactListId = list?.value ?? (await createList.mutateAsync(newList.trim())).id;
    await start.mutateAsync({ source: importSourceOf(kind, source?.value, since), contactListId });
  }

  const failure = start.error ?? createList.error;
  return (
    <SpaceBetween size="m">
      <FormField label={S.sourceKind}>
        <RadioGroup
          value={kind}
          onChange={({ detail }) => setKind(detail.value === 'CHANGED_SINCE' ? 'CHANGED_SINCE' : 'SOURCE')}
          items={[
            { value: 'SOURCE', label: S.fromSource },
            { value: 'CHANGED_SINCE', label: S.changedSince },
          ]}
        />
      </FormField>
      {kind === 'SOURCE' ? (
        <FormField label={S.source} errorText={sources.isError ? errorMessage(sources.error) : undefined}>
          <Select
            selectedOption={source}
            onChange={({ detail }) => setSource(detail.selectedOption)}
            options={sourceOptions(sources.data ?? [])}
            placeholder={S.sourcePlaceholder}
            statusType={sources.isPending ? 'loading' : sources.isError ? 'error' : 'finished'}
            loadingText={S.sourcesLoading}
            empty={S.sourcesEmpty(crm)}
            onLoadItems={() => void sources.refetch()}
          />
        </FormField>
      ) : (
        <FormField label={S.since}>
          <DatePicker value={since} onChange={({ detail }) => setSince(detail.value)} placeholder="YYYY/MM/DD" />
        </FormField>
      )}
      <FormField label={S.list}>
        <Select
          selectedOption={list}
          onChange={({ detail }) => setList(detail.selectedOption)}
          options={(lists.data ?? []).map((option) => ({ value: option.id, label: option.label }))}
          placeholder={S.listPlaceholder}
          statusType={lists.isPending ? 'loading' : 'finished'}
        />
      </FormField>
      {list === null && (
        <FormField label={S.newList}>
          <Input value={newList} onChange={({ detail }) => setNewList(detail.value)} placeholder={S.newListPlaceholder(crm)} />
        </FormField>
      )}
      {failure && <Alert type="error">{errorMessage(failure)}</Alert>}
      <Button
        variant="primary"
        disabled={!ready || disabled}
        loading={start.isPending || createList.isPending}
        onClick={() => void submit()}
      >
        {S.start}
      </Button>
    </SpaceBetween>
  );
}

/** What was not imported, by reason: `2 free-mail address, 1 no email`. */
export function excludedText(excluded: CrmImportView['excluded']): string {
  const parts = Object.entries(excluded).flatMap(([reason, count]) =>
    count > 0 ? [`${String(count)} ${EXCLUSION_LABELS[reason as CrmExclusionReason]}`] : [],
  );
  return parts.length === 0 ? '0' : parts.join(', ');
}

function ImportProgress({ current, lastSyncAt }: { current: CrmImportView | null; lastSyncAt: string | null }) {
  const lastSync = { label: S.lastSync, value: lastSyncAt ? new Date(lastSyncAt).toLocaleString() : S.never };
  if (!current) {
    return (
      <SpaceBetween size="s">
        <Box color="text-status-inactive">{S.none}</Box>
        <KeyValuePairs items={[lastSync]} />
      </SpaceBetween>
    );
  }
  const [indicator, label] = STATE_LABELS[current.state];
  const { counts } = current;
  return (
    <SpaceBetween size="s">
      <StatusIndicator type={indicator}>{label}</StatusIndicator>
      {current.state === 'RUNNING' && <ProgressBar status="in-progress" description={`${String(counts.read)} read`} />}
      {current.state === 'WAITING' && <Alert type="info">{S.waiting(current.retryAt)}</Alert>}
      {current.state === 'FAILED' && (
        <Alert type="error" header={S.failed}>
          {current.reason}
        </Alert>
      )}
      <KeyValuePairs
        columns={3}
        items={[
          { label: S.read, value: counts.read },
          { label: S.created, value: counts.created },
          { label: S.updated, value: counts.updated },
          { label: S.unchanged, value: counts.unchanged },
          { label: S.excluded, value: excludedText(current.excluded) },
          { label: S.conflicts, value: counts.conflicts },
          lastSync,
        ]}
      />
      {current.conflicts.length > 0 && (
        <Box variant="small">
          {current.conflicts.map((conflict) => `${conflict.email ?? conflict.crmId}: ${conflict.reason}`).join(' · ')}
        </Box>
      )}
    </SpaceBetween>
  );
}
