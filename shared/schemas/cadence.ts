import * as z from './zod';

import {
  CadenceActionTypeSchema,
  CadenceConditionTypeSchema,
  CadenceObjectiveSchema,
  CadenceStepTypeSchema,
  SEND_AFTER_DAYS,
} from '../domain';
import type { CadenceActionType, CadenceObjective, CadenceStepType } from '../domain';
import {
  NAME_MAX_LENGTH,
  addIssue,
  arrayField,
  enumField,
  inputObject,
  intField,
  listChoices,
  optionalId,
  requiredText,
  tenantEntity,
  updateInputObject,
} from './common';

export const MAX_CADENCE_STEPS = 20;
export const CADENCE_FIRST_STEP_MESSAGE = 'A cadence must start by sending the first email.';
const NO_STEPS_MESSAGE = 'Add at least one step to the cadence.';

const stepTypeMessage = `Step type must be ${listChoices(CadenceStepTypeSchema.options)}.`;

const actionStepShape = {
  type: z.literal('ACTION' satisfies CadenceStepType),
  actionType: enumField(CadenceActionTypeSchema, 'Action type'),
  delayDays: intField('Delay', SEND_AFTER_DAYS.min, SEND_AFTER_DAYS.max, {
    message: `Delay must be a whole number of days from ${SEND_AFTER_DAYS.min} to ${SEND_AFTER_DAYS.max}.`,
  }),
  templateId: optionalId('Template ID'),
};

const conditionStepShape = {
  type: z.literal('CONDITION' satisfies CadenceStepType),
  conditionType: enumField(CadenceConditionTypeSchema, 'Condition type'),
};

function stepUnionError(issue: { code?: string; input?: unknown }): string {
  if (typeof issue.input !== 'object' || issue.input === null) return 'Each cadence step must be an object.';
  return Reflect.get(issue.input, 'type') === undefined ? 'Step type is required.' : stepTypeMessage;
}

/** One step of a cadence: an action after a delay, or a condition on the contact's replies. */
export const CadenceStepSchema = z.discriminatedUnion('type', [z.object(actionStepShape), z.object(conditionStepShape)], {
  error: stepUnionError,
});
export const CadenceStepInputSchema = z.discriminatedUnion(
  'type',
  [inputObject('Cadence step', actionStepShape), inputObject('Cadence step', conditionStepShape)],
  { error: stepUnionError },
);

type StepLike = { type: 'ACTION'; actionType: CadenceActionType } | { type: 'CONDITION' };

function checkFirstStep(steps: readonly StepLike[], ctx: z.core.$RefinementCtx): void {
  const first = steps[0];
  if (first !== undefined && !(first.type === 'ACTION' && first.actionType === 'SEND_EMAIL_ROOT')) {
    addIssue(ctx, [0], CADENCE_FIRST_STEP_MESSAGE);
  }
}

function stepsField<Step extends z.core.$ZodType<StepLike>>(step: Step) {
  return arrayField('Steps', step, { requiredMessage: NO_STEPS_MESSAGE }).check(
    z.minLength(1, { error: NO_STEPS_MESSAGE, abort: true }),
    z.maxLength(MAX_CADENCE_STEPS, { error: `A cadence can have at most ${MAX_CADENCE_STEPS} steps.`, abort: true }),
    z.superRefine(checkFirstStep),
  );
}

const cadenceFieldsShape = {
  name: requiredText('Name', NAME_MAX_LENGTH),
  objective: z._default(enumField(CadenceObjectiveSchema, 'Objective'), 'STANDARD' satisfies CadenceObjective),
};

const cadenceInputShape = {
  ...cadenceFieldsShape,
  /** The first step must send the first (root) email. */
  steps: stepsField(CadenceStepInputSchema),
};

export const CadenceSchema = tenantEntity({ ...cadenceFieldsShape, steps: stepsField(CadenceStepSchema) });
export const CreateCadenceInputSchema = inputObject('Cadence', cadenceInputShape);
export const UpdateCadenceInputSchema = updateInputObject('Cadence', cadenceInputShape);

export type CadenceStep = z.infer<typeof CadenceStepSchema>;
export type Cadence = z.infer<typeof CadenceSchema>;
export type CreateCadenceInput = z.infer<typeof CreateCadenceInputSchema>;
export type UpdateCadenceInput = z.infer<typeof UpdateCadenceInputSchema>;
