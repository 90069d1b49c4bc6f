import type { CampaignDraft, DraftErrors, DraftField } from './campaign-draft';

/** Changes one field of the draft. */
export type DraftChange = <F extends DraftField>(field: F, value: CampaignDraft[F]) => void;

/** What the fields of each part of a campaign's settings are drawn from. */
export interface SectionFieldsProps {
  readonly namespaceId: string;
  readonly draft: CampaignDraft;
  readonly errors: DraftErrors;
  readonly onChange: DraftChange;
}
