import {
  ADD_CAMPAIGN_CUSTOMER_PROFILE_STAGE_INDEX,
  ADD_CAMPAIGN_END_STAGE_INDEX,
  ADD_CAMPAIGN_STAGES,
} from '../../../../shared/domain/campaign';
import type { CreateCampaignInput } from '../../../../shared/schemas/campaign';
import { INSTANCE_PARAM, PATHS } from '../../app/paths';
import {
  checkDraft,
  checkSection,
  firstSectionWithErrors,
  type CampaignDraft,
  type CampaignSection,
  type DraftErrors,
} from '../../components/campaign-settings/campaign-draft';

/** What each stage of the wizard holds: the three parts of the settings, then the review. */
export const STAGE_CONTENTS = ['details', 'sending', 'audience', 'review'] as const satisfies readonly (
  CampaignSection | 'review'
)[];
export type StageContent = (typeof STAGE_CONTENTS)[number];

/** The stage titles (docs/product.md, Screens and shell): four entries, each 'Create new campaign'. */
export const STAGE_TITLES = ADD_CAMPAIGN_STAGES;
/** The review and launch stage. */
export const REVIEW_STAGE_INDEX = ADD_CAMPAIGN_END_STAGE_INDEX;
/** The stage of the customer profile (and the audience). */
export const CUSTOMER_PROFILE_STAGE_INDEX = ADD_CAMPAIGN_CUSTOMER_PROFILE_STAGE_INDEX;

/** The stage a part of the settings is edited in. */
export function stageOfSection(section: CampaignSection): number {
  return STAGE_CONTENTS.indexOf(section);
}

/** The part of the settings a stage edits; undefined for the review. */
export function sectionOfStage(index: number): CampaignSection | undefined {
  const content = STAGE_CONTENTS[index];
  return content === undefined || content === 'review' ? undefined : content;
}

/** Where a request to open a stage leads, and the messages to show there. */
export interface StageMove {
  readonly index: number;
  /** the messages of the stage moved to, when a stage on the way is not complete */
  readonly errors: DraftErrors;
}

/**
 * Opening stage `requested` from stage `current`: going back is always allowed and checks
 * nothing; going forward checks each stage on the way (the current one included), and stops at
 * the first that is not complete, with its messages.
 */
export function moveTo(draft: CampaignDraft, current: number, requested: number): StageMove {
  const target = Math.min(Math.max(Math.trunc(requested), 0), REVIEW_STAGE_INDEX);
  if (target <= current) return { index: target, errors: {} };
  for (let index = Math.max(current, 0); index < target; index += 1) {
    const section = sectionOfStage(index);
    if (section === undefined) continue;
    const errors = checkSection(draft, section);
    if (Object.keys(errors).length > 0) return { index, errors };
  }
  return { index: target, errors: {} };
}

/** Launching: the checked input, or the first stage that is not complete and its messages. */
export type LaunchCheck =
  | { readonly ok: true; readonly input: CreateCampaignInput }
  | { readonly ok: false; readonly index: number; readonly errors: DraftErrors };

/** Checks the whole draft before it is launched. */
export function checkLaunch(draft: CampaignDraft): LaunchCheck {
  const checked = checkDraft(draft);
  if (checked.ok) return checked;
  const section = firstSectionWithErrors(checked.errors);
  return { ok: false, index: section === undefined ? REVIEW_STAGE_INDEX : stageOfSection(section), errors: checked.errors };
}

/** The stage to show a save's field messages on: the first part with one, or the review when none has. */
export function stageOfErrors(errors: DraftErrors): number {
  const section = firstSectionWithErrors(errors);
  return section === undefined ? REVIEW_STAGE_INDEX : stageOfSection(section);
}

/**
 * Where a launched campaign is shown, keeping the instance in the address: its own page when the
 * app has one (`detailPath`), else the campaign list.
 */
export function launchedHref(namespaceId: string, campaignId: string, detailPath?: (campaignId: string) => string): string {
  const path = detailPath === undefined ? PATHS.campaign : detailPath(campaignId);
  return `${path}?${new URLSearchParams({ [INSTANCE_PARAM]: namespaceId }).toString()}`;
}

/** The campaign list, keeping the instance in the address (where Cancel leads). */
export function campaignListHref(namespaceId: string): string {
  return `${PATHS.campaign}?${new URLSearchParams({ [INSTANCE_PARAM]: namespaceId }).toString()}`;
}
