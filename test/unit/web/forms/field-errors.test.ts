import { describe, expect, it } from 'vitest';
import * as z from 'zod';

import { fieldErrorMap, fieldOfPath, firstSegment, pathMessagesOf } from '../../../../web/src/components/forms/field-errors';

const Schema = z.strictObject({
  name: z.string().min(1, 'Name is required.').max(5, 'Name must be at most 5 characters.'),
  steps: z.array(z.object({ delayDays: z.number({ error: 'Delay must be a number.' }) })),
});

describe('fieldErrorMap', () => {
  it("keeps the first message of each path of a zod check's issues", () => {
    const parsed = Schema.safeParse({ name: '', steps: [{ delayDays: 1 }, { delayDays: 'x' }] });

    expect(parsed.success).toBe(false);
    expect(fieldErrorMap(parsed.error?.issues ?? [])).toEqual({
      name: 'Name is required.',
      'steps.1.delayDays': 'Delay must be a number.',
    });
  });

  it('takes the field errors of a 400 answer as they are, keeping the first of a path', () => {
    expect(
      fieldErrorMap([
        { path: 'smtp.port', message: 'SMTP port must be a whole number from 1 to 65535.' },
        { path: 'smtp.port', message: 'second message' },
        { path: '', message: 'Provide at least one field to update.' },
      ]),
    ).toEqual({
      'smtp.port': 'SMTP port must be a whole number from 1 to 65535.',
      '': 'Provide at least one field to update.',
    });
  });

  it('names each unknown key on its own path, as the server does', () => {
    const parsed = Schema.safeParse({ name: 'Ana', steps: [], colour: 'red', size: 2 });

    expect(Object.keys(fieldErrorMap(parsed.error?.issues ?? [])).sort()).toEqual(['colour', 'size']);
  });

  it('joins symbol and number path segments with dots', () => {
    expect(pathMessagesOf([{ path: ['steps', 1, Symbol('delayDays')], message: 'm' }])).toEqual([
      { path: 'steps.1.delayDays', message: 'm' },
    ]);
    expect(pathMessagesOf([{ path: 'steps.1', message: 'm' }])).toEqual([{ path: 'steps.1', message: 'm' }]);
  });

  it('puts messages on the fields `fieldOf` names, the first of each field, leaving out paths of no field', () => {
    const errors = fieldErrorMap(
      [
        { path: ['steps', 0], message: 'A cadence must start by sending the first email.' },
        { path: ['steps', 2, 'delayDays'], message: 'Delay must be a whole number of days from 1 to 30.' },
        { path: ['contactListId'], message: 'Contact list not found.' },
      ],
      (path) => fieldOfPath(path, ['name', 'steps'] as const),
    );

    expect(errors).toEqual({ steps: 'A cadence must start by sending the first email.' });
  });
});

describe('fieldOfPath', () => {
  it('names the field a dotted path starts in, if it is one of the fields', () => {
    expect(firstSegment('jobTitles.2')).toBe('jobTitles');
    expect(fieldOfPath('jobTitles.2', ['name', 'jobTitles'])).toBe('jobTitles');
    expect(fieldOfPath('name', ['name', 'jobTitles'])).toBe('name');
    expect(fieldOfPath('personaId', ['name', 'jobTitles'])).toBeUndefined();
    expect(fieldOfPath('', ['name'])).toBeUndefined();
  });
});
