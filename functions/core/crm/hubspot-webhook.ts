import * as z from '../../../shared/schemas/zod';
import { AppError, InvalidInputError } from '../errors';
import type { CrmAccountDirectory } from '../ports/crm';
import type { WorkQueue } from '../ports/queue';
import { crmEventMessageId, type CrmEventKind, type CrmEventMessage } from './crm-events';

/** A webhook call that did not prove it is HubSpot's (forged, unsigned, stale): 401, nothing queued. */
export class HubSpotSignatureError extends AppError {
  constructor(reason: string) {
    super(`The HubSpot signature was refused: ${reason}.`, 401, 'UNAUTHORIZED');
  }
}

/** A webhook call as it reached us, with the URL rebuilt as HubSpot called it. */
export interface HubSpotWebhookRequest {
  readonly method: string;
  /** the public URL HubSpot called: the API's public origin, the path and the raw query string */
  readonly url: string;
  /** the body exactly as sent (decoded from API Gateway's base64 when it was encoded) */
  readonly rawBody: string;
  /** `X-HubSpot-Signature-v3` */
  readonly signature: string | undefined;
  /** `X-HubSpot-Request-Timestamp` */
  readonly timestamp: string | undefined;
}

/** Why a request's v3 signature is refused, or undefined when it is HubSpot's (the adapter's check, bound to the secret). */
export type HubSpotSignatureCheck = (request: HubSpotWebhookRequest, clientSecret: string, now: number) => string | undefined;

export interface HubSpotWebhookDeps {
  /** the HubSpot app's client secret; undefined while it is not configured (every call refused) */
  readonly clientSecret: () => Promise<string | undefined>;
  readonly checkSignature: HubSpotSignatureCheck;
  readonly accounts: Pick<CrmAccountDirectory, 'instancesOf'>;
  readonly queue: WorkQueue<CrmEventMessage>;
}

const id = z.union([z.number(), z.string().check(z.minLength(1), z.maxLength(64))]);

/**
 * One v3 event, read loosely: HubSpot adds fields as it goes, and only these are used. Ids are
 * numbers in HubSpot's payloads; strings are taken too, and kept as text from here on.
 */
const HubSpotEventSchema = z.looseObject({
  eventId: id,
  subscriptionType: z.string().check(z.maxLength(100)),
  portalId: id,
  objectId: id,
  occurredAt: z.number(),
  attemptNumber: z.optional(z.number()),
  propertyName: z.optional(z.string()),
  propertyValue: z.optional(z.nullable(z.string())),
  mergedObjectIds: z.optional(z.array(id)),
  primaryObjectId: z.optional(id),
  newObjectId: z.optional(id),
});
type HubSpotEvent = z.infer<typeof HubSpotEventSchema>;

/** HubSpot sends up to 100 events a call; far more is not HubSpot. */
const HubSpotBatchSchema = z.array(HubSpotEventSchema).check(z.maxLength(1000));

/** The URL HubSpot signed: the API's public origin (never the execute-api host), the path, `?` and the raw query when there is one. */
export function hubSpotCalledUrl(publicApiOrigin: string, path: string, rawQueryString: string): string {
  return `${publicApiOrigin.replace(/\/+$/, '')}${path}${rawQueryString === '' ? '' : `?${rawQueryString}`}`;
}

/** The events of a verified body; a body that is not a batch of events is refused naming the field. */
function eventsOf(rawBody: string): HubSpotEvent[] {
  let body: unknown;
  try {
    body = JSON.parse(rawBody) as unknown;
  } catch {
    throw new InvalidInputError('The body is not JSON.', [{ path: 'body', message: 'not JSON' }]);
  }
  const parsed = z.safeParse(HubSpotBatchSchema, body);
  if (parsed.success) return parsed.data;
  const fieldErrors = parsed.error.issues.map((issue) => ({ path: ['body', ...issue.path].join('.'), message: issue.message }));
  throw new InvalidInputError(`Not a batch of HubSpot events: ${fieldErrors[0]?.path ?? 'body'}.`, fieldErrors);
}

