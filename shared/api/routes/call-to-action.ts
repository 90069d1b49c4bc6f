import { CallToActionSchema, CreateCallToActionInputSchema, UpdateCallToActionInputSchema } from '../../schemas/call-to-action';
import { crud } from './crud';

export const callToActionRoutes = crud('call-to-action', 'call to action', {
  entity: CallToActionSchema,
  create: CreateCallToActionInputSchema,
  update: UpdateCallToActionInputSchema,
});
