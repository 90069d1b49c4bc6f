import { PER_EXECUTION } from '../../../shared/domain/sending';
import type { GenerationRun } from '../../../shared/schemas/campaign-generation';
import type { GenerationStore, PendingEmail } from '../ports/generation';
import type { CampaignItem, ContactListItem } from '../ports/items';
import type { WorkQueue } from '../ports/queue';
import type { CampaignStore, ContactStore } from '../ports/stores';
import type { TenantReader } from '../ports/data';
import type { TenantContext } from '../tenant';
import { AUDIENCE_START, audienceExclusion, readAudiencePage, type AudiencePosition, contactNameOf } from './audience';
import { emailIdFor } from './email-id';
import { generationWorkId, type GenerationMessage } from './messages';

/**
 * How a planner run was started. Runs started by a rep ('Generate now', and the one at launch)
 * queue at most PER_EXECUTION.emailsGenerated (10) emails of the campaign; scheduled runs
 * (every 5 minutes, 'automatic mode', docs/product.md, Constants) at most PER_EXECUTION.emailsGeneratedAutomatic (25).
 */
type PlannerMode = 'onDemand' | 'automatic';

function perExecutionLimit(mode: PlannerMode): number {
  return mode === 'automatic' ? PER_EXECUTION.emailsGeneratedAutomatic : PER_EXECUTION.emailsGenerated;
}

/** An email queued this long ago and still CREATED (and not being written) is queued again: its message may be lost. */
export const STALE_QUEUED_MS = 15 * 60_000;

/** Audience pages one run reads at most per campaign, so a long list of excluded contacts cannot hold a run. */
const MAX_PAGES_PER_RUN = 20;

export interface PlannerDeps {
  readonly campaigns: Pick<CampaignStore, 'get' | 'update' | 'listByStatus' | 'listRunning'>;
  readonly contacts: Pick<ContactStore, 'getMany' | 'listByList'>;
  readonly contactLists: Pick<TenantReader<ContactListItem>, 'find'>;
  readonly store: GenerationStore;
  readonly queue: WorkQueue<GenerationMessage>;
  readonly now: () => Date;
}

// The planner's cursor, stored on the campaign: where the walk through the audience goes on, or,
// once every contact was seen, the list's state then (the walk starts over when the list changes).
type StoredCursor = { readonly at: AudiencePosition } | { readonly done: string };

function parseCursor(stored: string | undefined): StoredCursor {
  if (!stored) return { at: AUDIENCE_START };
  try {
    const parsed = JSON.parse(stored) as StoredCursor;
    if ('done' in parsed && typeof parsed.done === 'string') return parsed;
    if ('at' in parsed && typeof parsed.at.chosen === 'number') return parsed;
  } catch {
    // an unreadable cursor starts over: the conditional creates make that harmless
  }
  return { at: AUDIENCE_START };
}

/** What the list looked like when the walk ended: its count and last change. */
function listMarker(list: ContactListItem | null): string {
  return list ? `${list.contactCount}@${list.updatedAt}` : 'none';
}

/** The ids of the instance's campaigns that hold their contacts: RUNNING or PAUSED. */
export async function activeCampaignIds(
  campaigns: Pick<CampaignStore, 'listByStatus'>,
  ctx: TenantContext,
): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const status of ['RUNNING', 'PAUSED'] as const) {
    let cursor: string | null = null;
    do {
      const page = await campaigns.listByStatus(ctx, status, { cursor, limit: 100 });
      for (const campaign of page.items) ids.add(campaign.id);
      cursor = page.cursor;
    } while (cursor);
  }
  return ids;
}

function messageFor(
  ctx: TenantContext,
  email: Pick<PendingEmail, 'id' | 'campaignId' | 'contactId' | 'step'>,
): GenerationMessage {
  return {
    namespaceId: ctx.namespaceId,
    campaignId: email.campaignId,
    contactId: email.contactId,
    step: email.step ?? 0,
    emailId: email.id,
  };
}

