import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';

import type { CompanyField, CompanyFormValues, FieldErrors } from './form-values';
import { ONBOARDING_STRINGS as S } from './strings';

interface CompanyStepProps {
  readonly values: CompanyFormValues;
  readonly errors: FieldErrors<CompanyField>;
  readonly onChange: (field: CompanyField, value: string) => void;
}

/** Step 1: the company and its mission. */
export function CompanyStep({ values, errors, onChange }: CompanyStepProps) {
  return (
    <SpaceBetween size="l">
      <FormField label={S.companyName} errorText={errors.name} stretch>
        <Input
          value={values.name}
          placeholder={S.companyNamePlaceholder}
          autoComplete="organization"
          ariaRequired
          onChange={({ detail }) => onChange('name', detail.value)}
        />
      </FormField>
      <FormField
        label={
          <span>
            {S.website} - <i>{S.optional}</i>
          </span>
        }
        description={S.websiteHint}
        errorText={errors.website}
        stretch
      >
        <Input
          type="url"
          inputMode="url"
          value={values.website}
          placeholder={S.websitePlaceholder}
          autoComplete="url"
          onChange={({ detail }) => onChange('website', detail.value)}
        />
      </FormField>
      <FormField label={S.mission} description={S.missionHint} errorText={errors.description} stretch>
        <Textarea
          value={values.description}
          placeholder={S.missionPlaceholder}
          rows={5}
          ariaRequired
          onChange={({ detail }) => onChange('description', detail.value)}
        />
      </FormField>
    </SpaceBetween>
  );
}
