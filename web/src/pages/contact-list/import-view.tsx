import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { contactRoutes } from '../../../../shared/api/routes/contact';
import { contactListRoutes } from '../../../../shared/api/routes/contact-list';
import { IMPORT_BATCH_MAX } from '../../../../shared/api/schemas';
import type { ImportContact } from '../../../../shared/contacts/import-fields';
import { useApiClient } from '../../api/api-client-context';
import { errorMessage } from '../../api/error-message';
import { useAlerts } from '../../app/app-services';
import { INSTANCE_PARAM, PATHS } from '../../app/paths';
import { listQueryKey } from '../../components/list-page';
import { useFollow } from '../../components/use-follow';
import type { ListTarget } from './file-step';
import { UPLOAD_STRINGS as S } from './strings';
import { createContactList, EMPTY_TALLY, importBatch, importBatches, type ImportTally } from './upload-api';

interface ImportProgress {
  readonly listId: string | null;
  /** batches imported so far */
  readonly batchesDone: number;
  readonly tally: ImportTally;
  readonly error: unknown;
  readonly running: boolean;
}

export interface ImportViewProps {
  readonly namespaceId: string;
  readonly target: ListTarget;
  readonly contacts: readonly ImportContact[];
  readonly excludedRows: number;
  readonly onClose: () => void;
}

/**
 * Imports the contacts 100 at a time into the list (created first when new), with a progress bar;
 * a failed batch can be retried (the import is idempotent), and a summary ends it.
 */
export function ImportView({ namespaceId, target, contacts, excludedRows, onClose }: ImportViewProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const follow = useFollow();
  const batches = useRef(importBatches(contacts)).current;
  const listName = target.kind === 'new' ? target.name.trim() : (target.existing?.name ?? '');
  const [progress, setProgress] = useState<ImportProgress>({
    listId: target.kind === 'existing' ? (target.existing?.id ?? null) : null,
    batchesDone: 0,
    tally: EMPTY_TALLY,
    error: null,
    running: false,
  });
  const started = useRef(false);

  const run = useCallback(
    async (from: ImportProgress) => {
      let state: ImportProgress = { ...from, error: null, running: true };
      setProgress(state);
      try {
        if (state.listId === null) {
          const listId = await createContactList(client, namespaceId, { name: target.name, description: target.description });
          state = { ...state, listId };
          setProgress(state);
        }
        const listId = state.listId ?? '';
        for (let index = state.batchesDone; index < batches.length; index += 1) {
          const tally = await importBatch(client, namespaceId, listId, batches[index] ?? [], state.tally);
          state = { ...state, batchesDone: index + 1, tally };
          setProgress(state);
        }
        state = { ...state, running: false };
        setProgress(state);
        alerts.add({ type: 'success', message: S.importedAlert(state.tally.created, listName) });
      } catch (error) {
        state = { ...state, error, running: false };
        setProgress(state);
      } finally {
        void queryClient.invalidateQueries({ queryKey: listQueryKey(contactListRoutes.list, namespaceId) });
        void queryClient.invalidateQueries({ queryKey: listQueryKey(contactRoutes.list, namespaceId) });
      }
    },
    [alerts, batches, client, listName, namespaceId, queryClient, target.description, target.name],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run(progress);
  }, [run, progress]);

  const done = progress.batchesDone;
  const imported = Math.min(done * IMPORT_BATCH_MAX, contacts.length);
  const finished = !progress.running && progress.error === null && done === batches.length && progress.listId !== null;
  const contactsHref = `${PATHS.contact}?${new URLSearchParams({ [INSTANCE_PARAM]: namespaceId }).toString()}`;

  if (finished) {
    return (
      <Container
        header={
          <Header variant="h2" description={S.summaryIntro(listName)}>
            {S.summaryHeader}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={3}
            items={[
              { label: S.summaryCreated, value: progress.tally.created.toLocaleString('en-US') },
              { label: S.summaryAlreadyImported, value: progress.tally.alreadyImported.toLocaleString('en-US') },
              { label: S.summaryDuplicates, value: progress.tally.duplicates.toLocaleString('en-US') },
              { label: S.summaryExcluded, value: excludedRows.toLocaleString('en-US') },
              { label: S.summaryListCount, value: (progress.tally.contactCount ?? 0).toLocaleString('en-US') },
            ]}
          />
          <SpaceBetween size="xs" direction="horizontal">
            <Button variant="primary" href={contactsHref} onFollow={follow}>
              {S.seeContacts}
            </Button>
            <Button onClick={onClose}>{S.done}</Button>
          </SpaceBetween>
        </SpaceBetween>
      </Container>
    );
  }

  return (
    <Container header={<Header variant="h2">{S.importHeader}</Header>}>
      <SpaceBetween size="l">
        <ProgressBar
          label={S.importProgressLabel}
          description={progress.listId === null && progress.running ? S.creatingList : undefined}
          value={batches.length === 0 ? 100 : Math.round((done / batches.length) * 100)}
          additionalInfo={S.importProgress(imported, contacts.length)}
          status={progress.error === null ? 'in-progress' : 'error'}
          resultText={progress.error === null ? undefined : errorMessage(progress.error)}
        />
        {progress.error !== null && (
          <Alert
            type="error"
            header={progress.listId === null ? S.createListFailed : S.importBatchFailed(done + 1, batches.length)}
            action={
              <Button onClick={() => void run(progress)} loading={progress.running}>
                {S.importRetry}
              </Button>
            }
          >
            <SpaceBetween size="xs">
              <Box>{errorMessage(progress.error)}</Box>
              <Box variant="small">{S.importRetryHint}</Box>
            </SpaceBetween>
          </Alert>
        )}
      </SpaceBetween>
    </Container>
  );
}
