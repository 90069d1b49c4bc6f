import type { CadenceRunStep, CadenceStopReason } from '../../../shared/domain/cadence';
import { emailIdFor } from '../generation/email-id';
import { generationWorkId, type GenerationMessage } from '../generation/messages';
import type { Clock } from '../clock';
import { isInstanceBlocked, type InstanceReader } from '../instance/trial-block';
import type {
  CadenceJobControl,
  CadenceJobSummary,
  CadenceRun,
  CadenceRunStore,
  CadenceRuns,
  DueCadenceRun,
} from '../ports/cadence';
import type { TenantReader } from '../ports/data';
import type { GenerationStore, PendingEmail } from '../ports/generation';
import type { CadenceItem, CampaignItem, ContactItem, EmailMessageItem } from '../ports/items';
import type { WorkQueue } from '../ports/queue';
import type { OptionStore } from '../ports/stores';
import { jobContext, type TenantContext } from '../tenant';
import { postponeContactRuns, stopContactRuns } from './run-stops';
import { CADENCE_RECHECK_MS, cadenceStepsFor, decideCadenceStep } from './steps';

/** Runs one cadence job invocation looks at, at most; the rest stay due for the next one. */
const MAX_RUNS_PER_JOB = 2000;

/** Due runs read from the index per page. */
const DUE_PAGE_SIZE = 100;

/** The user id the cadence job acts as in an instance. */
const CADENCE_JOB = 'cadence';

export interface CadenceRunsDeps {
  readonly runs: CadenceRunStore;
  readonly campaigns: Pick<TenantReader<CampaignItem>, 'find'>;
  readonly cadences: Pick<TenantReader<CadenceItem>, 'find'>;
  readonly contacts: Pick<TenantReader<ContactItem>, 'find'>;
  readonly options: Pick<OptionStore, 'status'>;
  readonly store: Pick<GenerationStore, 'createPending' | 'addCreated'>;
  readonly queue: WorkQueue<GenerationMessage>;
  /** the instance's plan: a blocked instance's runs make no follow-up */
  readonly instances: InstanceReader;
  readonly now: Clock;
}

/** What one look at a run did. */
type LookOutcome = 'followUps' | 'waiting' | 'ended' | 'skipped';

/** What one job run reads once per instance or campaign, however many of their runs are due. */
interface JobCache {
  readonly autoCadences: Map<string, Promise<boolean>>;
  readonly blocked: Map<string, Promise<boolean>>;
  readonly campaigns: Map<string, Promise<{ campaign: CampaignItem | null; steps: readonly CadenceRunStep[] }>>;
}

function stepsOf(cadence: CadenceItem | null): readonly CadenceRunStep[] | null {
  if (!cadence) return null;
  return cadence.steps.map((step) =>
    step.type === 'ACTION'
      ? { type: 'ACTION', actionType: step.actionType, delayDays: step.delayDays }
      : { type: 'CONDITION', conditionType: step.conditionType },
  );
}

/** The follow-up of `root` at `step`: the same channel, language and contact, in the root's thread. */
function followUpOf(root: EmailMessageItem, step: number): PendingEmail {
  return {
    id: emailIdFor(root.campaignId, root.contactId, step),
    campaignId: root.campaignId,
    contactId: root.contactId,
    step,
    type: 'FOLLOW_UP',
    channel: root.channel,
    language: root.language,
    threadRootId: root.id,
    contactEmail: root.contactEmail,
    contactName: root.contactName,
    contactFirstName: root.contactFirstName,
  };
}

/**
 * The cadence engine. The daily job looks at every due run: a blocked instance's run only waits a
 * day (its follow-ups come once the instance is paid); otherwise it reads the campaign, its cadence
 * (its own, the auto cadence, or the first email only), the contact and the thread's first and
 * latest emails, decides the next step (steps.ts) and applies it with conditional writes: a
 * follow-up is created through the generation store (its id derived from campaign, contact and
 * step, so it is made once) and queued for writing; the run moves on, waits or ends only if it is
 * still as it was read. The inbound processor stops and postpones a contact's runs.
 */
