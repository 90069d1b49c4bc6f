import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';

import {
  CallToActionSchema,
  CompanySchema,
  CreateCallToActionInputSchema,
  CreateCompanyInputSchema,
  CreateCustomerProfileInputSchema,
  CreatePersonaInputSchema,
  CreateProductInputSchema,
  CreateSampleEmailInputSchema,
  CreateSignatureInputSchema,
  DEFAULT_CALL_TO_ACTION_INPUT,
  UpdateCallToActionInputSchema,
  UpdateCompanyInputSchema,
  UpdateCustomerProfileInputSchema,
  UpdatePersonaInputSchema,
  UpdateProductInputSchema,
  UpdateSampleEmailInputSchema,
  UpdateSignatureInputSchema,
} from '../../../shared/schemas';
import { EMPTY_UPDATE_PROBLEM, STORED_KEYS, UNKNOWN_KEY_PROBLEM, parseOk, problemsOf, without } from './helpers';

interface EntityCase {
  entity: string;
  create: z.ZodMiniType;
  update: z.ZodMiniType;
  valid: Record<string, unknown>;
  required: readonly (readonly [string, string])[];
}

const ENTITY_CASES: readonly EntityCase[] = [
  {
    entity: 'company',
    create: CreateCompanyInputSchema,
    update: UpdateCompanyInputSchema,
    valid: { name: 'Acme', website: 'https://acme.example', description: 'We make anvils safer.' },
    required: [
      ['name', 'Name is required.'],
      ['description', 'Description of your mission is required.'],
    ],
  },
  {
    entity: 'product',
    create: CreateProductInputSchema,
    update: UpdateProductInputSchema,
    valid: { name: 'Anvil Pro', description: 'A safer anvil.', achievements: 'Zero accidents in 2024.', companyId: 'cmp_1' },
    required: [
      ['name', 'Name is required.'],
      ['description', 'Description is required.'],
    ],
  },
  {
    entity: 'persona',
    create: CreatePersonaInputSchema,
    update: UpdatePersonaInputSchema,
    valid: { name: 'Sam the SDR', responsibilities: 'Books first meetings.', instructions: 'Be brief.' },
    required: [
      ['name', 'Name is required.'],
      ['responsibilities', 'Responsibilities are required.'],
    ],
  },
  {
    entity: 'customer profile',
    create: CreateCustomerProfileInputSchema,
    update: UpdateCustomerProfileInputSchema,
    valid: {
      name: 'Mid-size logistics',
      description: 'Freight firms with their own fleet.',
      revenueSize: 'MEDIUM',
      businessModel: 'B2B',
      jobTitles: ['Head of Operations', 'COO'],
      industries: ['Logistics'],
      personaId: 'per_1',
    },
    required: [['name', 'Name is required.']],
  },
  {
    entity: 'call to action',
    create: CreateCallToActionInputSchema,
    update: UpdateCallToActionInputSchema,
    valid: { objective: 'Book a call.', description: 'A 15-minute intro call.', url: 'https://cal.example/acme' },
    required: [['objective', 'Objective is required.']],
  },
  {
    entity: 'signature',
    create: CreateSignatureInputSchema,
    update: UpdateSignatureInputSchema,
    valid: { name: 'Default', content: '<p>Jane Doe<br>Acme</p>' },
    required: [
      ['name', 'Name is required.'],
      ['content', 'Signature content is required.'],
    ],
  },
  {
    entity: 'sample email',
    create: CreateSampleEmailInputSchema,
    update: UpdateSampleEmailInputSchema,
    valid: { name: 'Warm intro', subject: 'Quick question', body: '<p>Hi {firstName},</p>' },
    required: [
      ['name', 'Name is required.'],
      ['subject', 'Subject is required.'],
      ['body', 'Body is required.'],
    ],
  },
];

describe.each(ENTITY_CASES)('$entity schemas', ({ entity, create, update, valid, required }) => {
  it(`parses a valid ${entity} create input`, () => {
    const input = parseOk(create, valid);
    expect(input).toEqual(valid);
  });

  it.each(required)(`rejects a ${entity} without %s when creating`, (field, message) => {
    const problems = problemsOf(create, without(valid, field));
    expect(problems).toEqual([{ path: field, message }]);
  });

  it.each(required)(`rejects a ${entity} whose %s is blank when creating`, (field, message) => {
    const problems = problemsOf(create, { ...valid, [field]: '   ' });
    expect(problems).toEqual([{ path: field, message }]);
  });

  it(`rejects unknown keys when creating a ${entity}`, () => {
    const problems = problemsOf(create, { ...valid, unexpected: 'x' });
    expect(problems).toEqual([UNKNOWN_KEY_PROBLEM]);
  });

  it(`rejects an empty ${entity} update`, () => {
    const problems = problemsOf(update, {});
    expect(problems).toEqual([EMPTY_UPDATE_PROBLEM]);
  });

  it(`rejects unknown keys when updating a ${entity}`, () => {
    const problems = problemsOf(update, { unexpected: 'x' });
    expect(problems).toContainEqual(UNKNOWN_KEY_PROBLEM);
  });

  it.each(required)(`rejects a ${entity} update that blanks %s`, (field, message) => {
    const problems = problemsOf(update, { [field]: '' });
    expect(problems).toEqual([{ path: field, message }]);
  });
});

