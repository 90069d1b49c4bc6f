import { parseCsv, type CsvTable } from '../../../../shared/contacts/csv';
import type { EmailDomainClassifier } from '../../../../shared/contacts/email-domains';
import { guessMapping } from '../../../../shared/contacts/header-mapping';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_ROWS } from '../../../../shared/contacts/import-fields';
import { checkUploadRow } from '../../../../shared/contacts/upload-rows';
import { validateTable } from '../../../../shared/contacts/validate-table';
import { UPLOAD_STRINGS as S } from './strings';
import { SAMPLE_ROWS, type WorkerRequest, type WorkerResponse } from './validation-protocol';

/** Decodes a file as UTF-8, or as Windows-1252 (what spreadsheet programs often write) when it is not valid UTF-8. */
export async function readFileText(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The validation worker's logic, apart from the worker itself so that it runs in tests and in Node:
 * it keeps the parsed file between the parse and validate requests, and builds the domain
 * classifier once, on first use.
 */
export function createValidationHandler(post: (message: WorkerResponse) => void, loadClassifier: () => EmailDomainClassifier) {
  let table: CsvTable | undefined;
  let classifier: EmailDomainClassifier | undefined;
  const classify: EmailDomainClassifier = (domain) => (classifier ??= loadClassifier())(domain);

  async function parse(file: Blob): Promise<void> {
    table = undefined;
    if (file.size > MAX_UPLOAD_BYTES) return post({ type: 'failed', message: S.fileTooLarge(MAX_UPLOAD_BYTES / (1024 * 1024)) });
    const parsed = parseCsv(await readFileText(file));
    if (parsed.headers.length === 0) return post({ type: 'failed', message: S.fileEmpty });
    if (parsed.rows.length === 0) return post({ type: 'failed', message: S.fileWithoutRows });
    if (parsed.rows.length > MAX_UPLOAD_ROWS)
      return post({ type: 'failed', message: S.fileTooManyRows(parsed.rows.length, MAX_UPLOAD_ROWS) });
    table = parsed;
    post({
      type: 'parsed',
      headers: parsed.headers,
      samples: parsed.rows.slice(0, SAMPLE_ROWS),
      rowCount: parsed.rows.length,
      delimiter: parsed.delimiter,
      mapping: guessMapping(parsed.headers),
      problems: parsed.problems,
    });
  }

  return async function handle(request: WorkerRequest): Promise<void> {
    try {
      if (request.type === 'parse') return await parse(request.file);
      if (request.type === 'validate') {
        if (table === undefined) return post({ type: 'failed', message: S.noFileParsed });
        const { validationId } = request;
        const rows = validateTable(table, request.mapping, classify, (done, total) =>
          post({ type: 'progress', validationId, done, total }),
        );
        return post({ type: 'validated', validationId, rows });
      }
      post({ type: 'row-checked', requestId: request.requestId, row: checkUploadRow(request.row, request.values, classify) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      post({ type: 'failed', message, ...(request.type === 'check-row' ? { requestId: request.requestId } : {}) });
    }
  };
}
