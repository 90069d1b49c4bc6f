import { describe, expect, it } from 'vitest';

import { createCrmOutboxSources } from '../../../functions/core/crm/outbox-sources';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import type { TenantContext } from '../../../functions/core/tenant';
import type { EmailReply } from '../../../shared/schemas/email-reply';
import { anEmail } from '../../support/fakes/emails';

const ctx: TenantContext = { namespaceId: 'acme', userId: 'job', role: 'ADMIN' };

function sources(emails: EmailMessageItem[], replies: EmailReply[]) {
  return createCrmOutboxSources({
    emails: { find: (_ctx, id) => Promise.resolve(emails.find((email) => email.id === id) ?? null) },
    replies: {
      ofContact: (_ctx, contactId, emailId) =>
        Promise.resolve(replies.filter((reply) => reply.contactId === contactId && reply.emailId === emailId)),
    },
    crmContactId: () => Promise.resolve('hs-1'),
  });
}

const reply = (overrides: Partial<EmailReply>): EmailReply => ({
  emailId: 'm1',
  campaignId: 'k1',
  contactId: 'c1',
  kind: 'REPLY',
  receivedAt: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

describe('what the CRM outbox logs', () => {
  const sent = anEmail({
    id: 'm1',
    contactId: 'c1',
    subject: 'Quick idea',
    bodyText: 'Hi Ann',
    sentAt: '2026-11-01T09:00:00.000Z',
    senderEmail: 'rep@acme.test',
    contactEmail: 'ann@corp.test',
  });

  it('logs a sent email with its words, sender and recipient, and nothing for one never sent', async () => {
    expect(await sources([sent], []).sentEmail(ctx, 'm1')).toEqual({
      subject: 'Quick idea',
      text: 'Hi Ann',
      sentAt: '2026-11-01T09:00:00.000Z',
      from: 'rep@acme.test',
      to: 'ann@corp.test',
    });
    const { sentAt: _never, ...unsent } = sent;
    expect(await sources([unsent], []).sentEmail(ctx, 'm1')).toBeNull();
  });

  it("logs a reply with its class, its flags and the person's words", async () => {
    const note = await sources(
      [sent],
      [reply({ interest: 'INTERESTED', meetingRequest: true, text: 'Happy to talk on Tuesday.' })],
    ).note(ctx, {
      kind: 'REPLY',
      contactId: 'c1',
      emailId: 'm1',
    });
    expect(note).toEqual({
      subject: 'Reply, interested to "Quick idea"',
      text: '(asks for a meeting)\n\nHappy to talk on Tuesday.',
    });
  });

  it('logs a request to stop and a bounce with its status, each from the latest message of its kind', async () => {
    const kept = [
      reply({ kind: 'STOP', text: 'Please remove me.' }),
      reply({ kind: 'OUT_OF_OFFICE', text: 'Away.' }),
      reply({ kind: 'HARD_BOUNCE', deliveryStatus: '5.1.1', reason: 'unknown user' }),
    ];
    expect(await sources([sent], kept).note(ctx, { kind: 'REPLY', contactId: 'c1', emailId: 'm1' })).toEqual({
      subject: 'Asked to stop to "Quick idea"',
      text: 'Please remove me.',
    });
    expect(await sources([sent], kept).note(ctx, { kind: 'BOUNCE', contactId: 'c1', emailId: 'm1' })).toEqual({
      subject: 'Email "Quick idea" bounced (5.1.1)',
      text: "The recipient's mail server refused it: unknown user",
    });
  });
});
