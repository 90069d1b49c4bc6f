import { describe, expect, it } from 'vitest';

import { CadenceSchema, CreateCadenceInputSchema, UpdateCadenceInputSchema } from '../../../shared/schemas';
import { EMPTY_UPDATE_PROBLEM, STORED_KEYS, UNKNOWN_KEY_PROBLEM, parseOk, problemsOf, without } from './helpers';

const ROOT_STEP = { type: 'ACTION', actionType: 'SEND_EMAIL_ROOT', delayDays: 1 } as const;
const NO_REPLY_STEP = { type: 'CONDITION', conditionType: 'DID_NOT_REPLY_ROOT' } as const;
const FOLLOW_UP_STEP = { type: 'ACTION', actionType: 'SEND_EMAIL', delayDays: 3, templateId: 'se_1' } as const;

const validCadence = { name: 'Two follow-ups', steps: [ROOT_STEP, NO_REPLY_STEP, FOLLOW_UP_STEP] };

describe('Cadence create input', () => {
  it('parses a valid cadence create input and defaults the objective', () => {
    const input = parseOk(CreateCadenceInputSchema, validCadence);
    expect(input).toEqual({ ...validCadence, objective: 'STANDARD' });
  });

  it.each([
    ['name', 'Name is required.'],
    ['steps', 'Add at least one step to the cadence.'],
  ] as const)('rejects a cadence without %s when creating', (field, message) => {
    const problems = problemsOf(CreateCadenceInputSchema, without(validCadence, field));
    expect(problems).toEqual([{ path: field, message }]);
  });

  it('rejects a cadence without steps in its list', () => {
    const problems = problemsOf(CreateCadenceInputSchema, { ...validCadence, steps: [] });
    expect(problems).toEqual([{ path: 'steps', message: 'Add at least one step to the cadence.' }]);
  });

  it('rejects a cadence with more than 20 steps', () => {
    const problems = problemsOf(CreateCadenceInputSchema, {
      ...validCadence,
      steps: [ROOT_STEP, ...Array.from({ length: 20 }, () => FOLLOW_UP_STEP)],
    });
    expect(problems).toEqual([{ path: 'steps', message: 'A cadence can have at most 20 steps.' }]);
  });

  it.each([
    ['a condition', [NO_REPLY_STEP, ROOT_STEP]],
    ['a follow-up', [FOLLOW_UP_STEP]],
    ['doing nothing', [{ type: 'ACTION', actionType: 'DO_NOTHING', delayDays: 1 }]],
  ])('rejects a cadence that starts with %s', (_start, steps) => {
    const problems = problemsOf(CreateCadenceInputSchema, { ...validCadence, steps });
    expect(problems).toEqual([{ path: 'steps.0', message: 'A cadence must start by sending the first email.' }]);
  });

  it.each([0, 31, 1.5])('rejects a step delay of %d days', (delayDays) => {
    const problems = problemsOf(CreateCadenceInputSchema, {
      ...validCadence,
      steps: [ROOT_STEP, { ...FOLLOW_UP_STEP, delayDays }],
    });
    expect(problems).toEqual([{ path: 'steps.1.delayDays', message: 'Delay must be a whole number of days from 1 to 30.' }]);
  });

  it('rejects an action step without delay', () => {
    const problems = problemsOf(CreateCadenceInputSchema, { ...validCadence, steps: [without(ROOT_STEP, 'delayDays')] });
    expect(problems).toEqual([{ path: 'steps.0.delayDays', message: 'Delay is required.' }]);
  });

  it('rejects a condition step without condition type', () => {
    const problems = problemsOf(CreateCadenceInputSchema, { ...validCadence, steps: [ROOT_STEP, { type: 'CONDITION' }] });
    expect(problems).toEqual([{ path: 'steps.1.conditionType', message: 'Condition type is required.' }]);
  });

  it('rejects a step without type', () => {
    const problems = problemsOf(CreateCadenceInputSchema, { ...validCadence, steps: [ROOT_STEP, { delayDays: 2 }] });
    expect(problems).toEqual([{ path: 'steps.1.type', message: 'Step type is required.' }]);
  });

  it('rejects a step of an unknown type', () => {
    const problems = problemsOf(CreateCadenceInputSchema, { ...validCadence, steps: [ROOT_STEP, { type: 'WAIT' }] });
    expect(problems).toEqual([{ path: 'steps.1.type', message: 'Step type must be ACTION or CONDITION.' }]);
  });

  it('rejects action fields on a condition step', () => {
    const problems = problemsOf(CreateCadenceInputSchema, {
      ...validCadence,
      steps: [ROOT_STEP, { ...NO_REPLY_STEP, delayDays: 2 }],
    });
    expect(problems).toEqual([{ path: 'steps.1', message: '"delayDays" is not a known field. Remove it.' }]);
  });

  it('rejects unknown keys when creating a cadence', () => {
    const problems = problemsOf(CreateCadenceInputSchema, { ...validCadence, unexpected: true });
    expect(problems).toEqual([UNKNOWN_KEY_PROBLEM]);
  });
});

describe('Cadence update input', () => {
  it('rejects an empty cadence update', () => {
    const problems = problemsOf(UpdateCadenceInputSchema, {});
    expect(problems).toEqual([EMPTY_UPDATE_PROBLEM]);
  });

  it('rejects new steps that do not start with the first email', () => {
    const problems = problemsOf(UpdateCadenceInputSchema, { steps: [FOLLOW_UP_STEP] });
    expect(problems).toEqual([{ path: 'steps.0', message: 'A cadence must start by sending the first email.' }]);
  });

  it('accepts a new name alone', () => {
    const update = parseOk(UpdateCadenceInputSchema, { name: 'Renamed' });
    expect(update).toEqual({ name: 'Renamed' });
  });
});

describe('Cadence stored schema', () => {
  it('parses a stored cadence', () => {
    const cadence = parseOk(CadenceSchema, { ...STORED_KEYS, ...validCadence, objective: 'STANDARD' });
    expect(cadence).toEqual({ ...STORED_KEYS, ...validCadence, objective: 'STANDARD' });
  });
});
