import { describe, expect, it } from 'vitest';

import { parseCsv } from '../../../shared/contacts/csv';
import { createBundledEmailDomainClassifier } from '../../../shared/contacts/email-domain-lists';
import { createEmailDomainClassifier, emailDomainOf } from '../../../shared/contacts/email-domains';
import { guessMapping } from '../../../shared/contacts/header-mapping';
import { EMPTY_ROW_VALUES, type RowValues } from '../../../shared/contacts/import-fields';
import {
  checkUploadRow,
  chunk,
  contactsToImport,
  countRows,
  distinctEmails,
  resolveRows,
  rowState,
} from '../../../shared/contacts/upload-rows';
import { rowValuesOf, validateTable } from '../../../shared/contacts/validate-table';

const classify = createEmailDomainClassifier({
  free: ['gmail.com', 'web.de', 'mailinator.com'],
  disposable: ['mailinator.com', 'yopmail.com'],
  disposableWildcards: ['33mail.com'],
});

const checked = (row: number, email: string, values: Partial<RowValues> = {}) =>
  checkUploadRow(row, { ...EMPTY_ROW_VALUES, email, ...values }, classify);

describe('email domain lists', () => {
  it('tells free-mail from disposable domains, disposable winning when a domain is on both', () => {
    expect(classify('gmail.com')).toBe('FREE');
    expect(classify('yopmail.com')).toBe('DISPOSABLE');
    expect(classify('mailinator.com')).toBe('DISPOSABLE');
    expect(classify('acme.example')).toBeNull();
  });

  it('flags sub-domains of a wildcard disposable domain', () => {
    expect(classify('ana.33mail.com')).toBe('DISPOSABLE');
    expect(classify('33mail.com')).toBe('DISPOSABLE');
    expect(classify('not33mail.com')).toBeNull();
  });

  it('reads the domain of an address in lower case', () => {
    expect(emailDomainOf('Ana@Mail.Acme.Example')).toBe('mail.acme.example');
  });

  it('knows the well-known providers from the bundled packages', () => {
    const bundled = createBundledEmailDomainClassifier();

    expect(['gmail.com', 'yahoo.com', 'outlook.com', 'gmx.de'].map(bundled)).toEqual(['FREE', 'FREE', 'FREE', 'FREE']);
    expect(['guerrillamail.com', '10minutemail.com'].map(bundled)).toEqual(['DISPOSABLE', 'DISPOSABLE']);
    expect(bundled('reachwise.example')).toBeNull();
  });
});

describe('resolveRows', () => {
  it('gives NON_BUSINESS_DOMAINS to free-mail and disposable addresses, keeping which list matched', () => {
    const rows = resolveRows([checked(1, 'ana@gmail.com'), checked(2, 'ben@yopmail.com')], new Set());

    expect(rows.map((row) => [row.reason, row.domainList])).toEqual([
      ['NON_BUSINESS_DOMAINS', 'FREE'],
      ['NON_BUSINESS_DOMAINS', 'DISPOSABLE'],
    ]);
  });

  it('gives UPLOAD_DUPLICATE_EMAILS to a later row with the same email in another case, naming the first row', () => {
    const rows = resolveRows(
      [checked(1, 'ana@acme.example'), checked(2, 'ben@acme.example'), checked(3, ' ANA@Acme.Example')],
      new Set(),
    );

    expect(rows.map((row) => row.reason)).toEqual([null, null, 'UPLOAD_DUPLICATE_EMAILS']);
    expect(rows[2]?.duplicateOf).toBe(1);
  });

  it('gives DB_DUPLICATE_EMAILS to an email a contact of the instance already has', () => {
    const rows = resolveRows([checked(1, 'ana@acme.example'), checked(2, 'ben@acme.example')], new Set(['ben@acme.example']));

    expect(rows.map((row) => row.reason)).toEqual([null, 'DB_DUPLICATE_EMAILS']);
  });

  it('gives MISSING_EMAILS to a row without an email', () => {
    const rows = resolveRows([checked(1, '', { firstName: 'Ana' })], new Set());

    expect(rows[0]?.reason).toBe('MISSING_EMAILS');
    expect(rows[0] === undefined ? undefined : rowState(rows[0])).toBe('ERROR');
  });

  it('leaves an invalid email to its field error, without a reason', () => {
    const [row] = resolveRows([checked(1, 'ana@@acme')], new Set());

    expect(row?.reason).toBeNull();
    expect(row?.fieldErrors).toEqual({ email: 'Enter a valid email address.' });
    expect(row === undefined ? undefined : rowState(row)).toBe('ERROR');
  });

  it('makes the duplicate the first of its email once the row before it is excluded', () => {
    const rows = resolveRows([{ ...checked(1, 'ana@acme.example'), excluded: true }, checked(2, 'ana@acme.example')], new Set());

    expect(rows.map((row) => [rowState(row), row.reason])).toEqual([
      ['EXCLUDED', null],
      ['VALID', null],
    ]);
  });

  it('keeps the row objects whose outcome did not change', () => {
    const first = resolveRows([checked(1, 'ana@acme.example'), checked(2, 'ben@gmail.com')], new Set());
    const second = resolveRows(first, new Set());

    expect(second[0]).toBe(first[0]);
    expect(second[1]).toBe(first[1]);
  });
});

