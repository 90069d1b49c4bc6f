import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { FOLLOW_UP_DAY_CHOICES, SEND_HOUR_CHOICES, THROTTLE_CHOICES } from './campaign-options';
import { ChoiceSelect } from './choice-select';
import type { SectionFieldsProps } from './section-props';
import { SenderPicker } from './sender-picker';
import { CAMPAIGN_SETTINGS_STRINGS as S } from './strings';

/**
 * Who the campaign sends from and how fast: its senders, a daily cap per sender, the hour sending
 * starts and how long the automatic cadence waits before following up.
 */
export function CampaignSendingFields({ namespaceId, draft, errors, onChange }: SectionFieldsProps) {
  return (
    <Container header={<Header variant="h2">{S.sections.sending}</Header>}>
      <SpaceBetween size="l">
        <SenderPicker
          namespaceId={namespaceId}
          channel={draft.channel}
          value={draft.senderConfigIds}
          errorText={errors.senderConfigIds}
          onChange={(ids) => onChange('senderConfigIds', ids)}
        />
        <ColumnLayout columns={3}>
          <FormField label={S.throttle.label} description={S.throttle.description} errorText={errors.throttle} stretch>
            <ChoiceSelect choices={THROTTLE_CHOICES} value={draft.throttle} onChange={(value) => onChange('throttle', value)} />
          </FormField>
          <FormField label={S.sendHour.label} description={S.sendHour.description} errorText={errors.sendHour} stretch>
            <ChoiceSelect choices={SEND_HOUR_CHOICES} value={draft.sendHour} onChange={(value) => onChange('sendHour', value)} />
          </FormField>
          <FormField
            label={S.followUpAfterDays.label}
            description={S.followUpAfterDays.description}
            errorText={errors.followUpAfterDays}
            stretch
          >
            <ChoiceSelect
              choices={FOLLOW_UP_DAY_CHOICES}
              value={draft.followUpAfterDays}
              onChange={(value) => onChange('followUpAfterDays', value)}
            />
          </FormField>
        </ColumnLayout>
      </SpaceBetween>
    </Container>
  );
}
