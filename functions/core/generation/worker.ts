import { MODEL_TOKENS_PER_EMAIL } from '../../../shared/domain/ai';
import { isInstanceBlocked, type InstanceReader } from '../instance/trial-block';
import type { TenantReader } from '../ports/data';
import type { EmailLease, EmailWrite, GenerationStore } from '../ports/generation';
import type { CampaignItem, CompanyItem, ContactItem, EmailMessageItem } from '../ports/items';
import type { WorkQueue } from '../ports/queue';
import type { TokenBudget } from '../ports/token-budget';
import { jobContext, type TenantContext } from '../tenant';
import type { Writer, WriterResult } from '../ports/writer';
import { WriterInputSchema } from '../writing/writer';
import { contactCompanyName } from './audience';
import { loadCampaignParts, MissingPartError, type CampaignPartsDeps } from './campaign-parts';
import { emailIdFor } from './email-id';
import { generationWorkId, type GenerationMessage } from './messages';
import { threadOf, writerInputFor, type CampaignParts } from './writer-input';

/** How long a worker holds an email it writes: longer than the consumer's timeout (120 s), so a live write is never taken over. */
export const WRITE_LEASE_MS = 150_000;

/** The longest a message waits when it is put back (SQS allows 900 s). */
const MAX_REQUEUE_DELAY_S = 900;

/**
 * What became of one message:
 * - WRITTEN / FAILED: the email was saved, passing the rules or not (FAILED says why);
 * - SKIPPED: nothing to do (a repeated message, an email written already, ids of no email of this instance,
 *   a campaign no longer running, an instance blocked: its email stays CREATED and the planner queues it
 *   again once the campaign runs and the instance is not blocked);
 * - REQUEUED: the token budget was spent or the model asked to wait: the message was put back with a delay;
 * - BUSY: another worker holds the email now; the message must be retried later (a batch item failure).
 */
type WriteOutcome = 'WRITTEN' | 'FAILED' | 'SKIPPED' | 'REQUEUED' | 'BUSY';

export interface GenerationWorkerDeps extends CampaignPartsDeps {
  readonly campaigns: Pick<TenantReader<CampaignItem>, 'find'>;
  readonly contacts: Pick<TenantReader<ContactItem>, 'find'>;
  readonly companies: Pick<TenantReader<CompanyItem>, 'find'>;
  readonly emails: Pick<TenantReader<EmailMessageItem>, 'find'>;
  readonly store: GenerationStore;
  readonly writer: Writer;
  readonly budget: TokenBudget;
  readonly queue: WorkQueue<GenerationMessage>;
  /** the instance's plan: a blocked instance's emails are not written */
  readonly instances: InstanceReader;
  readonly now: () => Date;
  /**
   * campaign parts read (or being read) already in this container, by campaign id and version: the
   * read itself is kept, so messages written at once share it
   */
  readonly partsCache?: Map<string, Promise<CampaignParts>>;
  /** schedules a written email when the instance sends automatically ('auto send emails') */
  readonly autoSend?: (ctx: TenantContext, emailId: string) => Promise<unknown>;
}

/** The longest back-off between put-backs, before jitter. */
const MAX_BACKOFF_S = 120;

/**
 * Puts a message back for after `waitMs`, doubling the wait with each put-back of the same message
 * (up to MAX_BACKOFF_S) and spreading it with jitter, so a backlog waiting for the budget does not
 * wake all at once and spin.
 */
async function requeue(deps: GenerationWorkerDeps, message: GenerationMessage, waitMs: number): Promise<void> {
  const putBacks = message.putBacks ?? 0;
  const backoffS = Math.min(MAX_BACKOFF_S, Math.max(1, Math.ceil(waitMs / 1000)) * 2 ** putBacks);
  const delaySeconds = Math.min(MAX_REQUEUE_DELAY_S, backoffS + Math.floor(Math.random() * (backoffS / 2 + 1)));
  const body: GenerationMessage = { ...message, putBacks: putBacks + 1 };
  const { failed } = await deps.queue.send([{ id: generationWorkId(message), body, delaySeconds }]);
  if (failed.length > 0) throw new Error(`The message could not be put back: ${failed[0]?.reason ?? 'unknown reason'}`);
}

function savedWrite(result: WriterResult, senderEmail: string | undefined): EmailWrite {
  const written = result.status === 'WRITTEN';
  const failureReason = written
    ? undefined
    : (result.error ??
      `The written email breaks ${result.verdict.violations.length} writing rule${result.verdict.violations.length === 1 ? '' : 's'}: ${result.verdict.violations
        .slice(0, 3)
        .map((violation) => violation.message)
        .join(' ')}`.slice(0, 2000));
  return {
    status: written ? 'SAVED' : 'FAILED',
    ...(result.subject ? { subject: result.subject } : {}),
    ...(result.html ? { bodyHtml: result.html, bodyText: result.text } : {}),
    senderEmail,
    failureReason,
    writer: result.writer,
    promptTokens: result.usage.promptTokens,
    completionTokens: result.usage.completionTokens,
    totalTokens: result.usage.totalTokens,
    violations: result.verdict.violations.map((violation) => ({ code: violation.code, message: violation.message })),
    attempts: result.attempts,
  };
}

function failedWrite(reason: string, writer: string): EmailWrite {
  return {
    status: 'FAILED',
    failureReason: reason,
    writer,
    promptTokens: 0,
    completionTokens: 0,
    totalTokens: 0,
    violations: [],
    attempts: 0,
  };
}

