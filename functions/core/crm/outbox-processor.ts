import { CRM_RATE_LIMIT_WAIT_MS } from '../../../shared/domain/crm';
import type { IntegrationType } from '../../../shared/domain/integration';
import { CrmError, isRetryableCrmError, type CrmConnections, type CrmConnector } from '../ports/crm';
import type { CrmOutboxItem, CrmOutboxSettlement, CrmOutboxStore, DueCrmOutboxEvent } from '../ports/crm-outbox';
import { jobContext, type TenantContext } from '../tenant';
import { CRM_OUTBOX_MAX_TRIES, nextTryDelayMs } from './outbox-events';

/** How long a worker holds an event: longer than a few CRM calls with their timeouts. */
export const CRM_OUTBOX_HOLD_MS = 2 * 60_000;

/** Who the outbox acts as in an instance (its history and logs name it). */
const CRM_OUTBOX_JOB = 'CrmOutbox';

/** Events read from the due index at once. */
const DUE_PAGE = 100;

/** How long the events of a CRM that is not connected (or in ERROR) wait before they are looked at again. */
export const DISCONNECTED_WAIT_MS = 60 * 60_000;

const CRM_LABELS: Readonly<Record<IntegrationType, string>> = { HUBSPOT: 'HubSpot', SALESFORCE: 'Salesforce' };

/** What an event is written from: the CRM record of the contact, the email, the reply or bounce. */
export interface CrmOutboxSources {
  /** the contact's record id in this CRM, or null when it has none there */
  crmContactId(ctx: TenantContext, type: IntegrationType, contactId: string): Promise<string | null>;
  /** the sent email, as logged; null when it is gone */
  sentEmail(
    ctx: TenantContext,
    emailId: string,
  ): Promise<{ subject: string; text: string; sentAt: string; from: string; to: string } | null>;
  /** the note a reply or a bounce to the contact's email is logged as; null when there is nothing to tell */
  note(
    ctx: TenantContext,
    event: { readonly kind: 'REPLY' | 'BOUNCE'; readonly contactId: string; readonly emailId: string },
  ): Promise<{ subject: string; text: string } | null>;
}

export interface CrmOutboxDeps {
  readonly outbox: CrmOutboxStore;
  readonly connections: CrmConnections;
  readonly sources: CrmOutboxSources;
  readonly now: () => Date;
  /** waits between two calls to a CRM */
  readonly wait: (ms: number) => Promise<void>;
}

export interface CrmOutboxSummary {
  written: number;
  /** found written by an earlier try whose answer was lost */
  reconciled: number;
  skipped: number;
  retried: number;
  dead: number;
}

/** The marker a logged record carries, so a later try can find it: unique per instance and event. */
export function crmMarker(namespaceId: string, eventId: string): string {
  return `reachwise:${namespaceId}:${eventId}`;
}

type Written = { readonly id: string | undefined; readonly reconciled: boolean } | { readonly skip: string };

/** Writes one held event to the CRM; a try after a lost answer looks for the record first. */
async function write(deps: CrmOutboxDeps, connector: CrmConnector, ctx: TenantContext, held: CrmOutboxItem): Promise<Written> {
  const label = CRM_LABELS[held.type];
  const crmContactId = await deps.sources.crmContactId(ctx, held.type, held.contactId);
  if (crmContactId === null) return { skip: `The contact is not in ${label}.` };
  if (held.kind === 'OPT_OUT') {
    await connector.setOptedOut(crmContactId);
    return { id: undefined, reconciled: false };
  }
  const marker = crmMarker(held.namespaceId, held.eventId);
  // a try before this one may have landed with its answer lost (a timeout, a dropped connection,
  // a worker that died holding the event): look for the record before writing it again
  if (held.state === 'CALLING' || held.attempts > 0) {
    const found = await connector.findLogged(crmContactId, marker);
    if (found) return { id: found.id, reconciled: true };
  }
  if (held.emailId === undefined) return { skip: 'The event names no email.' };
  if (held.kind === 'EMAIL_SENT') {
    const email = await deps.sources.sentEmail(ctx, held.emailId);
    if (!email) return { skip: 'The email is gone.' };
    const logged = await connector.logEmail({ contactId: crmContactId, marker, ...email });
    return { id: logged.id, reconciled: false };
  }
  const note = await deps.sources.note(ctx, { kind: held.kind, contactId: held.contactId, emailId: held.emailId });
  if (!note) return { skip: 'There is nothing to tell.' };
  const logged = await connector.logNote({ contactId: crmContactId, marker, at: held.at, ...note });
  return { id: logged.id, reconciled: false };
}

/** How a failed try ends: later (counted), later without counting (a revoked access), or given up. */
function failed(held: CrmOutboxItem, error: unknown, now: number): CrmOutboxSettlement {
  const reason = error instanceof Error ? error.message : String(error);
  if (error instanceof CrmError && error.failure === 'auth') {
    return { state: 'PENDING', nextAttemptAt: new Date(now + DISCONNECTED_WAIT_MS).toISOString(), reason, countTry: false };
  }
  if (!isRetryableCrmError(error)) return { state: 'DEAD', reason };
  const tries = held.attempts + 1;
  if (tries >= CRM_OUTBOX_MAX_TRIES) return { state: 'DEAD', reason: `${reason} Given up after ${tries} tries.` };
  return {
    state: 'PENDING',
    nextAttemptAt: new Date(now + nextTryDelayMs(tries, error.retryAfterMs)).toISOString(),
    reason,
    countTry: true,
  };
}

