import type { ColumnMapping } from '../../../../shared/contacts/header-mapping';
import type { RowValues } from '../../../../shared/contacts/import-fields';
import type { CheckedRow, UploadRow } from '../../../../shared/contacts/upload-rows';
import { UPLOAD_STRINGS as S } from './strings';
import type { ParsedFile, WorkerRequest, WorkerResponse } from './validation-protocol';

/** The parts of a Worker the client uses (tests pass an in-memory one). */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerResponse>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

/** The page's side of the validation worker, as promises. */
export interface ValidationClient {
  /** Reads and parses a file; rejects with a message for the user when the file cannot be used. */
  parse(file: Blob): Promise<ParsedFile>;
  /** Validates the parsed file's rows under a mapping, reporting progress. */
  validate(mapping: ColumnMapping, onProgress?: (done: number, total: number) => void): Promise<UploadRow[]>;
  /** Checks one edited row: field rules and domain lists (duplicates are decided on the page). */
  checkRow(row: number, values: RowValues): Promise<CheckedRow>;
  terminate(): void;
}

interface Pending<T> {
  resolve(value: T): void;
  reject(error: Error): void;
}

/**
 * Wraps a validation worker. One parse or validate runs at a time (a new one supersedes the one
 * before, which is rejected); row checks run beside it, matched by request id.
 */
export function createValidationClient(worker: WorkerLike): ValidationClient {
  let job:
    | (Pending<ParsedFile | UploadRow[]> & { kind: 'parse' | 'validate'; onProgress?: (done: number, total: number) => void })
    | undefined;
  const rowChecks = new Map<number, Pending<CheckedRow>>();
  let nextRequestId = 1;
  // numbers validations, so that the answers of a superseded one are ignored
  let validationId = 0;

  function settleJob(): typeof job {
    const current = job;
    job = undefined;
    return current;
  }

  worker.addEventListener('message', (event) => {
    const message = event.data;
    if (message.type === 'progress') {
      if (job?.kind === 'validate' && message.validationId === validationId) job.onProgress?.(message.done, message.total);
    } else if (message.type === 'parsed') {
      const { type: _type, ...parsed } = message;
      if (job?.kind === 'parse') settleJob()?.resolve(parsed);
    } else if (message.type === 'validated') {
      if (job?.kind === 'validate' && message.validationId === validationId) settleJob()?.resolve([...message.rows]);
    } else if (message.type === 'row-checked') {
      rowChecks.get(message.requestId)?.resolve(message.row);
      rowChecks.delete(message.requestId);
    } else if (message.requestId !== undefined) {
      rowChecks.get(message.requestId)?.reject(new Error(message.message));
      rowChecks.delete(message.requestId);
    } else settleJob()?.reject(new Error(message.message));
  });

  worker.addEventListener('error', () => {
    const error = new Error(S.workerFailed);
    settleJob()?.reject(error);
    for (const pending of rowChecks.values()) pending.reject(error);
    rowChecks.clear();
  });

  function startJob<T extends ParsedFile | UploadRow[]>(
    kind: 'parse' | 'validate',
    request: WorkerRequest,
    onProgress?: (done: number, total: number) => void,
  ): Promise<T> {
    settleJob()?.reject(new Error('Superseded by a newer request.'));
    return new Promise<T>((resolve, reject) => {
      job = { kind, resolve: resolve as (value: ParsedFile | UploadRow[]) => void, reject, onProgress };
      worker.postMessage(request);
    });
  }

  return {
    parse: (file) => startJob<ParsedFile>('parse', { type: 'parse', file }),
    validate(mapping, onProgress) {
      validationId += 1;
      return startJob<UploadRow[]>('validate', { type: 'validate', validationId, mapping }, onProgress);
    },
    checkRow(row, values) {
      const requestId = nextRequestId;
      nextRequestId += 1;
      return new Promise<CheckedRow>((resolve, reject) => {
        rowChecks.set(requestId, { resolve, reject });
        worker.postMessage({ type: 'check-row', requestId, row, values });
      });
    },
    terminate() {
      worker.terminate();
      settleJob()?.reject(new Error('The check was stopped.'));
      for (const pending of rowChecks.values()) pending.reject(new Error('The check was stopped.'));
      rowChecks.clear();
    },
  };
}

/** Starts the validation worker; Vite bundles it, with the domain lists, as its own file. */
export function startValidationWorker(): ValidationClient {
  return createValidationClient(new Worker(new URL('./validation.worker.ts', import.meta.url), { type: 'module' }));
}
