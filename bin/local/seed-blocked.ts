import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildMime } from '../../functions/adapters/mail/mime';
import { contactNameOf } from '../../functions/core/generation/audience';
import { emailIdFor } from '../../functions/core/generation/email-id';
import type { GenerationStore } from '../../functions/core/ports/generation';
import type { ContactItem, EmailMessageItem } from '../../functions/core/ports/items';
import type { EmailReviewStore } from '../../functions/core/ports/review';
import { progressFor, statusEntry } from '../../functions/core/review/status-change';
import { messageIdOf } from '../../functions/core/sending/message-id';
import type { TenantContext } from '../../functions/core/tenant';
import type { EmailStatus } from '../../shared/domain/email';
import { CreateContactInputSchema } from '../../shared/schemas/contact';
import { CreateEmailSenderConfigInputSchema } from '../../shared/schemas/email-sender-config';
import { DEMO_TRIAL_NAMESPACES, type SeedDeps, type SeedResult } from './seed';

const DAY_MS = 24 * 60 * 60_000;

/** The seeded instance whose trial and grace are over: blocked. */
export const BLOCKED_DEMO_NAMESPACE_ID = DEMO_TRIAL_NAMESPACES[2].id;

/**
 * What the blocked demo instance would do if it were not blocked: a RUNNING campaign from an SMTP
 * mailbox on the local SMTP server, with a first email sent 4 days ago (its reply can be recorded,
 * and the automatic cadence would follow it up), a reviewed email scheduled an hour ago (the send
 * planner would send it) and a contact not written to yet (the generation planner would write to
 * it).
 */
export const BLOCKED_DEMO = {
  sender: { email: 'sam@expired.example', name: 'Sam Expired' },
  campaignName: 'Cold chain check-in',
  contacts: [
    { email: 'olivia.sent@harborfreightco.example', firstName: 'Olivia', lastName: 'Sent', jobTitle: 'COO' },
    { email: 'sami.scheduled@atlascargo.example', firstName: 'Sami', lastName: 'Scheduled', jobTitle: 'VP Logistics' },
    { email: 'wen.unwritten@bluewatershipping.example', firstName: 'Wen', lastName: 'Unwritten', jobTitle: 'Head of Operations' },
  ],
  sentDaysAgo: 4,
} as const;

/** What the blocked instance's seed writes with, beyond the stores and services. */
interface BlockedSeedDeps extends SeedDeps {
  readonly generation: GenerationStore;
  readonly emails: Pick<EmailReviewStore, 'get' | 'change'>;
}

const SEED_ACTOR = 'seed';

/** The seeded email to one contact, as a rep would have reviewed it. */
function seededWrite(contact: ContactItem, senderEmail: string) {
  const greeting = `Hi ${contact.firstName ?? 'there'},`;
  const line = 'Most distributors learn about a warm truck when the customer refuses the load.';
  const ask = 'Would a 20 minute call next week be useful?';
  return {
    status: 'SAVED' as const,
    subject: 'Spoiled loads at your depots',
    bodyHtml: `<p>${greeting}</p><p>${line}</p><p>${ask}</p>`,
    bodyText: `${greeting}\n\n${line}\n\n${ask}`,
    senderEmail,
    writer: 'seed',
    promptTokens: 0,
    completionTokens: 0,
    totalTokens: 0,
    violations: [],
    attempts: 1,
  };
}

/** Moves a seeded email to `to` at `at`, as the review queue and the send worker would. */
async function move(
  deps: BlockedSeedDeps,
  ctx: TenantContext,
  email: EmailMessageItem,
  to: EmailStatus,
  at: string,
  set: Record<string, string>,
): Promise<EmailMessageItem> {
  const progress = progressFor(email.status, to, email.step ?? 0);
  const outcome = await deps.emails.change(
    ctx,
    email,
    {
      set: { status: to, ...set },
      history: [statusEntry(email.status, to, at, SEED_ACTOR)],
      ...(progress ? { progress } : {}),
      ...(to === 'SCHEDULED' ? { dueAt: at } : {}),
    },
    at,
  );
  if (outcome.outcome !== 'CHANGED') throw new Error(`The seeded email ${email.id} could not move to ${to}.`);
  return outcome.email;
}

/** Creates and saves the first email of the campaign to one contact at `at`. */
async function writeFirstEmail(
  deps: BlockedSeedDeps,
  ctx: TenantContext,
  campaign: { id: string; channel: 'EMAIL' | 'LINKEDIN'; language: EmailMessageItem['language'] },
  contact: ContactItem,
  senderEmail: string,
  at: number,
): Promise<EmailMessageItem> {
  const id = emailIdFor(campaign.id, contact.id, 0);
  const iso = new Date(at).toISOString();
  const pending = {
    id,
    campaignId: campaign.id,
    contactId: contact.id,
    step: 0,
    type: 'ROOT' as const,
    channel: campaign.channel,
    language: campaign.language,
    contactEmail: contact.email,
    ...contactNameOf(contact),
  };
  const claim = { contactId: contact.id, seenCampaignId: contact.campaignId, seenStatus: contact.status };
  if ((await deps.generation.createPending(ctx, pending, claim, iso)) === 'CREATED') {
    await deps.generation.addCreated(ctx, campaign.id, { emails: 1, firstEmails: 1 });
  }
  const lease = await deps.generation.lease(ctx, id, at + 60_000, at);
  if (typeof lease === 'string') throw new Error(`The seeded email ${id} could not be written (${lease}).`);
  await deps.generation.complete(ctx, lease, seededWrite(contact, senderEmail), iso);
  const saved = await deps.emails.get(ctx, id);
  if (!saved) throw new Error(`The seeded email ${id} was not saved.`);
  return saved;
}

