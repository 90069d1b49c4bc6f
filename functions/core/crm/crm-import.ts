import { randomUUID } from 'node:crypto';

import {
  CRM_IMPORT_CONFLICTS_KEPT,
  CRM_PAGE_MAX_DELAY_SECONDS,
  NO_EXCLUSIONS,
  type CrmImportTrigger,
} from '../../../shared/domain/crm-import';
import type { IntegrationType } from '../../../shared/domain/integration';
import { RESOURCE_NOT_FOUND_MESSAGES as NOT_FOUND } from '../../../shared/domain/messages';
import type { Clock } from '../clock';
import { AppError, ConflictError, NotFoundError } from '../errors';
import { CrmError, type CrmConnections, type CrmConnector, type CrmSelection, type CrmSource } from '../ports/crm';
import type { CrmImport, CrmImportStore, CrmPageMessage, CrmSyncStore } from '../ports/crm-import';
import type { WorkQueue } from '../ports/queue';
import type { Stores } from '../ports/stores';
import { jobContext, type TenantContext } from '../tenant';
import { syncContactPage, type ContactSyncDeps, type PageTally } from './contact-sync';
import type { CrmPacer } from './pacing';

export const CRM_IMPORT_MESSAGES = {
  readContactsOff: 'Turn on Read contacts for this CRM before importing from it.',
  notConnected: 'This CRM is not connected, or its connection needs renewing: connect it on the integration page first.',
  running: 'An import from this CRM is already running. Wait for it to finish.',
  busy: 'The CRM is busy or unavailable just now. Try again in a minute.',
  disconnected: 'The CRM was disconnected while the import ran. Connect it again and start the import again.',
} as const;

/** How long a page waits when the CRM asked for a pause without saying how long. */
const DEFAULT_RETRY_MS = 60_000;

export interface CrmImportDeps extends ContactSyncDeps {
  readonly stores: ContactSyncDeps['stores'] & Pick<Stores, 'integrations'>;
  readonly imports: CrmImportStore;
  readonly syncs: CrmSyncStore;
  readonly connections: CrmConnections;
  readonly queue: WorkQueue<CrmPageMessage>;
  readonly pace: CrmPacer;
  readonly now: Clock;
}

/** What starts an import: where from, and the list the contacts join. */
export interface CrmImportRequest {
  readonly selection: CrmSelection;
  readonly contactListId: string;
}

function pageMessage(namespaceId: string, current: CrmImport): { id: string; body: CrmPageMessage } {
  return {
    // derived from the import and its page, so a queue that sees the same page twice drops one
    id: `${namespaceId}#${current.type}#${current.importId}#${current.page}`,
    body: { namespaceId, type: current.type, importId: current.importId, page: current.page, cursor: current.cursor },
  };
}

/** The connector of a connected CRM whose READ_CONTACTS is on; ConflictError naming what is missing. */
interface ReadableDeps {
  readonly stores: Pick<Stores, 'integrations'>;
  readonly connections: CrmConnections;
}

async function readableConnector(deps: ReadableDeps, ctx: TenantContext, type: IntegrationType): Promise<CrmConnector> {
  const integration = await deps.stores.integrations.get(ctx, type);
  if (integration.options.READ_CONTACTS !== 'ACTIVE') throw new ConflictError(CRM_IMPORT_MESSAGES.readContactsOff);
  const connector = await deps.connections.connectorFor(ctx, type);
  if (!connector) throw new ConflictError(CRM_IMPORT_MESSAGES.notConnected);
  return connector;
}

/**
 * An import that failed part-way (revoked credentials, an outage past its retries) and is asked
 * for again, same source and list: it goes on from the page it stopped at, its counts kept.
 */
function resumable(previous: CrmImport | null, request: CrmImportRequest): previous is CrmImport {
  return (
    previous?.state === 'FAILED' &&
    previous.cursor !== undefined &&
    previous.contactListId === request.contactListId &&
    JSON.stringify(previous.selection) === JSON.stringify(request.selection)
  );
}

/**
 * Starts an import (or a sync) of `type`'s contacts: its first page is queued, or, for a failed
 * import asked for again, the page it stopped at.
 */