/**
 * One planner run over one RUNNING campaign: queues again its emails whose message may be lost,
 * then walks its audience from where the last run stopped and, for each contact written to that
 * has no first email yet, creates that email (CREATED, conditional on its derived id) and queues
 * one message, up to the run's limit, then adds the emails it made to the campaign's progress in
 * one write. Replayed, duplicated or concurrent runs make no second email.
 */
export async function planCampaign(
  deps: PlannerDeps,
  ctx: TenantContext,
  campaign: CampaignItem,
  mode: PlannerMode,
): Promise<GenerationRun> {
  if (campaign.status !== 'RUNNING') return { queued: 0, exhausted: false };
  const limit = perExecutionLimit(mode);
  const now = deps.now();
  const nowIso = now.toISOString();
  const messages: GenerationMessage[] = [];
  let created = 0;

  const stale = await deps.store.stalePending(ctx, campaign.id, new Date(now.getTime() - STALE_QUEUED_MS).toISOString(), limit);
  for (const email of stale) {
    if (await deps.store.markQueued(ctx, email.id, email.queuedAt, nowIso)) messages.push(messageFor(ctx, email));
  }

  const list = campaign.contactListId ? await deps.contactLists.find(ctx, campaign.contactListId) : null;
  const stored = parseCursor(campaign.plannerCursor);
  const source = { contactListId: list ? campaign.contactListId : undefined, contactIds: campaign.contactIds };
  let exhausted = 'done' in stored && stored.done === listMarker(list);
  let position = 'at' in stored ? stored.at : AUDIENCE_START;
  try {
    if (!exhausted && messages.length < limit) {
      const active = await activeCampaignIds(deps.campaigns, ctx);
      const rules = { campaignId: campaign.id, channel: campaign.channel, activeCampaignIds: active, now };
      let pages = 0;
      walk: while (messages.length < limit && pages < MAX_PAGES_PER_RUN) {
        const page = await readAudiencePage(deps.contacts, ctx, source, position);
        pages += 1;
        if (page.length === 0) {
          exhausted = true;
          break;
        }
        const ids = page.map(({ contact }) => emailIdFor(campaign.id, contact.id, 0));
        const existing = await deps.store.existing(ctx, ids);
        for (const [index, { contact, next }] of page.entries()) {
          position = next;
          const id = ids[index] as string;
          if (existing.has(id) || audienceExclusion(contact, rules) !== null) continue;
          const pending: PendingEmail = {
            id,
            campaignId: campaign.id,
            contactId: contact.id,
            step: 0,
            type: 'ROOT',
            channel: campaign.channel,
            language: campaign.language,
            contactEmail: contact.email,
            ...contactNameOf(contact),
          };
          // the claim holds only if the contact still shows the campaign it was read with
          const claim = { contactId: contact.id, seenCampaignId: contact.campaignId, seenStatus: contact.status };
          const outcome = await deps.store.createPending(ctx, pending, claim, nowIso);
          if (outcome === 'CREATED') {
            messages.push(messageFor(ctx, pending));
            created += 1;
          }
          if (messages.length >= limit) break walk;
        }
      }
    }
  } finally {
    // the run's new emails are counted at once, once made, and also when a later write of the run
    // failed: only a run that dies in between leaves the count short, which a recount of the
    // campaign's emails restores
    if (created > 0) await deps.store.addCreated(ctx, campaign.id, { emails: created, firstEmails: created });
  }

  if (messages.length > 0) {
    // a message the queue refuses is not lost: its email stays CREATED and a later run queues it again
    await deps.queue.send(messages.map((body) => ({ id: generationWorkId(body), body })));
  }
  const cursor: StoredCursor = exhausted ? { done: listMarker(list) } : { at: position };
  const serialised = JSON.stringify(cursor);
  if (serialised !== campaign.plannerCursor) {
    await deps.campaigns.update(ctx, campaign.id, { plannerCursor: serialised });
  }
  return { queued: messages.length, exhausted };
}
