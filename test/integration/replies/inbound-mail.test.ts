import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createCadenceRunStore } from '../../../functions/adapters/dynamodb/cadence-run-store';
import { campaignProgressEntity } from '../../../functions/adapters/dynamodb/entities/campaign-progress';
import { createReplyStore } from '../../../functions/adapters/dynamodb/reply-store';
import { createSendStore } from '../../../functions/adapters/dynamodb/send-store';
import { inboundMailHandler } from '../../../functions/composition/inbound-mail';
import type { InboundMailHandler } from '../../../functions/core/ports/inbound-mail';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import { emailIdOfMessageId } from '../../../functions/core/replies/inbound-processor';
import { JOBS } from '../../../shared/platform/jobs';
import { jobWiring, type SeededCampaign } from '../../support/generation';
import { installDeps, settableClock, type TestDeps } from '../../support/http';
import { writeFollowUp } from '../../support/sending';
import { smtpSending } from '../../support/sending-world';
import { useTestTable } from '../../support/table-per-file';
import { sentWorld as sendFirstEmail, type SentWorld } from '../../support/reply-world';

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

const { planUntilQueued } = smtpSending({ deps: () => deps, clock, server: () => ({ port: 0, password: '' }), prefix: 'rep' });

/** An instance whose campaign sent its first email to one contact. */
function sentWorld(): Promise<SentWorld> {
  return sendFirstEmail(deps, clock, planUntilQueued, 'rep');
}

let sequence = 0;