export async function startCrmImport(
  deps: CrmImportDeps,
  ctx: TenantContext,
  type: IntegrationType,
  request: CrmImportRequest,
  trigger: CrmImportTrigger = 'IMPORT',
): Promise<CrmImport> {
  await readableConnector(deps, ctx, type);
  const list = await deps.stores.contactLists.find(ctx, request.contactListId);
  if (!list) throw new NotFoundError(NOT_FOUND.contactList);
  const at = deps.now().toISOString();
  const previous = await deps.imports.get(ctx, type);
  const started: CrmImport = resumable(previous, request)
    ? { ...previous, importId: randomUUID(), state: 'RUNNING', reason: undefined, finishedAt: undefined, updatedAt: at }
    : {
        type,
        importId: randomUUID(),
        trigger,
        selection: request.selection,
        contactListId: request.contactListId,
        state: 'RUNNING',
        page: 0,
        counts: { read: 0, created: 0, updated: 0, unchanged: 0, conflicts: 0 },
        excluded: { ...NO_EXCLUSIONS },
        conflicts: [],
        startedAt: at,
        updatedAt: at,
      };
  if (!(await deps.imports.start(ctx, started))) throw new ConflictError(CRM_IMPORT_MESSAGES.running);
  // the scheduled sync goes on from here, into the list the rep chose last
  await deps.syncs.enroll(ctx, type, {
    since: at,
    contactListId: trigger === 'IMPORT' ? request.contactListId : undefined,
  });
  await sendPage(deps, ctx.namespaceId, started, 0);
  return started;
}

async function sendPage(deps: CrmImportDeps, namespaceId: string, current: CrmImport, delaySeconds: number): Promise<void> {
  const message = pageMessage(namespaceId, current);
  const { failed } = await deps.queue.send([{ ...message, ...(delaySeconds > 0 ? { delaySeconds } : {}) }]);
  const first = failed[0];
  if (first) throw new Error(`The crm queue did not take page ${current.page} of import ${current.importId}: ${first.reason}`);
}

/** The progress with a page's tally added. */
function withTally(current: CrmImport, tally: PageTally): Pick<CrmImport, 'counts' | 'excluded' | 'conflicts'> {
  const add = <K extends string>(a: Record<K, number>, b: Record<K, number>) =>
    Object.fromEntries(Object.keys(a).map((key) => [key, a[key as K] + b[key as K]])) as Record<K, number>;
  return {
    counts: add(current.counts, tally.counts),
    excluded: add(current.excluded, tally.excluded),
    conflicts: [...current.conflicts, ...tally.conflicts].slice(0, CRM_IMPORT_CONFLICTS_KEPT),
  };
}

function latest(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a > b ? a : b;
}

export type CrmPageOutcome = 'DONE' | 'NEXT' | 'WAITING' | 'FAILED' | 'STALE';

/**
 * Reads and writes one page of an import (one crm queue message): the page's records are
 * matched and written, the progress item moves on with a write conditional on the page it
 * expects, and only then is the next page queued. A replayed message finds the page done and
 * writes nothing (STALE). A rate limit or an outage puts the page back with the CRM's delay
 * (WAITING); revoked credentials mark the integration ERROR and stop the import FAILED with its
 * cursor kept, so nothing is lost.
 */
export async function handleCrmPage(deps: CrmImportDeps, message: CrmPageMessage): Promise<CrmPageOutcome> {
  const ctx = jobContext(message.namespaceId, 'crm-import');
  const current = await deps.imports.get(ctx, message.type);
  const live = current?.state === 'RUNNING' || current?.state === 'WAITING';
  if (!current || !live || current.importId !== message.importId || current.page !== message.page) return 'STALE';
  const expected = { importId: current.importId, page: current.page };
  const at = deps.now().toISOString();
  const connector = await deps.connections.connectorFor(ctx, message.type);
  if (!connector) {
    await deps.imports.record(
      ctx,
      { ...current, state: 'FAILED', reason: CRM_IMPORT_MESSAGES.disconnected, finishedAt: at, updatedAt: at },
      expected,
    );
    return 'FAILED';
  }
  let page;
  try {
    await deps.pace(`${message.namespaceId}#${message.type}`);
    page = await connector.readContacts(current.selection, current.cursor);
  } catch (error) {
    if (!(error instanceof CrmError)) throw error;
    return pageFailed(deps, ctx, current, error);
  }
  const tally = await syncContactPage(
    deps,
    ctx,
    { type: message.type, contactListId: current.contactListId, syncedAt: at },
    page.contacts,
  );
  const done = page.next === undefined;
  const next: CrmImport = {
    ...current,
    ...withTally(current, tally),
    state: done ? 'DONE' : 'RUNNING',
    page: current.page + 1,
    cursor: page.next,
    latestUpdatedAt: latest(current.latestUpdatedAt, maxUpdatedAt(page.contacts)),
    reason: undefined,
    retryAt: undefined,
    finishedAt: done ? at : undefined,
    updatedAt: at,
  };
  if (!(await deps.imports.record(ctx, next, expected))) return 'STALE';
  if (!done) {
    await sendPage(deps, message.namespaceId, next, 0);
    return 'NEXT';
  }
  if (next.trigger === 'SYNC' && next.latestUpdatedAt !== undefined) {
    await deps.syncs.advance(ctx, next.type, next.latestUpdatedAt, at);
  }
  return 'DONE';
}

