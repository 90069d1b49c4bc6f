import { describe, expect, it } from 'vitest';

import type { Company } from '../../../../shared/schemas/company';
import type { CustomerProfile } from '../../../../shared/schemas/customer-profile';
import type { EmailSenderConfig } from '../../../../shared/schemas/email-sender-config';
import { EMPTY_SENDER_VALUES } from '../../../../web/src/components/sender-form/sender-form-model';
import {
  addListEntries,
  checkCompany,
  checkCustomerProfile,
  checkSender,
  companyValuesOf,
  customerProfileFieldOf,
  customerProfileValuesOf,
  EMPTY_COMPANY_VALUES,
  EMPTY_CUSTOMER_PROFILE_VALUES,
  fieldErrorsOf,
  sameValues,
  senderFieldOf,
  senderValuesOf,
  toCustomerProfileInput,
  withSenderType,
} from '../../../../web/src/pages/onboarding/form-values';

const stored = { id: 'c1', namespaceId: 'acme-sales', createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z' };

describe('the company step', () => {
  it('names every missing required field, and accepts a company without a website', () => {
    const empty = checkCompany(EMPTY_COMPANY_VALUES);

    expect(empty).toEqual({
      ok: false,
      errors: { name: 'Name is required.', description: 'Description of your mission is required.' },
    });
    expect(checkCompany({ name: ' Acme ', website: '  ', description: 'We ship.' })).toEqual({
      ok: true,
      input: { name: 'Acme', website: undefined, description: 'We ship.' },
    });
  });

  it('refuses a website that is not an http address, on the website field', () => {
    const checked = checkCompany({ name: 'Acme', website: 'acme.example', description: 'We ship.' });

    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors.website).toBe('Website must be a valid URL starting with http:// or https://.');
  });

  it('fills the form from a stored company, with an empty website when it has none', () => {
    const company: Company = { ...stored, name: 'Acme', description: 'We ship.' };

    expect(companyValuesOf(company)).toEqual({ name: 'Acme', website: '', description: 'We ship.' });
    expect(companyValuesOf(undefined)).toBe(EMPTY_COMPANY_VALUES);
  });
});

describe('the sender step', () => {
  const smtp = withSenderType(
    { ...EMPTY_SENDER_VALUES, senderName: 'Dana', senderEmail: 'Dana@Example.com', host: 'smtp.example.com', username: 'dana' },
    'SMTP_SSL',
  );

  it('asks for a sender type before anything else is sent', () => {
    const checked = checkSender({ ...EMPTY_SENDER_VALUES, senderName: 'Dana', senderEmail: 'dana@example.com' });

    expect(checked).toEqual({ ok: false, errors: { type: 'Sender type is required.' } });
  });

  it('sends a test sender without SMTP settings or password', () => {
    const values = { ...smtp, type: 'STUB' as const, password: 'kept-in-the-form' };

    expect(checkSender(values)).toEqual({
      ok: true,
      input: { senderName: 'Dana', senderEmail: 'dana@example.com', type: 'STUB' },
    });
  });

  it('sends SMTP settings with the port as a number and secure for SMTP over SSL', () => {
    const checked = checkSender({ ...smtp, password: ' secret ' });

    expect(checked).toEqual({
      ok: true,
      input: {
        senderName: 'Dana',
        senderEmail: 'dana@example.com',
        type: 'SMTP_SSL',
        smtp: { host: 'smtp.example.com', port: 465, username: 'dana', secure: true },
        password: ' secret ',
      },
    });
  });

  it('puts the messages of the SMTP settings on their own fields', () => {
    const checked = checkSender({ ...smtp, type: 'SMTP', host: '', port: '70000', password: '' });

    expect(checked).toEqual({
      ok: false,
      errors: {
        host: 'SMTP host is required for SMTP senders.',
        port: 'SMTP port must be a whole number from 1 to 65535.',
        password: 'SMTP password is required for SMTP senders.',
      },
    });
  });

  it('maps the paths of the API to the form fields', () => {
    expect(senderFieldOf('smtp.port')).toBe('port');
    expect(senderFieldOf('smtp')).toBe('host');
    expect(senderFieldOf('senderEmail')).toBe('senderEmail');
    expect(senderFieldOf('dailyLimit')).toBeUndefined();
  });

  it('fills the form from a stored sender without its password', () => {
    const sender: EmailSenderConfig = {
      ...stored,
      senderName: 'Dana',
      senderEmail: 'dana@example.com',
      type: 'SMTP',
      status: 'ACTIVE',
      smtp: { host: 'smtp.example.com', port: 587, username: 'dana', secure: false },
    };

    expect(senderValuesOf(sender)).toEqual({
      senderName: 'Dana',
      senderEmail: 'dana@example.com',
      type: 'SMTP',
      host: 'smtp.example.com',
      port: '587',
      username: 'dana',
      password: '',
      imapHost: '',
      imapPort: '',
    });
    expect(senderValuesOf({ ...sender, imap: { host: 'mail.example.com', port: 143, secure: false } })).toMatchObject({
      imapHost: 'mail.example.com',
      imapPort: '143',
    });
  });

  it('sends the IMAP settings typed for an SMTP sender, none while they are blank, and never for a test sender', () => {
    const typed = { ...smtp, password: 'secret', imapHost: ' mail.example.com ', imapPort: '' };

    expect(checkSender(typed)).toMatchObject({
      ok: true,
      input: { imap: { host: 'mail.example.com', port: 993, secure: true } },
    });
    expect(checkSender({ ...typed, imapPort: '143' })).toMatchObject({
      ok: true,
      input: { imap: { host: 'mail.example.com', port: 143, secure: false } },
    });
    const blank = checkSender({ ...typed, imapHost: '' });
    expect(blank.ok).toBe(true);
    expect(blank.ok && 'imap' in blank.input).toBe(false);
    const stub = checkSender({ ...typed, type: 'STUB' });
    expect(stub).toEqual({ ok: true, input: { senderName: 'Dana', senderEmail: 'dana@example.com', type: 'STUB' } });
  });

  it('puts the messages of the IMAP settings on their own fields', () => {
    expect(checkSender({ ...smtp, password: 'secret', imapHost: 'mail.example.com', imapPort: '70000' })).toEqual({
      ok: false,
      errors: { imapPort: 'IMAP port must be a whole number from 1 to 65535.' },
    });
    expect(checkSender({ ...smtp, password: 'secret', imapPort: '993' })).toEqual({
      ok: false,
      errors: { imapHost: 'IMAP host is required when IMAP settings are given.' },
    });
    expect(senderFieldOf('imap.port')).toBe('imapPort');
    expect(senderFieldOf('imap')).toBe('imapHost');
  });
});

