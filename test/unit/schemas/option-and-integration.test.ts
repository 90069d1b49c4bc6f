import { describe, expect, it } from 'vitest';

import {
  CreateIntegrationInputSchema,
  CreateOptionInputSchema,
  IntegrationSchema,
  OptionSchema,
  SetOptionInputSchema,
  UpdateIntegrationInputSchema,
  UpdateOptionInputSchema,
} from '../../../shared/schemas';
import { EMPTY_UPDATE_PROBLEM, STORED_KEYS, UNKNOWN_KEY_PROBLEM, parseOk, problemsOf, without } from './helpers';

const { namespaceId, createdAt, updatedAt } = STORED_KEYS;

describe('Option schemas', () => {
  const validOption = { name: 'AUTO_SEND_EMAILS', status: 'ACTIVE' };

  it('parses a valid instance option create input', () => {
    const input = parseOk(CreateOptionInputSchema, validOption);
    expect(input).toEqual(validOption);
  });

  it.each([
    ['name', 'Option name is required.'],
    ['status', 'Option status is required.'],
  ] as const)('rejects an option without %s when creating', (field, message) => {
    const problems = problemsOf(CreateOptionInputSchema, without(validOption, field));
    expect(problems).toEqual([{ path: field, message }]);
  });

  it('rejects a user option without its user', () => {
    const problems = problemsOf(CreateOptionInputSchema, { name: 'HAS_LINKEDIN_PREMIUM', status: 'ACTIVE' });
    expect(problems).toEqual([{ path: 'userId', message: 'User ID is required for the user option "Has LinkedIn premium".' }]);
  });

  it('accepts a user option with its user', () => {
    const input = parseOk(CreateOptionInputSchema, { name: 'HAS_LINKEDIN_PREMIUM', status: 'ACTIVE', userId: 'usr_1' });
    expect(input).toEqual({ name: 'HAS_LINKEDIN_PREMIUM', status: 'ACTIVE', userId: 'usr_1' });
  });

  it('rejects a user on an instance option', () => {
    const problems = problemsOf(CreateOptionInputSchema, { ...validOption, userId: 'usr_1' });
    expect(problems).toEqual([
      { path: 'userId', message: 'The instance option "Auto send emails" takes no User ID. Remove it.' },
    ]);
  });

  it('rejects unknown keys when creating an option', () => {
    const problems = problemsOf(CreateOptionInputSchema, { ...validOption, unexpected: 1 });
    expect(problems).toEqual([UNKNOWN_KEY_PROBLEM]);
  });

  it('rejects an empty option update', () => {
    const problems = problemsOf(UpdateOptionInputSchema, {});
    expect(problems).toEqual([EMPTY_UPDATE_PROBLEM]);
  });

  it('parses a set-option input', () => {
    const input = parseOk(SetOptionInputSchema, { name: 'HAS_LINKEDIN_PREMIUM', status: 'INACTIVE' });
    expect(input).toEqual({ name: 'HAS_LINKEDIN_PREMIUM', status: 'INACTIVE' });
  });

  it('rejects a set-option input with an unknown option name', () => {
    const problems = problemsOf(SetOptionInputSchema, { name: 'AUTO_COFFEE', status: 'ACTIVE' });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toBe('name');
    expect(problems[0]?.message).toMatch(/^Option name must be one of AI_PROSPECTOR, /);
  });

  it('rejects a set-option input with a user id', () => {
    const problems = problemsOf(SetOptionInputSchema, { ...validOption, userId: 'usr_1' });
    expect(problems).toEqual([{ path: '', message: '"userId" is not a known field. Remove it.' }]);
  });

  it('parses a stored option, which is keyed by its name', () => {
    const option = parseOk(OptionSchema, { namespaceId, createdAt, updatedAt, ...validOption });
    expect(option).toEqual({ namespaceId, createdAt, updatedAt, ...validOption });
  });
});

describe('Integration schemas', () => {
  it('parses a valid integration create input with the default status and options', () => {
    const input = parseOk(CreateIntegrationInputSchema, { type: 'HUBSPOT' });
    expect(input).toEqual({
      type: 'HUBSPOT',
      status: 'NOT_SETUP',
      options: { READ_CONTACTS: 'INACTIVE', UPDATE_CONTACTS: 'INACTIVE' },
    });
  });

  it('fills the options a create input leaves out with their defaults', () => {
    const input = parseOk(CreateIntegrationInputSchema, { type: 'SALESFORCE', options: { READ_CONTACTS: 'ACTIVE' } });
    expect(input.options).toEqual({ READ_CONTACTS: 'ACTIVE', UPDATE_CONTACTS: 'INACTIVE' });
  });

  it('rejects an integration without type when creating', () => {
    const problems = problemsOf(CreateIntegrationInputSchema, {});
    expect(problems).toEqual([{ path: 'type', message: 'Integration type is required.' }]);
  });

  it('rejects an unknown integration option', () => {
    const problems = problemsOf(CreateIntegrationInputSchema, { type: 'HUBSPOT', options: { DELETE_CONTACTS: 'ACTIVE' } });
    expect(problems).toEqual([
      {
        path: 'options',
        message: 'Integration options must be READ_CONTACTS or UPDATE_CONTACTS; remove "DELETE_CONTACTS".',
      },
    ]);
  });

  it('rejects an unknown integration option status', () => {
    const problems = problemsOf(CreateIntegrationInputSchema, { type: 'HUBSPOT', options: { READ_CONTACTS: 'ON' } });
    expect(problems).toEqual([
      { path: 'options.READ_CONTACTS', message: 'Integration option status must be ACTIVE or INACTIVE.' },
    ]);
  });

  it('rejects unknown keys when creating an integration', () => {
    const problems = problemsOf(CreateIntegrationInputSchema, { type: 'HUBSPOT', unexpected: 1 });
    expect(problems).toEqual([UNKNOWN_KEY_PROBLEM]);
  });

  it('rejects an empty integration update', () => {
    const problems = problemsOf(UpdateIntegrationInputSchema, {});
    expect(problems).toEqual([EMPTY_UPDATE_PROBLEM]);
  });

  it('accepts an integration update naming only the options that change', () => {
    const update = parseOk(UpdateIntegrationInputSchema, { options: { UPDATE_CONTACTS: 'ACTIVE' } });
    expect(update).toEqual({ options: { UPDATE_CONTACTS: 'ACTIVE' } });
  });

  it('rejects a type change, since the type is the key', () => {
    const problems = problemsOf(UpdateIntegrationInputSchema, { status: 'ACTIVE', type: 'SALESFORCE' });
    expect(problems).toEqual([{ path: '', message: '"type" is not a known field. Remove it.' }]);
  });

  it('parses a stored integration, which is keyed by its type', () => {
    const integration = parseOk(IntegrationSchema, { namespaceId, createdAt, updatedAt, type: 'HUBSPOT', status: 'ACTIVE' });
    expect(integration).toEqual({
      namespaceId,
      createdAt,
      updatedAt,
      type: 'HUBSPOT',
      status: 'ACTIVE',
      options: { READ_CONTACTS: 'INACTIVE', UPDATE_CONTACTS: 'INACTIVE' },
    });
  });
});
