import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';

import { FormActions } from '../../components/forms/form-actions';
import { contactListRoutes } from '../../../../shared/api/routes/contact-list';
import { senderRoutes } from '../../../../shared/api/routes/email-sender-config';
import { CHANNELS, GENERATOR_VERSION_LABELS, LANGUAGES } from '../../../../shared/domain/campaign';
import { SEND_AFTER_DAYS, SEND_TIME_OPTIONS, THROTTLE_OPTIONS } from '../../../../shared/domain/sending';
import type { Campaign } from '../../../../shared/schemas/campaign';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { formatEnumLabel } from '../../app/format';
import { formErrorsOfFailure, NO_FORM_ERRORS, type FormErrors } from '../../components/resource-page';
import { useResourceOptions } from '../../components/resource-page/use-resource-options';
import {
  checkSettings,
  formatSendHour,
  generatorVersionChoices,
  settingsValuesOf,
  SETTINGS_FIELDS,
  type SettingsField,
  type SettingsValues,
} from './campaign-settings-form';
import { CAMPAIGN_SETTINGS_STRINGS as S, CHANNEL_LABELS } from './strings';

export interface CampaignSettingsModalProps {
  readonly campaign: Campaign;
  readonly namespaceId: string;
  /** sends the changes (`campaign.update`); rejects with the server's refusal */
  readonly save: (input: Record<string, unknown>) => Promise<unknown>;
  /** the server refused because the campaign is no longer paused (409) */
  readonly onConflict: (message: string) => void;
  readonly onDismiss: () => void;
}

const NOT_SET: SelectProps.Option = { value: '', label: S.notSet };

function option(value: string, label: string): SelectProps.Option {
  return { value, label };
}

/** The option of `value` among `options`; the first one when it is not there. */
function chosen(options: readonly SelectProps.Option[], value: string): SelectProps.Option | null {
  return options.find((candidate) => candidate.value === value) ?? options[0] ?? null;
}

function withoutField(errors: FormErrors, field: SettingsField): FormErrors {
  const fields = Object.fromEntries(Object.entries(errors.fields).filter(([name]) => name !== field));
  return { ...errors, fields, form: errors.form.filter((message) => message !== S.nothingChanged) };
}

/** The form's state: the values, their problems, and a save that sends only what changed. */
function useSettingsForm(props: CampaignSettingsModalProps) {
  const { campaign, save, onConflict, onDismiss } = props;
  const [values, setValues] = useState<SettingsValues>(() => settingsValuesOf(campaign));
  const [errors, setErrors] = useState<FormErrors>(NO_FORM_ERRORS);
  const [saving, setSaving] = useState(false);

  const set = <F extends SettingsField>(field: F, value: SettingsValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const check = checkSettings(campaign, values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setSaving(true);
    setErrors(NO_FORM_ERRORS);
    try {
      await save(check.input);
      onDismiss();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        onConflict(errorMessage(error));
        onDismiss();
        return;
      }
      setErrors(formErrorsOfFailure(error, SETTINGS_FIELDS, errorMessage));
      setSaving(false);
    }
  };
  return { values, errors, saving, set, submit };
}

type SettingsForm = ReturnType<typeof useSettingsForm>;

/** The load state of a select's options, as Cloudscape shows it. */
const statusOf = (query: { isPending: boolean; isError: boolean }): 'loading' | 'error' | 'finished' =>
  query.isPending ? 'loading' : query.isError ? 'error' : 'finished';

/** The props of a select whose options are the instance's items (senders, contact lists), loaded from the server. */
function loadedOptions(query: ReturnType<typeof useResourceOptions>, label: string) {
  return {
    filteringType: 'auto' as const,
    statusType: statusOf(query),
    loadingText: S.loadingOptions(label.toLowerCase()),
    errorText: S.optionsFailed(label.toLowerCase()),
    recoveryText: S.retry,
    onLoadItems: () => {
      if (query.isError) void query.refetch();
    },
  };
}

