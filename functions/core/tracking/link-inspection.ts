import { LINK_PURPOSES, type LinkPurpose } from '../../../shared/domain/links';
import type { LinkSigner } from '../sending/link-token';

/**
 * `POST /api/email-status/decrypt`: whether a token is one this product signed, and for what. It
 * answers nothing a token names (instance, contact, email, address) and changes nothing, so a
 * public caller learns only what the link in their hands is for (the unsubscribe page checks its
 * link with it before offering the button).
 */
export async function describeLinkToken(
  signer: Pick<LinkSigner, 'verify'>,
  token: string,
): Promise<{ valid: true; purpose: LinkPurpose } | { valid: false }> {
  for (const purpose of LINK_PURPOSES) {
    if (await signer.verify(token, purpose)) return { valid: true, purpose };
  }
  return { valid: false };
}
