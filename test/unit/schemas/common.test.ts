import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import {
  CreateCadenceInputSchema,
  CreateContactInputSchema,
  DateOnlySchema,
  EMAIL_PATTERN,
  EmailSchema,
  IdSchema,
  IsoDateTimeSchema,
  NAMESPACE_ID_MESSAGE,
  NamespaceIdSchema,
  UrlSchema,
  formatZodError,
  tenantEntity,
} from '../../../shared/schemas';
import { STORED_KEYS, parseOk, problemsOf } from './helpers';

function zodErrorOf(schema: z.ZodMiniType, input: unknown): z.core.$ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('Expected the input to be refused.');
  return result.error;
}

describe('IdSchema', () => {
  it.each(['abc', 'rec_01-XYZ', 'a'.repeat(64)])('accepts the id %s', (id) => {
    const parsed = parseOk(IdSchema, id);
    expect(parsed).toBe(id);
  });

  it('rejects an empty id with a required message', () => {
    const problems = problemsOf(IdSchema, '   ');
    expect(problems).toEqual([{ path: '', message: 'ID is required.' }]);
  });

  it.each(['has space', 'slash/id', 'a'.repeat(65), 'é'])('rejects the id %s', (id) => {
    const problems = problemsOf(IdSchema, id);
    expect(problems).toEqual([{ path: '', message: 'ID must be 1–64 letters, digits, underscores or hyphens.' }]);
  });
});

describe('NamespaceIdSchema', () => {
  it.each(['acme', 'acme-sales', 'warm-up', '7eleven', 'a'.repeat(64)])('accepts the instance id %s', (id) => {
    const parsed = parseOk(NamespaceIdSchema, id);
    expect(parsed).toBe(id);
  });

  it.each(['ab', 'Acme', '-acme', 'acme_sales', 'acme sales', 'a'.repeat(65)])('rejects the instance id %s', (id) => {
    const problems = problemsOf(NamespaceIdSchema, id);
    expect(problems).toEqual([{ path: '', message: NAMESPACE_ID_MESSAGE }]);
  });

  it('uses the instance wording in its message', () => {
    expect(NAMESPACE_ID_MESSAGE).toBe('Instance ID must be 3–64 lower-case letters, digits or hyphens.');
  });
});

describe('EmailSchema', () => {
  it('trims and lower-cases an email', () => {
    const parsed = parseOk(EmailSchema, '  Jane.Doe@Example.COM ');
    expect(parsed).toBe('jane.doe@example.com');
  });

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com'])('rejects %s as an email', (email) => {
    const problems = problemsOf(EmailSchema, email);
    expect(problems).toEqual([{ path: '', message: 'Enter a valid email address.' }]);
  });

  it('rejects an empty email with a required message', () => {
    const problems = problemsOf(EmailSchema, ' ');
    expect(problems).toEqual([{ path: '', message: 'Email is required.' }]);
  });

  it('rejects an email longer than 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(186)}.com`;
    const problems = problemsOf(EmailSchema, email);
    expect(email).toHaveLength(255);
    expect(problems).toEqual([{ path: '', message: 'Email must be at most 254 characters.' }]);
  });
  it("checks with zod's own email pattern", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });
});

describe('UrlSchema', () => {
  it.each(['https://example.com', 'http://example.com/path?q=1', 'HTTPS://EXAMPLE.COM'])('accepts %s', (url) => {
    const problems = problemsOf(UrlSchema, url);
    expect(problems).toEqual([]);
  });

  it.each(['example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://', 'https://exa mple.com'])(
    'rejects %s',
    (url) => {
      const problems = problemsOf(UrlSchema, url);
      expect(problems).toEqual([{ path: '', message: 'URL must be a valid URL starting with http:// or https://.' }]);
    },
  );
});

