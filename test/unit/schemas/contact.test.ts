import { describe, expect, it } from 'vitest';

import {
  ContactListSchema,
  ContactSchema,
  CreateContactInputSchema,
  CreateContactListInputSchema,
  UpdateContactInputSchema,
  UpdateContactListInputSchema,
} from '../../../shared/schemas';
import { EMPTY_UPDATE_PROBLEM, STORED_KEYS, UNKNOWN_KEY_PROBLEM, parseOk, problemsOf, without } from './helpers';

describe('Contact schemas', () => {
  const validContact = { email: 'jane@example.com' };

  it('parses a valid contact create input and applies the defaults', () => {
    const input = parseOk(CreateContactInputSchema, validContact);
    expect(input).toEqual({
      email: 'jane@example.com',
      status: 'NEW',
      lifecycleStage: 'LEAD',
      source: 'UNKNOWN',
      emailStatus: 'NEW',
      sharingStatus: 'NOT_SHARED',
    });
  });

  it('parses a contact with every optional field', () => {
    const full = {
      email: 'jane@example.com',
      firstName: 'Jane',
      lastName: 'Doe',
      jobTitle: 'Head of Sales',
      companyId: 'cmp_1',
      phoneNumbers: ['+1 (555) 010-0000', '020 7946 0000'],
      linkedInUrl: 'https://www.linkedin.com/in/janedoe',
      timeZone: 'Europe/Paris',
      action: 'Call after the demo',
      status: 'IN_PROGRESS',
      lifecycleStage: 'OPPORTUNITY',
      source: 'HUBSPOT',
      emailStatus: 'SENT',
      sharingStatus: 'SHARED',
      contactListId: 'list_1',
    };
    const input = parseOk(CreateContactInputSchema, full);
    expect(input).toEqual(full);
  });

  it('trims and lower-cases the contact email', () => {
    const input = parseOk(CreateContactInputSchema, { email: '  Jane.DOE@Example.com  ' });
    expect(input.email).toBe('jane.doe@example.com');
  });

  it('rejects a contact without email when creating', () => {
    const problems = problemsOf(CreateContactInputSchema, without(validContact, 'email'));
    expect(problems).toEqual([{ path: 'email', message: 'Email is required.' }]);
  });

  it('rejects a contact whose email is not valid when creating', () => {
    const problems = problemsOf(CreateContactInputSchema, { email: 'jane at example.com' });
    expect(problems).toEqual([{ path: 'email', message: 'Enter a valid email address.' }]);
  });

  it('treats blank optional text as absent', () => {
    const input = parseOk(CreateContactInputSchema, { ...validContact, firstName: '  ', jobTitle: '' });
    expect(input.firstName).toBeUndefined();
    expect(input.jobTitle).toBeUndefined();
  });

  it('rejects a LinkedIn URL outside linkedin.com', () => {
    const problems = problemsOf(CreateContactInputSchema, {
      ...validContact,
      linkedInUrl: 'https://linkedin.com.evil.example/in/jane',
    });
    expect(problems).toEqual([{ path: 'linkedInUrl', message: 'LinkedIn URL must be a linkedin.com address.' }]);
  });

  it('rejects a LinkedIn URL that is not a URL', () => {
    const problems = problemsOf(CreateContactInputSchema, { ...validContact, linkedInUrl: 'linkedin.com/in/jane' });
    expect(problems).toEqual([
      { path: 'linkedInUrl', message: 'LinkedIn URL must be a valid URL starting with http:// or https://.' },
    ]);
  });

  it('trims a time zone and keeps it as written', () => {
    const input = parseOk(CreateContactInputSchema, { ...validContact, timeZone: ' America/New_York ' });
    expect(input.timeZone).toBe('America/New_York');
  });

  it.each(['Mars/Olympus', '+01:00', 'CET+1', 'Europe/Paris/Extra'])('rejects the time zone %s, naming timeZone', (timeZone) => {
    const problems = problemsOf(CreateContactInputSchema, { ...validContact, timeZone });
    expect(problems).toEqual([{ path: 'timeZone', message: 'Time zone must be an IANA name such as Europe/Paris.' }]);
  });

  it('rejects a time zone that is not text', () => {
    const problems = problemsOf(CreateContactInputSchema, { ...validContact, timeZone: 1 });
    expect(problems).toEqual([{ path: 'timeZone', message: 'Time zone must be text.' }]);
  });

  it('clears the time zone on an update sent as null, and treats blank as not sent', () => {
    const cleared = parseOk(UpdateContactInputSchema, { timeZone: null });
    const blank = problemsOf(UpdateContactInputSchema, { timeZone: ' ' });
    expect(cleared).toEqual({ timeZone: null });
    expect(blank).toEqual([EMPTY_UPDATE_PROBLEM]);
  });

  it.each(['12', 'call me', '+1 555 010 0000 ext. 12', '----', '1'.repeat(33)])('rejects the phone number %s', (phoneNumber) => {
    const problems = problemsOf(CreateContactInputSchema, { ...validContact, phoneNumbers: [phoneNumber] });
    expect(problems).toEqual([
      { path: 'phoneNumbers.0', message: 'Phone number must be 3–32 characters of digits, spaces, +, -, ( or ).' },
    ]);
  });

  it('rejects more than five phone numbers', () => {
    const problems = problemsOf(CreateContactInputSchema, {
      ...validContact,
      phoneNumbers: ['111', '222', '333', '444', '555', '666'],
    });
    expect(problems).toEqual([{ path: 'phoneNumbers', message: 'Add at most 5 phone numbers.' }]);
  });

  it('rejects an action longer than 500 characters', () => {
    const problems = problemsOf(CreateContactInputSchema, { ...validContact, action: 'x'.repeat(501) });
    expect(problems).toEqual([{ path: 'action', message: 'Action must be at most 500 characters.' }]);
  });

  it('rejects an unknown contact status, naming the choices', () => {
    const problems = problemsOf(CreateContactInputSchema, { ...validContact, status: 'HOT' });
    expect(problems).toEqual([
      {
        path: 'status',
        message: 'Status must be one of NEW, IN_PROGRESS, NO_REPLY, NURTURE, REPLIED or DO_NOT_CONTACT.',
      },
    ]);
  });

  it('rejects unknown keys when creating a contact', () => {
    const problems = problemsOf(CreateContactInputSchema, { ...validContact, unexpected: 'x' });
    expect(problems).toEqual([UNKNOWN_KEY_PROBLEM]);
  });

  it('rejects server-set keys when creating a contact', () => {
    const problems = problemsOf(CreateContactInputSchema, { ...validContact, id: 'ct_1', namespaceId: 'acme' });
    expect(problems).toEqual([{ path: '', message: '"id", "namespaceId" are not known fields. Remove them.' }]);
  });

  it('rejects an empty contact update', () => {
    const problems = problemsOf(UpdateContactInputSchema, {});
    expect(problems).toEqual([EMPTY_UPDATE_PROBLEM]);
  });

  it('rejects a contact update whose only fields are blank', () => {
    const problems = problemsOf(UpdateContactInputSchema, { firstName: ' ', lastName: '' });
    expect(problems).toEqual([EMPTY_UPDATE_PROBLEM]);
  });

  it('rejects unknown keys when updating a contact', () => {
    const problems = problemsOf(UpdateContactInputSchema, { jobTitle: 'CTO', unexpected: 1 });
    expect(problems).toEqual([UNKNOWN_KEY_PROBLEM]);
  });

  it('applies no defaults on a contact update', () => {
    const update = parseOk(UpdateContactInputSchema, { jobTitle: ' CTO ' });
    expect(update).toEqual({ jobTitle: 'CTO' });
  });

  it('lower-cases an email on a contact update', () => {
    const update = parseOk(UpdateContactInputSchema, { email: ' JANE@EXAMPLE.COM' });
    expect(update).toEqual({ email: 'jane@example.com' });
  });

  it('parses a stored contact with its server keys', () => {
    const stored = { ...STORED_KEYS, email: 'jane@example.com', status: 'REPLIED', timeZone: 'Asia/Tokyo' };
    const contact = parseOk(ContactSchema, stored);
    expect(contact).toMatchObject({ ...STORED_KEYS, status: 'REPLIED', lifecycleStage: 'LEAD', timeZone: 'Asia/Tokyo' });
  });
});

