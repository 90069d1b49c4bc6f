import * as entity from '../../schemas';
import { crud } from './crud';

export const callToActionRoutes = crud('call-to-action', 'call to action', {
  entity: entity.CallToActionSchema,
  create: entity.CreateCallToActionInputSchema,
  update: entity.UpdateCallToActionInputSchema,
});
