import { describe, expect, it } from 'vitest';

import { createEmailDomainClassifier } from '../../../../shared/contacts/email-domains';
import { EMPTY_ROW_VALUES } from '../../../../shared/contacts/import-fields';
import { checkUploadRow, countRows, resolveRows, type UploadRow } from '../../../../shared/contacts/upload-rows';
import {
  excludeRowsWithErrors,
  filterRows,
  replaceRow,
  ROW_FILTER_LABELS,
  rowProblems,
  setExcluded,
} from '../../../../web/src/pages/contact-list/upload-state';

const classify = createEmailDomainClassifier({ free: ['gmail.com'], disposable: ['yopmail.com'] });
const checked = (row: number, email: string) => checkUploadRow(row, { ...EMPTY_ROW_VALUES, email }, classify);

function upload(existing: ReadonlySet<string> = new Set()): UploadRow[] {
  return resolveRows(
    [
      checked(1, 'ana@acme.example'),
      checked(2, 'ben@gmail.com'),
      checked(3, 'ana@acme.example'),
      checked(4, ''),
      checked(5, 'cy@@acme'),
      checked(6, 'dora@acme.example'),
      checked(7, 'eve@yopmail.com'),
    ],
    existing,
  );
}

describe('the preview filter', () => {
  it("offers 'YES (Errors Only)' and 'NO (Valid Only)' beside all and excluded rows", () => {
    expect(Object.values(ROW_FILTER_LABELS)).toEqual(['All rows', 'YES (Errors Only)', 'NO (Valid Only)', 'Excluded']);
  });

  it('shows the rows with errors under YES and the valid ones under NO', () => {
    const rows = upload(new Set(['dora@acme.example']));

    expect(filterRows(rows, 'YES').map((row) => row.row)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(filterRows(rows, 'NO').map((row) => row.row)).toEqual([1]);
    expect(filterRows(rows, 'ALL')).toHaveLength(7);
  });
});

describe('row problems', () => {
  it('says what is wrong with each row in words', () => {
    const rows = upload(new Set(['dora@acme.example']));

    expect(rows.map(rowProblems)).toEqual([
      [],
      ['Not a business email: gmail.com is a free-mail provider.'],
      ['Duplicate: the same email is in row 1.'],
      ['No email address.'],
      ['Email: Enter a valid email address.'],
      ['Already a contact of this instance.'],
      ['Not a business email: yopmail.com is a disposable-email service.'],
    ]);
  });
});

describe('excluding and fixing rows', () => {
  it('excludes every row with errors at once and leaves none blocking the import', () => {
    const { rows, excluded } = excludeRowsWithErrors(upload(), new Set());

    expect(excluded).toBe(5);
    expect(countRows(rows)).toEqual({ total: 7, valid: 2, errors: 0, excluded: 5 });
  });

  it('includes an excluded row again with its error', () => {
    const excluded = setExcluded(upload(), new Set([2]), true, new Set());
    const included = setExcluded(excluded, new Set([2]), false, new Set());

    expect(filterRows(excluded, 'EXCLUDED').map((row) => row.row)).toEqual([2]);
    expect(filterRows(included, 'YES').map((row) => row.row)).toContain(2);
  });

  it('checks a fixed row again, duplicates included', () => {
    const rows = upload();

    const fixed = replaceRow(rows, checked(5, 'cy@acme.example'), new Set());
    const nowDuplicate = replaceRow(fixed, checked(6, 'CY@acme.example'), new Set());

    expect(filterRows(fixed, 'NO').map((row) => row.row)).toEqual([1, 5, 6]);
    expect(nowDuplicate.find((row) => row.row === 6)?.reason).toBe('UPLOAD_DUPLICATE_EMAILS');
  });

  it('clears the duplicate when the first row of the email changes its address', () => {
    const rows = replaceRow(upload(), checked(1, 'anna@acme.example'), new Set());

    expect(rows.find((row) => row.row === 3)?.reason).toBeNull();
  });
});