/** A person's answer to `inReplyTo`, as their mail client writes it (the quoted email below). */
function replyMail(
  sent: SentWorld,
  body: string,
  over: { from?: string; messageId?: string; inReplyTo?: string } = {},
): Uint8Array {
  sequence += 1;
  const from = over.from ?? sent.email.contactEmail ?? 'someone@example.com';
  const lines = [
    `From: Dana Buyer <${from}>`,
    `To: ${sent.mailbox.senderEmail}`,
    `Subject: Re: ${sent.email.subject ?? ''}`,
    `Date: Tue, 03 Mar 2026 09:15:00 +0000`,
    `Message-ID: ${over.messageId ?? `<reply-${String(sequence)}@buyer.example>`}`,
    `In-Reply-To: ${over.inReplyTo ?? sent.messageId}`,
    `References: ${over.inReplyTo ?? sent.messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
    '',
    'On Mon, 2 Mar 2026 at 10:00, Maya <maya@example.com> wrote:',
    '> Hi Dana, a quick question about your rollout.',
    '> P.S. Not the right person? Reply "stop" and I will not write again.',
    '',
  ];
  return new TextEncoder().encode(lines.join('\r\n'));
}

function outOfOfficeMail(sent: SentWorld, body: string): Uint8Array {
  sequence += 1;
  const lines = [
    `From: Dana Buyer <${sent.email.contactEmail ?? ''}>`,
    `To: ${sent.mailbox.senderEmail}`,
    `Subject: Automatic reply: ${sent.email.subject ?? ''}`,
    'Date: Tue, 03 Mar 2026 09:15:00 +0000',
    `Message-ID: <ooo-${String(sequence)}@buyer.example>`,
    `In-Reply-To: ${sent.messageId}`,
    'Auto-Submitted: auto-replied',
    'X-Auto-Response-Suppress: All',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
    '',
  ];
  return new TextEncoder().encode(lines.join('\r\n'));
}

/** A Postfix delivery report about `sent`'s email: permanent (5.1.1) or delayed (4.4.1). */
function deliveryReport(sent: SentWorld, status: '5.1.1' | '4.4.1'): Uint8Array {
  sequence += 1;
  const recipient = sent.email.contactEmail ?? '';
  const permanent = status.startsWith('5');
  const lines = [
    'From: MAILER-DAEMON@mx.relay.example (Mail Delivery System)',
    `To: ${sent.mailbox.senderEmail}`,
    `Subject: ${permanent ? 'Undelivered Mail Returned to Sender' : 'Delayed Mail (still being retried)'}`,
    'Date: Tue, 03 Mar 2026 09:15:00 +0000',
    `Message-ID: <dsn-${String(sequence)}@mx.relay.example>`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="B1"',
    '',
    '--B1',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    permanent ? 'I am sorry to have to inform you that your message could not be delivered.' : 'Your message is delayed.',
    '',
    '--B1',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.relay.example',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    `Action: ${permanent ? 'failed' : 'delayed'}`,
    `Status: ${status}`,
    `Diagnostic-Code: smtp; ${permanent ? '550 5.1.1 user unknown' : '450 4.4.1 try again later'}`,
    '',
    '--B1',
    'Content-Type: text/rfc822-headers',
    '',
    `From: ${sent.mailbox.senderEmail}`,
    `To: ${recipient}`,
    `Subject: ${sent.email.subject ?? ''}`,
    `Message-ID: ${sent.messageId}`,
    '',
    '--B1--',
    '',
  ];
  return new TextEncoder().encode(lines.join('\r\n'));
}

/** What Apple Mail sends to our List-Unsubscribe's `mailto:` in the person's name: no thread, a machine's words. */
function mailtoUnsubscribe(sent: SentWorld, from = sent.email.contactEmail ?? ''): Uint8Array {
  sequence += 1;
  const lines = [
    `From: Dana Buyer <${from}>`,
    `To: ${sent.mailbox.senderEmail}`,
    'Subject: unsubscribe',
    'Date: Tue, 03 Mar 2026 09:15:00 +0000',
    `Message-ID: <unsubscribe-${String(sequence)}@buyer.example>`,
    'Mime-Version: 1.0 (Mac OS X Mail 16.0 \\(3774.600.62\\))',
    'Content-Type: text/plain; charset=us-ascii',
    'Content-Transfer-Encoding: 7bit',
    '',
    'This message was automatically generated by Mail.app to unsubscribe you from this mailing list.',
    '',
  ];
  return new TextEncoder().encode(lines.join('\r\n'));
}

async function emailOf(world: SeededCampaign, id: string): Promise<EmailMessageItem> {
  return deps.repos.emailMessages.get(world.ctx, id);
}

async function contactOf(world: SeededCampaign) {
  return deps.repos.contacts.get(world.ctx, world.contactIds[0] ?? '');
}

async function progressOf(world: SeededCampaign) {
  const { data } = await campaignProgressEntity(table.client, table.tableName)
    .get({ namespaceId: world.ctx.namespaceId, campaignId: world.campaign.id })
    .go();
  return { replied: data?.replied ?? 0, unsubscribed: data?.unsubscribed ?? 0, bounced: data?.bounced ?? 0 };
}

function repliesOf(world: SeededCampaign) {
  return createReplyStore(table.client, table.tableName).ofContact(world.ctx, world.contactIds[0] ?? '');
}

function runOf(world: SeededCampaign) {
  return createCadenceRunStore(table.client, table.tableName).get(world.ctx, world.contactIds[0] ?? '', world.campaign.id);
}

describe("a person's reply", () => {
  it('marks the email and the contact REPLIED, keeps their own words and cancels the pending follow-up', async () => {
    const sent = await sentWorld();
    const followUpId = await writeFollowUp(deps, sent.world, sent.email.contactId, 1, clock);

    const result = await handle(
      sent.mailbox,
      replyMail(sent, 'Thanks Maya, this is timely and we are interested. Could we talk on Thursday?'),
    );

    expect(result).toEqual({ outcome: 'REPLIED', emailId: sent.email.id });
    expect((await emailOf(sent.world, sent.email.id)).status).toBe('REPLIED');
    expect(await contactOf(sent.world)).toMatchObject({ status: 'REPLIED', emailStatus: 'REPLIED' });
    expect((await emailOf(sent.world, followUpId)).status).toBe('CANCELLED');
    const replies = await repliesOf(sent.world);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ kind: 'REPLY', emailId: sent.email.id, interest: 'INTERESTED' });
    expect(replies[0]?.text).toBe('Thanks Maya, this is timely and we are interested. Could we talk on Thursday?');
    expect(replies[0]?.text).not.toContain('wrote:');
    expect(await runOf(sent.world)).toMatchObject({ state: 'ENDED', endReason: 'REPLIED' });
    expect((await progressOf(sent.world)).replied).toBe(1);
  });

  it('changes nothing when the same message comes again, or twice at once', async () => {
    const sent = await sentWorld();
    const raw = replyMail(sent, 'Sounds good, send me more.', { messageId: '<same-reply@buyer.example>' });

    const first = await Promise.all([handle(sent.mailbox, raw), handle(sent.mailbox, raw)]);
    const again = await handle(sent.mailbox, raw);

    expect(first.map((result) => result.outcome).sort()).toEqual(['REPLIED', 'UNCHANGED']);
    expect(again).toMatchObject({ outcome: 'UNCHANGED' });
    expect(await repliesOf(sent.world)).toHaveLength(1);
    expect((await progressOf(sent.world)).replied).toBe(1);
  });

  it('reads a reply from a colleague the contact forwarded to as a reply to the email', async () => {
    const sent = await sentWorld();
    const result = await handle(
      sent.mailbox,
      replyMail(sent, 'Hi Maya, Dana forwarded this to me as I own this area. Happy to talk next week.', {
        from: 'lee.colleague@buyer1.example',
      }),
    );
    expect(result.outcome).toBe('REPLIED');
    expect((await repliesOf(sent.world))[0]?.fromAddress).toBe('lee.colleague@buyer1.example');
  });

  it("keeps 'not interested' as a reply that is not interested", async () => {
    const sent = await sentWorld();
    await handle(sent.mailbox, replyMail(sent, 'Thanks, but we are not interested at this time.'));
    expect((await repliesOf(sent.world))[0]).toMatchObject({ kind: 'REPLY', interest: 'NOT_INTERESTED' });
    expect(await contactOf(sent.world)).toMatchObject({ status: 'REPLIED' });
  });
});

describe('a reply asking to stop', () => {
  it('suppresses the contact as well, and counts the unsubscribe once', async () => {
    const sent = await sentWorld();
    const raw = replyMail(sent, 'Please remove me from your list.');

    const result = await handle(sent.mailbox, raw);
    await handle(sent.mailbox, raw);

    expect(result.outcome).toBe('STOP_REQUESTED');
    expect((await emailOf(sent.world, sent.email.id)).status).toBe('REPLIED');
    expect(await contactOf(sent.world)).toMatchObject({ status: 'DO_NOT_CONTACT', emailStatus: 'DO_NOT_CONTACT' });
    expect(await progressOf(sent.world)).toMatchObject({ replied: 1, unsubscribed: 1 });
    expect((await repliesOf(sent.world))[0]).toMatchObject({ kind: 'STOP', interest: 'NOT_INTERESTED' });
  });

  it("honours a mail client's unsubscribe request sent to our List-Unsubscribe mailto, which names no thread", async () => {
    const sent = await sentWorld();

    const result = await handle(sent.mailbox, mailtoUnsubscribe(sent));

    expect(result).toMatchObject({ outcome: 'STOP_REQUESTED', emailId: sent.email.id });
    expect(await contactOf(sent.world)).toMatchObject({ status: 'DO_NOT_CONTACT', emailStatus: 'DO_NOT_CONTACT' });
    expect(await progressOf(sent.world)).toMatchObject({ unsubscribed: 1 });
  });

  it('leaves alone an unsubscribe request from an address that is no contact, or sent to another mailbox', async () => {
    const sent = await sentWorld();
    const otherMailbox = { ...sent.mailbox, senderEmail: 'someone.else@seller.example' };

    const stranger = await handle(sent.mailbox, mailtoUnsubscribe(sent, 'stranger@elsewhere.example'));
    const elsewhere = await handle(otherMailbox, mailtoUnsubscribe(sent));

    expect(stranger.outcome).toBe('UNMATCHED');
    expect(elsewhere.outcome).toBe('UNMATCHED');
    expect((await contactOf(sent.world)).status).not.toBe('DO_NOT_CONTACT');
  });

  it("does not read our own P.S. ('reply stop') in the quoted email as a request", async () => {
    const sent = await sentWorld();
    const result = await handle(sent.mailbox, replyMail(sent, 'Can you share pricing for 40 seats?'));
    expect(result.outcome).toBe('REPLIED');
    expect(await contactOf(sent.world)).toMatchObject({ status: 'REPLIED' });
  });
});

describe('an out-of-office notice', () => {
  it('moves the next follow-up to the day after the return, cancels nothing and is not a reply', async () => {
    const sent = await sentWorld();
    const followUpId = await writeFollowUp(deps, sent.world, sent.email.contactId, 1, clock);

    const result = await handle(
      sent.mailbox,
      outOfOfficeMail(sent, 'I am out of the office until Friday 13 March 2026 with limited access to email.'),
    );

    expect(result).toEqual({ outcome: 'OUT_OF_OFFICE', emailId: sent.email.id });
    expect((await emailOf(sent.world, sent.email.id)).status).toBe('SENT');
    expect((await emailOf(sent.world, followUpId)).status).not.toBe('CANCELLED');
    expect((await contactOf(sent.world)).status).not.toBe('REPLIED');
    const replies = await repliesOf(sent.world);
    expect(replies[0]).toMatchObject({ kind: 'OUT_OF_OFFICE', returnDate: '2026-03-13' });
    // Friday's return: the follow-up waits for Monday
    expect(replies[0]?.followUpNotBefore?.slice(0, 10)).toBe('2026-03-16');
    expect((await runOf(sent.world))?.notBefore?.slice(0, 10)).toBe('2026-03-16');
    expect((await progressOf(sent.world)).replied).toBe(0);
  });

  it('waits 7 days when the notice gives no date', async () => {
    const sent = await sentWorld();
    await handle(sent.mailbox, outOfOfficeMail(sent, 'Thank you for your email. I am currently out of the office.'));
    const [reply] = await repliesOf(sent.world);
    expect(reply?.returnDate).toBeUndefined();
    expect(reply?.followUpNotBefore?.slice(0, 10)).toBe('2026-03-10');
  });
});

describe('a delivery report', () => {
  it('of a permanent failure bounces the email and suppresses the contact', async () => {
    const sent = await sentWorld();
    const followUpId = await writeFollowUp(deps, sent.world, sent.email.contactId, 1, clock);

    const result = await handle(sent.mailbox, deliveryReport(sent, '5.1.1'));
    const again = await handle(sent.mailbox, deliveryReport(sent, '5.1.1'));

    expect(result).toEqual({ outcome: 'BOUNCED', emailId: sent.email.id });
    expect(again.outcome).toBe('UNCHANGED');
    expect((await emailOf(sent.world, sent.email.id)).status).toBe('BOUNCED');
    expect(await contactOf(sent.world)).toMatchObject({ status: 'DO_NOT_CONTACT', emailStatus: 'BOUNCED' });
    expect((await emailOf(sent.world, followUpId)).status).toBe('CANCELLED');
    expect((await progressOf(sent.world)).bounced).toBe(1);
    const { bounced } = await createSendStore(table.client, table.tableName).outcomes(
      sent.world.ctx,
      sent.mailbox.senderEmail,
      '2026-03-01',
      '2026-03-31',
    );
    expect(bounced).toBe(1);
  });

  it('of a delay changes nothing', async () => {
    const sent = await sentWorld();
    const result = await handle(sent.mailbox, deliveryReport(sent, '4.4.1'));
    expect(result.outcome).toBe('DELAYED');
    expect((await emailOf(sent.world, sent.email.id)).status).toBe('SENT');
    expect((await contactOf(sent.world)).status).not.toBe('DO_NOT_CONTACT');
  });
});

describe('what is not ours', () => {
  it("ignores a reply that names another instance's email, or arrives in another mailbox", async () => {
    const a = await sentWorld();
    const b = await sentWorld();
    const intoB = await handle(b.mailbox, replyMail(a, 'Interested!'));
    const otherMailbox = await handle({ ...a.mailbox, senderEmail: 'someone.else@rep.example' }, replyMail(a, 'Interested!'));

    expect(intoB.outcome).toBe('UNMATCHED');
    expect(otherMailbox.outcome).toBe('UNMATCHED');
    expect((await emailOf(a.world, a.email.id)).status).toBe('SENT');
    expect(await repliesOf(a.world)).toEqual([]);
  });

  it('ignores a Message-ID that only looks like ours, and copies sent from the mailbox itself', async () => {
    const sent = await sentWorld();
    const forged = await handle(
      sent.mailbox,
      replyMail(sent, 'Interested', { inReplyTo: `<${sent.email.id}@elsewhere.example>` }),
    );
    const own = await handle(sent.mailbox, replyMail(sent, 'Interested', { from: sent.mailbox.senderEmail }));
    expect(forged.outcome).toBe('UNMATCHED');
    expect(own.outcome).toBe('UNMATCHED');
    expect(emailIdOfMessageId(sent.messageId)).toBe(sent.email.id);
  });
});
