import {
  AUTO_CADENCE_FOLLOW_UP_DAYS,
  CadenceActionTypeSchema,
  CadenceConditionTypeSchema,
  CadenceStepTypeSchema,
  type CadenceActionType,
  type CadenceConditionType,
  type CadenceStepType,
} from '../../../../shared/domain/cadence';
import { SEND_AFTER_DAYS } from '../../../../shared/domain/sending';
import { MAX_CADENCE_STEPS } from '../../../../shared/schemas/cadence';

/**
 * A cadence step as the editor holds it: both the action's and the condition's choices are kept,
 * so switching a step's type back and forth loses nothing; the delay is the text typed.
 */
export interface StepDraft {
  readonly type: CadenceStepType;
  readonly actionType: CadenceActionType;
  readonly delayDays: string;
  readonly conditionType: CadenceConditionType;
  /** kept as stored: the editor does not change it */
  readonly templateId?: string;
}

const ROOT_STEP: StepDraft = {
  type: 'ACTION',
  actionType: 'SEND_EMAIL_ROOT',
  delayDays: String(SEND_AFTER_DAYS.min),
  conditionType: 'DID_NOT_REPLY_ROOT',
};

/**
 * The steps of a new cadence: the first email, then a follow-up after 3 and 7 days while the
 * contact has not replied.
 */
export function initialStepDrafts(): StepDraft[] {
  return [
    ROOT_STEP,
    { ...ROOT_STEP, type: 'CONDITION', conditionType: 'DID_NOT_REPLY_ROOT' },
    ...AUTO_CADENCE_FOLLOW_UP_DAYS.map((days): StepDraft => ({
      ...ROOT_STEP,
      actionType: 'SEND_EMAIL',
      delayDays: String(days),
    })),
  ];
}

/** A step added at the end: a follow-up email after the first follow-up delay. */
export function newStepDraft(): StepDraft {
  return { ...ROOT_STEP, actionType: 'SEND_EMAIL', delayDays: String(AUTO_CADENCE_FOLLOW_UP_DAYS[0]) };
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/** The drafts of stored steps; anything unreadable falls back to the defaults of a step. */
export function stepDraftsOf(stored: unknown): StepDraft[] {
  if (!Array.isArray(stored)) return [];
  return stored.map((step: unknown): StepDraft => {
    const type = CadenceStepTypeSchema.safeParse(field(step, 'type'));
    const actionType = CadenceActionTypeSchema.safeParse(field(step, 'actionType'));
    const conditionType = CadenceConditionTypeSchema.safeParse(field(step, 'conditionType'));
    const delayDays = field(step, 'delayDays');
    const templateId = field(step, 'templateId');
    return {
      type: type.success ? type.data : 'ACTION',
      actionType: actionType.success ? actionType.data : 'SEND_EMAIL',
      conditionType: conditionType.success ? conditionType.data : 'DID_NOT_REPLY_ROOT',
      delayDays: typeof delayDays === 'number' ? String(delayDays) : '',
      ...(typeof templateId === 'string' ? { templateId } : {}),
    };
  });
}

/** True when a form value holds step drafts (the editor's own value). */
export function isStepDrafts(value: unknown): value is StepDraft[] {
  return Array.isArray(value) && value.every((step) => typeof field(step, 'type') === 'string');
}

function delayInput(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/** The `steps` input of the drafts: only the keys of each step's type. */
export function stepsInput(value: unknown): unknown {
  if (!isStepDrafts(value)) return value;
  return value.map((step) =>
    step.type === 'CONDITION'
      ? { type: step.type, conditionType: step.conditionType }
      : {
          type: step.type,
          actionType: step.actionType,
          ...(step.delayDays.trim() === '' ? {} : { delayDays: delayInput(step.delayDays) }),
          ...(step.templateId === undefined ? {} : { templateId: step.templateId }),
        },
  );
}

/** Moves the step at `index` one place up (-1) or down (+1); out of range changes nothing. */
export function moveStep<S>(steps: readonly S[], index: number, by: -1 | 1): S[] {
  const target = index + by;
  const moved = [...steps];
  const step = moved[index];
  const other = moved[target];
  if (step === undefined || other === undefined) return moved;
  moved[index] = other;
  moved[target] = step;
  return moved;
}

/** Whether another step may be added. */
export function canAddStep(steps: readonly unknown[]): boolean {
  return steps.length < MAX_CADENCE_STEPS;
}
