import { describe, expect, it } from 'vitest';

import { findReturnDate, noticeLanguage } from '../../../functions/core/replies/return-date';

const DEC_1 = new Date('2026-12-01T09:00:00Z');
const DEC_20 = new Date('2026-12-20T09:00:00Z');

describe('findReturnDate', () => {
  it.each([
    ['I am out of the office until Monday, 7 December.', '2026-12-07'],
    ['I will be back on Dec 3rd.', '2026-12-03'],
    ['I will return on 14 December 2026.', '2026-12-14'],
    ['Away from 1 Dec; back in the office on the 9th of December.', '2026-12-09'],
    ['I am on leave until December 21.', '2026-12-21'],
    ['Returning 2026-12-15.', '2026-12-15'],
  ])('reads English: "%s"', (text, date) => {
    expect(findReturnDate(text, DEC_1)).toBe(date);
  });

  it.each([
    ["Je suis absente du bureau jusqu'au 8 décembre inclus.", '2026-12-08'],
    ['Je serai de retour le 1er décembre 2027.', '2027-12-01'],
    ["Je suis absent jusqu'au 03/12.", '2026-12-03'],
  ])('reads French: "%s"', (text, date) => {
    expect(findReturnDate(text, DEC_1)).toBe(date);
  });

  it.each([
    ['Ich bin bis einschließlich 11.12.2026 nicht im Büro.', '2026-12-11'],
    ['Ich bin im Urlaub und ab dem 3. Dezember wieder erreichbar.', '2026-12-03'],
    ['Ich bin bis zum 04.12. nicht erreichbar.', '2026-12-04'],
  ])('reads German: "%s"', (text, date) => {
    expect(findReturnDate(text, DEC_1)).toBe(date);
  });

  it.each([
    ['Estoy fuera de la oficina hasta el 9 de diciembre.', '2026-12-09'],
    ['Estoy de vacaciones. Regreso el 07/12/2026.', '2026-12-07'],
    ['Estaré fuera hasta el 2 de enero de 2027.', '2027-01-02'],
  ])('reads Spanish: "%s"', (text, date) => {
    expect(findReturnDate(text, DEC_1)).toBe(date);
  });

  it('reads numeric dates day first, month first only in US English or when no other reading is possible', () => {
    expect(findReturnDate('Je suis absent, de retour le 04/01/2027.', DEC_1)).toBe('2027-01-04');
    expect(findReturnDate('I will be back on 04/01/2027.', DEC_1)).toBe('2027-01-04');
    expect(findReturnDate('I will be back on 12/14/2026.', DEC_1)).toBe('2026-12-14');
    expect(findReturnDate('I will be back on 12/10/2026. Office hours 8am-5pm ET.', DEC_1)).toBe('2026-12-10');
    expect(findReturnDate('I will be back on 12/10/2026.', DEC_1)).toBe('2026-10-12');
  });

  it('takes a date without a year as the next one on or after the notice: across the new year', () => {
    expect(findReturnDate('Back on Jan 12.', DEC_20)).toBe('2027-01-12');
    expect(findReturnDate('Ich bin ab dem 3. Januar wieder erreichbar.', DEC_20)).toBe('2027-01-03');
    expect(findReturnDate('Back on 20 December.', DEC_20)).toBe('2026-12-20');
    expect(findReturnDate('Back on 19 December.', DEC_20)).toBe('2027-12-19');
  });

  it('keeps a date written with a year as written, even in the past (the caller decides what a past date means)', () => {
    expect(findReturnDate('I was away until 3 March 2025.', DEC_1)).toBe('2025-03-03');
  });

  it('finds no date when none follows a return or until word, or the date does not exist', () => {
    expect(findReturnDate('I am travelling with limited access to email.', DEC_1)).toBeUndefined();
    expect(findReturnDate('Sent on 3 December. I am away.', DEC_1)).toBeUndefined();
    expect(findReturnDate('Back on 31 November.', DEC_1)).toBeUndefined();
    expect(findReturnDate('Back on 29 February 2027.', DEC_1)).toBeUndefined();
  });

  it('takes 29 February without a year as the next leap year’s', () => {
    expect(findReturnDate('Back on 29 February.', DEC_1)).toBe('2028-02-29');
  });

  it('reads a year-less date only when the notice is dated', () => {
    expect(findReturnDate('Back on 7 December.', undefined)).toBeUndefined();
    expect(findReturnDate('Back on 7 December 2026.', undefined)).toBe('2026-12-07');
  });
});

describe('noticeLanguage', () => {
  it.each([
    ['I am out of the office until Monday.', 'en'],
    ["Je suis absente du bureau jusqu'au 8 décembre.", 'fr'],
    ['Ich bin bis Freitag nicht im Büro.', 'de'],
    ['Estoy fuera de la oficina hasta el lunes.', 'es'],
  ])('reads "%s" as %s', (text, language) => {
    expect(noticeLanguage(text)).toBe(language);
  });
});
