import Form from '@cloudscape-design/components/form';
import Modal from '@cloudscape-design/components/modal';
import { useState, type FormEvent } from 'react';

import { FormActions } from '../../components/forms/form-actions';
import type { EmailSenderConfig } from '../../../../shared/schemas/email-sender-config';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { fieldErrorMap } from '../../components/forms/field-errors';
import { RESOURCE_PAGE_STRINGS as R } from '../../components/resource-page';
import { SenderForm } from '../../components/sender-form/sender-form';
import {
  checkSenderEdit,
  senderEditValuesOf,
  senderFieldOf,
  type SenderField,
  type SenderFieldErrors,
  type SenderFormValues,
} from '../../components/sender-form/sender-form-model';
import { SENDERS_TEXT } from './strings';

export interface SenderEditModalProps {
  readonly sender: EmailSenderConfig;
  /** the instance's time zone, which a sender without its own sends in */
  readonly instanceZone: string;
  /** sends the changes (`update`) and answers the saved sender */
  readonly save: (input: Record<string, unknown>) => Promise<unknown>;
  readonly onSaved: () => void;
  readonly onDismiss: () => void;
}

function withoutError(errors: SenderFieldErrors, field: SenderField): SenderFieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));
}

/**
 * A saved sender's name and settings (daily limit, signature, time zone) in the sender form, in a
 * modal; the mailbox itself is changed on the Add sender page. Problems show under their fields,
 * those the server finds (400) too. Render it only while it is open: it starts from the sender.
 */
export function SenderEditModal({ sender, instanceZone, save, onSaved, onDismiss }: SenderEditModalProps) {
  const [values, setValues] = useState<SenderFormValues>(() => senderEditValuesOf(sender));
  const [errors, setErrors] = useState<SenderFieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const check = checkSenderEdit(values, sender);
    setErrors(check.ok ? {} : check.errors);
    setFormError(undefined);
    if (!check.ok) return;
    setSaving(true);
    try {
      await save(check.input);
      onSaved();
      onDismiss();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        setErrors(fieldErrorMap(error.fieldErrors, (path) => senderFieldOf(path) ?? 'senderName'));
      } else {
        setFormError(errorMessage(error));
      }
      setSaving(false);
    }
  };

  const errorText = formError ?? (Object.keys(errors).length > 0 ? R.formHasErrors : undefined);
  return (
    <Modal visible header={R.editHeader(SENDERS_TEXT.nouns, sender.senderEmail)} onDismiss={() => !saving && onDismiss()}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Form
          errorText={errorText}
          errorIconAriaLabel="Error"
          actions={<FormActions cancel={R.cancel} save={R.save} saving={saving} onCancel={onDismiss} />}
        >
          <SenderForm
            values={values}
            errors={errors}
            mailbox={false}
            settings={{ instanceZone }}
            onChange={(next, field) => {
              setValues(next);
              setErrors((current) => withoutError(current, field));
            }}
          />
        </Form>
      </form>
    </Modal>
  );
}
