import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { AudiencePanel } from './audience-panel';
import { AUDIENCE_SOURCES, audienceInputOf, type AudienceSource } from './campaign-draft';
import { CONTACT_LIST_RESOURCE, CUSTOMER_PROFILE_RESOURCE, PERSONA_RESOURCE } from './component-resources';
import { ContactChooser } from './contact-chooser';
import { AdminResourcePicker, ResourcePicker } from './resource-picker';
import type { SectionFieldsProps } from './section-props';
import { CAMPAIGN_SETTINGS_STRINGS as S } from './strings';

const SOURCE_ITEMS = [
  { value: 'CONTACT_LIST', label: S.audienceSource.CONTACT_LIST, description: S.audienceSource.CONTACT_LIST_DESCRIPTION },
  { value: 'CONTACTS', label: S.audienceSource.CONTACTS, description: S.audienceSource.CONTACTS_DESCRIPTION },
] as const;

function isAudienceSource(value: string): value is AudienceSource {
  return (AUDIENCE_SOURCES as readonly string[]).includes(value);
}

/**
 * Who the campaign reaches out to: its customer profile and persona (both optional), and who is
 * written to, a contact list or contacts chosen one by one, with the live count of who is in and
 * who is left out. Switching between list and contacts keeps the other choice for coming back.
 */
export function CampaignAudienceFields({ namespaceId, draft, errors, onChange }: SectionFieldsProps) {
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{S.sections.audience}</Header>}>
        <SpaceBetween size="l">
          <ResourcePicker
            resource={CUSTOMER_PROFILE_RESOURCE}
            namespaceId={namespaceId}
            label={S.customerProfile.label}
            description={S.customerProfile.description}
            optional
            value={draft.customerProfileId}
            errorText={errors.customerProfileId}
            onChange={(id) => onChange('customerProfileId', id)}
          />
          <AdminResourcePicker
            resource={PERSONA_RESOURCE}
            namespaceId={namespaceId}
            label={S.persona.label}
            description={S.persona.description}
            adminOnlyText={S.persona.adminOnly}
            optional
            value={draft.personaId}
            errorText={errors.personaId}
            onChange={(id) => onChange('personaId', id)}
          />
          <FormField label={S.audienceSource.label} description={S.audienceSource.description} stretch>
            <RadioGroup
              items={SOURCE_ITEMS}
              value={draft.audienceSource}
              onChange={({ detail }) => {
                if (isAudienceSource(detail.value)) onChange('audienceSource', detail.value);
              }}
            />
          </FormField>
          {draft.audienceSource === 'CONTACT_LIST' ? (
            <ResourcePicker
              resource={CONTACT_LIST_RESOURCE}
              namespaceId={namespaceId}
              label={S.contactList.label}
              description={S.contactList.description}
              constraintText={<Box variant="span">{S.contactListUpload}</Box>}
              value={draft.contactListId}
              errorText={errors.contactListId}
              onChange={(id) => onChange('contactListId', id)}
            />
          ) : (
            <ContactChooser
              namespaceId={namespaceId}
              value={draft.contacts}
              errorText={errors.contacts}
              onChange={(contacts) => onChange('contacts', contacts)}
            />
          )}
        </SpaceBetween>
      </Container>
      <AudiencePanel namespaceId={namespaceId} input={audienceInputOf(draft)} />
    </SpaceBetween>
  );
}
