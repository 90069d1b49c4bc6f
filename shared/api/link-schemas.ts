import * as z from 'zod/mini';

import {
  INVALID_LINK_MESSAGE,
  LINK_PURPOSES,
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
const ONE_CLICK_BODY_MESSAGE = `The body must be the form ${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}.`;

/**
 * The one-click unsubscribe form of RFC 8058: `List-Unsubscribe=One-Click`, and nothing else,
 * urlencoded or multipart. No body at all is taken too: some mail clients POST the link bare, and
 * the signed token alone is the proof (a body is never that).
 */
export const OneClickBodySchema = z.optional(
  z.strictObject(
    { [ONE_CLICK_FIELD]: z.literal(ONE_CLICK_VALUE, { error: ONE_CLICK_BODY_MESSAGE }) },
    { error: ONE_CLICK_BODY_MESSAGE },
  ),
);

/** The answer of a one-click unsubscribe: the address gets nothing more from this sender. */
export const UnsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });

const EMAIL_ID_MESSAGE = "ID is required: the id of one of this instance's emails.";
const URL_MESSAGE = 'URL must be an http or https address of at most 2048 characters.';

/**
 * `POST /api/email-status/encrypt`: the signed links of one of the caller's instance's emails (its
 * open pixel, its unsubscribe link and, with `url`, a click link to that address).
 */
export const EncryptLinksBodySchema = z.strictObject(
  {
    id: z
      .string({ error: EMAIL_ID_MESSAGE })
      .check(z.trim(), z.minLength(1, EMAIL_ID_MESSAGE), z.maxLength(128, EMAIL_ID_MESSAGE)),
    url: z.optional(
      z.string({ error: URL_MESSAGE }).check(z.trim(), z.minLength(1, URL_MESSAGE), z.maxLength(2048, URL_MESSAGE)),
    ),
  },
  { error: 'The body must name the email by id and, for a click link, url; nothing else.' },
);

/** The links of one email: where its pixel, its unsubscribe link and its click link (when asked) point. */
export const EncryptLinksResponseSchema = z.object({
  emailId: z.string(),
  openUrl: z.string(),
  unsubscribeUrl: z.string(),
  clickUrl: z.optional(z.string()),
});

const TOKEN_MESSAGE = 'Token is required: the token= part of a link from an email.';

/** `POST /api/email-status/decrypt`: a link token to check. */
export const DecryptLinkBodySchema = z.strictObject(
  {
    token: z
      .string({ error: TOKEN_MESSAGE })
      .check(z.minLength(1, TOKEN_MESSAGE), z.maxLength(LINK_TOKEN_MAX_LENGTH, TOKEN_MESSAGE)),
  },
  { error: 'The body must be { "token": "…" } and nothing else.' },
);

/** Whether a token is one this product signed, and what for; never what it names. */
export const DecryptLinkResponseSchema = z.object({
  valid: z.boolean(),
  purpose: z.optional(z.enum(LINK_PURPOSES)),
});
