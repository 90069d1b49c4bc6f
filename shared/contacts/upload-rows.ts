import type { UploadExclusionReason } from '../domain/contact';
import { emailDomainOf, type EmailDomainClassifier, type EmailDomainList } from './email-domains';
import type { ImportContact, RowValues } from './import-fields';
import { checkRow, type RowCheck } from './row-check';

/**
 * A row of the file with its own checks done. The normalised contact is not kept (100,000 rows
 * travel from the worker to the page): `contactsToImport` derives it again from the values.
 */
export interface CheckedRow extends Omit<RowCheck, 'contact'> {
  /** position among the file's data rows, from 1 */
  readonly row: number;
  readonly values: RowValues;
  /** the non-business list the email's domain is on, if any */
  readonly domainList: EmailDomainList | null;
}

/** A row of the upload as the preview shows it: its checks, its exclusion reason and whether the user excluded it. */
export interface UploadRow extends CheckedRow {
  /** set aside by the user: not imported, not counted as an error */
  readonly excluded: boolean;
  /** why the row cannot be imported as it is, beyond field errors */
  readonly reason: UploadExclusionReason | null;
  /** for UPLOAD_DUPLICATE_EMAILS: the row that has the same email first */
  readonly duplicateOf: number | null;
}

/** What a row amounts to: imported, blocking the import, or set aside. */
export const UPLOAD_ROW_STATES = ['VALID', 'ERROR', 'EXCLUDED'] as const;
type UploadRowState = (typeof UPLOAD_ROW_STATES)[number];

export interface UploadCounts {
  readonly total: number;
  readonly valid: number;
  readonly errors: number;
  readonly excluded: number;
}

/** Checks one row's values and looks its email's domain up. */
export function checkUploadRow(row: number, values: RowValues, classify: EmailDomainClassifier): CheckedRow {
  const check = checkRow(values);
  const domainList = check.email === null ? null : classify(emailDomainOf(check.email));
  // a literal of fixed shape: 100,000 of these are built at a time
  return {
    row,
    values,
    email: check.email,
    missingEmail: check.missingEmail,
    fieldErrors: check.fieldErrors,
    domainList,
  };
}

/** VALID rows are imported; ERROR rows (field errors or an exclusion reason) must be fixed or excluded first. */
export function rowState(row: UploadRow): UploadRowState {
  if (row.excluded) return 'EXCLUDED';
  return row.fieldErrors !== null || row.reason !== null ? 'ERROR' : 'VALID';
}

type RowInput = CheckedRow & {
  readonly excluded?: boolean;
  readonly reason?: UploadExclusionReason | null;
  readonly duplicateOf?: number | null;
};

/**
 * Decides every row's exclusion reason, in this order of precedence: MISSING_EMAILS (no email),
 * NON_BUSINESS_DOMAINS (free-mail or disposable domain), UPLOAD_DUPLICATE_EMAILS (a row before it
 * that is not excluded has the same email), DB_DUPLICATE_EMAILS (a contact of the instance has it:
 * `existing` holds those emails, lower case). Rows whose outcome did not change are kept as they
 * were, so a view can tell what changed.
 */
export function resolveRows(rows: readonly RowInput[], existing: ReadonlySet<string>): UploadRow[] {
  const firstRowOf = new Map<string, number>();
  for (const row of rows) {
    if (row.email !== null && row.excluded !== true && !firstRowOf.has(row.email)) firstRowOf.set(row.email, row.row);
  }
  return rows.map((row) => {
    const { reason, duplicateOf } = exclusionOf(row, firstRowOf.get(row.email ?? ''), existing);
    const excluded = row.excluded === true;
    if (row.reason === reason && row.duplicateOf === duplicateOf && row.excluded === excluded) return row as UploadRow;
    return { ...row, excluded, reason, duplicateOf };
  });
}

/**
 * A row's exclusion reason (precedence as in `resolveRows`); `firstRow` is the first row not
 * excluded that has the same email, if any.
 */
export function exclusionOf(
  row: CheckedRow,
  firstRow: number | undefined,
  existing: ReadonlySet<string>,
): { reason: UploadExclusionReason | null; duplicateOf: number | null } {
  if (row.missingEmail) return { reason: 'MISSING_EMAILS', duplicateOf: null };
  if (row.domainList !== null) return { reason: 'NON_BUSINESS_DOMAINS', duplicateOf: null };
  if (firstRow !== undefined && firstRow < row.row) return { reason: 'UPLOAD_DUPLICATE_EMAILS', duplicateOf: firstRow };
  if (row.email !== null && existing.has(row.email)) return { reason: 'DB_DUPLICATE_EMAILS', duplicateOf: null };
  return { reason: null, duplicateOf: null };
}

/** How many rows are valid, have errors, or are excluded. */
export function countRows(rows: readonly UploadRow[]): UploadCounts {
  let valid = 0;
  let errors = 0;
  let excluded = 0;
  for (const row of rows) {
    const state = rowState(row);
    if (state === 'VALID') valid += 1;
    else if (state === 'ERROR') errors += 1;
    else excluded += 1;
  }
  return { total: rows.length, valid, errors, excluded };
}

/** The contacts to import: every VALID row's contact, normalised as the schema does, in file order. */
export function contactsToImport(rows: readonly UploadRow[]): ImportContact[] {
  const contacts: ImportContact[] = [];
  for (const row of rows) {
    if (rowState(row) !== 'VALID') continue;
    const { contact } = checkRow(row.values);
    if (contact !== null) contacts.push(contact);
  }
  return contacts;
}

/** The distinct valid emails of the rows, to ask the server which contacts exist already. */
export function distinctEmails(rows: readonly CheckedRow[]): string[] {
  const emails = new Set<string>();
  for (const row of rows) if (row.email !== null) emails.add(row.email);
  return [...emails];
}

/** Splits a list into chunks of at most `size` items (existing-email checks take 1000, imports 100). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
