import { IntegrationTypeSchema, type IntegrationType } from '../../../shared/domain/integration';
import * as z from '../../../shared/schemas/zod';
import { CrmError, type CrmConnections, type CrmConnector, type CrmContactSync, type CrmWebhookEventLedger } from '../ports/crm';
import { jobContext, type TenantContext } from '../tenant';

/** What a CRM's webhook told: a contact's email changed, a contact deleted, contacts merged. */
export const CRM_EVENT_KINDS = ['EMAIL_CHANGED', 'DELETED', 'MERGED'] as const;
export type CrmEventKind = (typeof CRM_EVENT_KINDS)[number];

/**
 * A CRM webhook event for one instance, as the webhook queues it: ids only. `recordId` is the
 * record to read back (a merge's surviving record) or to forget (a deletion).
 */
export const CrmEventMessageSchema = z.object({
  type: IntegrationTypeSchema,
  namespaceId: z.string().check(z.minLength(1)),
  eventId: z.string().check(z.minLength(1), z.maxLength(64)),
  kind: z.enum(CRM_EVENT_KINDS),
  recordId: z.string().check(z.minLength(1), z.maxLength(64)),
  /** when the change happened in the CRM, epoch ms */
  occurredAt: z.number(),
});
export type CrmEventMessage = z.infer<typeof CrmEventMessageSchema>;

/** The queue message id of an event: the instance and the CRM's event id, so a queue may drop a duplicate it sees. */
export function crmEventMessageId(message: CrmEventMessage): string {
  return `crm-event#${message.namespaceId}#${message.type}#${message.eventId}`;
}

/**
 * How long a delivery holds an event while it applies it: a few CRM calls and writes, well under the
 * queue's visibility timeout (6 times the consumer's 60 s), so the queue's retry of a delivery that
 * died finds the hold run out and claims the event again.
 */
export const CRM_EVENT_HOLD_MS = 2 * 60_000;

/** Who the consumer acts as in an instance (its history and logs name it). */
const CRM_EVENTS_JOB = 'CrmEvents';

export interface CrmEventDeps {
  readonly ledger: CrmWebhookEventLedger;
  readonly connections: CrmConnections;
  readonly contacts: CrmContactSync;
}

/**
 * What handling an event did: APPLIED; DUPLICATE (handled already, or held by another delivery);
 * GONE (the record was deleted since: its own deletion event forgets it); NOT_CONNECTED (the CRM is
 * not set up, paused or in ERROR: the next sync catches up); AUTH_FAILED (the CRM refused the
 * credentials: the integration is set to ERROR and the event dropped).
 */
export type CrmEventOutcome = 'APPLIED' | 'DUPLICATE' | 'GONE' | 'NOT_CONNECTED' | 'AUTH_FAILED';

/** Applies the event's change through the connector: the record read back (a merge's survivor), or forgotten. */
async function apply(
  deps: CrmEventDeps,
  ctx: TenantContext,
  connector: CrmConnector,
  message: CrmEventMessage,
): Promise<CrmEventOutcome> {
  if (message.kind === 'DELETED') {
    await deps.contacts.forgetRecord(ctx, message.type, message.recordId);
    return 'APPLIED';
  }
  // the record as it is now, not as the event told it: a later change is never undone by an earlier event
  const record = await connector.getContact(message.recordId);
  if (!record) return 'GONE';
  await deps.contacts.applyRecords(ctx, message.type, [record]);
  return 'APPLIED';
}

/** The CRM's label in the reason the integration page shows. */
function reasonOf(type: IntegrationType, error: CrmError): string {
  return `${type === 'HUBSPOT' ? 'HubSpot' : 'Salesforce'} refused the credentials: ${error.message}`;
}

/**
 * Applies one CRM webhook event to its instance, once: the event is claimed in the instance's
 * ledger first (a duplicate delivery, or a replay with another attempt number, finds it held or
 * done and does nothing), then applied through the instance's connector and marked done. A rate
 * limit or an outage gives the claim back and fails the record, so the queue delivers it again
 * after its visibility timeout; a refused credential sets the integration to ERROR and drops the
 * event (the next incremental sync, once reconnected, reads what changed).
 */
export async function handleCrmEvent(deps: CrmEventDeps, message: CrmEventMessage): Promise<CrmEventOutcome> {
  const hold = await deps.ledger.claim(message.namespaceId, message.eventId, CRM_EVENT_HOLD_MS);
  if (hold === null) return 'DUPLICATE';
  const ctx = jobContext(message.namespaceId, CRM_EVENTS_JOB);
  try {
    const connector = await deps.connections.connectorFor(ctx, message.type);
    const outcome = connector ? await apply(deps, ctx, connector, message) : 'NOT_CONNECTED';
    await deps.ledger.done(message.namespaceId, message.eventId, hold);
    return outcome;
  } catch (error) {
    if (error instanceof CrmError && error.failure === 'auth') {
      await deps.connections.markError(ctx, message.type, reasonOf(message.type, error));
      await deps.ledger.done(message.namespaceId, message.eventId, hold);
      return 'AUTH_FAILED';
    }
    // a rate limit or an outage is retried by the queue; anything else too, up
    // to the queue's receives, then the message rests in its dead-letter queue
    await deps.ledger.release(message.namespaceId, message.eventId, hold);
    throw error;
  }
}
