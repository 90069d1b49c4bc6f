import { describe, expect, it } from 'vitest';

import { ownWords, REPLY_TEXT_MAX_LENGTH } from '../../../functions/core/replies/quoted-text';

const OURS = 'Hi Bob,\nWorth a 15-minute look?\nP.S. Not the right person? Reply "stop" and I won\'t write again.';
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

describe('ownWords', () => {
  it.each([
    [
      'Gmail, attribution wrapped over two lines',
      `On Tue, 1 Dec 2026 at 09:12, Ana Silva <ana.silva@acme.example>\nwrote:\n\n${quoted(OURS)}`,
    ],
    ['Apple Mail', `On 1 Dec 2026, at 09:12, Ana Silva <ana.silva@acme.example> wrote:\n\n${quoted(OURS)}`],
    ['Gmail in French', `Le mar. 1 déc. 2026 à 09:12, Ana Silva <ana.silva@acme.example> a écrit :\n\n${quoted(OURS)}`],
    ['Gmail in German', `Am Di., 1. Dez. 2026 um 09:12 Uhr schrieb Ana Silva <ana.silva@acme.example>:\n\n${quoted(OURS)}`],
    ['Gmail in Spanish', `El mar, 1 dic 2026 a las 9:12, Ana Silva (<ana.silva@acme.example>)\nescribió:\n\n${quoted(OURS)}`],
    ['Outlook’s separator', `-----Original Message-----\nFrom: Ana Silva\nSent: Tuesday\n\n${OURS}`],
    [
      'Outlook’s header block',
      `________________________________\nFrom: Ana Silva <ana.silva@acme.example>\nSent: Tuesday, December 1, 2026 9:12 AM\nTo: Bob\nSubject: Pallets\n\n${OURS}`,
    ],
    [
      'Outlook’s header block without a rule',
      `From: Ana Silva <ana.silva@acme.example>\nSent: Tuesday, December 1, 2026 9:12 AM\n\n${OURS}`,
    ],
    ['Outlook in French', `De : Ana Silva <ana.silva@acme.example>\nEnvoyé : mardi 1 décembre 2026 09:12\nÀ : Bob\n\n${OURS}`],
    ['Outlook in German', `Von: Ana Silva <ana.silva@acme.example>\nGesendet: Dienstag, 1. Dezember 2026 09:12\n\n${OURS}`],
    ['Outlook in Spanish', `-----Mensaje original-----\nDe: Ana Silva\nEnviado el: martes\n\n${OURS}`],
    ['a bare > quote', quoted(OURS)],
    ['a forwarded message', `---------- Forwarded message ---------\nFrom: Ana Silva\n\n${OURS}`],
  ])('cuts the quoted history of %s', (_label, history) => {
    expect(ownWords(`Thanks, tell me more.\r\n\r\n${history.replace(/\n/g, '\r\n')}`)).toBe('Thanks, tell me more.');
  });

  it('drops > lines wherever they stand, keeping the answers between them', () => {
    expect(ownWords('> Worth a look?\nYes.\n> Reply stop to opt out\nNo need.')).toBe('Yes.\nNo need.');
  });

  it('drops the signature after "-- " and the mobile footer', () => {
    expect(ownWords('Call me Tuesday.\n\n-- \nBob Turner\nHead of Ops')).toBe('Call me Tuesday.');
    expect(ownWords('Call me Tuesday.\n\nSent from my iPhone')).toBe('Call me Tuesday.');
  });

  it('keeps a reply that merely mentions writing, or starts a line with "On"', () => {
    const text = 'On Monday we can talk.\nMy colleague wrote: the sensors look good.';
    expect(ownWords(text)).toBe(text);
  });

  it(`caps the words at ${REPLY_TEXT_MAX_LENGTH} characters`, () => {
    expect(ownWords('a'.repeat(REPLY_TEXT_MAX_LENGTH + 10))).toHaveLength(REPLY_TEXT_MAX_LENGTH);
  });
});
