import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { beforeAll, describe, expect, it } from 'vitest';

import { classifyInbound, INBOUND_CLASSES, type Classification } from '../../../functions/core/replies/classify';
import { parseInboundMail } from '../../../functions/core/replies/inbound-mail';
import { labelledMessages, type InboundLabel } from '../../fixtures/inbound-mail/labelled-set';

const FIXTURES = fileURLToPath(new URL('../../fixtures/inbound-mail/', import.meta.url));
const messages = labelledMessages();
const results = new Map<string, Classification>();

beforeAll(async () => {
  for (const { file, raw } of messages) results.set(file, classifyInbound(await parseInboundMail(raw)));
});

function result(file: string): Classification {
  const classification = results.get(file);
  if (!classification) throw new Error(`${file} was not classified`);
  return classification;
}

/** A mail client's unsubscribe request to our List-Unsubscribe mailto: no thread, often no words of the person's. */
function unsubscribeRequest(file: string): boolean {
  return /^stop-[a-z]{2}-mailto-/.test(file);
}

describe('the labelled set of inbound messages', () => {
  it('labels every .eml file of the folder, and nothing else', () => {
    const files = readdirSync(FIXTURES).filter((file) => file.endsWith('.eml'));
    expect(messages.map(({ file }) => file).sort()).toEqual(files.sort());
  });

  it('covers every class, with enough of each to mean something', () => {
    const count = (predicate: (label: InboundLabel) => boolean) => messages.filter(({ label }) => predicate(label)).length;
    expect(messages.length).toBeGreaterThanOrEqual(200);
    expect(count((label) => label.class === 'REPLY' && label.interest !== 'NOT_INTERESTED')).toBeGreaterThanOrEqual(14);
    expect(count((label) => label.interest === 'NOT_INTERESTED' && label.class === 'REPLY')).toBeGreaterThanOrEqual(6);
    expect(count((label) => label.class === 'STOP')).toBeGreaterThanOrEqual(8);
    expect(count((label) => label.class === 'OUT_OF_OFFICE')).toBeGreaterThanOrEqual(12);
    expect(count((label) => label.class === 'AUTO_REPLY')).toBeGreaterThanOrEqual(6);
    expect(count((label) => label.class === 'HARD_BOUNCE')).toBeGreaterThanOrEqual(40);
    expect(count((label) => label.class === 'SOFT_BOUNCE')).toBeGreaterThanOrEqual(25);
    expect(count((label) => label.class === 'BLOCKED')).toBeGreaterThanOrEqual(20);
    expect(count((label) => label.class === 'COMPLAINT')).toBeGreaterThanOrEqual(6);
    expect(count((label) => label.class === 'LEFT_COMPANY')).toBeGreaterThanOrEqual(6);
    expect(count((label) => label.referral === true)).toBeGreaterThanOrEqual(6);
    for (const kind of INBOUND_CLASSES) expect(count((label) => label.class === kind)).toBeGreaterThan(0);
  });

  describe.each(messages.map(({ file, label }) => ({ file, label })))('$file', ({ file, label }) => {
    it(`is ${label.class}`, () => {
      const { kind, returnDate, interest, status, referral, reason } = result(file);
      // what the label states, and only that: an absence notice's return date is checked even when the label has none
      const labelled = {
        kind: label.class,
        ...(label.class === 'OUT_OF_OFFICE' ? { returnDate: label.returnDate } : {}),
        ...(label.interest ? { interest: label.interest } : {}),
        ...(label.status ? { status: label.status } : {}),
        ...(label.class === 'REPLY' ? { referral: label.referral } : {}),
      };
      const found = Object.fromEntries(
        Object.keys(labelled).map((key) => [key, { kind, returnDate, interest, status, referral }[key as keyof typeof labelled]]),
      );
      expect(found, reason).toEqual(labelled);
    });

    if (['REPLY', 'STOP', 'LEFT_COMPANY', 'HARD_BOUNCE', 'SOFT_BOUNCE', 'BLOCKED', 'COMPLAINT'].includes(label.class)) {
      if (file.startsWith('dsn-exim-delayed-') || unsubscribeRequest(file)) {
        // Exim's delay warning returns no copy of the message; a mail client's unsubscribe request
        // (our List-Unsubscribe mailto) names no thread: its contact is found by address
        it('refers to no email', () => {
          expect(result(file).refersTo).toEqual([]);
        });
      } else {
        it('refers to the email it answers or reports on', () => {
          expect(result(file).refersTo[0]).toMatch(/^<01JABCDEF_contact\d+_0@acme\.example>$/);
        });
      }
    }

    if (label.class === 'HARD_BOUNCE' || label.class === 'SOFT_BOUNCE' || label.class === 'BLOCKED') {
      it('names the failed recipient', () => {
        expect(result(file).recipient).toMatch(/^[^@\s<>]+@[\w.-]+\.example(?:\.(?:com|net|org))?$/);
      });
    }

    if ((label.class === 'REPLY' || label.class === 'STOP') && !unsubscribeRequest(file)) {
      it("keeps only the person's own words", () => {
        const { replyText } = result(file);
        expect(replyText).toBeTruthy();
        expect(replyText).not.toMatch(/Nordlicht|P\.S\./);
      });
    }
  });
});

it('reads the fixtures as raw bytes too', async () => {
  const first = messages[0];
  if (!first) throw new Error('no fixtures');
  const fromBytes = classifyInbound(await parseInboundMail(new Uint8Array(readFileSync(`${FIXTURES}${first.file}`))));
  expect(fromBytes).toEqual(result(first.file));
});
