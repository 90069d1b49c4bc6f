import { CreatePersonaInputSchema, PersonaSchema, UpdatePersonaInputSchema } from '../../schemas/persona';
import { crud } from './crud';

export const personaRoutes = crud(
  'persona',
  'persona',
  { entity: PersonaSchema, create: CreatePersonaInputSchema, update: UpdatePersonaInputSchema },
  { access: 'admin' },
);
