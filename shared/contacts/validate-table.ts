import type { CsvTable } from './csv';
import type { EmailDomainClassifier } from './email-domains';
import type { ColumnMapping } from './header-mapping';
import { IMPORT_FIELDS, type ImportField, type RowValues } from './import-fields';
import { checkUploadRow, exclusionOf, type UploadRow } from './upload-rows';

/** How often validation reports progress, in rows. */
const PROGRESS_EVERY_ROWS = 10_000;

/** Progress of a validation: rows done out of all rows. */
type ValidationProgress = (done: number, total: number) => void;

/** Reads a data row's cells into the mapped fields; several phone columns are joined with `; `. */
export function rowValuesOf(cells: readonly string[], mapping: ColumnMapping): RowValues {
  const values: Record<ImportField, string> = {
    email: '',
    firstName: '',
    lastName: '',
    jobTitle: '',
    phoneNumbers: '',
    linkedInUrl: '',
    timeZone: '',
  };
  for (let column = 0; column < mapping.length; column += 1) {
    const field = mapping[column];
    const cell = cells[column];
    if (field === null || field === undefined || cell === undefined || cell.trim() === '') continue;
    values[field] = values[field] === '' ? cell : `${values[field]}; ${cell}`;
  }
  return values;
}

/**
 * Validates every data row of a parsed file under a column mapping: field rules, non-business
 * domains, missing emails and duplicates within the file. Existing contacts (DB_DUPLICATE_EMAILS)
 * need the server: resolve the rows again with its answer.
 */
export function validateTable(
  table: CsvTable,
  mapping: ColumnMapping,
  classify: EmailDomainClassifier,
  onProgress?: ValidationProgress,
): UploadRow[] {
  const total = table.rows.length;
  const rows: UploadRow[] = new Array<UploadRow>(total);
  const firstRowOf = new Map<string, number>();
  const noneExisting: ReadonlySet<string> = new Set();
  // one pass: with nothing excluded yet, the first row of an email is always one already seen
  for (let index = 0; index < total; index += 1) {
    const checked = checkUploadRow(index + 1, rowValuesOf(table.rows[index] ?? [], mapping), classify);
    const firstRow = checked.email === null ? undefined : firstRowOf.get(checked.email);
    if (checked.email !== null && firstRow === undefined) firstRowOf.set(checked.email, checked.row);
    const { reason, duplicateOf } = exclusionOf(checked, firstRow, noneExisting);
    rows[index] = {
      row: checked.row,
      values: checked.values,
      email: checked.email,
      missingEmail: checked.missingEmail,
      fieldErrors: checked.fieldErrors,
      domainList: checked.domainList,
      excluded: false,
      reason,
      duplicateOf,
    };
    if (onProgress !== undefined && (index + 1) % PROGRESS_EVERY_ROWS === 0) onProgress(index + 1, total);
  }
  onProgress?.(total, total);
  return rows;
}

/** Every field of the mapping's columns, in the order of IMPORT_FIELDS (the preview's columns). */
export function mappedFields(mapping: ColumnMapping): ImportField[] {
  return IMPORT_FIELDS.filter((field) => mapping.includes(field));
}
