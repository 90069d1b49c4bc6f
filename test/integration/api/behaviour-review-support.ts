import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { expect } from 'vitest';

import { campaignRoutes, emailRoutes } from '../../../shared/api/routes';
import type { Channel } from '../../../shared/domain/campaign';
import type { EmailStatus, ReviewStatus } from '../../../shared/domain/email';
import type { CampaignWithProgress } from '../../../shared/schemas/campaign-generation';
import { CreateCampaignInputSchema } from '../../../shared/schemas/campaign';
import { CreateContactInputSchema } from '../../../shared/schemas/contact';
import type { EmailDetail, EmailHistoryEntry } from '../../../shared/schemas/email-review';
import { contactNameOf } from '../../../functions/core/generation/audience';
import type { Clock } from '../../../functions/core/clock';
import type { ContactItem, EmailMessageItem } from '../../../functions/core/ports/items';
import type { TestDeps } from '../../support/http';
import { call } from '../../support/http';
import type { TestTable } from '../../support/table-per-file';
import { as, bodyOf, type Caller } from './behaviour-support';

/**
 * A clock that moves on by one millisecond each time it is read, so that every change has its own
 * time (as on a real clock) and `createdAt` orders emails; `set` moves it to a given time.
 */
export function tickingClock(start: string): Clock & { set(iso: string): void; advance(ms: number): void } {
  let current = new Date(start).getTime();
  const clock = (() => {
    current += 1;
    return new Date(current);
  }) as Clock & { set(iso: string): void; advance(ms: number): void };
  clock.set = (iso: string) => {
    current = new Date(iso).getTime();
  };
  clock.advance = (ms: number) => {
    current += ms;
  };
  return clock;
}

/** A subject the checker passes. */
export const REVIEW_SUBJECT = 'Could your pallets tell you their temperature?';

/** An email the checker passes for the worlds below (a signature, a call to action without description or link). */
export const REVIEW_BODY =
  '<html><body><p>Hi {{firstName}},</p><p>Your team ships chilled goods across three countries.</p>' +
  '<p>We help teams like yours see every pallet temperature in one place.</p><p>Would that be of interest?</p>' +
  "<p>{{signature}}</p><p>P.S. If this isn't a priority, just reply 'no thanks' and I won't follow up.</p></body></html>";

/** A LinkedIn message the checker passes. */
export const LINKEDIN_BODY =
  '<html><body><p>Hi {{firstName}},</p><p>I saw your work on cold chains. Would a few lines about pallet sensors be of interest?</p></body></html>';

/** A campaign with every part an email is read, checked and written again against. */
export interface ReviewWorld {
  campaignId: string;
  campaignName: string;
  channel: Channel;
  callToActionUrl: string;
  signature: string;
  senderEmail: string;
}

let worlds = 0;

/** Creates a company, product, call to action with a link, signature, sender and a RUNNING campaign. */
export async function createWorld(deps: TestDeps, caller: Caller, channel: Channel = 'EMAIL'): Promise<ReviewWorld> {
  worlds += 1;
  const n = worlds;
  const s = deps.services;
  const company = await s.company.create(caller.ctx, { name: `Coldline ${n}`, description: 'We make cold chains visible.' });
  const product = await s.product.create(caller.ctx, {
    name: `Sensors ${n}`,
    description: 'Wireless temperature sensors for trucks.',
    companyId: company.id,
  });
  const callToActionUrl = `https://cal.example.com/maya-${n}`;
  const callToAction = await s.callToAction.create(caller.ctx, { objective: 'Book a short call.', url: callToActionUrl });
  const signature = `<p>Maya Stone<br>Coldline ${n}</p>`;
  const signatureItem = await deps.repos.signatures.create(caller.ctx, { name: `Signature ${n}`, content: signature });
  const senderEmail = `maya${n}@${caller.namespaceId}.example`;
  const sender = await s.sender.create(caller.ctx, {
    senderEmail,
    senderName: 'Maya',
    type: 'STUB',
    signatureId: signatureItem.id,
  });
  const campaignName = `Campaign ${n}`;
  const campaign = await s.campaign.create(
    caller.ctx,
    z.parse(CreateCampaignInputSchema, {
      name: campaignName,
      companyId: company.id,
      productId: product.id,
      callToActionId: callToAction.id,
      senderConfigIds: [sender.id],
      channel,
      language: 'ENGLISH',
    }),
  );
  return { campaignId: campaign.id, campaignName, channel, callToActionUrl, signature, senderEmail };
}

let contacts = 0;

