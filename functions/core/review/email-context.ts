import type { EmailCheckContext, PlaceholderValues } from '../../../shared/rules/email';
import type { CampaignItem, ContactItem, EmailMessageItem } from '../ports/items';
import type { TenantContext } from '../tenant';
import { contactCompanyName } from '../generation/audience';
import { loadCampaignParts, MissingPartError, type CampaignPartsDeps } from '../generation/campaign-parts';
import { writerInputFor, type CampaignParts } from '../generation/writer-input';
import { checkContextFor } from '../writing/check-context';
import type { WriterInputDraft } from '../writing/writer';

export type EmailContextDeps = CampaignPartsDeps;

/** What an email is written and checked against, for one contact of one campaign. */
interface EmailContext {
  readonly parts: CampaignParts;
  /** the writer's input for this email, not yet parsed (without the thread: the checker does not need it) */
  readonly input: WriterInputDraft;
  readonly check: EmailCheckContext;
  readonly placeholders: PlaceholderValues;
}

/**
 * The writer input, checker context and placeholder values of an email, as the campaign's parts
 * stand now; null when a part the campaign names is gone (the email can be read, not checked).
 */
export async function emailContext(
  deps: EmailContextDeps,
  ctx: TenantContext,
  campaign: CampaignItem,
  contact: ContactItem,
  email: Pick<EmailMessageItem, 'step' | 'senderEmail'>,
): Promise<EmailContext | null> {
  let parts: CampaignParts;
  try {
    parts = await loadCampaignParts(deps, ctx, campaign);
  } catch (error) {
    if (error instanceof MissingPartError) return null;
    throw error;
  }
  const companyName = await contactCompanyName(deps.companies, ctx, contact);
  const step = email.step ?? 0;
  // the sender that wrote it, when it is still one of the campaign's
  const wrote = parts.senders.find((sender) => sender.senderEmail === email.senderEmail);
  const partsFor = wrote ? { ...parts, senders: [wrote] } : parts;
  const { input, sender } = writerInputFor(campaign, partsFor, contact, { contactCompanyName: companyName, step, thread: [] });
  const signature = sender?.signatureId ? parts.signatures.get(sender.signatureId) : undefined;
  return {
    parts,
    input,
    check: checkContextFor({
      ...input,
      // writerInputFor sets every field the checker reads; the names as the writer's input trims them
      channel: campaign.channel,
      language: campaign.language,
      type: step === 0 ? 'ROOT' : 'FOLLOW_UP',
      generatorVersion: campaign.generatorVersion,
      linkedInPremium: parts.linkedInPremium,
      sender: { ...input.sender, name: input.sender.name.trim() },
    }),
    placeholders: {
      ...(contact.firstName ? { firstName: contact.firstName } : {}),
      ...(parts.callToAction.url ? { link: parts.callToAction.url } : {}),
      ...(signature ? { signature: signature.content } : {}),
    },
  };
}
