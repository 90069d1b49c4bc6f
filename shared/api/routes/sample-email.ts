import { CreateSampleEmailInputSchema, SampleEmailSchema, UpdateSampleEmailInputSchema } from '../../schemas/sample-email';
import { crud } from './crud';

export const sampleEmailRoutes = crud('sample-email', 'sample email', {
  entity: SampleEmailSchema,
  create: CreateSampleEmailInputSchema,
  update: UpdateSampleEmailInputSchema,
});
