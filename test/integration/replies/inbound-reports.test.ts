import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createCadenceRunStore } from '../../../functions/adapters/dynamodb/cadence-run-store';
import { createEmailReviewStore } from '../../../functions/adapters/dynamodb/review-store';
import { createSendStore } from '../../../functions/adapters/dynamodb/send-store';
import { inboundMailHandler } from '../../../functions/composition/inbound-mail';
import type { InboundMailHandler, MailboxRef } from '../../../functions/core/ports/inbound-mail';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import { JOBS } from '../../../shared/platform/jobs';
import { REPORT_FORMATS } from '../../fixtures/inbound-mail/formats/delivery-reports';
import { BLOCKED_FAILURES, HARD_FAILURES, SOFT_FAILURES, type Failure } from '../../fixtures/inbound-mail/formats/failures';
import { arfReport, autoAnswer, hotmailComplaint } from '../../fixtures/inbound-mail/formats/machine-messages';
import { seeded, type OurEmail } from '../../fixtures/inbound-mail/formats/mime';
import { personReply } from '../../fixtures/inbound-mail/formats/person-replies';
import { jobWiring, type SeededCampaign } from '../../support/generation';
import { installDeps, settableClock, type TestDeps } from '../../support/http';
import { writeFollowUp } from '../../support/sending';
import { smtpSending } from '../../support/sending-world';
import { sentWorld as sendFirstEmail } from '../../support/reply-world';
import { useTestTable } from '../../support/table-per-file';

// Real report formats (the labelled set's writers) about an email the campaign really sent: what
// each class the mailbox reads does to the email, the contact, its cadence and the sender's counts.
const table = useTestTable();
const clock = settableClock('2026-03-02T10:00:00.000Z');
let deps: TestDeps;
let handle: InboundMailHandler;

beforeAll(() => {
  deps = installDeps(table, clock);
  handle = inboundMailHandler(jobWiring(JOBS.inboundConsumer, clock));
});

beforeEach(() => {
  clock.set('2026-03-02T10:00:00.000Z');
  deps.queues.take('sending');
  deps.queues.take('generation');
});

const { planUntilQueued } = smtpSending({ deps: () => deps, clock, server: () => ({ port: 0, password: '' }), prefix: 'rpt' });

interface SentWorld {
  readonly world: SeededCampaign;
  readonly email: EmailMessageItem;
  readonly mailbox: MailboxRef;
  /** our email as the report formats write it back */
  readonly ours: OurEmail;
}

async function sentWorld(): Promise<SentWorld> {
  const sent = await sendFirstEmail(deps, clock, planUntilQueued, 'rpt');
  const ours: OurEmail = {
    n: sent.n,
    messageId: sent.messageId,
    to: sent.email.contactEmail ?? '',
    toName: 'Dana Buyer',
    subject: sent.email.subject ?? '',
    minutes: 0,
  };
  return { world: sent.world, email: sent.email, mailbox: sent.mailbox, ours };
}

function report(sent: SentWorld, format: string, failure: Failure): Uint8Array {
  const writer = REPORT_FORMATS.find(({ name }) => name === format);
  if (!writer) throw new Error(`no format ${format}`);
  const raw = writer.write({
    email: sent.ours,
    failure,
    random: seeded(sent.ours.n),
    mta: 'mx.relay.example',
    remote: 'mx1.buyer.example',
    ip: '198.51.100.7',
    delayed: false,
  });
  return new TextEncoder().encode(raw.replace(/\n/g, '\r\n'));
}

function failureWith(failures: readonly Failure[], status: string): Failure {
  const found = failures.find((failure) => failure.status === status);
  if (!found) throw new Error(`no failure ${status}`);
  return found;
}

async function emailOf(sent: SentWorld, id = sent.email.id): Promise<EmailMessageItem> {
  return deps.repos.emailMessages.get(sent.world.ctx, id);
}

async function contactOf(sent: SentWorld) {
  return deps.repos.contacts.get(sent.world.ctx, sent.world.contactIds[0] ?? '');
}

function runOf(sent: SentWorld) {
  return createCadenceRunStore(table.client, table.tableName).get(
    sent.world.ctx,
    sent.world.contactIds[0] ?? '',
    sent.world.campaign.id,
  );
}

function mailboxOutcomes(sent: SentWorld) {
  return createSendStore(table.client, table.tableName).outcomes(
    sent.world.ctx,
    sent.mailbox.senderEmail,
    '2026-03-01',
    '2026-03-31',
  );
}

describe('a policy or spam refusal (BLOCKED)', () => {
  it('bounces the email with the refusal as its reason and counts toward the sender, the contact staying mailable', async () => {
    const sent = await sentWorld();
    const followUpId = await writeFollowUp(deps, sent.world, sent.email.contactId, 1, clock);
    const raw = report(sent, 'postfix', failureWith(BLOCKED_FAILURES, '5.7.26'));

    const result = await handle(sent.mailbox, raw);
    const again = await handle(sent.mailbox, raw);

    expect(result).toEqual({ outcome: 'BLOCKED', emailId: sent.email.id });
    expect(again.outcome).toBe('UNCHANGED');
    const email = await emailOf(sent);
    expect(email.status).toBe('BOUNCED');
    expect(email.failureReason).toMatch(/refused the email by policy \(5\.7\.26\)/);
    expect((await contactOf(sent)).status).not.toBe('DO_NOT_CONTACT');
    expect((await emailOf(sent, followUpId)).status).not.toBe('CANCELLED');
    expect((await runOf(sent))?.state).toBe('ACTIVE');
    expect(await mailboxOutcomes(sent)).toMatchObject({ bounced: 1, complained: 0 });
  });
});

