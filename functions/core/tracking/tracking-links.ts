import { INVALID_LINK_MESSAGE } from '../../../shared/domain/links';
import { BadRequestError } from '../errors';
import type { LinkSigner } from '../sending/link-token';
import type { TrackingOutcome, TrackingService } from './tracking-service';

/** The open-tracking pixel: a 1×1 transparent GIF (43 bytes), in base64. */
export const TRACKING_PIXEL_GIF_BASE64 = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
export const TRACKING_PIXEL_CONTENT_TYPE = 'image/gif';

/** Where an event could not be recorded is told (the request's logger); the person's link answers all the same. */
export interface TrackingLinksLog {
  error(message: string, details: Record<string, unknown>): void;
}

export interface TrackingLinksDeps {
  readonly links: Pick<LinkSigner, 'verify'>;
  readonly tracking: TrackingService;
  readonly now: () => Date;
  readonly log: TrackingLinksLog;
}

/** What opening a link did: the instance its token names (for the request's logs) and the event's outcome. */
export interface LinkVisit {
  readonly namespaceId: string;
  /** NOT_RECORDED: recording failed (logged); the link answered all the same */
  readonly outcome: TrackingOutcome | 'NOT_RECORDED';
}

/** The open pixel and the click redirect of an email's links. */
export interface TrackingLinks {
  /** the pixel was fetched with `token` */
  open(token: string, userAgent: string | undefined): Promise<LinkVisit>;
  /** a link was followed with `token`: where it leads */
  click(token: string, userAgent: string | undefined): Promise<LinkVisit & { readonly location: string }>;
}

/** The address a click token leads to, when it is an absolute http(s) URL; undefined otherwise. */
export function clickDestination(url: string): string | undefined {
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
 * token whose address is not http or https. A valid token then records its event through the
 * tracking service, with the ids it names only (the instance, the contact and the email); whatever
 * that finds (the email gone: nothing written), the pixel is answered and the click leads on, and
 * a failure to record is logged, never shown to the person.
 */
export function createTrackingLinks(deps: TrackingLinksDeps): TrackingLinks {
  async function visit(
    ids: { namespaceId: string; contactId: string; emailId: string },
    kind: 'OPEN' | 'CLICK',
    userAgent: string | undefined,
    url?: string,
  ): Promise<LinkVisit> {
    try {
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
