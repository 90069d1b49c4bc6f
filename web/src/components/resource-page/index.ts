/**
 * The generic component page: a server-paginated, searchable, sortable table of a resource with
 * add, edit and delete, built on the list-page kit (`components/list-page`). A page gives it a
 * `ResourcePageConfig` (texts, routes, columns, form); `ResourceFormModal`, `DeleteModal` and
 * `useResourceWrites` serve pages that show an item of their own (the contact detail, the senders).
 */
export { ChosenDeleteModal, DeleteModal, type DeleteModalProps } from './delete-modal';
export { formErrorsOf, formErrorsOfFailure, NO_FORM_ERRORS, type FormErrors, type FormIssue } from './field-errors';
export {
  checkForm,
  initialValues,
  textValue,
  toInput,
  type CustomFieldConfig,
  type FieldConfig,
  type FormValues,
  type ResourceForm,
} from './form-model';
export { ResourceFormModal, type ResourceFormModalProps } from './resource-form-modal';
export { createdColumn, ResourcePage, type ResourcePageProps } from './resource-page';
export { RESOURCE_PAGE_STRINGS, type ResourceNouns } from './strings';
export type {
  CustomFieldProps,
  CustomFieldRenderer,
  ResourceItem,
  ResourcePageConfig,
  ResourcePageText,
  ResourceRoutes,
} from './types';
export { useResourceWrites } from './use-resource-writes';