describe('a permanent failure only a server’s prose gives (qmail: no status)', () => {
  it('is a hard bounce: the contact suppressed', async () => {
    const sent = await sentWorld();
    const result = await handle(sent.mailbox, report(sent, 'qmail', failureWith(HARD_FAILURES, '5.1.1')));
    expect(result).toEqual({ outcome: 'BOUNCED', emailId: sent.email.id });
    expect(await contactOf(sent)).toMatchObject({ status: 'DO_NOT_CONTACT', emailStatus: 'BOUNCED' });
  });

  it('a full mailbox, even reported as 5.2.2 "permanent", changes nothing', async () => {
    const sent = await sentWorld();
    const result = await handle(sent.mailbox, report(sent, 'gmx', failureWith(SOFT_FAILURES, '5.2.2')));
    expect(result.outcome).toBe('DELAYED');
    expect((await emailOf(sent)).status).toBe('SENT');
    expect((await contactOf(sent)).status).not.toBe('DO_NOT_CONTACT');
  });
});

describe('a complaint feedback report', () => {
  it.each([
    ['ARF (RFC 5965)', (sent: SentWorld) => arfReport({ email: sent.ours, random: seeded(1) }, 'abuse', false, 0)],
    ["Hotmail's older format", (sent: SentWorld) => hotmailComplaint({ email: sent.ours, random: seeded(2) })],
    [
      'ARF with the recipient redacted',
      (sent: SentWorld) =>
        arfReport({ email: sent.ours, random: seeded(6) }, 'abuse', true, 1).replaceAll(
          sent.ours.to,
          'xxxxxxxx@mailbox.example.net',
        ),
    ],
  ])('in %s suppresses the contact and counts in the sender’s spam rate, as an SES complaint does', async (_, write) => {
    const sent = await sentWorld();
    const raw = new TextEncoder().encode(write(sent).replace(/\n/g, '\r\n'));

    const result = await handle(sent.mailbox, raw);
    const again = await handle(sent.mailbox, raw);

    expect(result).toEqual({ outcome: 'COMPLAINED', emailId: sent.email.id });
    expect(again.outcome).toBe('UNCHANGED');
    expect((await emailOf(sent)).status).toBe('SPAM');
    expect(await contactOf(sent)).toMatchObject({ status: 'DO_NOT_CONTACT', emailStatus: 'SPAM' });
    expect(await runOf(sent)).toMatchObject({ state: 'ENDED', endReason: 'COMPLAINED' });
    expect(await mailboxOutcomes(sent)).toMatchObject({ bounced: 0, complained: 1 });
  });

  it('a DMARC failure report (auth-failure) is no complaint', async () => {
    const sent = await sentWorld();
    const raw = arfReport({ email: sent.ours, random: seeded(3) }, 'auth-failure', true, 4);
    const result = await handle(sent.mailbox, new TextEncoder().encode(raw));
    expect(result.outcome).toBe('AUTO_REPLY');
    expect((await emailOf(sent)).status).toBe('SENT');
  });
});

describe('word that the contact left the company', () => {
  it.each([
    [
      'an Exchange automatic reply',
      (sent: SentWorld) =>
        autoAnswer(
          { email: sent.ours, random: seeded(4) },
          { subject: 'Automatic reply: {subject}', body: 'Dana Buyer is no longer with Buyer Ltd.', style: 'exchange' },
        ),
    ],
    [
      'the contact’s own words',
      (sent: SentWorld) =>
        personReply(sent.ours, seeded(5), { words: 'I have left the company, sorry.', language: 'en', client: 'gmail' }),
    ],
  ])('in %s stops the follow-ups and ends the cadence with the reason, without suppressing', async (_, write) => {
    const sent = await sentWorld();
    const followUpId = await writeFollowUp(deps, sent.world, sent.email.contactId, 1, clock);

    const result = await handle(sent.mailbox, new TextEncoder().encode(write(sent)));

    expect(result).toEqual({ outcome: 'LEFT_COMPANY', emailId: sent.email.id });
    const followUp = await emailOf(sent, followUpId);
    expect(followUp.status).toBe('CANCELLED');
    const history = await createEmailReviewStore(table.client, table.tableName).history(
      sent.world.ctx,
      sent.email.contactId,
      followUpId,
    );
    expect(history.map(({ note }) => note)).toContain('The contact has left the company: the follow-ups stop.');
    expect(await runOf(sent)).toMatchObject({ state: 'ENDED', endReason: 'LEFT_COMPANY' });
    expect((await emailOf(sent)).status).toBe('SENT');
    expect((await contactOf(sent)).status).not.toBe('DO_NOT_CONTACT');
    expect((await runOf(sent))?.notBefore).toBeUndefined();
  });
});