/** Holds a due event for this worker from now, for CRM_OUTBOX_HOLD_MS: the item as it was, or null when taken or settled. */
function holdNow(deps: CrmOutboxDeps, ctx: TenantContext, due: DueCrmOutboxEvent): Promise<CrmOutboxItem | null> {
  const now = deps.now();
  return deps.outbox.hold(ctx, due.type, due.eventId, now.getTime() + CRM_OUTBOX_HOLD_MS, now.getTime(), now.toISOString());
}

/** Puts an event of a CRM that cannot be reached now back for later, not counting a try. */
async function postpone(deps: CrmOutboxDeps, ctx: TenantContext, due: DueCrmOutboxEvent, reason: string): Promise<void> {
  const held = await holdNow(deps, ctx, due);
  if (!held) return;
  const now = deps.now();
  const later = new Date(now.getTime() + DISCONNECTED_WAIT_MS).toISOString();
  await deps.outbox.settle(ctx, held, { state: 'PENDING', nextAttemptAt: later, reason, countTry: false }, now.toISOString());
}

/**
 * Takes one event: holds it, writes it, settles it. Answers what became of it, and whether the
 * CRM asks to stop calling it for now (a rate limit, an outage, a revoked access).
 */
async function processOne(
  deps: CrmOutboxDeps,
  connector: CrmConnector,
  ctx: TenantContext,
  due: DueCrmOutboxEvent,
): Promise<{ outcome: keyof CrmOutboxSummary | undefined; stop: boolean }> {
  const held = await holdNow(deps, ctx, due);
  if (!held) return { outcome: undefined, stop: false };
  let settlement: CrmOutboxSettlement;
  let outcome: keyof CrmOutboxSummary;
  let stop = false;
  try {
    const written = await write(deps, connector, ctx, held);
    if ('skip' in written) {
      settlement = { state: 'SKIPPED', reason: written.skip };
      outcome = 'skipped';
    } else {
      settlement = { state: 'DONE', crmRecordId: written.id };
      outcome = written.reconciled ? 'reconciled' : 'written';
    }
  } catch (error) {
    settlement = failed(held, error, deps.now().getTime());
    outcome = settlement.state === 'DEAD' ? 'dead' : 'retried';
    stop = isRetryableCrmError(error) || (error instanceof CrmError && error.failure === 'auth');
    if (error instanceof CrmError && error.failure === 'auth') await deps.connections.markError(ctx, due.type, error.message);
  }
  await deps.outbox.settle(ctx, held, settlement, deps.now().toISOString());
  return { outcome, stop };
}

/** The events of one instance and CRM, in order, a wait apart, until the CRM asks to stop. */
async function processGroup(
  deps: CrmOutboxDeps,
  events: readonly DueCrmOutboxEvent[],
  summary: CrmOutboxSummary,
  hasTime: () => boolean,
): Promise<void> {
  const first = events[0];
  if (!first) return;
  const ctx = jobContext(first.namespaceId, CRM_OUTBOX_JOB);
  const connector = await deps.connections.connectorFor(ctx, first.type);
  if (!connector) {
    const reason = `${CRM_LABELS[first.type]} is not connected.`;
    for (const due of events) await postpone(deps, ctx, due, reason);
    return;
  }
  for (const [index, due] of events.entries()) {
    if (!hasTime()) return;
    if (index > 0) await deps.wait(CRM_RATE_LIMIT_WAIT_MS);
    const { outcome, stop } = await processOne(deps, connector, ctx, due);
    if (outcome) summary[outcome] += 1;
    if (stop) return;
  }
}

/**
 * One run of the CRM outbox: every event due, grouped by instance and CRM so each CRM is called
 * in sequence with the SPEC's wait between calls. Each event is held before its call and settled
 * after it, so two runs never write one event twice; a try whose answer was lost is reconciled by
 * its marker before anything is written again.
 */
export async function processCrmOutbox(deps: CrmOutboxDeps, options: { hasTime: () => boolean }): Promise<CrmOutboxSummary> {
  const summary: CrmOutboxSummary = { written: 0, reconciled: 0, skipped: 0, retried: 0, dead: 0 };
  let cursor: string | null = null;
  do {
    const page = await deps.outbox.due(deps.now().toISOString(), { cursor, limit: DUE_PAGE });
    const groups = new Map<string, DueCrmOutboxEvent[]>();
    for (const item of page.items) {
      const key = `${item.namespaceId}#${item.type}`;
      groups.set(key, [...(groups.get(key) ?? []), item]);
    }
    for (const events of groups.values()) {
      if (!options.hasTime()) return summary;
      await processGroup(deps, events, summary, options.hasTime);
    }
    cursor = page.cursor;
  } while (cursor && options.hasTime());
  return summary;
}