function maxUpdatedAt(records: readonly { updatedAt: string }[]): string | undefined {
  return records.reduce<string | undefined>((max, record) => latest(max, record.updatedAt), undefined);
}

/** A page the CRM refused: put back with its delay (rate limit, outage), or the import stops FAILED. */
async function pageFailed(deps: CrmImportDeps, ctx: TenantContext, current: CrmImport, error: CrmError): Promise<CrmPageOutcome> {
  const expected = { importId: current.importId, page: current.page };
  const at = deps.now();
  if (error.failure === 'rate_limited' || error.failure === 'unavailable') {
    const delaySeconds = Math.min(
      CRM_PAGE_MAX_DELAY_SECONDS,
      Math.max(1, Math.ceil((error.retryAfterMs ?? DEFAULT_RETRY_MS) / 1000)),
    );
    const retryAt = new Date(at.getTime() + delaySeconds * 1000).toISOString();
    const waiting: CrmImport = { ...current, state: 'WAITING', reason: error.message, retryAt, updatedAt: at.toISOString() };
    // the same page (same expected number) is read again: only its first delivery puts it back
    if (!(await deps.imports.record(ctx, waiting, expected))) return 'STALE';
    await sendPage(deps, ctx.namespaceId, waiting, delaySeconds);
    return 'WAITING';
  }
  if (error.failure === 'auth') await deps.connections.markError(ctx, current.type, error.message);
  const failed: CrmImport = {
    ...current,
    state: 'FAILED',
    reason: error.message,
    finishedAt: at.toISOString(),
    updatedAt: at.toISOString(),
  };
  await deps.imports.record(ctx, failed, expected);
  return 'FAILED';
}

/** The current or last import of `type`, and when the scheduled sync last ran. */
export async function crmImportStatus(
  deps: Pick<CrmImportDeps, 'imports' | 'syncs'>,
  ctx: TenantContext,
  type: IntegrationType,
): Promise<{ import: CrmImport | null; lastSyncAt: string | null }> {
  const [current, sync] = await Promise.all([deps.imports.get(ctx, type), deps.syncs.get(ctx, type)]);
  return { import: current, lastSyncAt: sync?.lastSyncAt ?? null };
}

/** The CRM's lists, list views and reports; ConflictError while it cannot be read. */
export async function crmSources(
  deps: ReadableDeps & Pick<CrmImportDeps, 'pace'>,
  ctx: TenantContext,
  type: IntegrationType,
): Promise<{ sources: CrmSource[] }> {
  const connector = await readableConnector(deps, ctx, type);
  await deps.pace(`${ctx.namespaceId}#${type}`);
  try {
    return { sources: await connector.listSources() };
  } catch (error) {
    if (error instanceof CrmError && error.failure === 'auth') {
      await deps.connections.markError(ctx, type, error.message);
      throw new ConflictError(CRM_IMPORT_MESSAGES.notConnected);
    }
    if (error instanceof CrmError && (error.failure === 'rate_limited' || error.failure === 'unavailable')) {
      throw new AppError(CRM_IMPORT_MESSAGES.busy, 503, 'CRM_UNAVAILABLE');
    }
    throw error;
  }
}

/**
 * Puts an instance's CRM on the scheduled sync: for the integration's part to call when Read
 * contacts turns on (the first import enrols it too). Its first sync reads what changed from now.
 */
export async function enrollCrmSync(deps: Pick<CrmImportDeps, 'syncs' | 'now'>, ctx: TenantContext, type: IntegrationType) {
  await deps.syncs.enroll(ctx, type, { since: deps.now().toISOString() });
}
