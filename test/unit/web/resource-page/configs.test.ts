import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';

import { CONTACT_GENERIC_HINT } from '../../../../shared/domain/contact';
import { checkForm, initialValues, type ResourceForm } from '../../../../web/src/components/resource-page/form-model';
import { CADENCE_FORM } from '../../../../web/src/pages/cadence/cadence-form';
import { CALL_TO_ACTION_FORM } from '../../../../web/src/pages/call-to-action/call-to-action-form';
import { CALL_TO_ACTION_FIELDS } from '../../../../web/src/pages/call-to-action/strings';
import { COMPANY_FORM } from '../../../../web/src/pages/company/company-form';
import { CONTACT_FORM } from '../../../../web/src/pages/contact/contact-form';
import { contactHref, contactIdOf } from '../../../../web/src/pages/contact/contact-links';
import { CUSTOMER_PROFILE_FORM } from '../../../../web/src/pages/customer-profile/customer-profile-form';
import { PERSONA_FORM } from '../../../../web/src/pages/persona/persona-form';
import { PRODUCT_FORM } from '../../../../web/src/pages/product/product-form';
import { SAMPLE_EMAIL_FORM } from '../../../../web/src/pages/sample-email/sample-email-form';
import { SIGNATURE_FORM } from '../../../../web/src/pages/signature/signature-form';

const FORMS: [string, ResourceForm][] = [
  ['company', COMPANY_FORM],
  ['product', PRODUCT_FORM],
  ['call-to-action', CALL_TO_ACTION_FORM],
  ['customer-profile', CUSTOMER_PROFILE_FORM],
  ['sample-email', SAMPLE_EMAIL_FORM],
  ['cadence', CADENCE_FORM],
  ['persona', PERSONA_FORM],
  ['contact', CONTACT_FORM],
  ['signature', SIGNATURE_FORM],
];

function shapeOf(schema: z.ZodMiniType): Record<string, z.ZodMiniType> {
  if (!(schema instanceof z.ZodMiniObject)) throw new Error('a route input schema is an object');
  // the shared schemas are built with zod/mini, fields included
  return schema.shape as Record<string, z.ZodMiniType>;
}

/** The keys an empty input is refused for: the ones a new item must have. */
function requiredKeys(schema: z.ZodMiniType): string[] {
  const parsed = schema.safeParse({});
  if (parsed.success) return [];
  return [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))].filter((key) => key !== '');
}

describe.each(FORMS)('the %s form', (_, form) => {
  const names = form.fields.map((field) => field.name);

  it('has only fields its create and update schemas know', () => {
    const createKeys = Object.keys(shapeOf(form.createSchema));
    const updateKeys = Object.keys(shapeOf(form.updateSchema));

    expect(createKeys).toEqual(expect.arrayContaining(names));
    expect(updateKeys).toEqual(expect.arrayContaining(names));
  });

  it('has every field a new item needs', () => {
    expect(names).toEqual(expect.arrayContaining(requiredKeys(form.createSchema)));
  });

  it('names each field once', () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it("offers exactly the schema's choices in its selects", () => {
    const shape = shapeOf(form.createSchema);
    for (const field of form.fields) {
      if (field.kind !== 'select') continue;
      for (const option of field.options) expect(shape[field.name]?.safeParse(option).success).toBe(true);
      expect(shape[field.name]?.safeParse('NOT_A_CHOICE').success).toBe(false);
    }
  });

  it('shows the problems of an empty new item under its fields, not as a message of the whole form', () => {
    const check = checkForm(form.createSchema, form.fields, initialValues(form.fields));

    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.form).toEqual([]);
    expect(Object.keys(check.errors.fields).length).toBeGreaterThan(0);
  });
});

describe('the forms once filled in', () => {
  it.each([
    ['company', COMPANY_FORM, { name: 'Acme', description: 'We deliver on time.' }],
    ['product', PRODUCT_FORM, { name: 'Planner', description: 'Plans routes.' }],
    ['call-to-action', CALL_TO_ACTION_FORM, { objective: 'Book a demo' }],
    ['customer-profile', CUSTOMER_PROFILE_FORM, { name: 'Shippers', jobTitles: 'Head of Operations\n\nCOO' }],
    ['sample-email', SAMPLE_EMAIL_FORM, { name: 'Intro', subject: 'Hello', body: 'Hi there' }],
    ['cadence', CADENCE_FORM, { name: 'Standard' }],
    ['persona', PERSONA_FORM, { name: 'Alex', responsibilities: 'Answers pricing questions.' }],
    ['contact', CONTACT_FORM, { email: 'Jane@Shipfast.example', phoneNumbers: '+44 20 7946 0000' }],
  ] as const)('makes a valid %s input from its defaults and the required values', (_, form, filled) => {
    const check = checkForm(form.createSchema, form.fields, { ...initialValues(form.fields), ...filled });

    expect(check).toMatchObject({ ok: true });
  });
});