/**
 * Writes the email one generation message names. Every id is read within the message's instance
 * and must match the email's own; the email is written by whoever holds its lease (so the model is
 * called once for it), and saved only while it is still CREATED, then counted in its campaign's
 * progress. The model is called only under the shared token budget. (The contact moved to
 * IN_PROGRESS when the planner claimed it.)
 */
export async function writeQueuedEmail(deps: GenerationWorkerDeps, message: GenerationMessage): Promise<WriteOutcome> {
  if (message.emailId !== emailIdFor(message.campaignId, message.contactId, message.step)) return 'SKIPPED';
  // a blocked instance spends nothing of the budget and changes nothing: its email stays CREATED
  const ctx = jobContext(message.namespaceId, 'generation-worker');
  if (await isInstanceBlocked(deps.instances, ctx, deps.now())) return 'SKIPPED';
  // then the budget: a message that must wait reads and writes nothing else
  const grant = await deps.budget.acquire(MODEL_TOKENS_PER_EMAIL);
  if ('retryAfterMs' in grant) {
    await requeue(deps, message, grant.retryAfterMs);
    return 'REQUEUED';
  }
  const call = { usedTokens: 0 };
  try {
    return await writeWithGrant(deps, ctx, message, call);
  } finally {
    // what the call did not use goes back to the budget (all of it when the model was not called)
    await grant.settle(call.usedTokens);
  }
}

async function writeWithGrant(
  deps: GenerationWorkerDeps,
  ctx: TenantContext,
  message: GenerationMessage,
  call: { usedTokens: number },
): Promise<WriteOutcome> {
  const now = deps.now();
  const lease = await deps.store.lease(ctx, message.emailId, now.getTime() + WRITE_LEASE_MS, now.getTime());
  if (lease === 'HELD') return 'BUSY';
  // gone, or a repeat of a message whose email was saved
  if (lease === 'MISSING' || lease === 'DONE') return 'SKIPPED';
  const { email } = lease;
  if (email.campaignId !== message.campaignId || email.contactId !== message.contactId) {
    await deps.store.release(ctx, lease);
    return 'SKIPPED';
  }
  const [campaign, contact] = await Promise.all([
    deps.campaigns.find(ctx, message.campaignId),
    deps.contacts.find(ctx, message.contactId),
  ]);
  if (!campaign || !contact) {
    await complete(
      deps,
      ctx,
      lease,
      failedWrite('The campaign or the contact was deleted before the email was written.', 'none'),
    );
    return 'FAILED';
  }
  if (campaign.status !== 'RUNNING') {
    await deps.store.release(ctx, lease);
    return 'SKIPPED';
  }

  const step = message.step;
  // what the email is written from, read at once: the campaign's parts, the thread so far, the contact's company
  const [parts, earlier, companyName] = await Promise.all([
    partsOf(deps, ctx, campaign).catch((error: unknown) => {
      if (error instanceof MissingPartError) return error;
      throw error;
    }),
    Promise.all(Array.from({ length: step }, (_, index) => deps.emails.find(ctx, emailIdFor(campaign.id, contact.id, index)))),
    contactCompanyName(deps.companies, ctx, contact),
  ]);
  if (parts instanceof MissingPartError) {
    await complete(deps, ctx, lease, failedWrite(parts.message, deps.writer.name));
    return 'FAILED';
  }
  const { input, sender } = writerInputFor(campaign, parts, contact, {
    contactCompanyName: companyName,
    step,
    thread: threadOf(earlier.filter((item) => item !== null)),
  });
  const parsed = WriterInputSchema.safeParse(input);
  if (!parsed.success) {
    const reason = `The campaign's details cannot be written from: ${parsed.error.issues[0]?.message ?? 'invalid input'}`;
    await complete(deps, ctx, lease, failedWrite(reason, deps.writer.name));
    return 'FAILED';
  }

  // a writer answers failures; should it throw, the lease runs out and the message comes back
  const result = await deps.writer.write(parsed.data);
  call.usedTokens = result.usage.totalTokens;
  if (result.retryAfterMs !== undefined) {
    await deps.store.release(ctx, lease);
    await requeue(deps, message, result.retryAfterMs);
    return 'REQUEUED';
  }
  const write = savedWrite(result, sender?.senderEmail);
  const saved = await complete(deps, ctx, lease, write);
  if (!saved) return 'SKIPPED';
  if (write.status === 'SAVED') await deps.autoSend?.(ctx, message.emailId);
  return write.status === 'SAVED' ? 'WRITTEN' : 'FAILED';
}

async function complete(deps: GenerationWorkerDeps, ctx: TenantContext, lease: EmailLease, write: EmailWrite): Promise<boolean> {
  return deps.store.complete(ctx, lease, write, deps.now().toISOString());
}

async function partsOf(deps: GenerationWorkerDeps, ctx: TenantContext, campaign: CampaignItem): Promise<CampaignParts> {
  const key = `${ctx.namespaceId}#${campaign.id}#${campaign.updatedAt}`;
  const cached = deps.partsCache?.get(key);
  if (cached) return cached;
  const parts = loadCampaignParts(deps, ctx, campaign);
  // kept before it is read, so a message written alongside waits for this read rather than repeating
  // it; a read that fails is forgotten, so the next message reads again (a missing part may be added)
  deps.partsCache?.set(key, parts);
  void parts.catch(() => {
    if (deps.partsCache?.get(key) === parts) deps.partsCache.delete(key);
  });
  return parts;
}
