/** Contact fields a column of an uploaded file can fill. Company name or website are not contact fields. */
export const IMPORT_FIELDS = ['email', 'firstName', 'lastName', 'jobTitle', 'phoneNumbers', 'linkedInUrl', 'timeZone'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Each field as people read it, in the mapping and the preview. */
export const IMPORT_FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  jobTitle: 'Job title',
  phoneNumbers: 'Phone numbers',
  linkedInUrl: 'LinkedIn URL',
  timeZone: 'Time zone',
};

/** Fields that several columns may fill (their values are joined). */
export const MULTI_COLUMN_FIELDS: readonly ImportField[] = ['phoneNumbers'];

/** The largest file the upload accepts. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** The most contacts one upload may hold. */
export const MAX_UPLOAD_ROWS = 100_000;

/** A row's text per field, as read from the file or typed in the preview. Phone numbers are one text, separated by `;`. */
export type RowValues = Readonly<Record<ImportField, string>>;

/** A contact as the import sends it: the create fields a file can fill, normalised. */
export interface ImportContact {
  readonly email: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly jobTitle?: string;
  readonly phoneNumbers?: string[];
  readonly linkedInUrl?: string;
  /** an IANA name such as Europe/Paris */
  readonly timeZone?: string;
}

/** Row values with every field empty. */
export const EMPTY_ROW_VALUES: RowValues = {
  email: '',
  firstName: '',
  lastName: '',
  jobTitle: '',
  phoneNumbers: '',
  linkedInUrl: '',
  timeZone: '',
};
