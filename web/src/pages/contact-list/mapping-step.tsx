import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';

import type { ColumnMapping } from '../../../../shared/contacts/header-mapping';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField } from '../../../../shared/contacts/import-fields';
import { UPLOAD_STRINGS as S } from './strings';
import type { ParsedFile } from './validation-protocol';

/** A long task of the mapping step: validating the rows, then looking up existing contacts. */
export interface StepProgress {
  readonly kind: 'validate' | 'existing';
  readonly done: number;
  readonly total: number;
}

const DO_NOT_IMPORT: SelectProps.Option = { value: '', label: S.doNotImport };
const FIELD_OPTIONS: SelectProps.Option[] = [
  DO_NOT_IMPORT,
  ...IMPORT_FIELDS.map((field) => ({ value: field, label: IMPORT_FIELD_LABELS[field] })),
];

function isImportField(value: string | undefined): value is ImportField {
  return (IMPORT_FIELDS as readonly string[]).includes(value ?? '');
}

interface ColumnItem {
  readonly index: number;
  readonly header: string;
  readonly samples: readonly string[];
}

export interface MappingStepProps {
  readonly parsed: ParsedFile;
  readonly mapping: ColumnMapping;
  readonly progress: StepProgress | null;
  readonly onMappingChange: (mapping: ColumnMapping) => void;
}

/** Step 2: which contact field each column fills, with the guesses preselected and sample values. */
export function MappingStep({ parsed, mapping, progress, onMappingChange }: MappingStepProps) {
  const items: ColumnItem[] = parsed.headers.map((header, index) => ({
    index,
    header,
    samples: parsed.samples.map((row) => row[index] ?? '').filter((value) => value.trim() !== ''),
  }));
  const busy = progress !== null;
  return (
    <SpaceBetween size="l">
      {progress !== null && (
        <ProgressBar
          label={progress.kind === 'validate' ? S.validating : S.checkingExisting}
          value={progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100)}
          additionalInfo={
            progress.kind === 'validate'
              ? S.validatingProgress(progress.done, progress.total)
              : S.checkingExistingProgress(progress.done, progress.total)
          }
        />
      )}
      {parsed.problems.length > 0 && (
        <Alert type="warning" header={S.parseProblems}>
          <ul>
            {parsed.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Table<ColumnItem>
        variant="container"
        header={
          <Header
            variant="h2"
            counter={`(${parsed.headers.length})`}
            description={S.rowsFound(parsed.rowCount, parsed.delimiter)}
          >
            {S.mappingHeader}
          </Header>
        }
        items={items}
        trackBy={(item) => String(item.index)}
        wrapLines
        columnDefinitions={[
          { id: 'header', header: S.mappingColumn, cell: (item) => item.header, isRowHeader: true },
          {
            id: 'samples',
            header: S.mappingSamples,
            cell: (item) =>
              item.samples.length === 0 ? (
                <Box color="text-status-inactive">{S.noSample}</Box>
              ) : (
                <Box variant="small">{item.samples.join(' · ')}</Box>
              ),
          },
          {
            id: 'field',
            header: S.mappingField,
            minWidth: 200,
            cell: (item) => {
              const field = mapping[item.index] ?? null;
              const selected = FIELD_OPTIONS.find((option) => option.value === (field ?? '')) ?? DO_NOT_IMPORT;
              return (
                <Select
                  ariaLabel={S.mappingFieldLabel(item.header)}
                  options={FIELD_OPTIONS}
                  selectedOption={selected}
                  disabled={busy}
                  expandToViewport
                  onChange={({ detail }) => {
                    const value = detail.selectedOption.value;
                    onMappingChange(
                      mapping.map((current, index) => (index === item.index ? (isImportField(value) ? value : null) : current)),
                    );
                  }}
                />
              );
            },
          },
        ]}
      />
    </SpaceBetween>
  );
}
