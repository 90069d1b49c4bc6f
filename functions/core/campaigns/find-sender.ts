import { NotFoundError } from '../errors';
import type { EmailSenderConfigItem } from '../ports/items';
import type { Stores } from '../ports/stores';
import type { TenantContext } from '../tenant';

/** The message (docs/product.md, Errors and messages) for a sender email with no configuration. */
export function senderNotFoundMessage(senderEmail: string): string {
  return `Email sender configuration not found for ${senderEmail}.`;
}

/** The sender configuration with this email in the caller's instance, or the named 404. */
export async function findSenderByEmail(
  repos: Pick<Stores, 'emailSenderConfigs'>,
  ctx: TenantContext,
  senderEmail: string,
): Promise<EmailSenderConfigItem> {
  const sender = await repos.emailSenderConfigs.findBySenderEmail(ctx, senderEmail);
  if (!sender) throw new NotFoundError(senderNotFoundMessage(senderEmail));
  return sender;
}