describe('validateTable', () => {
  const file = [
    'Email,First Name,Phone,Mobile,Company',
    'ana@acme.example,Ana,+1 555 0100,+1 555 0199,Acme',
    'ben@gmail.com,Ben,,,Gmail',
    'ANA@acme.example,Ana again,,,Acme',
    ',Nobody,,,None',
    'cy@acme,Cy,,,Acme',
  ].join('\n');

  it('finds every reason and field error in one pass, agreeing with resolveRows', () => {
    const table = parseCsv(file);
    const progress: number[] = [];
    const rows = validateTable(table, guessMapping(table.headers), classify, (done) => progress.push(done));

    expect(rows.map((row) => [row.row, rowState(row), row.reason])).toEqual([
      [1, 'VALID', null],
      [2, 'ERROR', 'NON_BUSINESS_DOMAINS'],
      [3, 'ERROR', 'UPLOAD_DUPLICATE_EMAILS'],
      [4, 'ERROR', 'MISSING_EMAILS'],
      [5, 'ERROR', null],
    ]);
    expect(resolveRows(rows, new Set())).toEqual(rows);
    expect(progress.at(-1)).toBe(5);
    expect(rows[0]?.values.phoneNumbers).toBe('+1 555 0100; +1 555 0199');
  });

  it('counts rows, lists the distinct emails and imports only the valid rows', () => {
    const table = parseCsv(file);
    const rows = validateTable(table, guessMapping(table.headers), classify);

    expect(countRows(rows)).toEqual({ total: 5, valid: 1, errors: 4, excluded: 0 });
    expect(distinctEmails(rows)).toEqual(['ana@acme.example', 'ben@gmail.com']);
    expect(contactsToImport(rows)).toEqual([
      {
        email: 'ana@acme.example',
        firstName: 'Ana',
        lastName: undefined,
        jobTitle: undefined,
        phoneNumbers: ['+1 555 0100', '+1 555 0199'],
        linkedInUrl: undefined,
        timeZone: undefined,
      },
    ]);
  });

  it('reads a time zone column: a known zone is imported, any other is an error of the row naming the column', () => {
    const table = parseCsv(
      ['Email,Time Zone', 'ana@acme.example,America/New_York', 'bo@acme.example,Eastern Time', 'cy@acme.example,'].join('\n'),
    );
    const rows = validateTable(table, guessMapping(table.headers), classify);

    expect(rows.map((row) => [row.row, rowState(row), row.fieldErrors])).toEqual([
      [1, 'VALID', null],
      [2, 'ERROR', { timeZone: 'Time zone must be an IANA name such as Europe/Paris.' }],
      [3, 'VALID', null],
    ]);
    expect(contactsToImport(rows).map((contact) => [contact.email, contact.timeZone])).toEqual([
      ['ana@acme.example', 'America/New_York'],
      ['cy@acme.example', undefined],
    ]);
  });

  it('reads only mapped columns', () => {
    expect(rowValuesOf(['ana@acme.example', 'Ana', 'Acme'], ['email', null, null])).toEqual({
      ...EMPTY_ROW_VALUES,
      email: 'ana@acme.example',
    });
  });
});

describe('chunk', () => {
  it('splits a list into chunks of at most the given size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 100)).toEqual([]);
  });
});