/**
 * Gives the blocked demo instance (trial ended 10 days ago, unpaid) work it would do if it were not
 * blocked, once: its components, an SMTP sender on the local SMTP server whose INBOX the mailbox
 * poll reads, a RUNNING campaign over three contacts (one sent to, one scheduled, one not written
 * to) with the automatic cadence on. The sent email is kept as an .eml file in `mailDir`, so that
 * `npm run reply` can answer it. Later starts only point the sender at this start's IMAP port.
 */
export async function seedBlockedDemoWork(
  deps: BlockedSeedDeps,
  userId: string,
  local: { port: number; password: string; imapPort: number; mailDir: string },
  now = new Date(),
): Promise<SeedResult> {
  const { repos, services } = deps;
  const ctx: TenantContext = { namespaceId: BLOCKED_DEMO_NAMESPACE_ID, userId, role: 'ADMIN' };
  const imap = { host: '127.0.0.1', port: local.imapPort, secure: false };
  const existing = await repos.emailSenderConfigs.findBySenderEmail(ctx, BLOCKED_DEMO.sender.email);
  if (existing) {
    if (existing.imap?.port !== imap.port) await repos.emailSenderConfigs.update(ctx, existing.id, { imap });
    return { created: [] };
  }

  const company = await services.company.create(ctx, {
    name: 'Frostline Logistics',
    description: 'We help food distributors keep cold chains visible from dock to door.',
  });
  const product = await services.product.create(ctx, {
    name: 'Frostline Sensors',
    description: 'Wireless temperature sensors that alert drivers before a load spoils.',
    companyId: company.id,
  });
  const callToAction = await services.callToAction.create(ctx, { objective: 'Book a 20 minute call.' });
  const mailbox = BLOCKED_DEMO.sender.email;
  // the sender first: the campaign sends from it, and its presence tells a later start that this was seeded
  const sender = await services.sender.create(
    ctx,
    CreateEmailSenderConfigInputSchema.parse({
      senderEmail: mailbox,
      senderName: BLOCKED_DEMO.sender.name,
      type: 'SMTP',
      smtp: { host: '127.0.0.1', port: local.port, username: mailbox, secure: false },
      imap,
      password: local.password,
    }),
  );
  const list = await services.contactList.create(ctx, { name: 'Cold chain leads' });
  const contacts: ContactItem[] = [];
  for (const contact of BLOCKED_DEMO.contacts) {
    contacts.push(await services.contact.create(ctx, CreateContactInputSchema.parse({ ...contact, contactListId: list.id })));
  }
  await repos.options.set(ctx, 'AUTO_CADENCES', 'ACTIVE');
  const campaign = await services.campaign.create(ctx, {
    name: BLOCKED_DEMO.campaignName,
    companyId: company.id,
    productId: product.id,
    callToActionId: callToAction.id,
    senderConfigIds: [sender.id],
    contactListId: list.id,
    generatorVersion: 'MCP_NO_LINKS_GENERATOR',
    channel: 'EMAIL',
    language: 'ENGLISH',
  });

  const [sentTo, scheduledFor] = contacts;
  if (!sentTo || !scheduledFor) throw new Error('The blocked demo instance needs its contacts.');
  const sentAt = now.getTime() - BLOCKED_DEMO.sentDaysAgo * DAY_MS;
  let sent = await writeFirstEmail(deps, ctx, campaign, sentTo, mailbox, sentAt);
  sent = await move(deps, ctx, sent, 'SCHEDULED', new Date(sentAt).toISOString(), {
    scheduledAt: new Date(sentAt).toISOString(),
  });
  const sentIso = new Date(sentAt + 60_000).toISOString();
  sent = await move(deps, ctx, sent, 'SENT', sentIso, { sentAt: sentIso });
  await repos.contacts.update(ctx, sentTo.id, { lastEmailedAt: sentIso });

  const scheduledAt = now.getTime() - 60 * 60_000;
  const scheduled = await writeFirstEmail(deps, ctx, campaign, scheduledFor, mailbox, scheduledAt);
  const reviewed = await deps.emails.change(
    ctx,
    scheduled,
    {
      set: { reviewStatus: 'REVIEWED' },
      history: [{ kind: 'REVIEW', at: scheduled.updatedAt, by: SEED_ACTOR, reviewStatus: 'REVIEWED' }],
    },
    scheduled.updatedAt,
  );
  if (reviewed.outcome !== 'CHANGED') throw new Error('The seeded scheduled email could not be reviewed.');
  const scheduledIso = new Date(scheduledAt).toISOString();
  await move(deps, ctx, reviewed.email, 'SCHEDULED', scheduledIso, { scheduledAt: scheduledIso });

  const raw = await buildMime({
    from: { email: mailbox, name: BLOCKED_DEMO.sender.name },
    to: { email: sentTo.email, name: [sentTo.firstName, sentTo.lastName].filter(Boolean).join(' ') },
    subject: sent.subject ?? '',
    html: sent.bodyHtml ?? '',
    text: sent.bodyText ?? '',
    messageId: messageIdOf(sent.id, mailbox),
  });
  mkdirSync(local.mailDir, { recursive: true });
  writeFileSync(path.join(local.mailDir, `${BLOCKED_DEMO_NAMESPACE_ID}-sent-${sent.id}.eml`), raw);
  return { created: [`a blocked instance's campaign in ${BLOCKED_DEMO_NAMESPACE_ID} (sent, scheduled and unwritten emails)`] };
}