describe('IsoDateTimeSchema', () => {
  it.each(['2025-01-31T09:00:00Z', '2025-01-31T09:00:00.123Z', '2025-01-31T09:00:00+02:00'])('accepts %s', (value) => {
    const problems = problemsOf(IsoDateTimeSchema, value);
    expect(problems).toEqual([]);
  });

  it.each(['2025-01-31', '2025-02-30T09:00:00Z', 'yesterday', '31/01/2025 09:00'])('rejects %s', (value) => {
    const problems = problemsOf(IsoDateTimeSchema, value);
    expect(problems).toEqual([
      { path: '', message: 'Date and time must be an ISO 8601 date and time, such as 2025-01-31T09:00:00Z.' },
    ]);
  });
});

describe('DateOnlySchema', () => {
  it.each(['2025-01-31', '2024-02-29'])('accepts the calendar date %s', (value) => {
    const parsed = parseOk(DateOnlySchema, value);
    expect(parsed).toBe(value);
  });

  it.each(['2023-02-29', '2025-04-31', '2025-13-01', '2025-1-5', '2025-01-31T00:00:00Z'])('rejects %s', (value) => {
    const problems = problemsOf(DateOnlySchema, value);
    expect(problems).toEqual([{ path: '', message: 'Date must be a real date written YYYY-MM-DD, such as 2025-01-31.' }]);
  });
});

describe('tenantEntity', () => {
  const NoteSchema = tenantEntity({ text: z.string() });

  it('adds id, namespaceId, createdAt and updatedAt to a shape', () => {
    const note = parseOk(NoteSchema, { ...STORED_KEYS, text: 'Hello' });
    expect(note).toEqual({ ...STORED_KEYS, text: 'Hello' });
  });

  it('rejects a stored entity without its server keys', () => {
    const problems = problemsOf(NoteSchema, { text: 'Hello' });
    expect(problems).toEqual([
      { path: 'id', message: 'ID is required.' },
      { path: 'namespaceId', message: 'Instance ID is required.' },
      { path: 'createdAt', message: 'Created at is required.' },
      { path: 'updatedAt', message: 'Updated at is required.' },
    ]);
  });
});

describe('formatZodError', () => {
  it('gives dotted paths for nested fields', () => {
    const error = zodErrorOf(CreateCadenceInputSchema, {
      name: 'Follow-ups',
      steps: [{ type: 'ACTION', actionType: 'SEND_EMAIL_ROOT', delayDays: 0 }],
    });
    const formatted = formatZodError(error);
    expect(formatted.fieldErrors).toEqual([
      { path: 'steps.0.delayDays', message: 'Delay must be a whole number of days from 1 to 30.' },
    ]);
    expect(formatted.message).toBe('Delay must be a whole number of days from 1 to 30.');
  });

  it('gives one field error per unknown key, at the key', () => {
    const error = zodErrorOf(CreateContactInputSchema, { email: 'jane@example.com', colour: 'red', size: 2 });
    const formatted = formatZodError(error);
    expect(formatted.fieldErrors).toEqual([
      { path: 'colour', message: '"colour" is not a known field. Remove it.' },
      { path: 'size', message: '"size" is not a known field. Remove it.' },
    ]);
  });

  it('joins the first three messages and counts the rest', () => {
    const error = zodErrorOf(CreateContactInputSchema, {
      firstName: 1,
      lastName: 2,
      jobTitle: 3,
      action: 4,
      phoneNumbers: ['x'],
    });
    const formatted = formatZodError(error);
    expect(formatted.fieldErrors).toHaveLength(6);
    expect(formatted.message).toBe('Email is required. First name must be text. Last name must be text. Plus 3 more problems.');
  });

  it('gives an empty path for a problem with the whole input', () => {
    const error = zodErrorOf(CreateContactInputSchema, 'jane@example.com');
    const formatted = formatZodError(error);
    expect(formatted).toEqual({
      message: 'Contact must be an object of fields.',
      fieldErrors: [{ path: '', message: 'Contact must be an object of fields.' }],
    });
  });
});