interface SettingsSelectProps {
  readonly form: SettingsForm;
  readonly field: Exclude<SettingsField, 'name' | 'senderConfigIds'>;
  readonly label: string;
  readonly description?: string;
  readonly constraintText?: string;
  readonly options: readonly SelectProps.Option[];
  /** the value chosen, or undefined for one the field does not take */
  readonly valueOf: (value: string) => string | undefined;
  /** more props of the select (the loading of server options) */
  readonly select?: Partial<SelectProps>;
}

/** One setting chosen among options, with its problem under it. */
function SettingsSelect({ form, field, label, description, constraintText, options, valueOf, select }: SettingsSelectProps) {
  const { values, errors, saving } = form;
  return (
    <FormField label={label} description={description} constraintText={constraintText} errorText={errors.fields[field]}>
      <Select
        {...select}
        options={options}
        selectedOption={chosen(options, values[field])}
        invalid={errors.fields[field] !== undefined}
        disabled={saving}
        onChange={({ detail }) => {
          const next = valueOf(detail.selectedOption.value ?? '');
          if (next !== undefined) form.set(field, next);
        }}
      />
    </FormField>
  );
}

/** The campaign's senders, among the instance's; a sender of the campaign not among the first pages still shows as chosen. */
function SendersField({ form, namespaceId }: { form: SettingsForm; namespaceId: string }) {
  const { values, errors, saving } = form;
  const senders = useResourceOptions(senderRoutes.list, 'senderEmail', namespaceId);
  const senderOptions = (senders.data ?? []).map((sender) => option(sender.id, sender.label));
  const senderChoices = [
    ...senderOptions,
    ...values.senderConfigIds.filter((id) => !senderOptions.some((o) => o.value === id)).map((id) => option(id, id)),
  ];
  return (
    <FormField label={S.senders} description={S.sendersHint} errorText={errors.fields.senderConfigIds}>
      <Multiselect
        {...loadedOptions(senders, S.senders)}
        options={senderChoices}
        selectedOptions={senderChoices.filter((o) => o.value !== undefined && values.senderConfigIds.includes(o.value))}
        placeholder={S.sendersPlaceholder}
        empty={S.optionsEmpty(S.senders.toLowerCase())}
        invalid={errors.fields.senderConfigIds !== undefined}
        disabled={saving}
        onChange={({ detail }) =>
          form.set(
            'senderConfigIds',
            detail.selectedOptions.flatMap((o) => (o.value === undefined ? [] : [o.value])),
          )
        }
      />
    </FormField>
  );
}

/** The campaign's contact list; a list not among the first pages still shows as chosen. */
function ContactListField({ form, campaign, namespaceId }: { form: SettingsForm; campaign: Campaign; namespaceId: string }) {
  const contactListId = form.values.contactListId;
  const contactLists = useResourceOptions(contactListRoutes.list, 'name', namespaceId);
  const listOptions = (contactLists.data ?? []).map((list) => option(list.id, list.label));
  const listChoices = [
    NOT_SET,
    ...(contactListId !== '' && !listOptions.some((o) => o.value === contactListId)
      ? [option(contactListId, contactListId)]
      : []),
    ...listOptions,
  ];
  const chosenContacts = campaign.contactIds?.length ?? 0;
  return (
    <SettingsSelect
      form={form}
      field="contactListId"
      label={S.contactList}
      description={S.contactListHint}
      constraintText={chosenContacts > 0 ? S.chosenContactsKept(chosenContacts) : undefined}
      options={listChoices}
      valueOf={(value) => value}
      select={loadedOptions(contactLists, S.contactList)}
    />
  );
}

