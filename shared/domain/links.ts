/**
 * The signed links in every email the product sends: the token's outer shape (its content is
 * defined and checked in functions/core/sending/link-token.ts) and one-click unsubscribe
 * (RFC 8058).
 */

/** What a link is for: a token made for one purpose opens no other. */
export const LINK_PURPOSES = ['unsubscribe', 'open', 'click'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/** What kind of tracking event a link records: the pixel fetched, or a link followed. */
export const TRACKING_EVENT_KINDS = ['OPEN', 'CLICK'] as const;
export type TrackingEventKind = (typeof TRACKING_EVENT_KINDS)[number];

/** The longest link token a route reads; anything longer is refused before it is decoded. */
export const LINK_TOKEN_MAX_LENGTH = 4096;

/** A link token is base64url without padding. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The message of a link whose token is missing, malformed, altered or made for another purpose. */
export const INVALID_LINK_MESSAGE = 'This link is not valid. Use the link in the email exactly as it was sent.';

/** The one field of a one-click unsubscribe form and its only value: `List-Unsubscribe=One-Click`. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';

/** The `List-Unsubscribe-Post` header every email carries with its unsubscribe link. */
export const LIST_UNSUBSCRIBE_POST = `${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}`;

/** The web app's page an unsubscribe link opened in a browser leads to, with its `?token=`. */
export const UNSUBSCRIBED_PAGE_PATH = '/email/unsubscribed';
