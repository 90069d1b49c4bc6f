import * as entity from '../../schemas';
import { crud } from './crud';

export const cadenceRoutes = crud('cadence', 'cadence', {
  entity: entity.CadenceSchema,
  create: entity.CreateCadenceInputSchema,
  update: entity.UpdateCadenceInputSchema,
});
