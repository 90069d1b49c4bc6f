import type { CsvDelimiter } from '../../../../shared/contacts/csv';
import type { ColumnMapping } from '../../../../shared/contacts/header-mapping';
import type { RowValues } from '../../../../shared/contacts/import-fields';
import type { CheckedRow, UploadRow } from '../../../../shared/contacts/upload-rows';

/** What the page asks the validation worker. */
export type WorkerRequest =
  /** read and parse a file; answered by `parsed` or `failed` */
  | { readonly type: 'parse'; readonly file: Blob }
  /** validate the parsed file's rows under a mapping; answered by `progress` messages, then `validated` or `failed` */
  | { readonly type: 'validate'; readonly validationId: number; readonly mapping: ColumnMapping }
  /** check one edited row (field rules and domain lists); answered by `row-checked` */
  | { readonly type: 'check-row'; readonly requestId: number; readonly row: number; readonly values: RowValues };

/** The parsed file, as the mapping step needs it. */
export interface ParsedFile {
  readonly headers: readonly string[];
  /** the first few data rows, for sample values */
  readonly samples: readonly (readonly string[])[];
  readonly rowCount: number;
  readonly delimiter: CsvDelimiter;
  /** the mapping guessed from the header names */
  readonly mapping: ColumnMapping;
  readonly problems: readonly string[];
}

/** What the validation worker answers. */
export type WorkerResponse =
  | ({ readonly type: 'parsed' } & ParsedFile)
  | { readonly type: 'progress'; readonly validationId: number; readonly done: number; readonly total: number }
  | { readonly type: 'validated'; readonly validationId: number; readonly rows: readonly UploadRow[] }
  | { readonly type: 'row-checked'; readonly requestId: number; readonly row: CheckedRow }
  | { readonly type: 'failed'; readonly message: string; readonly requestId?: number };

/** How many data rows the mapping step shows per column. */
export const SAMPLE_ROWS = 3;
