import * as z from 'zod/mini';

// Answers of the small public routes (health, and the routes not available yet). They use zod's
// mini build so the functions behind those routes stay small: they load no table and no classic zod.

/** Liveness answer. */
export const HealthResponseSchema = z.object({ status: z.literal('ok') });

/** Answer of routes declared but not yet available. */
export const NotImplementedResponseSchema = z.object({ message: z.string() });

/** Answer of a redirecting route: where the browser goes next (also sent as the Location header). */
export const RedirectResponseSchema = z.object({ location: z.string() });

/**
 * Answer of a route that answers an image (answer type `image`): its content type and its bytes in
 * base64, sent as the body's bytes.
 */
export const ImageResponseSchema = z.object({ contentType: z.string(), base64: z.string() });

/**
 * Answer of a route that answers text (answer type `text`, the mailbox webhooks): as an image's,
 * its content type and its bytes in base64 (empty for no body), and the status when it is not the
 * route's success status (the only ones allowed: 200, 202, 204).
 */
export const TextResponseSchema = z.object({
  contentType: z.string(),
  base64: z.string(),
  status: z.optional(z.union([z.literal(200), z.literal(202), z.literal(204)])),
});