describe('the customer-profile step', () => {
  it('adds typed job titles split by commas, trimmed, without blanks or repeats in any case', () => {
    expect(addListEntries(['VP Sales'], ' Head of  Operations, vp sales;;CFO\nCTO , ')).toEqual([
      'VP Sales',
      'Head of Operations',
      'CFO',
      'CTO',
    ]);
    expect(addListEntries([], '  ')).toEqual([]);
  });

  it('leaves unanswered choices out of the input', () => {
    const values = { ...EMPTY_CUSTOMER_PROFILE_VALUES, name: 'Retail ops', jobTitles: ['COO'] };

    expect(toCustomerProfileInput(values)).toEqual({
      name: 'Retail ops',
      description: '',
      revenueSize: undefined,
      businessModel: undefined,
      jobTitles: ['COO'],
      industries: [],
    });
    expect(checkCustomerProfile(values)).toEqual({
      ok: true,
      input: { name: 'Retail ops', description: undefined, jobTitles: ['COO'], industries: [] },
    });
  });

  it('names the profile name when it is missing and the list when it is too long', () => {
    const titles = Array.from({ length: 21 }, (_, index) => `Title ${index}`);
    const checked = checkCustomerProfile({ ...EMPTY_CUSTOMER_PROFILE_VALUES, jobTitles: titles });

    expect(checked).toEqual({
      ok: false,
      errors: { name: 'Name is required.', jobTitles: 'Add at most 20 job titles.' },
    });
  });

  it('fills the form from a stored profile', () => {
    const profile: CustomerProfile = { ...stored, name: 'Retail ops', revenueSize: 'MEDIUM', industries: ['Retail'] };

    expect(customerProfileValuesOf(profile)).toEqual({
      name: 'Retail ops',
      description: '',
      revenueSize: 'MEDIUM',
      businessModel: '',
      jobTitles: [],
      industries: ['Retail'],
    });
  });
});

describe('messages of the server on the form', () => {
  it('keeps the first message of each field and puts unclaimed paths on the fallback field', () => {
    const errors = fieldErrorsOf(
      [
        { path: 'jobTitles.3', message: 'Job title must be at most 200 characters.' },
        { path: 'jobTitles.4', message: 'second message' },
        { path: 'personaId', message: 'Persona ID must be 1–64 letters.' },
      ],
      customerProfileFieldOf,
      'name',
    );

    expect(errors).toEqual({
      jobTitles: 'Job title must be at most 200 characters.',
      name: 'Persona ID must be 1–64 letters.',
    });
  });
});

describe('unchanged steps', () => {
  it('compares text and lists entry by entry', () => {
    const values = { ...EMPTY_CUSTOMER_PROFILE_VALUES, jobTitles: ['COO'] };

    expect(sameValues(values, { ...values, jobTitles: ['COO'] })).toBe(true);
    expect(sameValues(values, { ...values, jobTitles: ['CFO'] })).toBe(false);
    expect(sameValues(values, { ...values, name: 'x' })).toBe(false);
  });
});
