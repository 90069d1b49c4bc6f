import * as z from 'zod/mini';

import {
  INVALID_LINK_MESSAGE,
  LINK_TOKEN_MAX_LENGTH,
  LINK_TOKEN_PATTERN,
  ONE_CLICK_FIELD,
  ONE_CLICK_VALUE,
} from '../domain/links';

// The schemas of the signed-link routes. Like status-schemas.ts they use zod's mini build without a
// locale, so each message is given here: the unsubscribe link's GET loads no table and stays small.

/** `?token=…`: a signed link token (base64url); other query parameters are ignored. */
export const LinkTokenQuerySchema = z.object({
  token: z
    .string({ error: INVALID_LINK_MESSAGE })
    .check(
      z.minLength(1, INVALID_LINK_MESSAGE),
      z.maxLength(LINK_TOKEN_MAX_LENGTH, INVALID_LINK_MESSAGE),
      z.regex(LINK_TOKEN_PATTERN, INVALID_LINK_MESSAGE),
    ),
});

/** The message of a one-click request whose body is anything but `List-Unsubscribe=One-Click`. */
export const ONE_CLICK_BODY_MESSAGE = `The body must be the form ${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}.`;

/** The one-click unsubscribe form of RFC 8058: `List-Unsubscribe=One-Click`, and nothing else. */
export const OneClickBodySchema = z.strictObject(
  { [ONE_CLICK_FIELD]: z.literal(ONE_CLICK_VALUE, { error: ONE_CLICK_BODY_MESSAGE }) },
  { error: ONE_CLICK_BODY_MESSAGE },
);

/** The answer of a one-click unsubscribe: the address gets nothing more from this sender. */
export const UnsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });
