import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useState, type ReactNode } from 'react';

import { useRole } from '../../app/account/use-account-queries';
import { ResourceFormModal } from '../resource-page/resource-form-modal';
import { fieldLabel } from '../resource-page/resource-field';
import type { ResourceItem } from '../resource-page/types';
import { useResourceWrites } from '../resource-page/use-resource-writes';
import type { ComponentResource } from './component-resources';
import { CAMPAIGN_SETTINGS_STRINGS } from './strings';
import { useComponentItems } from './use-component-items';

const S = CAMPAIGN_SETTINGS_STRINGS.picker;

interface CreateComponentProps<T extends ResourceItem> {
  readonly resource: ComponentResource<T>;
  readonly namespaceId: string;
  /** the item just created, to choose it */
  readonly onCreated: (item: T) => void;
  readonly disabled?: boolean;
}

/**
 * 'Create new' beside a picker: the component page's own form in a modal. The item created is
 * announced like on its page, the pickers' lists are refreshed, and it is chosen at once; the
 * rest of the settings stays as it was.
 */
export function CreateComponentButton<T extends ResourceItem>({
  resource,
  namespaceId,
  onCreated,
  disabled,
}: CreateComponentProps<T>) {
  const [open, setOpen] = useState(false);
  const writes = useResourceWrites<T>({ routes: resource.routes, nouns: resource.nouns, nameOf: resource.nameOf, namespaceId });
  return (
    <>
      <Button
        iconName="add-plus"
        ariaLabel={S.createNewLabel(resource.nouns.one)}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {S.createNew}
      </Button>
      {open && (
        <ResourceFormModal<T>
          nouns={resource.nouns}
          form={resource.form}
          nameOf={resource.nameOf}
          size={resource.formSize}
          renderCustomField={resource.renderCustomField}
          save={(input) => writes.create.mutateAsync(input)}
          onSaved={onCreated}
          onDismiss={() => setOpen(false)}
        />
      )}
    </>
  );
}

interface PickerBase<T extends ResourceItem> {
  readonly resource: ComponentResource<T>;
  readonly namespaceId: string;
  readonly label: string;
  readonly description?: ReactNode;
  readonly constraintText?: ReactNode;
  /** marks the label optional and offers 'Not set' */
  readonly optional?: boolean;
  readonly errorText?: string;
  readonly disabled?: boolean;
  /** shown while nothing is chosen; 'Choose a <one>' by default */
  readonly placeholder?: string;
}

/** The options of a picker, from the component's first pages, with items created here named too. */
function usePickerOptions<T extends ResourceItem>(resource: ComponentResource<T>, namespaceId: string) {
  const query = useComponentItems<T>(resource.routes.list, namespaceId);
  const [created, setCreated] = useState<readonly T[]>([]);
  const loaded = query.data ?? [];
  const items = [...created.filter((item) => !loaded.some((known) => known.id === item.id)), ...loaded];
  const options = items.map((item) => ({
    value: item.id,
    label: resource.nameOf(item),
    description: resource.describe?.(item),
  }));
  const status: SelectProps['statusType'] = query.isPending ? 'loading' : query.isError ? 'error' : 'finished';
  const remember = (item: T) => setCreated((current) => [item, ...current]);
  return { options, status, remember, retry: () => void query.refetch() };
}

/** The dropdown texts every picker of a component shares. */
function dropdownTexts<T extends ResourceItem>(resource: ComponentResource<T>) {
  return {
    filteringType: 'auto' as const,
    filteringPlaceholder: S.filter(resource.nouns.many),
    filteringAriaLabel: S.filter(resource.nouns.many),
    loadingText: S.loading(resource.nouns.many),
    errorText: S.failed(resource.nouns.many),
    recoveryText: CAMPAIGN_SETTINGS_STRINGS.retry,
    empty: S.empty(resource.nouns.many),
  };
}

interface ResourcePickerProps<T extends ResourceItem> extends PickerBase<T> {
  /** the chosen item's id, '' when none */
  readonly value: string;
  readonly onChange: (id: string) => void;
}

