import * as entity from '../../schemas';
import { crud } from './crud';

export const sampleEmailRoutes = crud('sample-email', 'sample email', {
  entity: entity.SampleEmailSchema,
  create: entity.CreateSampleEmailInputSchema,
  update: entity.UpdateSampleEmailInputSchema,
});
