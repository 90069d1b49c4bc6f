import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { campaignRoutes } from '../../../../shared/api/routes/campaign';
import type { CampaignWithProgress } from '../../../../shared/schemas/campaign-generation';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { useAlerts } from '../../app/app-services';
import { hrefInInstance } from '../../app/instance/instance-sync';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { PATHS } from '../../app/paths';
import { campaignQueryKey } from '../../app/query-keys';
import { DeleteModal, useResourceWrites } from '../../components/resource-page';
import { useFollow } from '../../components/use-follow';
import { CampaignEmailsSection } from './campaign-emails-section';
import { campaignPollInterval } from './campaign-polling';
import { CampaignProgressSection } from './campaign-progress-section';
import { CampaignSettingsModal } from './campaign-settings-modal';
import { CampaignSettingsSection } from './campaign-settings-section';
import { allowedActions, CAMPAIGN_ACTION_TARGETS, generateDisabledReason, type CampaignAction } from './campaign-status';
import { CampaignStatusIndicator } from './campaign-status-indicator';
import { generateOutcome } from './generate-outcome';
import { StatusChangeModal } from './status-change-modal';
import { CAMPAIGN_ACTION_STRINGS as A, CAMPAIGN_DETAIL_STRINGS as S, CAMPAIGN_NOUNS, CAMPAIGN_SETTINGS_STRINGS } from './strings';
import { useCampaign, useCampaignCommands } from './use-campaigns';
import { WriterNotice } from './writer-notice';

type Dialog = { kind: 'status'; action: CampaignAction } | { kind: 'edit' } | { kind: 'delete' };

const nameOf = (campaign: { name: string }) => campaign.name;

/** `/campaign/<id>`: one campaign, its progress, its emails and its settings, with its status changes. */
export function CampaignDetailPage() {
  const { id } = useParams();
  const namespaceId = useSelectedNamespaceId();
  const campaignId = id ?? '';
  return <CampaignDetail key={`${namespaceId}/${campaignId}`} namespaceId={namespaceId} campaignId={campaignId} />;
}

function CampaignDetail({ namespaceId, campaignId }: { namespaceId: string; campaignId: string }) {
  const campaign = useCampaign(namespaceId, campaignId);
  const follow = useFollow();
  const listHref = hrefInInstance(PATHS.campaign, namespaceId);
  const back = (
    <Link href={listHref} onFollow={follow}>
      ← {S.back}
    </Link>
  );

  const notFound = campaign.error instanceof ApiError && campaign.error.status === 404;
  if (notFound) {
    return (
      <SpaceBetween size="m">
        {back}
        <Alert type="error" header={S.notFoundHeader}>
          {S.notFoundText}
        </Alert>
      </SpaceBetween>
    );
  }
  if (campaign.data !== undefined) {
    return (
      <SpaceBetween size="l">
        {back}
        {campaign.isError && <Alert type="warning">{S.refreshFailed}</Alert>}
        <WriterNotice namespaceId={namespaceId} />
        <CampaignView campaign={campaign.data} namespaceId={namespaceId} listHref={listHref} />
      </SpaceBetween>
    );
  }
  if (campaign.isError) {
    return (
      <SpaceBetween size="m">
        {back}
        <Alert
          type="error"
          header={S.loadFailedHeader}
          action={<Button onClick={() => void campaign.refetch()}>{S.retry}</Button>}
        >
          {errorMessage(campaign.error)}
        </Alert>
      </SpaceBetween>
    );
  }
  return (
    <SpaceBetween size="m">
      {back}
      <Box textAlign="center" padding="l">
        <Spinner /> {S.loading}
      </Box>
    </SpaceBetween>
  );
}

function CampaignView({
  campaign,
  namespaceId,
  listHref,
}: {
  campaign: CampaignWithProgress;
  namespaceId: string;
  listHref: string;
}) {
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const commands = useCampaignCommands(namespaceId, campaign.id);
  const writes = useResourceWrites<CampaignWithProgress>({ routes: campaignRoutes, nouns: CAMPAIGN_NOUNS, nameOf, namespaceId });
  const live = campaignPollInterval(campaign.status) !== false;
  const generateReason = generateDisabledReason(campaign.status);

  const changeStatus = (action: CampaignAction) => {
    commands.setStatus.mutate(CAMPAIGN_ACTION_TARGETS[action], {
      onSuccess: () => alerts.add({ type: 'success', message: A[action].done(campaign.name) }),
      onError: (error) => alerts.add({ type: 'danger', message: S.statusChangeFailed(errorMessage(error)) }),
      onSettled: () => setDialog(undefined),
    });
  };

  const generate = () => {
    commands.generate.mutate(undefined, {
      onSuccess: (run) => alerts.add(generateOutcome(run)),
      onError: (error) => alerts.add({ type: 'danger', message: S.generateFailed(errorMessage(error)) }),
    });
  };

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={<CampaignStatusIndicator status={campaign.status} />}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {allowedActions(campaign.status).map((action) => (
              <Button key={action} onClick={() => setDialog({ kind: 'status', action })}>
                {A[action].button}
              </Button>
            ))}
            <Button onClick={() => setDialog({ kind: 'delete' })}>{S.delete}</Button>
            <Button
              variant="primary"
              iconName="gen-ai"
              disabled={generateReason !== undefined}
              disabledReason={generateReason}
              loading={commands.generate.isPending}
              onClick={generate}
            >
              {S.generate}
            </Button>
          </SpaceBetween>
        }
      >
        {campaign.name}
      </Header>
      <CampaignProgressSection campaign={campaign} live={live} />
      <CampaignEmailsSection namespaceId={namespaceId} campaignId={campaign.id} campaignStatus={campaign.status} />
      <CampaignSettingsSection campaign={campaign} namespaceId={namespaceId} onEdit={() => setDialog({ kind: 'edit' })} />
      {dialog?.kind === 'status' && (
        <StatusChangeModal
          action={dialog.action}
          campaignName={campaign.name}
          busy={commands.setStatus.isPending}
          onConfirm={() => changeStatus(dialog.action)}
          onDismiss={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <CampaignSettingsModal
          campaign={campaign}
          namespaceId={namespaceId}
          save={(input) => writes.update.mutateAsync({ id: campaign.id, body: input })}
          onConflict={(message) => {
            alerts.add({ type: 'danger', message: CAMPAIGN_SETTINGS_STRINGS.conflict(message) });
            void commands.refresh();
          }}
          onDismiss={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteModal<CampaignWithProgress>
          nouns={CAMPAIGN_NOUNS}
          items={[campaign]}
          nameOf={nameOf}
          deleting={writes.deleting}
          onDismiss={() => setDialog(undefined)}
          onConfirm={() =>
            void writes.remove([campaign]).then((outcome) => {
              setDialog(undefined);
              if (outcome.deleted.length > 0) {
                void navigate(listHref);
                // a way back to this address finds it gone rather than showing what was deleted
                queryClient.removeQueries({ queryKey: campaignQueryKey(namespaceId, campaign.id) });
              }
            })
          }
        />
      )}
    </SpaceBetween>
  );
}
