import * as z from '../../../shared/schemas/zod';

import { ID_MAX_LENGTH } from '../../../shared/schemas/common';
import { TRACKING_EVENT_KINDS } from '../../../shared/domain/links';

/** The `kind` that tells a status move from the other messages of the inbound queue. */
export const TRACKING_MOVE_KIND = 'TRACKING_MOVE';

const id = z.string().check(z.minLength(1), z.maxLength(ID_MAX_LENGTH));

/**
 * What the tracking routes put on the inbound queue when a person's open or click may move its
 * email forward: ids and the event's time only. The consumer reads the email in `namespaceId`,
 * checks it is `contactId`'s, and moves it (tracking-service.ts `apply`).
 */
export const TrackingMoveSchema = z.object({
  kind: z.literal(TRACKING_MOVE_KIND),
  namespaceId: id,
  contactId: id,
  emailId: id,
  event: z.enum(TRACKING_EVENT_KINDS),
  at: z.iso.datetime(),
});
export type TrackingMoveMessage = z.infer<typeof TrackingMoveSchema>;

/** True when a queue message's body claims to be a status move (it is then checked by the schema). */
export function isTrackingMove(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { kind?: unknown }).kind === TRACKING_MOVE_KIND;
}

/** The queue message id of a move: the email and the kind of event, whatever the event's time. */
export function trackingMoveId(move: Pick<TrackingMoveMessage, 'namespaceId' | 'emailId' | 'event'>): string {
  return `tracking#${move.namespaceId}#${move.emailId}#${move.event.toLowerCase()}`;
}
