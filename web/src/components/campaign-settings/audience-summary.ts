import { AUDIENCE_EXCLUSION_LABELS, AUDIENCE_EXCLUSIONS, type AudienceExclusion } from '../../../../shared/domain/campaign';
import type { CampaignAudience } from '../../../../shared/schemas/campaign-generation';
import { EMPTY_VALUE, formatPersonName } from '../../app/format';
import { CAMPAIGN_SETTINGS_STRINGS } from './strings';

const S = CAMPAIGN_SETTINGS_STRINGS.audience;

/** One reason contacts are left out, with how many. */
export interface AudienceExclusionRow {
  readonly reason: AudienceExclusion;
  readonly label: string;
  readonly count: number;
}

/** The audience count as the settings show it. */
export interface AudienceSummary {
  /** false when counting stopped early: the numbers are of the contacts read, and lower bounds */
  readonly complete: boolean;
  readonly total: number;
  readonly included: number;
  readonly excluded: number;
  /** the reasons with at least one contact, in the order of AUDIENCE_EXCLUSIONS */
  readonly exclusions: readonly AudienceExclusionRow[];
  /** one sentence: who will be written to */
  readonly headline: string;
  /** set when nobody would be written to: why, for a warning */
  readonly warning: string | undefined;
}

/** A count as shown: '1,234', or 'at least 1,234' ('0 so far') when counting stopped early. */
export function formatAudienceCount(count: number, complete: boolean): string {
  const text = count.toLocaleString('en-US');
  if (complete) return text;
  return count === 0 ? S.soFar(text) : S.atLeast(text);
}

function headlineOf({ total, included, complete }: CampaignAudience): string {
  if (included === 0) return complete ? S.summaryNobody : S.summaryNobodyYet(total);
  return complete ? S.summary(included, total) : S.summaryIncomplete(included);
}

function warningOf({ total, included, complete }: CampaignAudience): string | undefined {
  if (included > 0) return undefined;
  if (total === 0) return S.emptyList;
  return complete ? S.allExcluded(total) : S.allExcludedSoFar(total);
}

/** Who is in, who is left out and why, from the audience count. */
export function summarizeAudience(audience: CampaignAudience): AudienceSummary {
  const exclusions = AUDIENCE_EXCLUSIONS.map((reason) => ({
    reason,
    label: AUDIENCE_EXCLUSION_LABELS[reason],
    count: audience.excluded[reason] ?? 0,
  })).filter((row) => row.count > 0);
  const excluded = exclusions.reduce((sum, row) => sum + row.count, 0);
  const { total, included, complete } = audience;
  return { complete, total, included, excluded, exclusions, headline: headlineOf(audience), warning: warningOf(audience) };
}

/** How a contact of the audience is named: 'Dana Reyes <dana@acme.example>', or the email alone. */
export function audienceContactLabel(contact: {
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
}): string {
  const name = formatPersonName(contact.firstName, contact.lastName);
  return name === EMPTY_VALUE ? contact.email : `${name} <${contact.email}>`;
}
