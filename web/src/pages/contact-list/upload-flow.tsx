import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Alert from '@cloudscape-design/components/alert';
import Wizard from '@cloudscape-design/components/wizard';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { mappingProblem, type ColumnMapping } from '../../../../shared/contacts/header-mapping';
import type { ImportContact, ImportField } from '../../../../shared/contacts/import-fields';
import {
  contactsToImport,
  countRows,
  distinctEmails,
  resolveRows,
  type UploadRow,
} from '../../../../shared/contacts/upload-rows';
import { mappedFields } from '../../../../shared/contacts/validate-table';
import { NAME_MAX_LENGTH } from '../../../../shared/schemas/common';
import { useApiClient } from '../../api/api-client-context';
import { errorMessage } from '../../api/error-message';
import { useAlerts } from '../../app/app-services';
import { FileStep, NEW_LIST_TARGET, type FileStepErrors, type ListTarget } from './file-step';
import { ImportView } from './import-view';
import { MappingStep, type StepProgress } from './mapping-step';
import { ReviewStep } from './review-step';
import { UPLOAD_STRINGS as S } from './strings';
import { lookUpExistingEmails } from './upload-api';
import { excludeRowsWithErrors, replaceRow, setExcluded, type RowFilter } from './upload-state';
import { startValidationWorker, type ValidationClient } from './validation-client';
import type { ParsedFile } from './validation-protocol';

const STEP_FILE = 0;
const STEP_MAPPING = 1;
const STEP_REVIEW = 2;

function fileStepErrors(
  file: File | null,
  parsed: ParsedFile | null,
  fileError: string | null,
  target: ListTarget,
): FileStepErrors {
  const name = target.name.trim();
  return {
    file: file === null ? S.fileRequired : (fileError ?? (parsed === null ? S.parsing : undefined)),
    name:
      target.kind !== 'new'
        ? undefined
        : name === ''
          ? S.listNameRequired
          : name.length > NAME_MAX_LENGTH
            ? S.listNameTooLong(NAME_MAX_LENGTH)
            : undefined,
    existing: target.kind === 'existing' && target.existing === null ? S.existingListRequired : undefined,
  };
}

function hasError(errors: FileStepErrors): boolean {
  return Object.values(errors).some((error) => error !== undefined);
}