const CHANNEL_OPTIONS = CHANNELS.map((channel) => option(channel, CHANNEL_LABELS[channel]));
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => option(language, formatEnumLabel(language)));
const THROTTLE_CHOICES = [NOT_SET, ...THROTTLE_OPTIONS.map((n) => option(String(n), String(n)))];
const SEND_HOUR_CHOICES = [NOT_SET, ...SEND_TIME_OPTIONS.map((hour) => option(String(hour), formatSendHour(hour)))];
const FOLLOW_UP_DAYS = Array.from({ length: SEND_AFTER_DAYS.max - SEND_AFTER_DAYS.min + 1 }, (_, i) => SEND_AFTER_DAYS.min + i);
const FOLLOW_UP_CHOICES = [NOT_SET, ...FOLLOW_UP_DAYS.map((days) => option(String(days), S.days(days)))];
const anyValue = (value: string) => value;

/** The settings' fields, in the order the campaign's page lists them. */
function SettingsFields({ form, campaign, namespaceId }: { form: SettingsForm; campaign: Campaign; namespaceId: string }) {
  const { values, errors, saving } = form;
  const versions = generatorVersionChoices(campaign.generatorVersion);
  const versionOptions = versions.map((version) => option(version, GENERATOR_VERSION_LABELS[version]));
  return (
    <SpaceBetween size="m">
      <FormField label={S.name} errorText={errors.fields.name}>
        <Input
          value={values.name}
          invalid={errors.fields.name !== undefined}
          disabled={saving}
          onChange={({ detail }) => form.set('name', detail.value)}
        />
      </FormField>
      <SettingsSelect
        form={form}
        field="channel"
        label={S.channel}
        options={CHANNEL_OPTIONS}
        valueOf={(value) => CHANNELS.find((channel) => channel === value)}
      />
      <SettingsSelect
        form={form}
        field="language"
        label={S.language}
        options={LANGUAGE_OPTIONS}
        valueOf={(value) => LANGUAGES.find((language) => language === value)}
      />
      <SettingsSelect
        form={form}
        field="generatorVersion"
        label={S.generatorVersion}
        description={S.generatorVersionHint}
        options={versionOptions}
        valueOf={(value) => versions.find((version) => version === value)}
      />
      <SendersField form={form} namespaceId={namespaceId} />
      <SettingsSelect
        form={form}
        field="throttle"
        label={S.throttle}
        description={S.throttleHint}
        options={THROTTLE_CHOICES}
        valueOf={anyValue}
      />
      <SettingsSelect
        form={form}
        field="sendHour"
        label={S.sendHour}
        description={S.sendHourHint}
        options={SEND_HOUR_CHOICES}
        valueOf={anyValue}
      />
      <SettingsSelect
        form={form}
        field="followUpAfterDays"
        label={S.followUpAfterDays}
        description={S.followUpAfterDaysHint}
        options={FOLLOW_UP_CHOICES}
        valueOf={anyValue}
      />
      <ContactListField form={form} campaign={campaign} namespaceId={namespaceId} />
    </SpaceBetween>
  );
}

/**
 * The settings form of a paused campaign in a modal: only what changed is sent; problems show
 * under their fields, those the server finds (400) too; a 409 (the campaign is no longer paused)
 * closes the form and is reported by the page. Render it only while it is open.
 */
export function CampaignSettingsModal(props: CampaignSettingsModalProps) {
  const { campaign, namespaceId, onDismiss } = props;
  const form = useSettingsForm(props);
  const { errors, saving } = form;
  const formError =
    errors.form.length > 0 ? errors.form.join(' ') : Object.keys(errors.fields).length > 0 ? S.formHasErrors : undefined;

  return (
    <Modal visible size="medium" header={S.editHeader(campaign.name)} onDismiss={() => !saving && onDismiss()}>
      <form noValidate onSubmit={(event) => void form.submit(event)}>
        <Form
          errorText={formError}
          errorIconAriaLabel="Error"
          actions={<FormActions cancel={S.cancel} save={S.save} saving={saving} onCancel={onDismiss} />}
        >
          <SettingsFields form={form} campaign={campaign} namespaceId={namespaceId} />
        </Form>
      </form>
    </Modal>
  );
}
