import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Wizard, { type WizardProps } from '@cloudscape-design/components/wizard';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { errorMessage } from '../../api/error-message';
import { useAlerts } from '../../app/app-services';
import { CampaignAudienceFields } from '../../components/campaign-settings/campaign-audience-fields';
import { CampaignDetailsFields } from '../../components/campaign-settings/campaign-details-fields';
import {
  checkDraft,
  EMPTY_CAMPAIGN_DRAFT,
  isDraftChanged,
  saveFailureOf,
  withoutError,
  type CampaignDraft,
  type DraftErrors,
} from '../../components/campaign-settings/campaign-draft';
import { CampaignSendingFields } from '../../components/campaign-settings/campaign-sending-fields';
import { CampaignSettingsSummary } from '../../components/campaign-settings/campaign-settings-summary';
import type { DraftChange, SectionFieldsProps } from '../../components/campaign-settings/section-props';
import {
  campaignListHref,
  checkLaunch,
  CUSTOMER_PROFILE_STAGE_INDEX,
  launchedHref,
  moveTo,
  REVIEW_STAGE_INDEX,
  stageOfErrors,
  stageOfSection,
  STAGE_TITLES,
} from './stages';
import { CAMPAIGN_ADD_STRINGS as S } from './strings';
import { useLaunchCampaign } from './use-launch-campaign';

// the preview (and the email reader it draws with) loads when the review opens, not with the wizard
const CampaignPreviewPanel = lazy(async () => ({
  default: (await import('../../components/campaign-settings/campaign-preview-panel')).CampaignPreviewPanel,
}));

/** A message above a stage, for problems that are not one field's (a refused launch). */
interface StageNotice {
  readonly index: number;
  readonly text: string;
}

/** Moves focus to the first field marked invalid, once the stage shown has rendered and taken focus itself. */
function focusFirstInvalid(container: HTMLElement | null): void {
  setTimeout(() => {
    const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, 0);
}

export interface CampaignWizardProps {
  readonly namespaceId: string;
  /** the page of a launched campaign, when the app has one; the campaign list otherwise */
  readonly detailPath?: (campaignId: string) => string;
}

/**
 * The four stages of a new campaign (docs/product.md, Screens and shell; all titled 'Create new campaign'): its details,
 * its senders and sending, its customer profile and audience (stage 2), and a review with a
 * preview email (stage 3), whose Launch creates the campaign running. Each stage is checked before
 * the next opens; a refused launch puts the server's messages on their fields and opens the first
 * stage holding one. Cancel asks first when anything was entered.
 */
export function CampaignWizard({ namespaceId, detailPath }: CampaignWizardProps) {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const launch = useLaunchCampaign(namespaceId);
  const container = useRef<HTMLDivElement>(null);

  const [draft, setDraft] = useState<CampaignDraft>(EMPTY_CAMPAIGN_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [stageIndex, setStageIndex] = useState(0);
  const [notice, setNotice] = useState<StageNotice | undefined>();
  const [leaving, setLeaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  const checked = useMemo(() => checkDraft(draft), [draft]);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(container.current);
  }, [focusRequest]);

  const onChange: DraftChange = (field, value) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  };

  const showProblems = (index: number, problems: DraftErrors, text?: string) => {
    setErrors(problems);
    setStageIndex(index);
    setNotice(text === undefined ? undefined : { index, text });
    setFocusRequest((count) => count + 1);
  };

  const navigateTo = (requested: number) => {
    if (launch.isPending) return;
    const move = moveTo(draft, stageIndex, requested);
    if (Object.keys(move.errors).length > 0) {
      showProblems(move.index, move.errors);
      return;
    }
    setNotice(undefined);
    setStageIndex(move.index);
  };

  const submit = async () => {
    if (launch.isPending) return;
    const check = checkLaunch(draft);
    if (!check.ok) {
      showProblems(check.index, check.errors, S.fixFields);
      return;
    }
    setNotice(undefined);
    try {
      const campaign = await launch.mutateAsync(check.input);
      alerts.add({ type: 'success', message: S.launched(campaign.name), showAfterRedirect: true });
      await navigate(launchedHref(namespaceId, campaign.id, detailPath));
    } catch (error) {
      const failure = saveFailureOf(error, errorMessage);
      const index = stageOfErrors(failure.fields);
      const text = [index === REVIEW_STAGE_INDEX ? S.launchFailed : S.fixFields, ...failure.other].join(' ');
      showProblems(index, failure.fields, text);
    }
  };

  const leave = () => void navigate(campaignListHref(namespaceId));

  const fieldsProps: SectionFieldsProps = { namespaceId, draft, errors, onChange };
  const contents = [
    <CampaignDetailsFields key="details" {...fieldsProps} />,
    <CampaignSendingFields key="sending" {...fieldsProps} />,
    <CampaignAudienceFields key="audience" {...fieldsProps} />,
    <SpaceBetween key="review" size="l">
      <CampaignSettingsSummary
        namespaceId={namespaceId}
        draft={draft}
        onEdit={(section) => navigateTo(stageOfSection(section))}
      />
      <Suspense fallback={<StatusIndicator type="loading">{S.loadingPreview}</StatusIndicator>}>
        <CampaignPreviewPanel
          namespaceId={namespaceId}
          input={checked.ok ? checked.input : undefined}
          onEditAudience={() => navigateTo(CUSTOMER_PROFILE_STAGE_INDEX)}
        />
      </Suspense>
    </SpaceBetween>,
  ];

  const steps: WizardProps.Step[] = STAGE_TITLES.map((title, index) => ({
    title,
    description: S.stageDescriptions[index],
    errorText: notice?.index === index ? notice.text : undefined,
    content: contents[index],
  }));

  return (
    <div ref={container}>
      <Wizard
        steps={steps}
        activeStepIndex={stageIndex}
        isLoadingNextStep={launch.isPending}
        submitButtonText={S.launch}
        onNavigate={({ detail }) => navigateTo(detail.requestedStepIndex)}
        onSubmit={() => void submit()}
        onCancel={() => (isDraftChanged(draft) ? setLeaving(true) : leave())}
        i18nStrings={{
          stepNumberLabel: S.stepNumber,
          collapsedStepsLabel: S.stepOfSteps,
          navigationAriaLabel: S.navigation,
          cancelButton: S.cancel,
          previousButton: S.previous,
          nextButton: S.next,
          optional: S.optional,
          errorIconAriaLabel: S.errorIcon,
          submitButtonLoadingAnnouncement: S.launching,
        }}
      />
      <Modal
        visible={leaving}
        header={S.leaveHeader}
        onDismiss={() => setLeaving(false)}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setLeaving(false)}>
                {S.keepEditing}
              </Button>
              <Button variant="primary" onClick={leave}>
                {S.leave}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {S.leaveBody}
      </Modal>
    </div>
  );
}
