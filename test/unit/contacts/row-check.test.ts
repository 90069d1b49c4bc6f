import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { EMPTY_ROW_VALUES, type RowValues } from '../../../shared/contacts/import-fields';
import { checkRow, splitPhoneNumbers } from '../../../shared/contacts/row-check';
import { CreateContactInputSchema, LINKEDIN_URL_MESSAGE, PHONE_NUMBER_MESSAGE } from '../../../shared/schemas/contact';
import { TIME_ZONE_MESSAGE } from '../../../shared/schemas/time-zone';

const row = (values: Partial<RowValues>): RowValues => ({ ...EMPTY_ROW_VALUES, ...values });

/** What the shared contact schema says about a row's values: the parsed contact or its messages per field. */
function schemaVerdict(values: RowValues) {
  const input = {
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    jobTitle: values.jobTitle,
    ...(splitPhoneNumbers(values.phoneNumbers).length > 0 ? { phoneNumbers: splitPhoneNumbers(values.phoneNumbers) } : {}),
    linkedInUrl: values.linkedInUrl,
    timeZone: values.timeZone,
  };
  const result = CreateContactInputSchema.safeParse(input);
  if (result.success) {
    const { email, firstName, lastName, jobTitle, phoneNumbers, linkedInUrl, timeZone } = result.data;
    return { ok: true as const, contact: { email, firstName, lastName, jobTitle, phoneNumbers, linkedInUrl, timeZone } };
  }
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    messages[field] ??= issue.message;
  }
  return { ok: false as const, messages };
}

describe('checkRow', () => {
  it('normalises a valid row as the schema does: trimmed, email lower case, phones split', () => {
    const check = checkRow(
      row({
        email: '  Ana.Ruiz@Acme.Example ',
        firstName: ' Ana ',
        jobTitle: 'Head of Sales',
        phoneNumbers: '+34 600 000 000; (030) 1234-567',
        linkedInUrl: 'https://www.linkedin.com/in/ana-ruiz',
        timeZone: ' Europe/Madrid ',
      }),
    );

    expect(check.fieldErrors).toBeNull();
    expect(check.contact).toEqual({
      email: 'ana.ruiz@acme.example',
      firstName: 'Ana',
      lastName: undefined,
      jobTitle: 'Head of Sales',
      phoneNumbers: ['+34 600 000 000', '(030) 1234-567'],
      linkedInUrl: 'https://www.linkedin.com/in/ana-ruiz',
      timeZone: 'Europe/Madrid',
    });
  });

  it("flags an invalid email with the schema's message and imports nothing", () => {
    const check = checkRow(row({ email: 'ana@@acme' }));

    expect(check.fieldErrors).toEqual({ email: 'Enter a valid email address.' });
    expect(check.email).toBeNull();
    expect(check.contact).toBeNull();
  });

  it('marks an empty email as missing rather than as a field error', () => {
    const check = checkRow(row({ email: '   ', firstName: 'Ana' }));

    expect(check.missingEmail).toBe(true);
    expect(check.fieldErrors).toBeNull();
    expect(check.contact).toBeNull();
  });

  it('names each failing field with its own message', () => {
    const check = checkRow(
      row({
        email: 'ana@acme.example',
        lastName: 'x'.repeat(201),
        phoneNumbers: 'call me',
        linkedInUrl: 'https://twitter.com/ana',
        timeZone: 'Central European Time',
      }),
    );

    expect(check.email).toBe('ana@acme.example');
    expect(check.fieldErrors).toEqual({
      lastName: 'Last name must be at most 200 characters.',
      phoneNumbers: PHONE_NUMBER_MESSAGE,
      linkedInUrl: LINKEDIN_URL_MESSAGE,
      timeZone: TIME_ZONE_MESSAGE,
    });
  });

  it('leaves an empty time zone unknown, and refuses an offset or a zone with its own message', () => {
    const empty = checkRow(row({ email: 'ana@acme.example', timeZone: '  ' }));
    const offset = checkRow(row({ email: 'ana@acme.example', timeZone: 'UTC+2' }));
    const tooLong = checkRow(row({ email: 'ana@acme.example', timeZone: `America/${'x'.repeat(60)}` }));

    expect(empty.contact?.timeZone).toBeUndefined();
    expect(empty.fieldErrors).toBeNull();
    expect(offset.fieldErrors).toEqual({ timeZone: TIME_ZONE_MESSAGE });
    expect(tooLong.fieldErrors).toEqual({ timeZone: 'Time zone must be at most 64 characters.' });
  });

  it('refuses more than five phone numbers', () => {
    expect(checkRow(row({ email: 'ana@acme.example', phoneNumbers: '1111;2222;3333;4444;5555;6666' })).fieldErrors).toEqual({
      phoneNumbers: 'Add at most 5 phone numbers.',
    });
  });

  it('agrees with the contact schema on generated rows, valid or not, and uses its messages', () => {
    const localPart = fc.stringMatching(/^[A-Za-z0-9._'+-]{0,12}$/);
    const domain = fc.oneof(fc.constantFrom('acme.example', 'Acme.IO', 'mail.co.uk', 'x', 'a-b.c0m', '-bad.com'), fc.domain());
    const email = fc.oneof(
      fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}`),
      fc.tuple(fc.constantFrom(' ', '', '\t'), localPart, fc.constantFrom('@', '@@', ''), domain).map((parts) => parts.join('')),
      fc.string({ maxLength: 20 }),
      fc.constant(`${'a'.repeat(250)}@acme.example`),
    );
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constant(' '.repeat(3)),
      fc.string({ minLength: 195, maxLength: 205 }),
    );
    const phone = fc.stringMatching(/^[\d +()\-a;,|]{0,40}$/);
    const linkedIn = fc.oneof(
      fc.constant(''),
      fc.constantFrom(
        'https://linkedin.com/in/a',
        'http://www.LinkedIn.com/in/b',
        'https://evil-linkedin.com/x',
        'ftp://linkedin.com',
      ),
      fc.webUrl(),
      fc.string({ maxLength: 15 }),
      fc.webPath().map((path) => `https://de.linkedin.com${path}`),
    );
    const timeZone = fc.oneof(
      fc.constant(''),
      fc.constantFrom('Europe/Paris', ' asia/tokyo ', 'UTC', 'America/Argentina/Buenos_Aires', 'Mars/Olympus', 'GMT+1', '+01:00'),
      fc.constantFrom(...Intl.supportedValuesOf('timeZone')),
      fc.string({ maxLength: 15 }),
      fc.string({ minLength: 60, maxLength: 70 }),
    );
    const values = fc.record({
      email,
      firstName: text,
      lastName: text,
      jobTitle: text,
      phoneNumbers: phone,
      linkedInUrl: linkedIn,
      timeZone,
    });

    fc.assert(
      fc.property(values, (generated) => {
        const check = checkRow(generated);
        if (check.missingEmail) return;
        const ours =
          check.contact === null
            ? { ok: false as const, messages: check.fieldErrors ?? {} }
            : { ok: true as const, contact: check.contact };
        expect(ours).toEqual(schemaVerdict(generated));
      }),
      { numRuns: 3000 },
    );
  });
});
