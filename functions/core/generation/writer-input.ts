import { createHash } from 'node:crypto';

import type {
  CallToActionItem,
  CampaignItem,
  CompanyItem,
  ContactItem,
  CustomerProfileItem,
  EmailMessageItem,
  EmailSenderConfigItem,
  PersonaItem,
  ProductItem,
  SampleEmailItem,
  SignatureItem,
} from '../ports/items';
import type { WriterInputDraft } from '../writing/writer';

/** The components a campaign writes from, read once per campaign. */
export interface CampaignParts {
  readonly company: CompanyItem;
  readonly product: ProductItem;
  readonly callToAction: CallToActionItem;
  readonly persona?: PersonaItem | undefined;
  readonly customerProfile?: CustomerProfileItem | undefined;
  readonly sampleEmails: readonly SampleEmailItem[];
  readonly senders: readonly EmailSenderConfigItem[];
  readonly signatures: ReadonlyMap<string, SignatureItem>;
  /** the name LinkedIn messages are signed with (the campaign owner's) */
  readonly ownerName: string;
  readonly linkedInPremium: boolean;
}

/** The sender a contact's emails come from: the same one every time, spread evenly over the campaign's senders. */
function senderFor(senders: readonly EmailSenderConfigItem[], contactId: string): EmailSenderConfigItem | undefined {
  if (senders.length === 0) return undefined;
  const digest = createHash('sha256').update(contactId).digest();
  return senders[digest.readUInt32BE(0) % senders.length];
}

/** One email of the thread a follow-up continues. */
interface ThreadEmail {
  readonly subject: string;
  readonly html: string;
}

/** The thread of earlier emails (oldest first) from the emails of earlier steps. */
export function threadOf(earlier: readonly EmailMessageItem[]): ThreadEmail[] {
  return [...earlier]
    .filter((email) => email.bodyHtml !== undefined)
    .sort((a, b) => (a.step ?? 0) - (b.step ?? 0))
    .map((email) => ({ subject: email.subject ?? '', html: email.bodyHtml ?? '' }));
}

/**
 * The writer's input for one email of a campaign to a contact: the campaign's company, product,
 * persona or customer profile, call to action and sample emails, the contact's sender (name,
 * signature), the contact and, for a follow-up, the thread.
 */
export function writerInputFor(
  campaign: CampaignItem,
  parts: CampaignParts,
  contact: ContactItem,
  options: { contactCompanyName?: string | undefined; step: number; thread: readonly ThreadEmail[] },
): { input: WriterInputDraft; sender: EmailSenderConfigItem | undefined } {
  const sender = campaign.channel === 'EMAIL' ? senderFor(parts.senders, contact.id) : undefined;
  const signature = sender?.signatureId ? parts.signatures.get(sender.signatureId) : undefined;
  const { company, product, callToAction, persona, customerProfile } = parts;
  const input: WriterInputDraft = {
    company: { name: company.name, description: company.description, ...(company.website ? { website: company.website } : {}) },
    product: {
      name: product.name,
      description: product.description,
      ...(product.achievements ? { achievements: product.achievements } : {}),
    },
    ...(persona
      ? {
          persona: {
            name: persona.name,
            responsibilities: persona.responsibilities,
            ...(persona.instructions ? { instructions: persona.instructions } : {}),
          },
        }
      : {}),
    ...(customerProfile
      ? {
          customerProfile: {
            name: customerProfile.name,
            ...(customerProfile.description ? { description: customerProfile.description } : {}),
            ...(customerProfile.industries ? { industries: customerProfile.industries } : {}),
            ...(customerProfile.jobTitles ? { jobTitles: customerProfile.jobTitles } : {}),
            ...(customerProfile.revenueSize ? { revenueSize: customerProfile.revenueSize } : {}),
            ...(customerProfile.businessModel ? { businessModel: customerProfile.businessModel } : {}),
          },
        }
      : {}),
    callToAction: {
      objective: callToAction.objective,
      ...(callToAction.description ? { description: callToAction.description } : {}),
      ...(callToAction.url ? { url: callToAction.url } : {}),
    },
    contact: {
      ...(contact.firstName ? { firstName: contact.firstName } : {}),
      ...(contact.lastName ? { lastName: contact.lastName } : {}),
      ...(contact.jobTitle ? { jobTitle: contact.jobTitle } : {}),
      ...(options.contactCompanyName ? { companyName: options.contactCompanyName } : {}),
    },
    sender: {
      name: sender?.senderName ?? parts.ownerName,
      ...(signature ? { signature: signature.content } : {}),
    },
    sampleEmails: parts.sampleEmails.map((sample) => ({ subject: sample.subject, body: sample.body })),
    language: campaign.language,
    generatorVersion: campaign.generatorVersion,
    type: options.step === 0 ? 'ROOT' : 'FOLLOW_UP',
    thread: [...options.thread],
    channel: campaign.channel,
    linkedInPremium: parts.linkedInPremium,
  };
  return { input, sender };
}
