import type { CampaignProgress } from '../../../shared/schemas/campaign-generation';
import type { TenantContext } from '../tenant';
import type { EmailMessageItem } from './items';

/** An email the planner creates before it is written: status CREATED, no body yet. */
export type PendingEmail = Pick<
  EmailMessageItem,
  | 'id'
  | 'campaignId'
  | 'contactId'
  | 'step'
  | 'type'
  | 'channel'
  | 'language'
  | 'threadRootId'
  | 'contactEmail'
  | 'contactName'
  | 'contactFirstName'
>;

/**
 * The planner's claim on a contact: the campaign it saw the contact in (none, or one no longer
 * running). The email is created only if the contact still shows that campaign.
 */
export interface ContactClaim {
  readonly contactId: string;
  readonly seenCampaignId: string | undefined;
}

/** CREATED: the email now exists and is counted as queued. EXISTS: it did already. CONTACT_TAKEN: another campaign claimed the contact meanwhile. */
export type CreatePendingResult = 'CREATED' | 'EXISTS' | 'CONTACT_TAKEN';

/** A held lease on an email being written: the email as it was when leased and the lease's end. */
export interface EmailLease {
  readonly email: EmailMessageItem;
  readonly until: number;
}

/** Why an email could not be leased: gone (or of another instance), written already, or held by another worker. */
export type LeaseRefusal = 'MISSING' | 'DONE' | 'HELD';

/** What the worker saves of a write. */
export interface EmailWrite {
  readonly status: 'SAVED' | 'FAILED';
  readonly subject?: string | undefined;
  readonly bodyHtml?: string | undefined;
  readonly bodyText?: string | undefined;
  readonly senderEmail?: string | undefined;
  readonly failureReason?: string | undefined;
  readonly writer: string;
  readonly promptTokens: number;
  readonly completionTokens: number;
  readonly totalTokens: number;
  readonly violations: readonly { readonly code: string; readonly message: string }[];
  readonly attempts: number;
}

/**
 * The generation pipeline's writes, each one conditional so that repeated or concurrent work has
 * one effect: an email is created once per (campaign, contact, step), written by one lease holder,
 * and counted in its campaign's progress in the same transaction as the change it counts.
 */
export interface GenerationStore {
  /** which of these email ids exist */
  existing(ctx: TenantContext, ids: readonly string[]): Promise<Set<string>>;
  /** creates the CREATED email and claims its contact for the campaign, in one transaction */
  createPending(ctx: TenantContext, email: PendingEmail, claim: ContactClaim, queuedAt: string): Promise<CreatePendingResult>;
  /** CREATED emails of a campaign last queued before `before`, oldest first: their message may be lost */
  stalePending(ctx: TenantContext, campaignId: string, before: string, limit: number): Promise<EmailMessageItem[]>;
  /** records that the email was queued again; false when another planner did it first */
  markQueued(ctx: TenantContext, emailId: string, previousQueuedAt: string | undefined, queuedAt: string): Promise<boolean>;
  /** takes the email to write it until `until` (epoch ms), if it is CREATED and nobody holds it at `now` */
  lease(ctx: TenantContext, emailId: string, until: number, now: number): Promise<EmailLease | LeaseRefusal>;
  /** gives a lease back without writing (the email stays CREATED) */
  release(ctx: TenantContext, lease: EmailLease): Promise<void>;
  /** saves the write if the lease is still held; false when it is not (another worker took over) */
  complete(ctx: TenantContext, lease: EmailLease, write: EmailWrite, at: string): Promise<boolean>;
  /** moves a NEW contact to IN_PROGRESS (no change otherwise) */
  markContactInProgress(ctx: TenantContext, contactId: string, at: string): Promise<void>;
  /** the progress of these campaigns (zeros for one with none yet) */
  progress(ctx: TenantContext, campaignIds: readonly string[]): Promise<Map<string, CampaignProgress>>;
  /** sets a campaign's count of contacts in scope */
  setInScope(ctx: TenantContext, campaignId: string, count: number): Promise<void>;
}
