import type * as z from './zod';

import {
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  inputObject,
  optionalText,
  requiredText,
  tenantEntity,
  updateInputObject,
} from './common';

const personaInputShape = {
  name: requiredText('Name', NAME_MAX_LENGTH),
  responsibilities: requiredText('Responsibilities', DESCRIPTION_MAX_LENGTH, {
    requiredMessage: 'Responsibilities are required.',
  }),
  instructions: optionalText('Instructions', DESCRIPTION_MAX_LENGTH),
};

export const PersonaSchema = tenantEntity(personaInputShape);
export const CreatePersonaInputSchema = inputObject('Persona', personaInputShape);
export const UpdatePersonaInputSchema = updateInputObject('Persona', personaInputShape);

export type Persona = z.infer<typeof PersonaSchema>;
export type CreatePersonaInput = z.infer<typeof CreatePersonaInputSchema>;
export type UpdatePersonaInput = z.infer<typeof UpdatePersonaInputSchema>;
