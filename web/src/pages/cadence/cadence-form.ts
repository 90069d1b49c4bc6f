import { CADENCE_OBJECTIVES } from '../../../../shared/domain/cadence';
import { CreateCadenceInputSchema, UpdateCadenceInputSchema } from '../../../../shared/schemas/cadence';
import type { ResourceForm } from '../../components/resource-page/form-model';
import { initialStepDrafts, stepDraftsOf, stepsInput } from './cadence-steps';
import { CADENCE_FIELDS as F } from './strings';

/** The add and edit form of a cadence; its steps are edited by the page's steps editor. */
export const CADENCE_FORM: ResourceForm = {
  fields: [
    { kind: 'text', name: 'name', ...F.name },
    { kind: 'select', name: 'objective', options: CADENCE_OBJECTIVES, defaultValue: 'STANDARD', ...F.objective },
    { kind: 'custom', name: 'steps', initial: initialStepDrafts, fromItem: stepDraftsOf, toInput: stepsInput, ...F.steps },
  ],
  createSchema: CreateCadenceInputSchema,
  updateSchema: UpdateCadenceInputSchema,
};
