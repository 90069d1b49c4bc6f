import { INVALID_LINK_MESSAGE } from '../../../shared/domain/links';
import { BadRequestError } from '../errors';
import { jobContext } from '../tenant';
import type { WorkQueue } from '../ports/queue';
import type { EmailActivityStore } from '../ports/tracking';
import { RECIPIENT } from '../sending/one-click';
import type { LinkSigner, TrackingLinkIds } from '../sending/link-token';
import type { TrackingEventKind } from '../../../shared/domain/links';
import { classifyTrackingEvent, keptUserAgent } from './machine-events';
import { TRACKING_MOVE_KIND, trackingMoveId, type TrackingMoveMessage } from './tracking-moves';
import type { TrackingOutcome, TrackingService } from './tracking-service';

/** The open-tracking pixel: a 1×1 transparent GIF (43 bytes), in base64. */
export const TRACKING_PIXEL_GIF_BASE64 = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
export const TRACKING_PIXEL_CONTENT_TYPE = 'image/gif';

/** Where an event could not be recorded is told (the request's logger); the person's link answers all the same. */
interface TrackingLinksLog {
  error(message: string, details: Record<string, unknown>): void;
}

interface TrackingLinksDeps {
  readonly links: Pick<LinkSigner, 'verify'>;
  /** records the events of links without a send time (read the email) */
  readonly tracking: Pick<TrackingService, 'record'>;
  /** the emails' activity: one write per event of a link with its send time */
  readonly activity: Pick<EmailActivityStore, 'record'>;
  /** where a person's event whose status move is due goes (the inbound queue) */
  readonly moves: WorkQueue<TrackingMoveMessage>;
  readonly now: () => Date;
  readonly log: TrackingLinksLog;
}

/**
 * What opening a link did: the instance its token names (for the request's logs) and the event's
 * outcome: one of the tracking service's, or QUEUED (a person's event recorded, its email's status
 * move queued), or NOT_RECORDED (recording failed, logged; the link answered all the same).
 */
interface LinkVisit {
  readonly namespaceId: string;
  readonly outcome: TrackingOutcome | 'QUEUED' | 'NOT_RECORDED';
}

/** The open pixel and the click redirect of an email's links. */
export interface TrackingLinks {
  /** the pixel was fetched with `token` */
  open(token: string, userAgent: string | undefined): Promise<LinkVisit>;
  /** a link was followed with `token`: where it leads */
  click(token: string, userAgent: string | undefined): Promise<LinkVisit & { readonly location: string }>;
}

/** The address a click token leads to, when it is an absolute http(s) URL; undefined otherwise. */
function clickDestination(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
}

/**
 * The email links' side of tracking: the token is the proof (no sign-in). A token that is not
 * valid, altered, or made for another purpose answers 400 and records nothing; so does a click
 * token whose address is not http or https. A valid token then records its event with the ids it
 * names only (the instance, the contact and the email); the pixel is answered and the click leads
 * on whatever that finds, and a failure to record is logged, never shown to the person.
 *
 * Every mail client of every recipient hits these routes, so a token that carries its email's send
 * time (the links the send worker makes) costs one write on the request path:
 * 1. the event is told a machine's or a person's from its user agent and the token's send time;
 * 2. one UpdateItem adds it to the email's activity and answers the activity as it left it;
 * 3. a person's event whose kind the email's status has not yet taken into account (the activity's
 *    `openApplied` / `clickApplied`) puts a status move on the inbound queue, where the tracking
 *    service reads the email, moves it forward once (conditional) and marks the kind applied. Until
 *    it is marked, each such event queues the move again, so a move lost on the way is asked for by
 *    the next open; the move itself happens once however often it is asked.
 *
 * A token without a send time (links sent before tokens carried it, links made on request) is
 * recorded by the tracking service, which reads the email for its send time and moves it at once.
 */
export function createTrackingLinks(deps: TrackingLinksDeps): TrackingLinks {
  async function queueMove(ids: TrackingLinkIds, kind: TrackingEventKind, at: Date): Promise<'QUEUED' | 'NOT_RECORDED'> {
    const move: TrackingMoveMessage = {
      kind: TRACKING_MOVE_KIND,
      namespaceId: ids.namespaceId,
      contactId: ids.contactId,
      emailId: ids.emailId,
      event: kind,
      at: at.toISOString(),
    };
    const { failed } = await deps.moves.send([{ id: trackingMoveId(move), body: move }]);
    if (failed.length === 0) return 'QUEUED';
    // the event is in the activity; the next person's event of this kind asks for the move again
    deps.log.error('tracking status move not queued', { kind, emailId: ids.emailId, reason: failed[0]?.reason });
    return 'NOT_RECORDED';
  }

  async function recordTimed(
    ids: TrackingLinkIds & { readonly sentAt: string },
    kind: TrackingEventKind,
    userAgent: string | undefined,
  ): Promise<LinkVisit['outcome']> {
    const at = deps.now();
    const verdict = classifyTrackingEvent({ kind, userAgent, at, sentAt: ids.sentAt });
    const activity = await deps.activity.record(jobContext(ids.namespaceId, RECIPIENT), {
      emailId: ids.emailId,
      kind,
      at: at.toISOString(),
      machineReason: verdict.machine ? verdict.reason : undefined,
      userAgent: keptUserAgent(userAgent),
    });
    if (verdict.machine) return 'MACHINE';
    if (kind === 'OPEN' ? activity.openApplied : activity.clickApplied) return 'RECORDED';
    return queueMove(ids, kind, at);
  }

  async function visit(
    ids: TrackingLinkIds,
    kind: TrackingEventKind,
    userAgent: string | undefined,
    url?: string,
  ): Promise<LinkVisit> {
    try {
      const { sentAt } = ids;
      if (sentAt !== undefined) {
        return { namespaceId: ids.namespaceId, outcome: await recordTimed({ ...ids, sentAt }, kind, userAgent) };
      }
      const outcome = await deps.tracking.record({
        namespaceId: ids.namespaceId,
        contactId: ids.contactId,
        emailId: ids.emailId,
        kind,
        at: deps.now(),
        userAgent,
        url,
        source: 'LINK',
      });
      return { namespaceId: ids.namespaceId, outcome };
    } catch (error) {
      deps.log.error('tracking event not recorded', { kind, emailId: ids.emailId, error });
      return { namespaceId: ids.namespaceId, outcome: 'NOT_RECORDED' };
    }
  }

  return {
    async open(token, userAgent) {
      const claims = await deps.links.verify(token, 'open');
      if (!claims) throw new BadRequestError(INVALID_LINK_MESSAGE);
      return visit(claims, 'OPEN', userAgent);
    },

    async click(token, userAgent) {
      const claims = await deps.links.verify(token, 'click');
      const location = claims ? clickDestination(claims.url) : undefined;
      if (!claims || location === undefined) throw new BadRequestError(INVALID_LINK_MESSAGE);
      return { ...(await visit(claims, 'CLICK', userAgent, claims.url)), location };
    },
  };
}
