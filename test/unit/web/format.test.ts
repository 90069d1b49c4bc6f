import { describe, expect, it } from 'vitest';

import { EMPTY_VALUE, formatDate, formatEnumLabel, formatPersonName } from '../../../web/src/app/format';

describe('formatEnumLabel', () => {
  it('reads enumeration values as words', () => {
    expect(formatEnumLabel('IN_PROGRESS')).toBe('In progress');
    expect(formatEnumLabel('NEW')).toBe('New');
    expect(formatEnumLabel('DO_NOT_CONTACT')).toBe('Do not contact');
  });

  it('shows the placeholder for an empty value', () => {
    expect(formatEnumLabel('')).toBe(EMPTY_VALUE);
  });
});

describe('formatPersonName', () => {
  it('joins the parts that are there', () => {
    expect(formatPersonName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(formatPersonName(undefined, 'Lovelace')).toBe('Lovelace');
    expect(formatPersonName(' Ada ', '  ')).toBe('Ada');
  });

  it('shows the placeholder when there is no name', () => {
    expect(formatPersonName(undefined, undefined)).toBe(EMPTY_VALUE);
  });
});

describe('formatDate', () => {
  it('shows a date in the given locale', () => {
    expect(formatDate('2026-11-21T12:00:00.000Z', 'en-GB')).toBe('21 Nov 2026');
  });

  it('shows the placeholder for something that is not a date', () => {
    expect(formatDate('soon', 'en-GB')).toBe(EMPTY_VALUE);
  });
});
