import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useMemo, useState } from 'react';

import { IMPORT_FIELD_LABELS, type ImportField } from '../../../../shared/contacts/import-fields';
import { rowState, type UploadCounts, type UploadRow } from '../../../../shared/contacts/upload-rows';
import { EmptyState } from '../../components/empty-state';
import { UPLOAD_STRINGS as S } from './strings';
import { filterRows, ROW_FILTER_LABELS, ROW_FILTERS, rowProblems, type RowFilter } from './upload-state';

/** Rows per page of the preview. */
export const PREVIEW_PAGE_SIZE = 20;

export interface ReviewStepProps {
  readonly rows: readonly UploadRow[];
  readonly counts: UploadCounts;
  /** the fields with a column, shown and editable */
  readonly fields: readonly ImportField[];
  readonly filter: RowFilter;
  readonly onFilterChange: (filter: RowFilter) => void;
  /** checks an edited cell's row again (field rules, domains, duplicates, existing contacts) */
  readonly onEdit: (row: UploadRow, field: ImportField, value: string) => Promise<void>;
  readonly onExclude: (row: UploadRow, excluded: boolean) => void;
  readonly onExcludeAllWithErrors: () => void;
}

function RowStatus({ row }: { row: UploadRow }) {
  const state = rowState(row);
  if (state === 'VALID') return <StatusIndicator type="success">{S.statusValid}</StatusIndicator>;
  if (state === 'EXCLUDED') return <StatusIndicator type="stopped">{S.statusExcluded}</StatusIndicator>;
  return <StatusIndicator type="error">{row.reason === null ? S.statusError : S.reasonLabel[row.reason]}</StatusIndicator>;
}

function Counter({ value }: { value: number }) {
  return <Box variant="awsui-value-large">{value.toLocaleString('en-US')}</Box>;
}

function fieldColumn(field: ImportField): TableProps.ColumnDefinition<UploadRow> {
  const label = IMPORT_FIELD_LABELS[field];
  return {
    id: field,
    header: label,
    minWidth: field === 'email' ? 220 : 140,
    cell: (row) => {
      const value = row.values[field];
      const error = row.fieldErrors?.[field];
      if (error !== undefined) return <Box color="text-status-error">{value}</Box>;
      return value;
    },
    editConfig: {
      ariaLabel: label,
      errorIconAriaLabel: S.editError,
      editIconAriaLabel: S.editIcon,
      constraintText: field === 'phoneNumbers' ? S.phoneConstraint : field === 'timeZone' ? S.timeZoneConstraint : undefined,
      editingCell: (row, { currentValue, setValue }: TableProps.CellContext<string | undefined>) => (
        <Input
          autoFocus
          ariaLabel={label}
          value={currentValue ?? row.values[field]}
          onChange={({ detail }) => setValue(detail.value)}
        />
      ),
    },
  };
}

/** Step 3: the rows with their errors, a filter, fixes in place and exclusions. */
export function ReviewStep(props: ReviewStepProps) {
  const { rows, counts, filter } = props;
  const [pageIndex, setPageIndex] = useState(1);
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const pagesCount = Math.max(1, Math.ceil(shown.length / PREVIEW_PAGE_SIZE));
  const page = Math.min(pageIndex, pagesCount);
  const pageRows = shown.slice((page - 1) * PREVIEW_PAGE_SIZE, page * PREVIEW_PAGE_SIZE);
  const columnLabels = new Map<string, string>(props.fields.map((field) => [field, IMPORT_FIELD_LABELS[field]]));

  const columns: TableProps.ColumnDefinition<UploadRow>[] = [
    { id: 'row', header: S.columnRow, cell: (row) => row.row, isRowHeader: true, width: 80 },
    { id: 'status', header: S.columnStatus, cell: (row) => <RowStatus row={row} />, minWidth: 190 },
    {
      id: 'problems',
      header: S.columnProblems,
      minWidth: 260,
      cell: (row) => {
        const problems = rowProblems(row);
        if (problems.length === 0) return '—';
        return (
          <SpaceBetween size="xxxs">
            {problems.map((problem) => (
              <Box key={problem} variant="small" color={row.excluded ? 'text-status-inactive' : 'text-status-error'}>
                {problem}
              </Box>
            ))}
          </SpaceBetween>
        );
      },
    },
    ...props.fields.map(fieldColumn),
    {
      id: 'actions',
      header: S.columnActions,
      cell: (row) => (
        <Button
          variant="inline-link"
          ariaLabel={row.excluded ? S.includeRow(row.row) : S.excludeRow(row.row)}
          onClick={() => props.onExclude(row, !row.excluded)}
        >
          {row.excluded ? S.include : S.exclude}
        </Button>
      ),
    },
  ];

  return (
    <SpaceBetween size="l">
      <Container>
        <KeyValuePairs
          columns={3}
          items={[
            { label: S.countValid, value: <Counter value={counts.valid} /> },
            { label: S.countErrors, value: <Counter value={counts.errors} /> },
            { label: S.countExcluded, value: <Counter value={counts.excluded} /> },
          ]}
        />
      </Container>
      <Table<UploadRow>
        variant="container"
        items={pageRows}
        trackBy={(row) => String(row.row)}
        columnDefinitions={columns}
        wrapLines
        resizableColumns
        submitEdit={async (row, column, value) => {
          const field = props.fields.find((candidate) => candidate === column.id);
          if (field === undefined) return;
          await props.onEdit(row, field, typeof value === 'string' ? value : row.values[field]);
        }}
        ariaLabels={{
          tableLabel: S.rowsHeader,
          activateEditLabel: (column, row) => S.editCell(columnLabels.get(column.id ?? '') ?? '', row.row),
          cancelEditLabel: () => S.editCancel,
          submitEditLabel: () => S.editSubmit,
          submittingEditText: () => S.editSubmitting,
          successfulEditLabel: () => S.editSaved,
        }}
        header={
          <Header
            variant="h2"
            counter={`(${shown.length.toLocaleString('en-US')})`}
            actions={
              <Button disabled={counts.errors === 0} onClick={props.onExcludeAllWithErrors}>
                {S.excludeAllWithErrors}
              </Button>
            }
          >
            {S.rowsHeader}
          </Header>
        }
        filter={
          <FormField label={S.filterLabel}>
            <Select
              selectedOption={{ value: filter, label: ROW_FILTER_LABELS[filter] }}
              options={ROW_FILTERS.map((value) => ({ value, label: ROW_FILTER_LABELS[value] }))}
              onChange={({ detail }) => {
                const next = ROW_FILTERS.find((value) => value === detail.selectedOption.value) ?? 'ALL';
                props.onFilterChange(next);
                setPageIndex(1);
              }}
            />
          </FormField>
        }
        pagination={
          <Pagination
            currentPageIndex={page}
            pagesCount={pagesCount}
            onChange={({ detail }) => setPageIndex(detail.currentPageIndex)}
            ariaLabels={{
              nextPageLabel: S.nextPage,
              previousPageLabel: S.previousPage,
              pageLabel: S.pageLabel,
              paginationLabel: S.paginationLabel,
            }}
          />
        }
        empty={<EmptyState title={S.noRows}>{filter === 'YES' ? S.noRowsErrors : S.noRowsOther}</EmptyState>}
      />
    </SpaceBetween>
  );
}
