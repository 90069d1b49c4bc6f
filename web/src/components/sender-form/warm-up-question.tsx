import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';

import { SENDER_FORM_STRINGS as S } from './strings';

interface WarmUpQuestionProps {
  /** the rep's answer; false (a new mailbox) until they say otherwise */
  readonly value: boolean | undefined;
  readonly errorText?: string | undefined;
  readonly onChange: (alreadyWarmedUp: boolean) => void;
}

/** Asks whether the mailbox has already sent at least 200 messages: without a yes, it starts warming up. */
export function WarmUpQuestion({ value, errorText, onChange }: WarmUpQuestionProps) {
  return (
    <FormField label={S.warmUp.label} description={S.warmUp.description} errorText={errorText} stretch>
      <RadioGroup
        value={value === true ? 'yes' : 'no'}
        items={[
          { value: 'no', label: S.warmUp.no },
          { value: 'yes', label: S.warmUp.yes },
        ]}
        onChange={({ detail }) => onChange(detail.value === 'yes')}
      />
    </FormField>
  );
}
