import { describe, expect, it } from 'vitest';

import { parseCsv } from '../../../shared/contacts/csv';

describe('parseCsv', () => {
  it('drops a byte-order mark so the first header reads as written', () => {
    const table = parseCsv('\uFEFFEmail,First Name\r\nana@acme.example,Ana\r\n');

    expect(table.headers).toEqual(['Email', 'First Name']);
    expect(table.rows).toEqual([['ana@acme.example', 'Ana']]);
  });

  it('detects semicolons when a file uses them', () => {
    const table = parseCsv('Email;Vorname\nana@acme.example;Ana\nben@acme.example;Ben');

    expect(table.delimiter).toBe(';');
    expect(table.rows).toEqual([
      ['ana@acme.example', 'Ana'],
      ['ben@acme.example', 'Ben'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    const table = parseCsv(
      'Email,Job Title\nana@acme.example,"Head of Sales, EMEA"\nben@acme.example,"Line one\nline two"\ncy@acme.example,"Said ""hi"""',
    );

    expect(table.delimiter).toBe(',');
    expect(table.rows.map((row) => row[1])).toEqual(['Head of Sales, EMEA', 'Line one\nline two', 'Said "hi"']);
  });

  it('skips blank lines and lines of empty cells', () => {
    const table = parseCsv('\n\nEmail,Name\n\nana@acme.example,Ana\n , \n,,\nben@acme.example,Ben\n\n');

    expect(table.headers).toEqual(['Email', 'Name']);
    expect(table.rows).toHaveLength(2);
  });

  it('names unnamed columns and evens out short and long rows', () => {
    const table = parseCsv(' Email ,,Phone\nana@acme.example\nben@acme.example,x,+1 555,extra');

    expect(table.headers).toEqual(['Email', 'Column 2', 'Phone']);
    expect(table.rows).toEqual([
      ['ana@acme.example', '', ''],
      ['ben@acme.example', 'x', '+1 555'],
    ]);
  });

  it('reports an unclosed quote as a problem', () => {
    const table = parseCsv('Email,Name\nana@acme.example,"Ana\n');

    expect(table.problems.length).toBeGreaterThan(0);
  });

  it('answers no headers for an empty file', () => {
    expect(parseCsv('').headers).toEqual([]);
    expect(parseCsv('\uFEFF\r\n').headers).toEqual([]);
  });
});
