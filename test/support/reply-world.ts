import { expect } from 'vitest';

import { emailIdFor } from '../../functions/core/generation/email-id';
import type { MailboxRef } from '../../functions/core/ports/inbound-mail';
import type { EmailMessageItem } from '../../functions/core/ports/items';
import { messageIdOf } from '../../functions/core/sending/message-id';
import { sendQueuedEmail } from '../../functions/core/sending/worker';
import { seedCampaign, type SeededCampaign } from './generation';
import type { settableClock, TestDeps } from './http';
import { testSendWorkerDeps, writeAndSchedule } from './sending';
import type { smtpSending } from './sending-world';

type Clock = ReturnType<typeof settableClock>;

/** An instance whose campaign sent its first email to one contact: the email as sent and its mailbox. */
export interface SentWorld {
  readonly world: SeededCampaign;
  readonly email: EmailMessageItem;
  readonly mailbox: MailboxRef;
  readonly messageId: string;
  /** the instance's number among those seeded in this test file */
  readonly n: number;
}

let count = 0;
let sequence = 0;

/** Seeds an instance and sends its campaign's first email to its one contact. */
export async function sentWorld(
  deps: TestDeps,
  clock: Clock,
  planUntilQueued: ReturnType<typeof smtpSending>['planUntilQueued'],
  prefix: string,
): Promise<SentWorld> {
  count += 1;
  const world = await seedCampaign(deps, {
    namespaceId: `${prefix}-${String(count)}-${Date.now().toString(36)}`,
    owner: count,
    contacts: 1,
    domainOf: (n) => `buyer${String(n)}.example`,
  });
  await writeAndSchedule(deps, world, clock);
  const [message] = await planUntilQueued(world, 6, 1);
  if (!message) throw new Error('expected a planned send');
  clock.set(message.plannedAt);
  await expect(sendQueuedEmail(testSendWorkerDeps(clock), message)).resolves.toBe('SENT');
  const email = await deps.repos.emailMessages.get(world.ctx, emailIdFor(world.campaign.id, world.contactIds[0] ?? '', 0));
  const senderEmail = email.senderEmail ?? '';
  return {
    world,
    email,
    mailbox: { namespaceId: world.ctx.namespaceId, senderId: 'sender-1', senderEmail },
    messageId: messageIdOf(email.id, senderEmail),
    n: count,
  };
}

function encode(lines: readonly string[]): Uint8Array {
  return new TextEncoder().encode(lines.join('\r\n'));
}

/** A person's answer to the sent email, as their mail client writes it (the quoted email below). */
export function replyMail(sent: SentWorld, body: string, date = 'Tue, 03 Mar 2026 09:15:00 +0000'): Uint8Array {
  sequence += 1;
  return encode([
    `From: Dana Buyer <${sent.email.contactEmail ?? ''}>`,
    `To: ${sent.mailbox.senderEmail}`,
    `Subject: Re: ${sent.email.subject ?? ''}`,
    `Date: ${date}`,
    `Message-ID: <reply-${String(sequence)}@buyer.example>`,
    `In-Reply-To: ${sent.messageId}`,
    `References: ${sent.messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
    '',
    'On Mon, 2 Mar 2026 at 10:00, Maya <maya@example.com> wrote:',
    '> Hi Dana, a quick question about your rollout.',
    '',
  ]);
}

/** An absence notice about the sent email, with RFC 3834's header. */
export function outOfOfficeMail(sent: SentWorld, body: string, date = 'Tue, 03 Mar 2026 09:15:00 +0000'): Uint8Array {
  sequence += 1;
  return encode([
    `From: Dana Buyer <${sent.email.contactEmail ?? ''}>`,
    `To: ${sent.mailbox.senderEmail}`,
    `Subject: Automatic reply: ${sent.email.subject ?? ''}`,
    `Date: ${date}`,
    `Message-ID: <ooo-${String(sequence)}@buyer.example>`,
    `In-Reply-To: ${sent.messageId}`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
    '',
  ]);
}

/** A Postfix delivery report of a permanent failure (5.1.1) of the sent email. */
export function bounceMail(sent: SentWorld, date = 'Tue, 03 Mar 2026 09:15:00 +0000'): Uint8Array {
  sequence += 1;
  const recipient = sent.email.contactEmail ?? '';
  return encode([
    'From: MAILER-DAEMON@mx.relay.example (Mail Delivery System)',
    `To: ${sent.mailbox.senderEmail}`,
    'Subject: Undelivered Mail Returned to Sender',
    `Date: ${date}`,
    `Message-ID: <dsn-${String(sequence)}@mx.relay.example>`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="B1"',
    '',
    '--B1',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'I am sorry to have to inform you that your message could not be delivered.',
    '',
    '--B1',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.relay.example',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    'Action: failed',
    'Status: 5.1.1',
    'Diagnostic-Code: smtp; 550 5.1.1 user unknown',
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
  ]);
}
