import { signatureRoutes } from '../../../../shared/api/routes/signature';
import type { FieldConfig } from '../resource-page';
import { SENDER_FORM_STRINGS as S } from './strings';

/** The sender's signature, picked by name among the instance's: on the Add sender page and the sender edit form. */
export const SIGNATURE_FIELD: FieldConfig = {
  kind: 'resource',
  name: 'signatureId',
  optional: true,
  listRoute: signatureRoutes.list,
  labelField: 'name',
  resourceLabel: 'signatures',
  ...S.signature,
};
