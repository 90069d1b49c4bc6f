import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { MAX_CAMPAIGN_SAMPLE_EMAILS } from '../../../../shared/schemas/campaign';
import { CHANNEL_CHOICES, generatorVersionChoices, LANGUAGE_CHOICES } from './campaign-options';
import { ChoiceSelect } from './choice-select';
import {
  CADENCE_RESOURCE,
  CALL_TO_ACTION_RESOURCE,
  COMPANY_RESOURCE,
  PRODUCT_RESOURCE,
  SAMPLE_EMAIL_RESOURCE,
} from './component-resources';
import { MultiResourcePicker, ResourcePicker } from './resource-picker';
import type { SectionFieldsProps } from './section-props';
import { CAMPAIGN_SETTINGS_STRINGS as S } from './strings';

const GENERATOR_VERSION_CHOICES = generatorVersionChoices();

/**
 * The campaign's details: its name, what it offers and asks for (company, product or service,
 * call to action), where and how its messages are written (channel, language, generator version,
 * sample emails) and its follow-ups (cadence). Each component can be created on the spot.
 */
export function CampaignDetailsFields({ namespaceId, draft, errors, onChange }: SectionFieldsProps) {
  return (
    <Container header={<Header variant="h2">{S.sections.details}</Header>}>
      <SpaceBetween size="l">
        <FormField label={S.name.label} description={S.name.description} errorText={errors.name} stretch>
          <Input
            value={draft.name}
            placeholder={S.name.placeholder}
            ariaRequired
            autoComplete={false}
            onChange={({ detail }) => onChange('name', detail.value)}
          />
        </FormField>
        <ResourcePicker
          resource={COMPANY_RESOURCE}
          namespaceId={namespaceId}
          label={S.company.label}
          description={S.company.description}
          value={draft.companyId}
          errorText={errors.companyId}
          onChange={(id) => onChange('companyId', id)}
        />
        <ResourcePicker
          resource={PRODUCT_RESOURCE}
          namespaceId={namespaceId}
          label={S.product.label}
          description={S.product.description}
          value={draft.productId}
          errorText={errors.productId}
          onChange={(id) => onChange('productId', id)}
        />
        <ResourcePicker
          resource={CALL_TO_ACTION_RESOURCE}
          namespaceId={namespaceId}
          label={S.callToAction.label}
          description={S.callToAction.description}
          value={draft.callToActionId}
          errorText={errors.callToActionId}
          onChange={(id) => onChange('callToActionId', id)}
        />
        <ColumnLayout columns={3}>
          <FormField label={S.channel.label} description={S.channel.description} errorText={errors.channel} stretch>
            <ChoiceSelect choices={CHANNEL_CHOICES} value={draft.channel} onChange={(value) => onChange('channel', value)} />
          </FormField>
          <FormField label={S.language.label} description={S.language.description} errorText={errors.language} stretch>
            <ChoiceSelect choices={LANGUAGE_CHOICES} value={draft.language} onChange={(value) => onChange('language', value)} />
          </FormField>
          <FormField
            label={S.generatorVersion.label}
            description={S.generatorVersion.description}
            errorText={errors.generatorVersion}
            stretch
          >
            <ChoiceSelect
              choices={GENERATOR_VERSION_CHOICES}
              value={draft.generatorVersion}
              onChange={(value) => onChange('generatorVersion', value)}
            />
          </FormField>
        </ColumnLayout>
        <MultiResourcePicker
          resource={SAMPLE_EMAIL_RESOURCE}
          namespaceId={namespaceId}
          label={S.sampleEmails.label}
          description={S.sampleEmails.description}
          constraintText={S.sampleEmails.constraint}
          placeholder={S.sampleEmails.placeholder}
          optional
          max={MAX_CAMPAIGN_SAMPLE_EMAILS}
          value={draft.sampleEmailIds}
          errorText={errors.sampleEmailIds}
          onChange={(ids) => onChange('sampleEmailIds', ids)}
        />
        <ResourcePicker
          resource={CADENCE_RESOURCE}
          namespaceId={namespaceId}
          label={S.cadence.label}
          description={S.cadence.description}
          optional
          value={draft.cadenceId}
          errorText={errors.cadenceId}
          onChange={(id) => onChange('cadenceId', id)}
        />
      </SpaceBetween>
    </Container>
  );
}
