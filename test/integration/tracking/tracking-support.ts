import { randomUUID } from 'node:crypto';

import type { EmailMessageItem } from '../../../functions/core/ports/items';
import type { TenantContext } from '../../../functions/core/tenant';
import type { Channel } from '../../../shared/domain/campaign';
import type { EmailStatus } from '../../../shared/domain/email';
import type { TestDeps } from '../../support/http';

/** The clock of the tracking tests. */
export const NOW = '2026-03-02T12:00:00.000Z';
/** sent two hours before the clock: past every delivery window */
export const SENT_AT = '2026-03-02T10:00:00.000Z';
/** A person's browser, and Apple Mail on a phone (whose opens after delivery are a person's). */
export const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const IPHONE_MAIL =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
/** Where the emails' links lead. */
export const DESTINATION = 'https://cal.example.com/maya?week=12&ref=email';

/** An instance of its own for each test: its items are the test's alone. */
export function instance(): TenantContext {
  return { namespaceId: `ns-${randomUUID().slice(0, 8)}`, userId: 'sub-maya', role: 'DEFAULT' };
}

export interface SentEmailOptions {
  readonly status?: EmailStatus;
  /** SENT_AT by default; null for an email without a send time */
  readonly sentAt?: string | null;
  readonly channel?: Channel;
  readonly step?: number;
}

/** An email of a campaign of its own, stored in the status asked (SENT two hours ago by default). */
export function sentEmail(deps: TestDeps, ctx: TenantContext, options: SentEmailOptions = {}): Promise<EmailMessageItem> {
  const channel = options.channel ?? 'EMAIL';
  const sentAt = options.sentAt === undefined ? SENT_AT : options.sentAt;
  return deps.repos.emailMessages.create(ctx, {
    campaignId: `campaign-${randomUUID()}`,
    contactId: `contact-${randomUUID()}`,
    type: 'ROOT',
    step: options.step ?? 0,
    status: options.status ?? 'SENT',
    reviewStatus: 'REVIEWED',
    copyStatus: 'ORIGINAL',
    channel,
    language: 'ENGLISH',
    ...(channel === 'EMAIL' ? { subject: 'An idea for your cold chain' } : {}),
    bodyHtml: '<html><body><p>Hi Ivo, would live pallet temperatures help?</p></body></html>',
    ...(sentAt === null ? {} : { sentAt }),
  });
}