describe('ContactList schemas', () => {
  const validList = { name: 'Q3 prospects', description: 'Met at the trade fair' };

  it('parses a valid contact list create input', () => {
    const input = parseOk(CreateContactListInputSchema, validList);
    expect(input).toEqual(validList);
  });

  it('rejects a contact list without name when creating', () => {
    const problems = problemsOf(CreateContactListInputSchema, without(validList, 'name'));
    expect(problems).toEqual([{ path: 'name', message: 'Name is required.' }]);
  });

  it('rejects a contact count in the create input', () => {
    const problems = problemsOf(CreateContactListInputSchema, { ...validList, contactCount: 3 });
    expect(problems).toEqual([{ path: '', message: '"contactCount" is not a known field. Remove it.' }]);
  });

  it('rejects a description longer than 5000 characters', () => {
    const problems = problemsOf(CreateContactListInputSchema, { ...validList, description: 'd'.repeat(5001) });
    expect(problems).toEqual([{ path: 'description', message: 'Description must be at most 5000 characters.' }]);
  });

  it('rejects unknown keys when creating a contact list', () => {
    const problems = problemsOf(CreateContactListInputSchema, { ...validList, unexpected: true });
    expect(problems).toEqual([UNKNOWN_KEY_PROBLEM]);
  });

  it('rejects an empty contact list update', () => {
    const problems = problemsOf(UpdateContactListInputSchema, {});
    expect(problems).toEqual([EMPTY_UPDATE_PROBLEM]);
  });

  it('defaults the contact count of a stored list to 0', () => {
    const list = parseOk(ContactListSchema, { ...STORED_KEYS, name: 'Q3 prospects' });
    expect(list.contactCount).toBe(0);
  });

  it('rejects a negative contact count on a stored list', () => {
    const problems = problemsOf(ContactListSchema, { ...STORED_KEYS, name: 'Q3', contactCount: -1 });
    expect(problems).toEqual([{ path: 'contactCount', message: 'Contact count must be a whole number of 0 or more.' }]);
  });
});
