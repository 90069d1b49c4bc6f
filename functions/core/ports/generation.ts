import type { ContactStatus } from '../../../shared/domain/contact';
import type { CampaignProgress } from '../../../shared/schemas/campaign-generation';
import type { TenantContext } from './tenant';
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
 * running). The email is created only if the contact still shows that campaign. A contact seen
 * NEW moves to IN_PROGRESS with the claim: a campaign is writing to it from now on.
 */
export interface ContactClaim {
  readonly contactId: string;
  readonly seenCampaignId: string | undefined;
  readonly seenStatus?: ContactStatus | undefined;
}

/** CREATED: the email now exists (not counted yet: see addCreated). EXISTS: it did already. CONTACT_TAKEN: another campaign claimed the contact meanwhile. */
type CreatePendingResult = 'CREATED' | 'EXISTS' | 'CONTACT_TAKEN';

/** A held lease on an email being written: the email as it was when leased and the lease's end. */
export interface EmailLease {
  readonly email: EmailMessageItem;
  readonly until: number;
}

/** Why an email could not be leased: gone (or of another instance), written already, or held by another worker. */
type LeaseRefusal = 'MISSING' | 'DONE' | 'HELD';

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

/** Emails a run created, to add to their campaign's progress. */
interface CreatedCounts {
  /** emails created, all still to be written (`queued`) */
  readonly emails: number;
  /** of which first emails (step 0): the audience reached (`created`) */
  readonly firstEmails: number;
}

/**
 * The generation pipeline's writes, each one conditional so that repeated or concurrent work has
 * one effect: an email is created once per (campaign, contact, step) and written once, by the
 * worker holding its lease. No write is a transaction: what goes with an email is either the same
 * on a retry (the contact's claim, the cadence run) or a campaign-progress count moved after the
 * email's own write succeeded, which a crash in between leaves short and a recount from the
 * campaign's emails restores.
 */
export interface GenerationStore {
  /** which of these email ids exist */
  existing(ctx: TenantContext, ids: readonly string[]): Promise<Set<string>>;
  /**
   * claims the contact for the campaign, starts the contact's cadence run with a first email, then
   * creates the CREATED email; counts nothing (the caller adds what it created with addCreated)
   */
  createPending(ctx: TenantContext, email: PendingEmail, claim: ContactClaim, queuedAt: string): Promise<CreatePendingResult>;
  /** adds emails created (CREATED by createPending) to the campaign's progress, in one write */
  addCreated(ctx: TenantContext, campaignId: string, counts: CreatedCounts): Promise<void>;
  /** CREATED emails of a campaign last queued before `before`, oldest first: their message may be lost */
  stalePending(ctx: TenantContext, campaignId: string, before: string, limit: number): Promise<EmailMessageItem[]>;
  /** records that the email was queued again; false when another planner did it first */
  markQueued(ctx: TenantContext, emailId: string, previousQueuedAt: string | undefined, queuedAt: string): Promise<boolean>;
  /** takes the email to write it until `until` (epoch ms), if it is CREATED and nobody holds it at `now` */
  lease(ctx: TenantContext, emailId: string, until: number, now: number): Promise<EmailLease | LeaseRefusal>;
  /** gives a lease back without writing (the email stays CREATED) */
  release(ctx: TenantContext, lease: EmailLease): Promise<void>;
  /**
   * saves the write if the email is still CREATED, then counts it in the campaign's progress; false
   * when it is not (a worker that took over after the lease ran out saved it first)
   */
  complete(ctx: TenantContext, lease: EmailLease, write: EmailWrite, at: string): Promise<boolean>;
  /** the progress of these campaigns (zeros for one with none yet) */
  progress(ctx: TenantContext, campaignIds: readonly string[]): Promise<Map<string, CampaignProgress>>;
  /** sets a campaign's count of contacts in scope */
  setInScope(ctx: TenantContext, campaignId: string, count: number): Promise<void>;
}