/** One component of a campaign (its company, product, …): a searchable select, and 'Create new' beside it. */
export function ResourcePicker<T extends ResourceItem>(props: ResourcePickerProps<T>) {
  const { resource, namespaceId, value, onChange } = props;
  const picker = usePickerOptions(resource, namespaceId);
  const notSet: SelectProps.Option = { value: '', label: CAMPAIGN_SETTINGS_STRINGS.notSet };
  // an item chosen earlier that is not among the first pages still shows as chosen
  const unknown = value !== '' && !picker.options.some((option) => option.value === value) ? [{ value, label: value }] : [];
  const options: SelectProps.Option[] = [...(props.optional === true ? [notSet] : []), ...unknown, ...picker.options];
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <FormField
      label={fieldLabel(props.label, props.optional)}
      description={props.description}
      constraintText={props.constraintText}
      errorText={props.errorText}
      secondaryControl={
        <CreateComponentButton<T>
          resource={resource}
          namespaceId={namespaceId}
          disabled={props.disabled}
          onCreated={(item) => {
            picker.remember(item);
            onChange(item.id);
          }}
        />
      }
    >
      <Select
        {...dropdownTexts(resource)}
        placeholder={props.placeholder ?? S.choose(resource.nouns.one)}
        options={options}
        selectedOption={selected}
        disabled={props.disabled}
        statusType={picker.status}
        onLoadItems={() => {
          if (picker.status === 'error') picker.retry();
        }}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
      />
    </FormField>
  );
}

interface MultiResourcePickerProps<T extends ResourceItem> extends PickerBase<T> {
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  /** the most that may be chosen; the other options are disabled once reached */
  readonly max?: number;
}

/** Several components of one kind (sample emails): a searchable multiselect, and 'Create new' beside it. */
export function MultiResourcePicker<T extends ResourceItem>(props: MultiResourcePickerProps<T>) {
  const { resource, namespaceId, value, onChange, max } = props;
  const picker = usePickerOptions(resource, namespaceId);
  const full = max !== undefined && value.length >= max;
  const known = picker.options.map((option) => ({ ...option, disabled: full && !value.includes(option.value) }));
  const unknown = value.filter((id) => !known.some((option) => option.value === id)).map((id) => ({ value: id, label: id }));
  const options: MultiselectProps.Option[] = [...unknown, ...known];
  const selected = options.filter((option) => option.value !== undefined && value.includes(option.value));
  return (
    <FormField
      label={fieldLabel(props.label, props.optional)}
      description={props.description}
      constraintText={props.constraintText}
      errorText={props.errorText}
      secondaryControl={
        <CreateComponentButton<T>
          resource={resource}
          namespaceId={namespaceId}
          disabled={props.disabled || full}
          onCreated={(item) => {
            picker.remember(item);
            onChange([...value, item.id]);
          }}
        />
      }
    >
      <Multiselect
        {...dropdownTexts(resource)}
        placeholder={props.placeholder ?? S.choose(resource.nouns.one)}
        options={options}
        selectedOptions={selected}
        disabled={props.disabled}
        statusType={picker.status}
        tokenLimit={max}
        deselectAriaLabel={(option) => S.removeLabel(option.label ?? option.value ?? '')}
        onLoadItems={() => {
          if (picker.status === 'error') picker.retry();
        }}
        onChange={({ detail }) => {
          const ids = detail.selectedOptions.flatMap((option) => (option.value === undefined ? [] : [option.value]));
          onChange(max === undefined ? ids : ids.slice(0, max));
        }}
      />
    </FormField>
  );
}

/**
 * A picker of an admin-only component (personas): the picker for the instance's admins; for the
 * others, the choice already made, unchangeable, and why.
 */
export function AdminResourcePicker<T extends ResourceItem>(props: ResourcePickerProps<T> & { readonly adminOnlyText: string }) {
  const role = useRole(props.namespaceId);
  if (role === 'ADMIN') return <ResourcePicker<T> {...props} />;
  const current: SelectProps.Option =
    props.value === '' ? { value: '', label: CAMPAIGN_SETTINGS_STRINGS.notSet } : { value: props.value, label: props.value };
  return (
    <FormField
      label={fieldLabel(props.label, props.optional)}
      description={props.adminOnlyText}
      errorText={props.errorText}
      stretch
    >
      <Select options={[current]} selectedOption={current} disabled onChange={() => undefined} />
    </FormField>
  );
}
