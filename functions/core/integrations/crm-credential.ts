import * as z from '../../../shared/schemas/zod';
import type { SecretBox } from '../ports/secrets';

const PURPOSE = 'reachwise-crm-credential';

const StoredCredentialSchema = z.discriminatedUnion('kind', [
  z.object({
    purpose: z.literal(PURPOSE),
    kind: z.literal('OAUTH'),
    accessToken: z.string().check(z.minLength(1)),
    refreshToken: z.string().check(z.minLength(1)),
    expiresAt: z.optional(z.number()),
    apiBase: z.string().check(z.minLength(1)),
  }),
  z.object({
    purpose: z.literal(PURPOSE),
    kind: z.literal('PRIVATE_APP'),
    token: z.string().check(z.minLength(1)),
    apiBase: z.string().check(z.minLength(1)),
  }),
]);

/**
 * A connected CRM's credential, as sealed on the integration: OAuth tokens (with the API origin,
 * Salesforce's instance URL) or a HubSpot private-app token, which never expires or refreshes.
 */
export type CrmCredential =
  | {
      readonly kind: 'OAUTH';
      readonly accessToken: string;
      readonly refreshToken: string;
      /** epoch milliseconds; undefined when the CRM did not say (Salesforce) */
      readonly expiresAt: number | undefined;
      readonly apiBase: string;
    }
  | { readonly kind: 'PRIVATE_APP'; readonly token: string; readonly apiBase: string };

/** Seals a credential with the sender key, as sender passwords and tokens are. */
export function sealCrmCredential(box: SecretBox, credential: CrmCredential): Promise<string> {
  const { expiresAt, ...rest } = credential.kind === 'OAUTH' ? credential : { ...credential, expiresAt: undefined };
  return box.seal(JSON.stringify({ purpose: PURPOSE, ...rest, ...(expiresAt === undefined ? {} : { expiresAt }) }));
}

/** The sealed credential, or null when it cannot be opened or read (another key, another shape). */
export async function openCrmCredential(box: SecretBox, sealed: string): Promise<CrmCredential | null> {
  try {
    const parsed = StoredCredentialSchema.safeParse(JSON.parse(await box.open(sealed)));
    if (!parsed.success) return null;
    const { purpose: _purpose, ...credential } = parsed.data;
    return credential.kind === 'OAUTH' ? { ...credential, expiresAt: credential.expiresAt } : credential;
  } catch {
    return null;
  }
}
