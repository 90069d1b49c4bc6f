import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Alert from '@cloudscape-design/components/alert';
import Wizard, { type WizardProps } from '@cloudscape-design/components/wizard';
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
import { ConfirmModal } from '../../components/confirm-modal';
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

/** The validation worker, started on first use and stopped with the flow. */
function useValidator() {
  const worker = useRef<ValidationClient | null>(null);
  const validator = useCallback(() => (worker.current ??= startValidationWorker()), []);
  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );
  return validator;
}

/** The file chosen and what parsing it found: its rows' count, delimiter, problems and the columns' mapping. */
function useUploadFile(validator: () => ValidationClient) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [parsed, setParsed] = useState<ParsedFile | null>(null);
  const [parsing, setParsing] = useState(false);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [mappingError, setMappingError] = useState<string | null>(null);
  const latestFile = useRef<File | null>(null);

  /** Parses the file chosen; a file chosen since wins over this one's answer. */
  async function chooseFile(next: File | null, onChosen: () => void) {
    latestFile.current = next;
    setFile(next);
    setParsed(null);
    onChosen();
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

  return { file, fileError, parsed, parsing, mapping, setMapping, mappingError, setMappingError, chooseFile };
}

/**
 * The rows of the file as the review shows them: validated in the worker, with the addresses the
 * instance already holds looked up; a row edited is checked (and its new address looked up) again.
 */
function useUploadRows(namespaceId: string, validator: () => ValidationClient, upload: ReturnType<typeof useUploadFile>) {
  const client = useApiClient();
  const alerts = useAlerts();
  const [progress, setProgress] = useState<StepProgress | null>(null);
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [filter, setFilter] = useState<RowFilter>('ALL');
  const existing = useRef(new Set<string>());
  const lookedUp = useRef(new Set<string>());

  async function validateRows(): Promise<boolean> {
    const { mapping, setMappingError } = upload;
    const problem = mappingProblem(mapping);
    setMappingError(problem);
    if (problem !== null) return false;
    try {
      setProgress({ kind: 'validate', done: 0, total: upload.parsed?.rowCount ?? 0 });
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

  return {
    progress,
    rows,
    clearRows: () => setRows([]),
    filter,
    setFilter,
    validateRows,
    editRow,
    exclude: (row: UploadRow, excluded: boolean) =>
      setRows((current) => setExcluded(current, new Set([row.row]), excluded, existing.current)),
    excludeAllWithErrors: () => setRows((current) => excludeRowsWithErrors(current, existing.current).rows),
  };
}

const WIZARD_STRINGS = {
  stepNumberLabel: S.stepNumber,
  collapsedStepsLabel: S.collapsedSteps,
  navigationAriaLabel: S.navigationLabel,
  cancelButton: S.cancel,
  previousButton: S.previous,
  nextButton: S.next,
  optional: S.optional,
};

interface UploadStepsInput {
  readonly namespaceId: string;
  readonly upload: ReturnType<typeof useUploadFile>;
  readonly review: ReturnType<typeof useUploadRows>;
  readonly target: ListTarget;
  readonly setTarget: (target: ListTarget) => void;
  /** the file step's messages shown (all of them once Next was pressed) */
  readonly fileErrors: FileStepErrors;
  readonly counts: ReturnType<typeof countRows>;
  readonly fields: ImportField[];
  /** why the rows cannot be imported yet, if they cannot */
  readonly blockedReason: string | undefined;
}

/** The wizard's three steps: the file and its list, the columns' mapping, the review of the rows. */
function uploadSteps(input: UploadStepsInput): WizardProps.Step[] {
  const { namespaceId, upload, review, target, setTarget, fileErrors, counts, fields, blockedReason } = input;
  const { parsed, mapping } = upload;
  const { rows } = review;
  return [
    {
      title: S.stepFile,
      description: S.stepFileDescription,
      content: (
        <FileStep
          namespaceId={namespaceId}
          file={upload.file}
          parsing={upload.parsing}
          fileSummary={parsed === null ? null : S.rowsFound(parsed.rowCount, parsed.delimiter)}
          problems={parsed?.problems ?? []}
          target={target}
          errors={fileErrors}
          onFileChange={(next) => void upload.chooseFile(next, review.clearRows)}
          onTargetChange={setTarget}
        />
      ),
    },
    {
      title: S.stepMapping,
      description: S.stepMappingDescription,
      errorText: upload.mappingError ?? undefined,
      content:
        parsed === null ? null : (
          <MappingStep
            parsed={parsed}
            mapping={mapping}
            progress={review.progress}
            onMappingChange={(next) => {
              upload.setMapping(next);
              upload.setMappingError(null);
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
            filter={review.filter}
            onFilterChange={review.setFilter}
            onEdit={review.editRow}
            onExclude={review.exclude}
            onExcludeAllWithErrors={review.excludeAllWithErrors}
          />
        </SpaceBetween>
      ),
    },
  ];
}

/** The upload: file and list, column mapping, review of the rows, then the import. */
export function UploadFlow({ namespaceId, onClose }: { namespaceId: string; onClose: () => void }) {
  const validator = useValidator();
  const upload = useUploadFile(validator);
  const review = useUploadRows(namespaceId, validator, upload);
  const { file, parsed, mapping } = upload;
  const { rows } = review;
  const [step, setStep] = useState(STEP_FILE);
  const [target, setTarget] = useState<ListTarget>(NEW_LIST_TARGET);
  const [showFileErrors, setShowFileErrors] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [importing, setImporting] = useState<{ contacts: ImportContact[]; excluded: number } | null>(null);

  const counts = useMemo(() => countRows(rows), [rows]);
  const fields: ImportField[] = useMemo(() => mappedFields(mapping), [mapping]);
  const errors = fileStepErrors(file, parsed, upload.fileError, target);

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
    if (step === STEP_MAPPING && (await review.validateRows())) setStep(STEP_REVIEW);
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
        isLoadingNextStep={review.progress !== null}
        onNavigate={({ detail }) => void navigate(detail.requestedStepIndex)}
        onCancel={() => (file === null ? onClose() : setConfirmCancel(true))}
        i18nStrings={WIZARD_STRINGS}
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
        steps={uploadSteps({
          namespaceId,
          upload,
          review,
          target,
          setTarget,
          fileErrors: showFileErrors ? errors : { file: upload.fileError ?? undefined },
          counts,
          fields,
          blockedReason,
        })}
      />
      {confirmCancel && (
        <ConfirmModal
          header={S.cancelHeader}
          confirm={S.cancelConfirm}
          dismiss={S.cancelStay}
          onConfirm={onClose}
          onDismiss={() => setConfirmCancel(false)}
        >
          {S.cancelBody}
        </ConfirmModal>
      )}
    </>
  );
}
