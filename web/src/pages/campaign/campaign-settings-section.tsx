import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';

import { cadenceRoutes } from '../../../../shared/api/routes/cadence';
import { callToActionRoutes } from '../../../../shared/api/routes/call-to-action';
import { companyRoutes } from '../../../../shared/api/routes/company';
import { contactListRoutes } from '../../../../shared/api/routes/contact-list';
import { customerProfileRoutes } from '../../../../shared/api/routes/customer-profile';
import { senderRoutes } from '../../../../shared/api/routes/email-sender-config';
import { productRoutes } from '../../../../shared/api/routes/product';
import { GENERATOR_VERSION_LABELS } from '../../../../shared/domain/campaign';
import type { Campaign } from '../../../../shared/schemas/campaign';
import { formatEnumLabel } from '../../app/format';
import { ResourceName } from '../../components/resource-page/resource-name';
import { useResourceOptions } from '../../components/resource-page/use-resource-options';
import { editDisabledReason } from './campaign-status';
import { formatSendHour } from './campaign-settings-form';
import { CAMPAIGN_DETAIL_STRINGS as D, CAMPAIGN_SETTINGS_STRINGS as S, CHANNEL_LABELS } from './strings';

/** The campaign's senders by address (their ids while the senders load, or for one not listed). */
function SenderNames({ namespaceId, ids }: { namespaceId: string; ids: readonly string[] }) {
  const options = useResourceOptions(senderRoutes.list, 'senderEmail', namespaceId, ids.length > 0);
  if (ids.length === 0) return S.noSenders;
  return ids.map((id) => options.data?.find((option) => option.id === id)?.label ?? id).join(', ');
}

/** Who the campaign writes to: its contact list and the contacts chosen one by one. */
function Audience({ campaign }: { campaign: Campaign }) {
  const chosen = campaign.contactIds?.length ?? 0;
  if (campaign.contactListId === undefined && chosen === 0) return S.notSet;
  return (
    <>
      {campaign.contactListId !== undefined && (
        <div>
          <ResourceName listRoute={contactListRoutes.list} labelField="name" id={campaign.contactListId} />
        </div>
      )}
      {chosen > 0 && <div>{S.chosenContacts(chosen)}</div>}
    </>
  );
}

/** A campaign's settings; Edit opens the form, and only while the campaign is paused. */
export function CampaignSettingsSection({
  campaign,
  namespaceId,
  onEdit,
}: {
  campaign: Campaign;
  namespaceId: string;
  onEdit: () => void;
}) {
  const disabledReason = editDisabledReason(campaign.status);
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={D.settingsDescription}
          actions={
            <Button disabled={disabledReason !== undefined} disabledReason={disabledReason} onClick={onEdit}>
              {D.edit}
            </Button>
          }
        >
          {D.settingsHeader}
        </Header>
      }
    >
      <KeyValuePairs
        columns={3}
        items={[
          { label: S.name, value: campaign.name },
          { label: S.channel, value: CHANNEL_LABELS[campaign.channel] },
          { label: S.language, value: formatEnumLabel(campaign.language) },
          { label: S.generatorVersion, value: GENERATOR_VERSION_LABELS[campaign.generatorVersion] },
          { label: S.senders, value: <SenderNames namespaceId={namespaceId} ids={campaign.senderConfigIds} /> },
          { label: S.throttle, value: campaign.throttle === undefined ? S.notSet : String(campaign.throttle) },
          { label: S.sendHour, value: campaign.sendHour === undefined ? S.notSet : formatSendHour(campaign.sendHour) },
          { label: S.audience, value: <Audience campaign={campaign} /> },
          {
            label: S.company,
            value: <ResourceName listRoute={companyRoutes.list} labelField="name" id={campaign.companyId} />,
          },
          {
            label: S.product,
            value: <ResourceName listRoute={productRoutes.list} labelField="name" id={campaign.productId} />,
          },
          {
            label: S.customerProfile,
            value: <ResourceName listRoute={customerProfileRoutes.list} labelField="name" id={campaign.customerProfileId} />,
          },
          {
            label: S.callToAction,
            value: <ResourceName listRoute={callToActionRoutes.list} labelField="objective" id={campaign.callToActionId} />,
          },
          { label: S.cadence, value: <ResourceName listRoute={cadenceRoutes.list} labelField="name" id={campaign.cadenceId} /> },
          {
            label: S.followUpAfterDays,
            value: campaign.followUpAfterDays === undefined ? S.notSet : S.days(campaign.followUpAfterDays),
          },
        ]}
      />
    </Container>
  );
}
