import type { TenantContext } from './tenant';

/** Seals credentials before they are stored; nothing else ever sees them in clear. */
export interface SecretBox {
  seal(plaintext: string): Promise<string>;
  open(sealed: string): Promise<string>;
}

/** The sealed credential (SMTP password or OAuth tokens) of a sender in the caller's instance, or null. */
export type SealedCredentialReader = (ctx: TenantContext, senderId: string) => Promise<string | null>;
