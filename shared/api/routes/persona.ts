import * as entity from '../../schemas';
import { crud } from './crud';

export const personaRoutes = crud(
  'persona',
  'persona',
  { entity: entity.PersonaSchema, create: entity.CreatePersonaInputSchema, update: entity.UpdatePersonaInputSchema },
  { access: 'admin' },
);
