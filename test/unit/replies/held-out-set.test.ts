import { readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { INBOUND_CLASSES } from '../../../functions/core/replies/classify';
import { parseInboundMail } from '../../../functions/core/replies/inbound-mail';
import { HELD_OUT_PATH, heldOutMessages, labelledMessages, type InboundLabel } from '../../fixtures/inbound-mail/labelled-set';

// The held-out set is only measured by the classifier's bench: this checks the set itself, never
// what the classifier makes of it.
const messages = heldOutMessages();
const FIELDS = ['class', 'returnDate', 'interest', 'status', 'referral'];
const INTERESTS = ['INTERESTED', 'NOT_INTERESTED', 'NEUTRAL'];

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** What is wrong with a label: an unknown class or field, or a field missing, misplaced or malformed. */
function labelProblems(label: InboundLabel): string[] {
  const problems = Object.keys(label)
    .filter((key) => !FIELDS.includes(key))
    .map((key) => `unknown field ${key}`);
  if (!(INBOUND_CLASSES as readonly string[]).includes(label.class)) problems.push(`unknown class ${label.class}`);

  if (label.returnDate !== undefined && label.class !== 'OUT_OF_OFFICE') problems.push('a return date outside an absence notice');
  if (label.returnDate !== undefined && !isCalendarDate(label.returnDate)) problems.push(`return date ${label.returnDate}`);

  const withInterest = label.class === 'REPLY' || label.class === 'STOP';
  if (withInterest && !INTERESTS.includes(label.interest ?? '')) problems.push(`interest ${label.interest ?? 'missing'}`);
  if (!withInterest && label.interest !== undefined) problems.push(`an interest on ${label.class}`);
  if (label.class === 'STOP' && label.interest !== 'NOT_INTERESTED')
    problems.push('a request to stop that is not NOT_INTERESTED');

  if (label.referral !== undefined && (label.class !== 'REPLY' || label.referral !== true))
    problems.push('a referral outside a reply');

  // a report without a machine-readable status (qmail, Domino, Exchange 2003) is labelled without one;
  // a full mailbox or an oversized message may come as 5.x.x and is still soft
  const statusPattern = {
    HARD_BOUNCE: /^5\.\d{1,3}\.\d{1,3}$/,
    SOFT_BOUNCE: /^(?:4\.\d{1,3}\.\d{1,3}|5\.(?:2\.[23]|3\.\d{1,3}))$/,
    BLOCKED: /^5\.7\.\d{1,3}$/,
  }[label.class as string];
  if (statusPattern && label.status !== undefined && !statusPattern.test(label.status)) problems.push(`status ${label.status}`);
  if (!statusPattern && label.status !== undefined) problems.push(`a status on ${label.class}`);
  return problems;
}

describe('the held-out set of inbound messages', () => {
  it('labels every .eml file of its folder, and nothing else', () => {
    const files = readdirSync(HELD_OUT_PATH).filter((file) => file.endsWith('.eml'));
    expect(messages.map(({ file }) => file).sort()).toEqual(files.sort());
  });

  it('reads every file, none of them a copy of a message of the labelled set', () => {
    const labelled = new Set(labelledMessages().map(({ raw }) => Buffer.from(raw).toString('base64')));
    for (const { file, raw } of messages) {
      expect(raw.byteLength, file).toBeGreaterThan(0);
      expect(labelled.has(Buffer.from(raw).toString('base64')), file).toBe(false);
    }
  });

  it('covers every class', () => {
    const count = (predicate: (label: InboundLabel) => boolean) => messages.filter(({ label }) => predicate(label)).length;
    expect(messages.length).toBeGreaterThanOrEqual(100);
    for (const kind of INBOUND_CLASSES)
      expect(
        count((label) => label.class === kind),
        kind,
      ).toBeGreaterThan(0);
    expect(count((label) => label.class === 'REPLY' && label.interest === 'NOT_INTERESTED')).toBeGreaterThanOrEqual(2);
  });

  describe.each(messages.map(({ file, label }) => ({ file, label })))('$file', ({ file, label }) => {
    it('has a well-formed label', () => {
      expect(labelProblems(label)).toEqual([]);
    });

    it('parses as mail from a reserved domain, about an email the held-out sequence sent (when it names one)', async () => {
      const raw = messages.find((message) => message.file === file)?.raw;
      if (!raw) throw new Error(`${file} was not read`);
      const mail = await parseInboundMail(raw);
      expect(mail.from).toMatch(/@([\w-]+\.)*(example|example\.com|example\.net|example\.org)$/);
      expect(mail.subject).not.toBe('');
      expect(mail.date).toBeInstanceOf(Date);
      // a complaint in Hotmail's older format is only the reported message, attached
      expect(mail.text.trim() !== '' || mail.originalHeaders !== undefined, 'a text, or an attached message').toBe(true);
      // Exim's delay warning returns no copy of the message: it names no email
      const named = [mail.text, mail.originalHeaders, mail.deliveryStatus, mail.inReplyTo].join('\n');
      expect(named).not.toMatch(/01JABCDEF_/);
      const namesOurs = /<01JHELDOUT_contact\d+_0@acme\.example>/.test(named);
      expect(namesOurs || file.startsWith('dsn-exim-delayed-'), 'names a held-out email').toBe(true);
    });
  });
});