/** What the product acts on: a contact's email changed, a contact deleted or merged; undefined for anything else. */
function kindOf(event: HubSpotEvent): CrmEventKind | undefined {
  if (event.subscriptionType === 'contact.propertyChange') return event.propertyName === 'email' ? 'EMAIL_CHANGED' : undefined;
  if (event.subscriptionType === 'contact.deletion') return 'DELETED';
  if (event.subscriptionType === 'contact.merge') return 'MERGED';
  return undefined;
}

/** The message of an event for one instance: ids only, never an address. */
function messageOf(namespaceId: string, kind: CrmEventKind, event: HubSpotEvent): CrmEventMessage {
  // a merge names the surviving record: it is the one read back
  const recordId =
    kind === 'MERGED' ? String(event.primaryObjectId ?? event.newObjectId ?? event.objectId) : String(event.objectId);
  return { type: 'HUBSPOT', namespaceId, eventId: String(event.eventId), kind, recordId, occurredAt: event.occurredAt };
}

/** What a webhook call did: messages queued, events ignored (a subscription we do not act on, an unknown portal). */
export interface HubSpotWebhookOutcome {
  readonly queued: number;
  readonly ignored: number;
  readonly unknownPortals: readonly string[];
}

/** Refuses a call whose v3 signature is not HubSpot's with the app's client secret. */
async function verify(deps: HubSpotWebhookDeps, request: HubSpotWebhookRequest, now: Date): Promise<void> {
  const secret = await deps.clientSecret();
  if (secret === undefined) throw new HubSpotSignatureError('no HubSpot app is configured');
  const refusal = deps.checkSignature(request, secret, now.getTime());
  if (refusal === 'missing') throw new HubSpotSignatureError('no signature or timestamp');
  if (refusal === 'stale') throw new HubSpotSignatureError('the timestamp is more than 5 minutes away');
  if (refusal !== undefined) throw new HubSpotSignatureError('the signature does not match');
}

/**
 * A HubSpot webhook call: its v3 signature checked over the URL HubSpot called, the raw body and
 * the timestamp (401 otherwise, nothing queued); its events read; each event HubSpot sends twice in
 * one call kept once; each portal's instances looked up (an unknown portal's events are ignored),
 * and one message queued per event and instance. The consumer applies each once (its ledger):
 * a redelivery, whatever its attempt number, is queued again and does nothing.
 */
export async function handleHubSpotWebhook(
  deps: HubSpotWebhookDeps,
  request: HubSpotWebhookRequest,
  now: Date,
): Promise<HubSpotWebhookOutcome> {
  await verify(deps, request, now);
  const events = eventsOf(request.rawBody);
  const seen = new Set<string>();
  const byPortal = new Map<string, { kind: CrmEventKind; event: HubSpotEvent }[]>();
  let ignored = 0;
  for (const event of events) {
    const kind = kindOf(event);
    if (kind === undefined || seen.has(String(event.eventId))) {
      ignored += kind === undefined ? 1 : 0;
      continue;
    }
    seen.add(String(event.eventId));
    const portal = String(event.portalId);
    byPortal.set(portal, [...(byPortal.get(portal) ?? []), { kind, event }]);
  }
  const messages: CrmEventMessage[] = [];
  const unknownPortals: string[] = [];
  for (const [portal, acted] of byPortal) {
    const instances = await deps.accounts.instancesOf('HUBSPOT', portal);
    if (instances.length === 0) {
      unknownPortals.push(portal);
      ignored += acted.length;
    }
    for (const namespaceId of instances) messages.push(...acted.map(({ kind, event }) => messageOf(namespaceId, kind, event)));
  }
  if (messages.length > 0) {
    const { failed } = await deps.queue.send(messages.map((body) => ({ id: crmEventMessageId(body), body })));
    // HubSpot delivers the call again on a failure: the queue must have taken all of it
    if (failed.length > 0) throw new Error(`The CRM events queue refused ${failed.length} event(s): ${failed[0]?.reason}`);
  }
  return { queued: messages.length, ignored, unknownPortals };
}
