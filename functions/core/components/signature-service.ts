import type { CreateSignatureInput, UpdateSignatureInput } from '../../../shared/schemas/signature';
import { listChoices } from '../../../shared/schemas/common';
import { sanitiseSignatureHtml } from '../../../shared/rules/signature-html';
import { ConflictError, InvalidInputError } from '../errors';
import type { EmailSenderConfigItem, SignatureItem } from '../ports/items';
import type { TenantReader, TenantStore } from '../ports/data';
import type { TenantContext } from '../tenant';
import { createComponentService } from './component-service';

const SIGNATURE_EMPTY_AFTER_SANITISING =
  'Signature content has no text left once scripts and unsupported tags are removed. Use text, or b, i, strong, em, br, p and links.';

/** 'This signature is used by a@x.example. Choose another signature for that sender first.' */
function signatureInUseMessage(senderEmails: readonly string[]): string {
  const which = senderEmails.length === 1 ? 'that sender' : 'those senders';
  return `This signature is used by ${listChoices(senderEmails).replace(/ or /, ' and ')}. Choose another signature for ${which} first.`;
}

interface SignatureServiceDeps {
  readonly signatures: TenantStore<SignatureItem>;
  /** to refuse deleting a signature a sender still carries */
  readonly senders: Pick<TenantReader<EmailSenderConfigItem>, 'listAll'>;
}

/** The stored form of a signature's content: sanitised to the allow-list, refused when nothing is left. */
function storedContent(content: string): string {
  const clean = sanitiseSignatureHtml(content);
  if (clean.replace(/<[^>]*>/g, '').trim() === '') {
    throw new InvalidInputError(SIGNATURE_EMPTY_AFTER_SANITISING, [
      { path: 'content', message: SIGNATURE_EMPTY_AFTER_SANITISING },
    ]);
  }
  return clean;
}

/**
 * Signatures: the HTML is sanitised before it is stored, since every email of the senders that carry
 * it ends with it. A signature a sender carries cannot be deleted: its written emails hold the
 * `{{signature}}` placeholder, which would otherwise be sent unfilled.
 */
export function createSignatureService({ signatures, senders }: SignatureServiceDeps) {
  const base = createComponentService<SignatureItem, CreateSignatureInput, UpdateSignatureInput>(signatures, {
    toItem: (_ctx, input) => ({ ...input, content: storedContent(input.content) }),
    toChanges: (_ctx, input) => (input.content === undefined ? input : { ...input, content: storedContent(input.content) }),
  });
  return {
    ...base,
    async remove(ctx: TenantContext, id: string): Promise<{ id: string }> {
      await signatures.get(ctx, id);
      const users = (await senders.listAll(ctx)).filter((sender) => sender.signatureId === id);
      if (users.length > 0) throw new ConflictError(signatureInUseMessage(users.map((sender) => sender.senderEmail)));
      return base.remove(ctx, id);
    },
  };
}
