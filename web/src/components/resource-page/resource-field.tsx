import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import Textarea from '@cloudscape-design/components/textarea';
import type { ReactNode } from 'react';

import { formatEnumLabel } from '../../app/format';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import type { FormErrors } from './field-errors';
import { textValue, type FieldConfig, type FormValues, type ResourceFieldConfig, type SelectFieldConfig } from './form-model';
import { RESOURCE_PAGE_STRINGS as S } from './strings';
import type { CustomFieldRenderer } from './types';
import { useResourceOptions } from './use-resource-options';

interface FieldProps {
  readonly field: FieldConfig;
  readonly values: FormValues;
  readonly errors: FormErrors;
  readonly disabled: boolean;
  readonly onChange: (name: string, value: unknown) => void;
  readonly renderCustomField?: CustomFieldRenderer;
}

/** A field's label, marked when the field may be left empty. */
export function fieldLabel(label: string, optional: boolean | undefined): ReactNode {
  if (optional !== true) return label;
  return (
    <>
      {label} <i>- {S.optional}</i>
    </>
  );
}

const NOT_SET_OPTION: SelectProps.Option = { value: '', label: S.notSet };

function EnumSelect({ field, value, invalid, disabled, onChange }: SelectControlProps<SelectFieldConfig>) {
  const choices: SelectProps.Option[] = field.options.map((option) => ({
    value: option,
    label: field.labels?.[option] ?? formatEnumLabel(option),
  }));
  // a stored value that is not among the choices still shows as chosen, as it is stored
  const options = value !== '' && !field.options.includes(value) ? [{ value, label: value }, ...choices] : choices;
  const notSet: SelectProps.Option = field.notSetLabel === undefined ? NOT_SET_OPTION : { value: '', label: field.notSetLabel };
  const all = field.optional === true ? [notSet, ...options] : options;
  const selected = all.find((option) => option.value === value) ?? (field.optional === true ? notSet : null);
  const filter = field.filterPlaceholder;
  return (
    <Select
      options={all}
      selectedOption={selected}
      invalid={invalid}
      disabled={disabled}
      placeholder={field.placeholder}
      {...(filter === undefined
        ? {}
        : { filteringType: 'auto' as const, filteringPlaceholder: filter, filteringAriaLabel: filter, noMatch: S.noOptionMatch })}
      onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
    />
  );
}

interface SelectControlProps<F> {
  readonly field: F;
  readonly value: string;
  readonly invalid: boolean;
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
}

function ResourceSelect({ field, value, invalid, disabled, onChange }: SelectControlProps<ResourceFieldConfig>) {
  const namespaceId = useSelectedNamespaceId();
  const query = useResourceOptions(field.listRoute, field.labelField, namespaceId);
  const loaded: SelectProps.Option[] = (query.data ?? []).map((option) => ({ value: option.id, label: option.label }));
  // an item chosen earlier that is not among the first pages still shows as chosen
  const current = value !== '' && !loaded.some((option) => option.value === value) ? [{ value, label: value }] : [];
  const options = [NOT_SET_OPTION, ...current, ...loaded];
  const selected = options.find((option) => option.value === value) ?? NOT_SET_OPTION;
  return (
    <Select
      options={options}
      selectedOption={selected}
      invalid={invalid}
      disabled={disabled}
      filteringType="auto"
      filteringPlaceholder={S.optionsFilter(field.resourceLabel)}
      filteringAriaLabel={S.optionsFilter(field.resourceLabel)}
      statusType={query.isPending ? 'loading' : query.isError ? 'error' : 'finished'}
      loadingText={S.optionsLoading(field.resourceLabel)}
      errorText={S.optionsFailed(field.resourceLabel)}
      recoveryText={S.retry}
      onLoadItems={() => {
        if (query.isError) void query.refetch();
      }}
      empty={S.optionsEmpty(field.resourceLabel)}
      onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
    />
  );
}

/** One field of a resource form: its label, description, control and error. */
export function ResourceField({ field, values, errors, disabled, onChange, renderCustomField }: FieldProps) {
  const errorText = errors.fields[field.name];
  const invalid = errorText !== undefined;
  const value = textValue(values, field.name);
  const set = (next: unknown) => onChange(field.name, next);

  if (field.kind === 'custom') {
    return (
      <FormField
        label={fieldLabel(field.label, field.optional)}
        description={field.description}
        constraintText={field.constraintText}
        errorText={errors.paths[field.name]}
        stretch
      >
        {renderCustomField?.({ field, value: values[field.name], onChange: set, errors, values, disabled })}
      </FormField>
    );
  }

  let control: ReactNode;
  switch (field.kind) {
    case 'textarea':
    case 'list':
      control = (
        <Textarea
          value={value}
          rows={field.rows ?? (field.kind === 'list' ? 3 : 4)}
          placeholder={field.placeholder}
          invalid={invalid}
          disabled={disabled}
          onChange={({ detail }) => set(detail.value)}
        />
      );
      break;
    case 'select':
      control = <EnumSelect field={field} value={value} invalid={invalid} disabled={disabled} onChange={set} />;
      break;
    case 'resource':
      control = <ResourceSelect field={field} value={value} invalid={invalid} disabled={disabled} onChange={set} />;
      break;
    default:
      control = (
        <Input
          value={value}
          type={field.kind === 'text' ? 'text' : field.kind}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          placeholder={field.placeholder}
          invalid={invalid}
          disabled={disabled}
          onChange={({ detail }) => set(detail.value)}
        />
      );
  }
  return (
    <FormField
      label={fieldLabel(field.label, field.optional)}
      description={field.description}
      constraintText={field.kind === 'list' ? (field.constraintText ?? S.listConstraint) : field.constraintText}
      errorText={errorText}
    >
      {control}
    </FormField>
  );
}
