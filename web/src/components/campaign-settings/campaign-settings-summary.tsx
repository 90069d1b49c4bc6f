import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs, { type KeyValuePairsProps } from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import { GENERATOR_VERSION_LABELS } from '../../../../shared/domain/campaign';
import { useRole } from '../../app/account/use-account-queries';
import type { ResourceItem } from '../resource-page/types';
import { CHANNEL_LABELS, formatFollowUpDays, formatSendHour, formatThrottle, LANGUAGE_LABELS } from './campaign-options';
import type { CampaignDraft, CampaignSection } from './campaign-draft';
import {
  CADENCE_RESOURCE,
  CALL_TO_ACTION_RESOURCE,
  COMPANY_RESOURCE,
  CONTACT_LIST_RESOURCE,
  CUSTOMER_PROFILE_RESOURCE,
  PERSONA_RESOURCE,
  PRODUCT_RESOURCE,
  SAMPLE_EMAIL_RESOURCE,
  type ComponentResource,
} from './component-resources';
import { senderFlags } from './sender-flags';
import { useSenders } from './sender-picker';
import { CAMPAIGN_SETTINGS_STRINGS } from './strings';
import { useComponentItems } from './use-component-items';

const S = CAMPAIGN_SETTINGS_STRINGS;
const CONTACTS_NAMED = 3;

/** Names items of a component by id, from the pickers' lists (the id itself while unknown). */
function useNamer<T extends ResourceItem>(resource: ComponentResource<T>, namespaceId: string, enabled = true) {
  const query = useComponentItems<T>(resource.routes.list, namespaceId, enabled);
  return (id: string): string => {
    if (id === '') return S.notSet;
    const item = query.data?.find((candidate) => candidate.id === id);
    if (item !== undefined) return resource.nameOf(item);
    return query.isPending && enabled ? S.summary.loadingName : id;
  };
}

function Section({
  section,
  items,
  onEdit,
}: {
  section: CampaignSection;
  items: KeyValuePairsProps.Item[];
  onEdit: ((section: CampaignSection) => void) | undefined;
}) {
  const title = S.sections[section];
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            onEdit && (
              <Button formAction="none" ariaLabel={S.summary.editLabel(title)} onClick={() => onEdit(section)}>
                {S.summary.edit}
              </Button>
            )
          }
        >
          {title}
        </Header>
      }
    >
      <KeyValuePairs columns={3} items={items} />
    </Container>
  );
}

export interface CampaignSettingsSummaryProps {
  readonly namespaceId: string;
  readonly draft: CampaignDraft;
  /** shows an Edit button on each part, opening it */
  readonly onEdit?: (section: CampaignSection) => void;
}

/** Every setting of a campaign, part by part, with the names of its components and senders. */
export function CampaignSettingsSummary({ namespaceId, draft, onEdit }: CampaignSettingsSummaryProps) {
  const isAdmin = useRole(namespaceId) === 'ADMIN';
  const company = useNamer(COMPANY_RESOURCE, namespaceId);
  const product = useNamer(PRODUCT_RESOURCE, namespaceId);
  const callToAction = useNamer(CALL_TO_ACTION_RESOURCE, namespaceId);
  const sampleEmail = useNamer(SAMPLE_EMAIL_RESOURCE, namespaceId);
  const cadence = useNamer(CADENCE_RESOURCE, namespaceId);
  const customerProfile = useNamer(CUSTOMER_PROFILE_RESOURCE, namespaceId);
  const persona = useNamer(PERSONA_RESOURCE, namespaceId, isAdmin);
  const contactList = useNamer(CONTACT_LIST_RESOURCE, namespaceId);
  const { senders, expired } = useSenders(namespaceId);

  const chosenSenders = draft.senderConfigIds.map((id) => senders.find((sender) => sender.id === id) ?? id);
  const sendersValue =
    chosenSenders.length === 0 ? (
      S.summary.none
    ) : (
      <SpaceBetween size="xxs">
        {chosenSenders.map((sender) =>
          typeof sender === 'string' ? (
            <span key={sender}>{sender}</span>
          ) : senderFlags(sender, expired).length > 0 ? (
            <StatusIndicator key={sender.id} type="warning">
              {`${sender.senderEmail} (${S.senders.flagIconLabel.toLowerCase()})`}
            </StatusIndicator>
          ) : (
            <span key={sender.id}>{sender.senderEmail}</span>
          ),
        )}
      </SpaceBetween>
    );

  const named = draft.contacts.slice(0, CONTACTS_NAMED).map((contact) => contact.name ?? contact.email);
  const more = draft.contacts.length - named.length;
  const audienceValue =
    draft.audienceSource === 'CONTACT_LIST'
      ? contactList(draft.contactListId)
      : draft.contacts.length === 0
        ? S.summary.none
        : `${S.summary.contacts(draft.contacts.length)}: ${named.join(', ')}${more > 0 ? ` ${S.summary.moreContacts(more)}` : ''}`;

  return (
    <SpaceBetween size="l">
      <Section
        section="details"
        onEdit={onEdit}
        items={[
          { label: S.name.label, value: draft.name.trim() === '' ? S.notSet : draft.name },
          { label: S.company.label, value: company(draft.companyId) },
          { label: S.product.label, value: product(draft.productId) },
          { label: S.callToAction.label, value: callToAction(draft.callToActionId) },
          { label: S.channel.label, value: CHANNEL_LABELS[draft.channel] },
          { label: S.language.label, value: LANGUAGE_LABELS[draft.language] },
          { label: S.generatorVersion.label, value: GENERATOR_VERSION_LABELS[draft.generatorVersion] },
          {
            label: S.sampleEmails.label,
            value: draft.sampleEmailIds.length === 0 ? S.summary.none : draft.sampleEmailIds.map(sampleEmail).join(', '),
          },
          { label: S.cadence.label, value: cadence(draft.cadenceId) },
        ]}
      />
      <Section
        section="sending"
        onEdit={onEdit}
        items={[
          { label: S.senders.label, value: sendersValue },
          { label: S.throttle.label, value: formatThrottle(draft.throttle) },
          { label: S.sendHour.label, value: formatSendHour(draft.sendHour) },
          { label: S.followUpAfterDays.label, value: formatFollowUpDays(draft.followUpAfterDays) },
        ]}
      />
      <Section
        section="audience"
        onEdit={onEdit}
        items={[
          { label: S.customerProfile.label, value: customerProfile(draft.customerProfileId) },
          { label: S.persona.label, value: persona(draft.personaId) },
          {
            label: draft.audienceSource === 'CONTACT_LIST' ? S.contactList.label : S.contacts.label,
            value: audienceValue,
          },
        ]}
      />
    </SpaceBetween>
  );
}