describe('Company schemas', () => {
  const validCompany = { name: 'Acme', description: 'We make anvils safer.' };

  it('rejects a website that is not an http or https address', () => {
    const problems = problemsOf(CreateCompanyInputSchema, { ...validCompany, website: 'acme.example' });
    expect(problems).toEqual([{ path: 'website', message: 'Website must be a valid URL starting with http:// or https://.' }]);
  });

  it('rejects a name longer than 200 characters', () => {
    const problems = problemsOf(CreateCompanyInputSchema, { ...validCompany, name: 'A'.repeat(201) });
    expect(problems).toEqual([{ path: 'name', message: 'Name must be at most 200 characters.' }]);
  });

  it('keeps corporate suffixes in company names', () => {
    const input = parseOk(CreateCompanyInputSchema, { ...validCompany, name: 'Acme Inc.' });
    expect(input.name).toBe('Acme Inc.');
  });

  it('parses a stored company', () => {
    const company = parseOk(CompanySchema, { ...STORED_KEYS, ...validCompany });
    expect(company).toEqual({ ...STORED_KEYS, ...validCompany });
  });
});

describe('CustomerProfile schemas', () => {
  it('rejects more than 20 job titles', () => {
    const jobTitles = Array.from({ length: 21 }, (_, index) => `Title ${index}`);
    const problems = problemsOf(CreateCustomerProfileInputSchema, { name: 'Ops', jobTitles });
    expect(problems).toEqual([{ path: 'jobTitles', message: 'Add at most 20 job titles.' }]);
  });

  it('rejects a blank industry', () => {
    const problems = problemsOf(CreateCustomerProfileInputSchema, { name: 'Ops', industries: ['Logistics', ' '] });
    expect(problems).toEqual([{ path: 'industries.1', message: 'Industry is required.' }]);
  });

  it('rejects an unknown revenue size', () => {
    const problems = problemsOf(CreateCustomerProfileInputSchema, { name: 'Ops', revenueSize: 'HUGE' });
    expect(problems).toEqual([{ path: 'revenueSize', message: 'Revenue size must be one of SMALL, MEDIUM or LARGE.' }]);
  });
});

describe('CallToAction schemas', () => {
  it('accepts an objective alone, for a soft close', () => {
    const input = parseOk(CreateCallToActionInputSchema, { objective: 'Start a conversation.' });
    expect(input).toEqual({ objective: 'Start a conversation.' });
  });

  it('rejects an objective longer than 500 characters', () => {
    const problems = problemsOf(CreateCallToActionInputSchema, { objective: 'o'.repeat(501) });
    expect(problems).toEqual([{ path: 'objective', message: 'Objective must be at most 500 characters.' }]);
  });

  it('rejects a link that is not an http or https address', () => {
    const problems = problemsOf(CreateCallToActionInputSchema, { objective: 'Book', url: 'mailto:sales@acme.example' });
    expect(problems).toEqual([{ path: 'url', message: 'Link must be a valid URL starting with http:// or https://.' }]);
  });

  it('offers the default call to action as a valid create input', () => {
    const input = parseOk(CreateCallToActionInputSchema, DEFAULT_CALL_TO_ACTION_INPUT);
    expect(input).toEqual({ objective: 'Sell our product / service.', description: 'Book a demo meeting.' });
  });

  it('parses a stored call to action', () => {
    const stored = parseOk(CallToActionSchema, { ...STORED_KEYS, objective: 'Book a call.' });
    expect(stored).toEqual({ ...STORED_KEYS, objective: 'Book a call.' });
  });
});

describe('SampleEmail and Signature schemas', () => {
  it('rejects a sample email subject longer than 200 characters', () => {
    const problems = problemsOf(CreateSampleEmailInputSchema, { name: 'n', subject: 's'.repeat(201), body: 'b' });
    expect(problems).toEqual([{ path: 'subject', message: 'Subject must be at most 200 characters.' }]);
  });

  it('accepts a sample email body of 20000 characters and refuses one more', () => {
    const atLimit = problemsOf(CreateSampleEmailInputSchema, { name: 'n', subject: 's', body: 'b'.repeat(20_000) });
    const overLimit = problemsOf(CreateSampleEmailInputSchema, { name: 'n', subject: 's', body: 'b'.repeat(20_001) });
    expect(atLimit).toEqual([]);
    expect(overLimit).toEqual([{ path: 'body', message: 'Body must be at most 20000 characters.' }]);
  });

  it('rejects signature content longer than 5000 characters', () => {
    const problems = problemsOf(CreateSignatureInputSchema, { name: 'n', content: 'c'.repeat(5001) });
    expect(problems).toEqual([{ path: 'content', message: 'Signature content must be at most 5000 characters.' }]);
  });
});
