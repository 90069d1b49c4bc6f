import { describe, expect, it } from 'vitest';

import { createEmailDomainClassifier } from '../../../../shared/contacts/email-domains';
import { EMPTY_ROW_VALUES } from '../../../../shared/contacts/import-fields';
import { rowState } from '../../../../shared/contacts/upload-rows';
import { createValidationClient, type WorkerLike } from '../../../../web/src/pages/contact-list/validation-client';
import { createValidationHandler, readFileText } from '../../../../web/src/pages/contact-list/validation-handler';
import type { WorkerRequest, WorkerResponse } from '../../../../web/src/pages/contact-list/validation-protocol';

/** The worker's handler behind the page's client, over an in-memory channel. */
function inMemoryWorker(): WorkerLike {
  const listeners: ((event: MessageEvent<WorkerResponse>) => void)[] = [];
  const handle = createValidationHandler(
    (message) =>
      queueMicrotask(() => listeners.forEach((listener) => listener({ data: message } as MessageEvent<WorkerResponse>))),
    () => createEmailDomainClassifier({ free: ['gmail.com'], disposable: ['yopmail.com'] }),
  );
  return {
    postMessage: (message: WorkerRequest) => void handle(message),
    addEventListener: (type: string, listener: (event: MessageEvent<WorkerResponse>) => void) => {
      if (type === 'message') listeners.push(listener);
    },
    terminate: () => undefined,
  };
}

const csv = (text: string) => new Blob([text], { type: 'text/csv' });

describe('the validation worker', () => {
  it('parses a file and guesses its mapping, then validates its rows with progress', async () => {
    const client = createValidationClient(inMemoryWorker());

    const parsed = await client.parse(csv('Email;Vorname;Firma\nana@acme.example;Ana;Acme\nben@gmail.com;Ben;G\n'));
    const progress: number[] = [];
    const rows = await client.validate(parsed.mapping, (done) => progress.push(done));

    expect(parsed).toMatchObject({ headers: ['Email', 'Vorname', 'Firma'], rowCount: 2, delimiter: ';' });
    expect(parsed.mapping).toEqual(['email', 'firstName', null]);
    expect(rows.map((row) => [rowState(row), row.reason])).toEqual([
      ['VALID', null],
      ['ERROR', 'NON_BUSINESS_DOMAINS'],
    ]);
    expect(progress).toEqual([2]);
  });

  it('ignores the answers of a superseded validation', async () => {
    const listeners: ((event: MessageEvent<WorkerResponse>) => void)[] = [];
    const sent: WorkerRequest[] = [];
    const client = createValidationClient({
      postMessage: (message: WorkerRequest) => void sent.push(message),
      addEventListener: (type: string, listener: (event: MessageEvent<WorkerResponse>) => void) => {
        if (type === 'message') listeners.push(listener);
      },
      terminate: () => undefined,
    });
    const emit = (message: WorkerResponse) =>
      listeners.forEach((listener) => listener({ data: message } as MessageEvent<WorkerResponse>));
    const row = (number: number) => ({
      row: number,
      values: { ...EMPTY_ROW_VALUES, email: `r${number}@acme.example` },
      email: `r${number}@acme.example`,
      missingEmail: false,
      fieldErrors: null,
      domainList: null,
      excluded: false,
      reason: null,
      duplicateOf: null,
    });

    const first = client.validate(['email']);
    const progress: number[] = [];
    const second = client.validate(['email'], (done) => progress.push(done));
    emit({ type: 'progress', validationId: 1, done: 1, total: 1 });
    emit({ type: 'validated', validationId: 1, rows: [row(99)] });
    emit({ type: 'progress', validationId: 2, done: 2, total: 2 });
    emit({ type: 'validated', validationId: 2, rows: [row(1), row(2)] });

    await expect(first).rejects.toThrow('Superseded by a newer request.');
    await expect(second).resolves.toEqual([row(1), row(2)]);
    expect(progress).toEqual([2]);
    expect(sent.map((message) => (message.type === 'validate' ? message.validationId : undefined))).toEqual([1, 2]);
  });

  it('checks an edited row on request', async () => {
    const client = createValidationClient(inMemoryWorker());

    const row = await client.checkRow(4, { ...EMPTY_ROW_VALUES, email: 'eve@yopmail.com' });

    expect(row).toMatchObject({ row: 4, email: 'eve@yopmail.com', domainList: 'DISPOSABLE' });
  });

  it('refuses a file without rows under its header, saying so', async () => {
    const client = createValidationClient(inMemoryWorker());

    await expect(client.parse(csv('Email,Name\n\n'))).rejects.toThrow('The file has a header row but no contacts under it.');
    await expect(client.parse(csv(''))).rejects.toThrow('The file is empty.');
  });

  it('reads a file that is not UTF-8 as Windows-1252', async () => {
    const bytes = new Uint8Array([0x50, 0x72, 0xe9, 0x6e, 0x6f, 0x6d]); // "Prénom" in Windows-1252

    await expect(readFileText(new Blob([bytes]))).resolves.toBe('Prénom');
  });
});