export function createCadenceRuns(deps: CadenceRunsDeps): CadenceRuns {
  function campaignOf(cache: JobCache, ctx: TenantContext, campaignId: string) {
    const key = `${ctx.namespaceId}#${campaignId}`;
    let found = cache.campaigns.get(key);
    if (!found) {
      found = (async () => {
        const campaign = await deps.campaigns.find(ctx, campaignId);
        if (!campaign) return { campaign, steps: [] };
        const own = campaign.cadenceId ? stepsOf(await deps.cadences.find(ctx, campaign.cadenceId)) : null;
        const auto = own ? false : await autoCadencesOf(cache, ctx);
        return { campaign, steps: cadenceStepsFor(own, auto, campaign.followUpAfterDays) };
      })();
      cache.campaigns.set(key, found);
    }
    return found;
  }

  function autoCadencesOf(cache: JobCache, ctx: TenantContext): Promise<boolean> {
    let found = cache.autoCadences.get(ctx.namespaceId);
    if (!found) {
      found = deps.options.status(ctx, 'AUTO_CADENCES').then((status) => status === 'ACTIVE');
      cache.autoCadences.set(ctx.namespaceId, found);
    }
    return found;
  }

  function blockedOf(cache: JobCache, ctx: TenantContext, now: Date): Promise<boolean> {
    let found = cache.blocked.get(ctx.namespaceId);
    if (!found) {
      found = isInstanceBlocked(deps.instances, ctx, now);
      cache.blocked.set(ctx.namespaceId, found);
    }
    return found;
  }

  async function look(cache: JobCache, due: DueCadenceRun, now: Date): Promise<LookOutcome> {
    const ctx = jobContext(due.namespaceId, CADENCE_JOB);
    const nowIso = now.toISOString();
    const run = await deps.runs.get(ctx, due.contactId, due.campaignId);
    if (!run || run.state !== 'ACTIVE' || run.nextAt > nowIso) return 'skipped';
    if (await blockedOf(cache, ctx, now)) {
      // a blocked instance's run takes no step: it is looked at again the next day, as it stands
      const nextAt = new Date(now.getTime() + CADENCE_RECHECK_MS).toISOString();
      const moved = await deps.runs.move(ctx, run, { position: run.position, lastStep: run.lastStep, nextAt }, nowIso);
      return moved ? 'waiting' : 'skipped';
    }
    const rootId = emailIdFor(run.campaignId, run.contactId, 0);
    const latestId = emailIdFor(run.campaignId, run.contactId, run.lastStep);
    const [{ campaign, steps }, contact, thread] = await Promise.all([
      campaignOf(cache, ctx, run.campaignId),
      deps.contacts.find(ctx, run.contactId),
      deps.runs.emails(ctx, [rootId, latestId]),
    ]);
    const root = thread.find((email) => email.id === rootId) ?? null;
    const latest = thread.find((email) => email.id === latestId) ?? null;
    const decision = decideCadenceStep({ steps, run, campaign, contact, root, latest, now });

    if (decision.action === 'WAIT') {
      const moved = await deps.runs.move(
        ctx,
        run,
        { position: run.position, lastStep: run.lastStep, nextAt: decision.until },
        nowIso,
      );
      return moved ? 'waiting' : 'skipped';
    }
    if (decision.action === 'END') {
      if (decision.contactNoReply) await deps.runs.markContactNoReply(ctx, run.contactId, nowIso);
      return (await deps.runs.end(ctx, run, decision.reason, nowIso, true)) ? 'ended' : 'skipped';
    }
    return send(ctx, run, root as EmailMessageItem, decision.position, now);
  }

  async function send(ctx: TenantContext, run: CadenceRun, root: EmailMessageItem, position: number, now: Date) {
    const nowIso = now.toISOString();
    const email = followUpOf(root, run.lastStep + 1);
    const outcome = await deps.store.createPending(
      ctx,
      email,
      { contactId: run.contactId, seenCampaignId: run.campaignId },
      nowIso,
    );
    if (outcome === 'CONTACT_TAKEN') {
      return (await deps.runs.end(ctx, run, 'CAMPAIGN_ENDED', nowIso, true)) ? 'ended' : 'skipped';
    }
    if (outcome === 'CREATED') {
      await deps.store.addCreated(ctx, run.campaignId, { emails: 1, firstEmails: 0 });
      const body: GenerationMessage = {
        namespaceId: ctx.namespaceId,
        campaignId: run.campaignId,
        contactId: run.contactId,
        step: email.step ?? 0,
        emailId: email.id,
      };
      // a message the queue refuses is not lost: the email stays CREATED and the planner queues it again
      await deps.queue.send([{ id: generationWorkId(body), body }]);
    }
    // EXISTS: a job that crashed, or one running at the same time, made it; the run moves on once
    const moved = await deps.runs.move(
      ctx,
      run,
      { position, lastStep: run.lastStep + 1, nextAt: new Date(now.getTime() + CADENCE_RECHECK_MS).toISOString() },
      nowIso,
    );
    return outcome === 'CREATED' ? 'followUps' : moved ? 'waiting' : 'skipped';
  }

  return {
    stopRunsOfContact: (ctx: TenantContext, contactId: string, reason: CadenceStopReason, at: Date) =>
      stopContactRuns(deps.runs, ctx, contactId, reason, at),

    postponeRunsOfContact: (ctx: TenantContext, contactId: string, notBefore: Date) =>
      postponeContactRuns(deps.runs, ctx, contactId, notBefore, deps.now()),

    async runDue(now: Date, control: CadenceJobControl = {}): Promise<CadenceJobSummary> {
      const limit = control.limit ?? MAX_RUNS_PER_JOB;
      const hasTime = control.hasTime ?? (() => true);
      const cache: JobCache = { autoCadences: new Map(), blocked: new Map(), campaigns: new Map() };
      const counts = { looked: 0, followUps: 0, waiting: 0, ended: 0, skipped: 0, failed: 0 };
      const by = now.toISOString();
      let cursor: string | null = null;
      let more = false;
      do {
        const page = await deps.runs.due(by, { cursor, limit: DUE_PAGE_SIZE });
        for (const due of page.items) {
          if (counts.looked >= limit || !hasTime()) {
            more = true;
            break;
          }
          counts.looked += 1;
          try {
            counts[await look(cache, due, now)] += 1;
          } catch (error) {
            counts.failed += 1;
            control.onError?.(due, error);
          }
        }
        cursor = page.cursor;
      } while (cursor && !more);
      return { ...counts, more };
    },
  };
}
