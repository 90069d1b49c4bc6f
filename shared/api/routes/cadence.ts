import { CadenceSchema, CreateCadenceInputSchema, UpdateCadenceInputSchema } from '../../schemas/cadence';
import { crud } from './crud';

export const cadenceRoutes = crud('cadence', 'cadence', {
  entity: CadenceSchema,
  create: CreateCadenceInputSchema,
  update: UpdateCadenceInputSchema,
});