/** A contact of the caller's instance, with a first and last name. */
export async function createContact(
  deps: TestDeps,
  caller: Caller,
  firstName = 'Ivo',
  lastName = 'Petrov',
): Promise<ContactItem> {
  contacts += 1;
  return deps.services.contact.create(
    caller.ctx,
    z.parse(CreateContactInputSchema, {
      email: `buyer${contacts}@fleet${contacts}.example`,
      firstName,
      lastName,
      linkedInUrl: `https://www.linkedin.com/in/buyer-${contacts}`,
    }),
  );
}

export interface EmailOptions {
  status?: EmailStatus;
  reviewStatus?: ReviewStatus;
  subject?: string;
  bodyHtml?: string;
  step?: number;
  /** the thread's first email, for a follow-up (step > 0) */
  threadRootId?: string;
  scheduledAt?: string;
  violations?: { code: string; message: string }[];
}

/** Statuses an email reaches only once it has been sent or handed to a mailbox. */
const SENT_STATUSES: readonly EmailStatus[] = ['SENDING', 'SENT', 'READ', 'CLICKED', 'REPLIED', 'BOUNCED', 'SPAM'];

/**
 * An email of the world's campaign to `contact`, stored as the generation pipeline leaves it, in the
 * status asked (SAVED by default), with the fields that status implies.
 */
export async function putEmail(
  deps: TestDeps,
  caller: Caller,
  world: ReviewWorld,
  contact: ContactItem,
  options: EmailOptions = {},
): Promise<EmailMessageItem> {
  const status = options.status ?? 'SAVED';
  const written = status !== 'CREATED';
  const linkedIn = world.channel === 'LINKEDIN';
  const step = options.step ?? 0;
  return deps.repos.emailMessages.create(caller.ctx, {
    campaignId: world.campaignId,
    contactId: contact.id,
    contactEmail: contact.email,
    ...contactNameOf(contact),
    senderEmail: world.senderEmail,
    type: step === 0 ? 'ROOT' : 'FOLLOW_UP',
    step,
    ...(options.threadRootId === undefined ? {} : { threadRootId: options.threadRootId }),
    status,
    reviewStatus: options.reviewStatus ?? 'NOT_REVIEWED',
    copyStatus: 'ORIGINAL',
    channel: world.channel,
    language: 'ENGLISH',
    ...(written
      ? {
          ...(linkedIn ? {} : { subject: options.subject ?? REVIEW_SUBJECT }),
          bodyHtml: options.bodyHtml ?? (linkedIn ? LINKEDIN_BODY : REVIEW_BODY),
          writer: 'offline',
          violations: options.violations ?? [],
        }
      : {}),
    ...(status === 'SCHEDULED' || status === 'SENDING' || options.scheduledAt !== undefined
      ? { scheduledAt: options.scheduledAt ?? '2026-04-01T10:00:00.000Z' }
      : {}),
    ...(SENT_STATUSES.includes(status) && status !== 'SENDING' ? { sentAt: '2026-03-01T10:00:00.000Z' } : {}),
    ...(status === 'FAILED' ? { failureReason: 'The writer answered nothing usable.' } : {}),
  });
}

/** The email as stored now, or null. */
export function stored(deps: TestDeps, caller: Caller, id: string): Promise<EmailMessageItem | null> {
  return deps.repos.emailMessages.find(caller.ctx, id);
}

/** The email's detail as the route answers it. */
export async function detail(caller: Caller, id: string): Promise<EmailDetail> {
  const answer = await call(emailRoutes.get, { ...as(caller), params: { id } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return bodyOf<EmailDetail>(answer);
}

/** The email's history, newest first, as its detail answers it. */
export async function historyOf(caller: Caller, id: string): Promise<EmailHistoryEntry[]> {
  return (await detail(caller, id)).history;
}

/** The campaign's progress counts, as campaign.get answers them. */
export async function progressOf(caller: Caller, campaignId: string): Promise<CampaignWithProgress['progress']> {
  const answer = await call(campaignRoutes.get, { ...as(caller), params: { id: campaignId } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return bodyOf<CampaignWithProgress>(answer).progress;
}

/**
 * Every item of the instance, sorted by key: to prove a refused change wrote nothing. The filter runs
 * in DynamoDB, so only the instance's items come back.
 */
export async function tenantItems(table: TestTable, namespaceId: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.client.send(
      new ScanCommand({
        TableName: table.tableName,
        FilterExpression: 'begins_with(pk, :prefix)',
        ExpressionAttributeValues: { ':prefix': `${namespaceId}#` },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items.sort((x, y) => `${String(x.pk)}|${String(x.sk)}`.localeCompare(`${String(y.pk)}|${String(y.sk)}`));
}
