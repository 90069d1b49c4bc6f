import { emailDomainOf } from '../../../../shared/contacts/email-domains';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS } from '../../../../shared/contacts/import-fields';
import { resolveRows, rowState, type CheckedRow, type UploadRow } from '../../../../shared/contacts/upload-rows';
import { UPLOAD_ERROR_FILTERS } from '../../../../shared/domain/contact';
import { UPLOAD_STRINGS as S } from './strings';

/** The preview's filter: every row, YES (errors only) and NO (valid only), or the excluded rows. */
export const ROW_FILTERS = ['ALL', 'YES', 'NO', 'EXCLUDED'] as const;
export type RowFilter = (typeof ROW_FILTERS)[number];

/** The filter's options as shown: `YES (Errors Only)`, `NO (Valid Only)` and the two others. */
export const ROW_FILTER_LABELS: Readonly<Record<RowFilter, string>> = {
  ALL: S.filterAll,
  ...(Object.fromEntries(UPLOAD_ERROR_FILTERS.map((filter) => [filter.value, `${filter.value} (${filter.label})`])) as Record<
    'YES' | 'NO',
    string
  >),
  EXCLUDED: S.filterExcluded,
};

/** The rows a filter shows, in file order. */
export function filterRows(rows: readonly UploadRow[], filter: RowFilter): readonly UploadRow[] {
  if (filter === 'ALL') return rows;
  const state = filter === 'YES' ? 'ERROR' : filter === 'NO' ? 'VALID' : 'EXCLUDED';
  return rows.filter((row) => rowState(row) === state);
}

/** Excludes or includes rows by number, then decides every row's reason again (duplicates may change). */
export function setExcluded(
  rows: readonly UploadRow[],
  rowNumbers: ReadonlySet<number>,
  excluded: boolean,
  existing: ReadonlySet<string>,
): UploadRow[] {
  const next = rows.map((row) => (rowNumbers.has(row.row) && row.excluded !== excluded ? { ...row, excluded } : row));
  return resolveRows(next, existing);
}

/** Excludes every row that has errors; answers the rows and how many were excluded. */
export function excludeRowsWithErrors(
  rows: readonly UploadRow[],
  existing: ReadonlySet<string>,
): { rows: UploadRow[]; excluded: number } {
  // excluding a row can make a later duplicate the first of its email; repeat until nothing changes
  let current: UploadRow[] = [...rows];
  let excluded = 0;
  for (;;) {
    const withErrors = new Set(current.filter((row) => rowState(row) === 'ERROR').map((row) => row.row));
    if (withErrors.size === 0) return { rows: current, excluded };
    excluded += withErrors.size;
    current = setExcluded(current, withErrors, true, existing);
  }
}

/** Puts an edited row, checked again, in place of the old one; it keeps its excluded flag. */
export function replaceRow(rows: readonly UploadRow[], checked: CheckedRow, existing: ReadonlySet<string>): UploadRow[] {
  const next: (CheckedRow & { excluded: boolean })[] = rows.map((row) =>
    row.row === checked.row ? { ...checked, excluded: row.excluded } : row,
  );
  return resolveRows(next, existing);
}

/** What is wrong with a row, in words: each field error, then the exclusion reason. */
export function rowProblems(row: UploadRow): string[] {
  const problems: string[] = [];
  if (row.fieldErrors !== null) {
    for (const field of IMPORT_FIELDS) {
      const message = row.fieldErrors[field];
      if (message !== undefined) problems.push(S.fieldError(IMPORT_FIELD_LABELS[field], message));
    }
  }
  if (row.reason !== null) {
    problems.push(
      S.reason(row.reason, {
        domainList: row.domainList,
        duplicateOf: row.duplicateOf,
        domain: row.email === null ? '' : emailDomainOf(row.email),
      }),
    );
  }
  return problems;
}
