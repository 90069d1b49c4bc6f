import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';

import { BUSINESS_MODELS, BusinessModelSchema, REVENUE_SIZES, RevenueSizeSchema } from '../../../../shared/domain/audience';
import { LIST_LIMITS, type CustomerProfileField, type CustomerProfileFormValues, type FieldErrors } from './form-values';
import { ListField } from './list-field';
import { BUSINESS_MODEL_LABELS, ONBOARDING_STRINGS as S, REVENUE_SIZE_LABELS } from './strings';

interface CustomerProfileStepProps {
  readonly values: CustomerProfileFormValues;
  readonly errors: FieldErrors<CustomerProfileField>;
  readonly onChange: (values: CustomerProfileFormValues, changed: CustomerProfileField) => void;
}

const ANY: SelectProps.Option = { value: '', label: S.notSaid };
const REVENUE_OPTIONS: SelectProps.Option[] = [
  ANY,
  ...REVENUE_SIZES.map((size) => ({ value: size, label: REVENUE_SIZE_LABELS[size] })),
];
const MODEL_OPTIONS: SelectProps.Option[] = [
  ANY,
  ...BUSINESS_MODELS.map((model) => ({ value: model, label: BUSINESS_MODEL_LABELS[model] })),
];

function optionOf(options: readonly SelectProps.Option[], value: string): SelectProps.Option {
  return options.find((option) => option.value === value) ?? ANY;
}

/** Step 3: the customer profile campaigns reach out to. */
export function CustomerProfileStep({ values, errors, onChange }: CustomerProfileStepProps) {
  const set = <Field extends CustomerProfileField>(field: Field, value: CustomerProfileFormValues[Field]) =>
    onChange({ ...values, [field]: value }, field);
  return (
    <SpaceBetween size="l">
      <FormField label={S.profileName} description={S.profileNameHint} errorText={errors.name} stretch>
        <Input
          value={values.name}
          placeholder={S.profileNamePlaceholder}
          ariaRequired
          onChange={({ detail }) => set('name', detail.value)}
        />
      </FormField>
      <FormField
        label={
          <span>
            {S.profileDescription} - <i>{S.optional}</i>
          </span>
        }
        description={S.profileDescriptionHint}
        errorText={errors.description}
        stretch
      >
        <Textarea value={values.description} rows={3} onChange={({ detail }) => set('description', detail.value)} />
      </FormField>
      <ColumnLayout columns={2}>
        <FormField label={S.revenueSize} errorText={errors.revenueSize} stretch>
          <Select
            selectedOption={optionOf(REVENUE_OPTIONS, values.revenueSize)}
            options={REVENUE_OPTIONS}
            onChange={({ detail }) => {
              const size = RevenueSizeSchema.safeParse(detail.selectedOption.value);
              set('revenueSize', size.success ? size.data : '');
            }}
          />
        </FormField>
        <FormField label={S.businessModel} errorText={errors.businessModel} stretch>
          <Select
            selectedOption={optionOf(MODEL_OPTIONS, values.businessModel)}
            options={MODEL_OPTIONS}
            onChange={({ detail }) => {
              const model = BusinessModelSchema.safeParse(detail.selectedOption.value);
              set('businessModel', model.success ? model.data : '');
            }}
          />
        </FormField>
      </ColumnLayout>
      <ListField
        label={S.jobTitles}
        description={S.jobTitlesHint(LIST_LIMITS.jobTitles)}
        placeholder={S.jobTitlesPlaceholder}
        entries={values.jobTitles}
        max={LIST_LIMITS.jobTitles}
        errorText={errors.jobTitles}
        onChange={(entries) => set('jobTitles', entries)}
      />
      <ListField
        label={S.industries}
        description={S.industriesHint(LIST_LIMITS.industries)}
        placeholder={S.industriesPlaceholder}
        entries={values.industries}
        max={LIST_LIMITS.industries}
        errorText={errors.industries}
        onChange={(entries) => set('industries', entries)}
      />
    </SpaceBetween>
  );
}
