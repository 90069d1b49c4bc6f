import Form from '@cloudscape-design/components/form';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';

import { FormActions } from '../forms/form-actions';
import { errorMessage } from '../../api/error-message';
import { useRoleAnswer } from '../../app/account/use-account-queries';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { formErrorsOfFailure, hasFormErrors, NO_FORM_ERRORS, type FormErrors } from './field-errors';
import { checkForm, initialValues, type FormValues, type ResourceForm } from './form-model';
import { ResourceField } from './resource-field';
import { RESOURCE_PAGE_STRINGS as S, type ResourceNouns } from './strings';
import type { CustomFieldRenderer, ResourceItem } from './types';

export interface ResourceFormModalProps<T extends ResourceItem> {
  readonly nouns: ResourceNouns;
  readonly form: ResourceForm;
  /** the item edited; a new item is added when absent */
  readonly item?: T;
  readonly nameOf: (item: T) => string;
  /** sends the checked input (create or update) and answers the saved item */
  readonly save: (input: Record<string, unknown>) => Promise<T>;
  readonly onDismiss: () => void;
  readonly onSaved?: (item: T) => void;
  readonly renderCustomField?: CustomFieldRenderer;
  readonly size?: 'medium' | 'large';
}

function withoutField(errors: FormErrors, name: string): FormErrors {
  const fields = Object.fromEntries(Object.entries(errors.fields).filter(([key]) => key !== name));
  const paths = Object.fromEntries(Object.entries(errors.paths).filter(([key]) => key !== name && !key.startsWith(`${name}.`)));
  return { fields, paths, form: errors.form };
}

/**
 * The add or edit form of a resource in a modal. On submit the input is checked with the route's
 * schema and each problem shows under its field; a refusal of the server (400) lands on the fields
 * it names too. Render it only while it is open: it starts from the item each time.
 */
export function ResourceFormModal<T extends ResourceItem>(props: ResourceFormModalProps<T>) {
  const { nouns, form, item, nameOf } = props;
  const role = useRoleAnswer(useSelectedNamespaceId()).data;
  const isAdmin = role !== undefined && 'role' in role && role.role === 'ADMIN';
  const fields = form.fields.filter((field) => field.adminOnly !== true || isAdmin);
  const [values, setValues] = useState<FormValues>(() => initialValues(form.fields, item));
  const [errors, setErrors] = useState<FormErrors>(NO_FORM_ERRORS);
  const [saving, setSaving] = useState(false);
  const header = item === undefined ? S.createHeader(nouns) : S.editHeader(nouns, nameOf(item));
  const fieldNames = fields.map((field) => field.name);

  const onChange = (name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutField(current, name));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const check = checkForm(item === undefined ? form.createSchema : form.updateSchema, fields, values, item);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setSaving(true);
    setErrors(NO_FORM_ERRORS);
    try {
      const saved = await props.save(check.input);
      props.onSaved?.(saved);
      props.onDismiss();
    } catch (error) {
      setErrors(formErrorsOfFailure(error, fieldNames, errorMessage));
      setSaving(false);
    }
  };

  const formError = errors.form.length > 0 ? errors.form.join(' ') : hasFormErrors(errors) ? S.formHasErrors : undefined;

  return (
    <Modal visible size={props.size ?? 'medium'} header={header} onDismiss={() => !saving && props.onDismiss()}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Form
          errorText={formError}
          errorIconAriaLabel="Error"
          actions={
            <FormActions
              cancel={S.cancel}
              save={item === undefined ? S.create(nouns) : S.save}
              saving={saving}
              onCancel={props.onDismiss}
            />
          }
        >
          <SpaceBetween size="m">
            {fields.map((field) => (
              <ResourceField
                key={field.name}
                field={field}
                values={values}
                errors={errors}
                disabled={saving}
                onChange={onChange}
                renderCustomField={props.renderCustomField}
              />
            ))}
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}
