/**
 * A campaign's settings, part by part, for the pages that set them: the add-campaign wizard and
 * the campaign's own page. The draft (`campaign-draft.ts`) is what the forms hold and how it is
 * checked and sent; each part's fields draw and change it; the summary shows it; the audience and
 * preview panels ask the API who would be written to and what would be written.
 */
export { AudiencePanel, type AudiencePanelProps } from './audience-panel';
export { audienceContactLabel, formatAudienceCount, summarizeAudience, type AudienceSummary } from './audience-summary';
export { CampaignAudienceFields } from './campaign-audience-fields';
export { CampaignDetailsFields } from './campaign-details-fields';
export * from './campaign-draft';
export * from './campaign-options';
export { CampaignPreviewPanel, PreviewBody, type CampaignPreviewPanelProps } from './campaign-preview-panel';
export { CampaignSendingFields } from './campaign-sending-fields';
export { CampaignSettingsSummary, type CampaignSettingsSummaryProps } from './campaign-settings-summary';
export * from './component-resources';
export { ContactChooser, type ContactChooserProps } from './contact-chooser';
export { previewParagraphs, type PreviewParagraph, type PreviewSegment } from './preview-body';
export { AdminResourcePicker, CreateComponentButton, MultiResourcePicker, ResourcePicker } from './resource-picker';
export type { DraftChange, SectionFieldsProps } from './section-props';
export { flaggedSenders, senderFlags, type SenderFlag } from './sender-flags';
export { SenderPicker, useSenders, type SenderPickerProps } from './sender-picker';
export { CAMPAIGN_SETTINGS_STRINGS } from './strings';
export { useCampaignAudience, useCampaignPreview } from './use-campaign-generation';
