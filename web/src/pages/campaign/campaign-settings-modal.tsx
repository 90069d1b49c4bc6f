import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';

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

/**
 * The settings form of a paused campaign in a modal: only what changed is sent; problems show
 * under their fields, those the server finds (400) too; a 409 (the campaign is no longer paused)
 * closes the form and is reported by the page. Render it only while it is open.
 */
export function CampaignSettingsModal({ campaign, namespaceId, save, onConflict, onDismiss }: CampaignSettingsModalProps) {
  const [values, setValues] = useState<SettingsValues>(() => settingsValuesOf(campaign));
  const [errors, setErrors] = useState<FormErrors>(NO_FORM_ERRORS);
  const [saving, setSaving] = useState(false);
  const senders = useResourceOptions(senderRoutes.list, 'senderEmail', namespaceId);
  const contactLists = useResourceOptions(contactListRoutes.list, 'name', namespaceId);

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

  const channelOptions = CHANNELS.map((channel) => option(channel, CHANNEL_LABELS[channel]));
  const languageOptions = LANGUAGES.map((language) => option(language, formatEnumLabel(language)));
  const versionOptions = generatorVersionChoices(campaign.generatorVersion).map((version) =>
    option(version, GENERATOR_VERSION_LABELS[version]),
  );
  const throttleOptions = [NOT_SET, ...THROTTLE_OPTIONS.map((n) => option(String(n), String(n)))];
  const sendHourOptions = [NOT_SET, ...SEND_TIME_OPTIONS.map((hour) => option(String(hour), formatSendHour(hour)))];
  const followUpDays = Array.from({ length: SEND_AFTER_DAYS.max - SEND_AFTER_DAYS.min + 1 }, (_, i) => SEND_AFTER_DAYS.min + i);
  const followUpOptions = [NOT_SET, ...followUpDays.map((days) => option(String(days), S.days(days)))];

  const senderOptions = (senders.data ?? []).map((sender) => option(sender.id, sender.label));
  // a sender of the campaign that is not among the first pages still shows as chosen
  const senderChoices = [
    ...senderOptions,
    ...values.senderConfigIds.filter((id) => !senderOptions.some((o) => o.value === id)).map((id) => option(id, id)),
  ];
  const listOptions = (contactLists.data ?? []).map((list) => option(list.id, list.label));
  const listChoices = [
    NOT_SET,
    ...(values.contactListId !== '' && !listOptions.some((o) => o.value === values.contactListId)
      ? [option(values.contactListId, values.contactListId)]
      : []),
    ...listOptions,
  ];
  const chosenContacts = campaign.contactIds?.length ?? 0;
  const formError =
    errors.form.length > 0 ? errors.form.join(' ') : Object.keys(errors.fields).length > 0 ? S.formHasErrors : undefined;
  const statusOf = (query: { isPending: boolean; isError: boolean }) =>
    query.isPending ? 'loading' : query.isError ? 'error' : 'finished';

  return (
    <Modal visible size="medium" header={S.editHeader(campaign.name)} onDismiss={() => !saving && onDismiss()}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Form
          errorText={formError}
          errorIconAriaLabel="Error"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" disabled={saving} onClick={onDismiss}>
                {S.cancel}
              </Button>
              <Button variant="primary" loading={saving}>
                {S.save}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            <FormField label={S.name} errorText={errors.fields.name}>
              <Input
                value={values.name}
                invalid={errors.fields.name !== undefined}
                disabled={saving}
                onChange={({ detail }) => set('name', detail.value)}
              />
            </FormField>
            <FormField label={S.channel} errorText={errors.fields.channel}>
              <Select
                options={channelOptions}
                selectedOption={chosen(channelOptions, values.channel)}
                invalid={errors.fields.channel !== undefined}
                disabled={saving}
                onChange={({ detail }) => {
                  const next = CHANNELS.find((channel) => channel === detail.selectedOption.value);
                  if (next !== undefined) set('channel', next);
                }}
              />
            </FormField>
            <FormField label={S.language} errorText={errors.fields.language}>
              <Select
                options={languageOptions}
                selectedOption={chosen(languageOptions, values.language)}
                invalid={errors.fields.language !== undefined}
                disabled={saving}
                onChange={({ detail }) => {
                  const next = LANGUAGES.find((language) => language === detail.selectedOption.value);
                  if (next !== undefined) set('language', next);
                }}
              />
            </FormField>
            <FormField label={S.generatorVersion} description={S.generatorVersionHint} errorText={errors.fields.generatorVersion}>
              <Select
                options={versionOptions}
                selectedOption={chosen(versionOptions, values.generatorVersion)}
                invalid={errors.fields.generatorVersion !== undefined}
                disabled={saving}
                onChange={({ detail }) => {
                  const next = generatorVersionChoices(campaign.generatorVersion).find(
                    (version) => version === detail.selectedOption.value,
                  );
                  if (next !== undefined) set('generatorVersion', next);
                }}
              />
            </FormField>
            <FormField label={S.senders} description={S.sendersHint} errorText={errors.fields.senderConfigIds}>
              <Multiselect
                options={senderChoices}
                selectedOptions={senderChoices.filter((o) => o.value !== undefined && values.senderConfigIds.includes(o.value))}
                placeholder={S.sendersPlaceholder}
                filteringType="auto"
                statusType={statusOf(senders)}
                loadingText={S.loadingOptions(S.senders.toLowerCase())}
                errorText={S.optionsFailed(S.senders.toLowerCase())}
                recoveryText={S.retry}
                onLoadItems={() => {
                  if (senders.isError) void senders.refetch();
                }}
                empty={S.optionsEmpty(S.senders.toLowerCase())}
                invalid={errors.fields.senderConfigIds !== undefined}
                disabled={saving}
                onChange={({ detail }) =>
                  set(
                    'senderConfigIds',
                    detail.selectedOptions.flatMap((o) => (o.value === undefined ? [] : [o.value])),
                  )
                }
              />
            </FormField>
            <FormField label={S.throttle} description={S.throttleHint} errorText={errors.fields.throttle}>
              <Select
                options={throttleOptions}
                selectedOption={chosen(throttleOptions, values.throttle)}
                invalid={errors.fields.throttle !== undefined}
                disabled={saving}
                onChange={({ detail }) => set('throttle', detail.selectedOption.value ?? '')}
              />
            </FormField>
            <FormField label={S.sendHour} description={S.sendHourHint} errorText={errors.fields.sendHour}>
              <Select
                options={sendHourOptions}
                selectedOption={chosen(sendHourOptions, values.sendHour)}
                invalid={errors.fields.sendHour !== undefined}
                disabled={saving}
                onChange={({ detail }) => set('sendHour', detail.selectedOption.value ?? '')}
              />
            </FormField>
            <FormField
              label={S.followUpAfterDays}
              description={S.followUpAfterDaysHint}
              errorText={errors.fields.followUpAfterDays}
            >
              <Select
                options={followUpOptions}
                selectedOption={chosen(followUpOptions, values.followUpAfterDays)}
                invalid={errors.fields.followUpAfterDays !== undefined}
                disabled={saving}
                onChange={({ detail }) => set('followUpAfterDays', detail.selectedOption.value ?? '')}
              />
            </FormField>
            <FormField
              label={S.contactList}
              description={S.contactListHint}
              constraintText={chosenContacts > 0 ? S.chosenContactsKept(chosenContacts) : undefined}
              errorText={errors.fields.contactListId}
            >
              <Select
                options={listChoices}
                selectedOption={chosen(listChoices, values.contactListId)}
                filteringType="auto"
                statusType={statusOf(contactLists)}
                loadingText={S.loadingOptions(S.contactList.toLowerCase())}
                errorText={S.optionsFailed(S.contactList.toLowerCase())}
                recoveryText={S.retry}
                onLoadItems={() => {
                  if (contactLists.isError) void contactLists.refetch();
                }}
                invalid={errors.fields.contactListId !== undefined}
                disabled={saving}
                onChange={({ detail }) => set('contactListId', detail.selectedOption.value ?? '')}
              />
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}
