import { MODEL_TOKENS_PER_EMAIL } from '../../../shared/domain/ai';
import type { CreateCampaignInput } from '../../../shared/schemas/campaign';
import type { CampaignPreview } from '../../../shared/schemas/campaign-generation';
import { requireChosenIds, type ChosenIdReaders } from '../campaigns/chosen-ids';
import { AppError, NotFoundError } from '../errors';
import type { TenantReader } from '../ports/data';
import type { CampaignItem, CompanyItem } from '../ports/items';
import type { CampaignStore, ContactStore } from '../ports/stores';
import type { TokenBudget } from '../ports/token-budget';
import type { TenantContext } from '../tenant';
import type { Writer } from '../ports/writer';
import { WriterInputSchema } from '../writing/writer';
import { AUDIENCE_START, audienceContact, audienceExclusion, contactCompanyName, readAudiencePage } from './audience';
import { loadCampaignParts, MissingPartError, type CampaignPartsDeps } from './campaign-parts';
import { activeCampaignIds } from './planner';
import { writerInputFor } from './writer-input';

/** Audience pages a preview reads at most to find someone to write to. */
const PREVIEW_PAGES = 5;

/** The model is busy with the campaigns' emails: the preview can be asked again shortly. */
class PreviewBusyError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(`The writer is busy with campaign emails; try the preview again in ${retryAfterSeconds} seconds.`, 503, 'BUSY');
  }
}

interface PreviewDeps extends CampaignPartsDeps {
  readonly campaigns: Pick<CampaignStore, 'listByStatus'>;
  readonly contacts: Pick<ContactStore, 'getMany' | 'listByList'>;
  readonly sampleEmails: CampaignPartsDeps['sampleEmails'] & ChosenIdReaders['sampleEmails'];
  readonly companies: Pick<TenantReader<CompanyItem>, 'find'>;
  readonly writer: Writer;
  readonly budget: TokenBudget;
  readonly now: () => Date;
}

/**
 * Writes one email of a campaign not yet created, for the first contact of its audience, with the
 * configured writer and under the shared token budget, and answers it with the checker's verdict.
 * Chosen contacts and sample emails that are not the instance's are refused first, as the campaign
 * itself would refuse them (400 naming each). Nothing is saved.
 */
export async function previewCampaign(
  deps: PreviewDeps,
  ctx: TenantContext,
  input: CreateCampaignInput,
): Promise<CampaignPreview> {
  await requireChosenIds(deps, ctx, input);
  const now = deps.now();
  const campaign: CampaignItem = {
    ...input,
    namespaceId: ctx.namespaceId,
    id: 'preview',
    status: 'RUNNING',
    ownerId: ctx.userId,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const active = await activeCampaignIds(deps.campaigns, ctx);
  const rules = { channel: campaign.channel, activeCampaignIds: active, now };
  const source = { contactListId: input.contactListId, contactIds: input.contactIds };
  let position = AUDIENCE_START;
  let contact = null;
  for (let page = 0; page < PREVIEW_PAGES && !contact; page += 1) {
    const entries = await readAudiencePage(deps.contacts, ctx, source, position);
    if (entries.length === 0) break;
    contact = entries.find((entry) => audienceExclusion(entry.contact, rules) === null)?.contact ?? null;
    position = entries[entries.length - 1]?.next ?? position;
  }
  const empty = { subject: '', bodyHtml: '', bodyText: '', violations: [], writer: deps.writer.name };
  if (!contact) return { ...empty, contact: null, status: 'NO_CONTACT' };

  let parts;
  try {
    parts = await loadCampaignParts(deps, ctx, campaign);
  } catch (error) {
    if (error instanceof MissingPartError) throw new NotFoundError(error.message);
    throw error;
  }
  const companyName = await contactCompanyName(deps.companies, ctx, contact);
  const { input: draft } = writerInputFor(campaign, parts, contact, { contactCompanyName: companyName, step: 0, thread: [] });
  const shown = audienceContact(contact, companyName);
  const parsed = WriterInputSchema.safeParse(draft);
  if (!parsed.success) {
    return {
      ...empty,
      contact: shown,
      status: 'FAILED',
      error: parsed.error.issues[0]?.message ?? 'The campaign cannot be written from.',
    };
  }
  const grant = await deps.budget.acquire(MODEL_TOKENS_PER_EMAIL);
  if ('retryAfterMs' in grant) throw new PreviewBusyError(Math.max(1, Math.ceil(grant.retryAfterMs / 1000)));
  const result = await deps.writer.write(parsed.data);
  await grant.settle(result.usage.totalTokens);
  return {
    contact: shown,
    status: result.status,
    subject: result.subject,
    bodyHtml: result.html,
    bodyText: result.text,
    violations: result.verdict.violations.map((violation) => ({ code: violation.code, message: violation.message })),
    writer: result.writer,
    ...(result.error === undefined ? {} : { error: result.error }),
  };
}