/** The upload: file and list, column mapping, review of the rows, then the import. */
export function UploadFlow({ namespaceId, onClose }: { namespaceId: string; onClose: () => void }) {
  const client = useApiClient();
  const alerts = useAlerts();
  const worker = useRef<ValidationClient | null>(null);
  const validator = useCallback(() => (worker.current ??= startValidationWorker()), []);
  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  const [step, setStep] = useState(STEP_FILE);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [parsed, setParsed] = useState<ParsedFile | null>(null);
  const [parsing, setParsing] = useState(false);
  const [target, setTarget] = useState<ListTarget>(NEW_LIST_TARGET);
  const [showFileErrors, setShowFileErrors] = useState(false);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [mappingError, setMappingError] = useState<string | null>(null);
  const [progress, setProgress] = useState<StepProgress | null>(null);
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [filter, setFilter] = useState<RowFilter>('ALL');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [importing, setImporting] = useState<{ contacts: ImportContact[]; excluded: number } | null>(null);
  const existing = useRef(new Set<string>());
  const lookedUp = useRef(new Set<string>());
  const latestFile = useRef<File | null>(null);

  const counts = useMemo(() => countRows(rows), [rows]);
  const fields: ImportField[] = useMemo(() => mappedFields(mapping), [mapping]);
  const errors = fileStepErrors(file, parsed, fileError, target);

  async function chooseFile(next: File | null) {
    latestFile.current = next;
    setFile(next);
    setParsed(null);
    setRows([]);
    setFileError(null);
    if (next === null) return;
    if (!next.name.toLowerCase().endsWith('.csv')) {
      setFileError(S.fileNotCsv);
      return;
    }
    setParsing(true);
    try {
      const result = await validator().parse(next);
      if (latestFile.current !== next) return;
      setParsed(result);
      setMapping(result.mapping);
      setMappingError(null);
    } catch (error) {
      if (latestFile.current === next) setFileError(errorMessage(error));
    } finally {
      if (latestFile.current === next) setParsing(false);
    }
  }

  async function validateRows(): Promise<boolean> {
    const problem = mappingProblem(mapping);
    setMappingError(problem);
    if (problem !== null) return false;
    try {
      setProgress({ kind: 'validate', done: 0, total: parsed?.rowCount ?? 0 });
      const validated = await validator().validate(mapping, (done, total) => setProgress({ kind: 'validate', done, total }));
      const emails = distinctEmails(validated);
      setProgress({ kind: 'existing', done: 0, total: emails.length });
      const found =
        emails.length === 0
          ? new Set<string>()
          : await lookUpExistingEmails(client, namespaceId, emails, (done, total) =>
              setProgress({ kind: 'existing', done, total }),
            );
      existing.current = found;
      lookedUp.current = new Set(emails);
      setRows(resolveRows(validated, found));
      setFilter('ALL');
      return true;
    } catch (error) {
      setMappingError(errorMessage(error));
      return false;
    } finally {
      setProgress(null);
    }
  }

  async function navigate(requested: number) {
    if (requested <= step) {
      setStep(requested);
      return;
    }
    if (step === STEP_FILE) {
      setShowFileErrors(true);
      if (hasError(errors)) return;
      setStep(STEP_MAPPING);
      return;
    }
    if (step === STEP_MAPPING && (await validateRows())) setStep(STEP_REVIEW);
  }

  async function editRow(row: UploadRow, field: ImportField, value: string) {
    const checked = await validator().checkRow(row.row, { ...row.values, [field]: value });
    if (checked.email !== null && !lookedUp.current.has(checked.email)) {
      try {
        const found = await lookUpExistingEmails(client, namespaceId, [checked.email]);
        for (const email of found) existing.current.add(email);
        lookedUp.current.add(checked.email);
      } catch (error) {
        alerts.reportError(error);
      }
    }
    setRows((current) => replaceRow(current, checked, existing.current));
  }

  function excludeAllWithErrors() {
    setRows((current) => excludeRowsWithErrors(current, existing.current).rows);
  }

  if (importing !== null) {
    return (
      <ImportView
        namespaceId={namespaceId}
        target={target}
        contacts={importing.contacts}
        excludedRows={importing.excluded}
        onClose={onClose}
      />
    );
  }

  const blockedReason = counts.errors > 0 ? S.blockedByErrors(counts.errors) : counts.valid === 0 ? S.nothingToImport : undefined;

  return (
    <>
      <Wizard
        activeStepIndex={step}
        isLoadingNextStep={progress !== null}
        onNavigate={({ detail }) => void navigate(detail.requestedStepIndex)}
        onCancel={() => (file === null ? onClose() : setConfirmCancel(true))}
        i18nStrings={{
          stepNumberLabel: S.stepNumber,
          collapsedStepsLabel: S.collapsedSteps,
          navigationAriaLabel: S.navigationLabel,
          cancelButton: S.cancel,
          previousButton: S.previous,
          nextButton: S.next,
          optional: S.optional,
        }}
        customPrimaryActions={
          step === STEP_REVIEW ? (
            <SpaceBetween size="xs" direction="horizontal">
              <Button variant="link" onClick={() => setConfirmCancel(true)}>
                {S.cancel}
              </Button>
              <Button onClick={() => setStep(STEP_MAPPING)}>{S.previous}</Button>
              <Button
                variant="primary"
                disabled={blockedReason !== undefined}
                disabledReason={blockedReason}
                onClick={() => setImporting({ contacts: contactsToImport(rows), excluded: counts.excluded })}
              >
                {S.importButton(counts.valid)}
              </Button>
            </SpaceBetween>
          ) : undefined
        }
        steps={[
          {
            title: S.stepFile,
            description: S.stepFileDescription,
            content: (
              <FileStep
                namespaceId={namespaceId}
                file={file}
                parsing={parsing}
                fileSummary={parsed === null ? null : S.rowsFound(parsed.rowCount, parsed.delimiter)}
                problems={parsed?.problems ?? []}
                target={target}
                errors={showFileErrors ? errors : { file: fileError ?? undefined }}
                onFileChange={(next) => void chooseFile(next)}
                onTargetChange={setTarget}
              />
            ),
          },
          {
            title: S.stepMapping,
            description: S.stepMappingDescription,
            errorText: mappingError ?? undefined,
            content:
              parsed === null ? null : (
                <MappingStep
                  parsed={parsed}
                  mapping={mapping}
                  progress={progress}
                  onMappingChange={(next) => {
                    setMapping(next);
                    setMappingError(null);
                  }}
                />
              ),
          },
          {
            title: S.stepReview,
            description: S.stepReviewDescription,
            content: (
              <SpaceBetween size="l">
                {blockedReason !== undefined && (
                  <Alert type={counts.errors > 0 ? 'warning' : 'info'} header={counts.errors > 0 ? S.blockedHeader : undefined}>
                    {blockedReason}
                  </Alert>
                )}
                <ReviewStep
                  rows={rows}
                  counts={counts}
                  fields={fields}
                  filter={filter}
                  onFilterChange={setFilter}
                  onEdit={editRow}
                  onExclude={(row, excluded) =>
                    setRows((current) => setExcluded(current, new Set([row.row]), excluded, existing.current))
                  }
                  onExcludeAllWithErrors={excludeAllWithErrors}
                />
              </SpaceBetween>
            ),
          },
        ]}
      />
      {confirmCancel && (
        <Modal
          visible
          header={S.cancelHeader}
          onDismiss={() => setConfirmCancel(false)}
          footer={
            <Box float="right">
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="link" onClick={() => setConfirmCancel(false)}>
                  {S.cancelStay}
                </Button>
                <Button variant="primary" onClick={onClose}>
                  {S.cancelConfirm}
                </Button>
              </SpaceBetween>
            </Box>
          }
        >
          {S.cancelBody}
        </Modal>
      )}
    </>
  );
}