describe('hints of the contact form', () => {
  it('says the optional fields are optional, and promises no enrichment the product does not do', () => {
    const described = Object.fromEntries(CONTACT_FORM.fields.map((field) => [field.name, field.description]));

    for (const name of ['firstName', 'lastName', 'jobTitle', 'phoneNumbers', 'linkedInUrl']) {
      expect(described[name]).toBe(CONTACT_GENERIC_HINT);
    }
    expect(CONTACT_GENERIC_HINT).toMatch(/^Optional\./);
    expect(CONTACT_GENERIC_HINT).not.toMatch(/third-party|acquired automatically/i);
    expect(described.companyId).toMatch(/When left empty, the company is inferred from the email domain/);
  });

  it('refuses a LinkedIn URL outside linkedin.com under its field', () => {
    const check = checkForm(CONTACT_FORM.createSchema, CONTACT_FORM.fields, {
      ...initialValues(CONTACT_FORM.fields),
      email: 'jane@shipfast.example',
      linkedInUrl: 'https://example.com/jane',
    });

    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.fields).toEqual({ linkedInUrl: 'LinkedIn URL must be a linkedin.com address.' });
  });
});

describe('the time zone of the contact form', () => {
  const zoneField = CONTACT_FORM.fields.find((field) => field.name === 'timeZone');

  it("starts unknown, says the sender's zone is used then, and offers UTC and every zone the browser knows", () => {
    if (zoneField?.kind !== 'select') throw new Error('the contact form chooses its time zone in a select');

    expect(initialValues(CONTACT_FORM.fields).timeZone).toBe('');
    expect(zoneField.notSetLabel).toBe("Unknown (use the sender's)");
    expect(zoneField.options[0]).toBe('UTC');
    expect(zoneField.options).toEqual(expect.arrayContaining(['Europe/Paris', 'America/New_York', 'Asia/Tokyo']));
    expect(zoneField.labels?.['America/New_York']).toBe('America/New York');
  });

  it('sends the chosen zone, and clears a stored one when Unknown is chosen again', () => {
    const stored = { email: 'jane@shipfast.example', timeZone: 'Europe/Paris' };
    const chosen = checkForm(CONTACT_FORM.createSchema, CONTACT_FORM.fields, {
      ...initialValues(CONTACT_FORM.fields),
      email: 'jane@shipfast.example',
      timeZone: 'Asia/Tokyo',
    });
    const cleared = checkForm(
      CONTACT_FORM.updateSchema,
      CONTACT_FORM.fields,
      { ...initialValues(CONTACT_FORM.fields, stored), timeZone: '' },
      stored,
    );

    expect(chosen.ok && chosen.input.timeZone).toBe('Asia/Tokyo');
    expect(cleared.ok && cleared.input.timeZone).toBeNull();
  });
});

describe('the signature form', () => {
  it('takes a name and the content, text or simple HTML, on several lines', () => {
    const content = SIGNATURE_FORM.fields.find((field) => field.name === 'content');

    expect(SIGNATURE_FORM.fields.map((field) => field.name)).toEqual(['name', 'content']);
    expect(content?.kind === 'textarea' && content.description).toMatch(/b, i, strong, em, br, p/);
  });
});

describe('the call to action form', () => {
  it('says that without a description or a link the email ends with a soft close', () => {
    expect(CALL_TO_ACTION_FIELDS.description.description).toMatch(/soft close/);
    expect(CALL_TO_ACTION_FIELDS.url.description).toMatch(/soft close/);
  });
});

describe("a contact's own address", () => {
  it('keeps the instance and names the contact, and the list drops it again', () => {
    const href = contactHref('?instance=demo-workspace', 'c-1');

    expect(href).toBe('/contact?instance=demo-workspace&contactId=c-1');
    expect(contactIdOf(href.slice('/contact'.length))).toBe('c-1');
    expect(contactHref('?instance=demo-workspace&contactId=c-1', undefined)).toBe('/contact?instance=demo-workspace');
    expect(contactIdOf('?contactId=%20')).toBeUndefined();
  });
});
