import type { TenantReader } from '../ports/data';
import type {
  CallToActionItem,
  CampaignItem,
  CompanyItem,
  CustomerProfileItem,
  EmailSenderConfigItem,
  PersonaItem,
  ProductItem,
  SampleEmailItem,
  SignatureItem,
} from '../ports/items';
import type { MembershipStore, OptionStore } from '../ports/stores';
import type { TenantContext } from '../tenant';
import type { CampaignParts } from './writer-input';

/** A component the campaign names is gone: its emails cannot be written until the campaign is fixed. */
export class MissingPartError extends Error {
  constructor(what: string) {
    super(`The campaign's ${what} no longer exists: choose another in the campaign's settings.`);
    this.name = 'MissingPartError';
  }
}

export interface CampaignPartsDeps {
  readonly companies: Pick<TenantReader<CompanyItem>, 'find'>;
  readonly products: Pick<TenantReader<ProductItem>, 'find'>;
  readonly callToActions: Pick<TenantReader<CallToActionItem>, 'find'>;
  readonly personas: Pick<TenantReader<PersonaItem>, 'find'>;
  readonly customerProfiles: Pick<TenantReader<CustomerProfileItem>, 'find'>;
  readonly sampleEmails: Pick<TenantReader<SampleEmailItem>, 'find'>;
  readonly emailSenderConfigs: Pick<TenantReader<EmailSenderConfigItem>, 'find'>;
  readonly signatures: Pick<TenantReader<SignatureItem>, 'find'>;
  readonly memberships: Pick<MembershipStore, 'find'>;
  readonly options: Pick<OptionStore, 'status'>;
}

async function required<T>(read: Promise<T | null>, what: string): Promise<T> {
  const item = await read;
  if (!item) throw new MissingPartError(what);
  return item;
}

async function optional<T>(id: string | undefined, find: (id: string) => Promise<T | null>, what: string) {
  return id === undefined ? undefined : required(find(id), what);
}

/**
 * Reads what a campaign writes from, in the campaign's instance: every read that needs only the
 * campaign at once, then the senders' signatures. @throws MissingPartError
 */
export async function loadCampaignParts(
  deps: CampaignPartsDeps,
  ctx: TenantContext,
  campaign: CampaignItem,
): Promise<CampaignParts> {
  const ownerContext = { ...ctx, userId: campaign.ownerId ?? ctx.userId };
  const [company, product, callToAction, persona, customerProfile, samples, found, owner, premium] = await Promise.all([
    required(deps.companies.find(ctx, campaign.companyId), 'company'),
    required(deps.products.find(ctx, campaign.productId), 'product'),
    required(deps.callToActions.find(ctx, campaign.callToActionId), 'call to action'),
    optional(campaign.personaId, (id) => deps.personas.find(ctx, id), 'persona'),
    optional(campaign.customerProfileId, (id) => deps.customerProfiles.find(ctx, id), 'customer profile'),
    Promise.all((campaign.sampleEmailIds ?? []).map((id) => deps.sampleEmails.find(ctx, id))),
    Promise.all(campaign.senderConfigIds.map((id) => deps.emailSenderConfigs.find(ctx, id))),
    campaign.ownerId ? deps.memberships.find(ctx.namespaceId, campaign.ownerId) : null,
    deps.options.status(ownerContext, 'HAS_LINKEDIN_PREMIUM'),
  ]);
  const senders = found.filter((sender): sender is EmailSenderConfigItem => sender !== null);
  if (campaign.channel === 'EMAIL' && senders.length === 0) throw new MissingPartError('sender');
  const signatureIds = [...new Set(senders.flatMap((sender) => (sender.signatureId ? [sender.signatureId] : [])))];
  const signatures = new Map<string, SignatureItem>();
  for (const [index, signature] of (await Promise.all(signatureIds.map((id) => deps.signatures.find(ctx, id)))).entries()) {
    if (signature) signatures.set(signatureIds[index] as string, signature);
  }
  return {
    company,
    product,
    callToAction,
    persona,
    customerProfile,
    // a deleted sample email only loses its example
    sampleEmails: samples.filter((sample): sample is SampleEmailItem => sample !== null),
    senders,
    signatures,
    ownerName: owner?.firstName ?? company.name,
    linkedInPremium: premium === 'ACTIVE',
  };
}
