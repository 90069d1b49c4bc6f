import { describe, expect, it } from 'vitest';

import {
  codeOf,
  contactOf,
  emailTask,
  soqlDateTime,
  soqlString,
  taskHasMarker,
} from '../../../functions/adapters/crm/salesforce-records';

const LOG = {
  contactId: '003Dn0000000001AAA',
  marker: 'evt-1',
  subject: 'Hello',
  text: 'Hi there',
  sentAt: '2026-03-02T23:30:00.000-05:00',
  from: 'rep@reachwise.example',
  to: 'ada@acme.example',
};

describe('Salesforce records', () => {
  it('escapes quotes, backslashes and line breaks in a SOQL string literal', () => {
    expect(soqlString("O'Brien \\ \n")).toBe("'O\\'Brien \\\\ \\n'");
  });

  it('writes a SOQL datetime to the second, in UTC, and refuses a time it cannot read', () => {
    expect(soqlDateTime('2026-01-05T10:00:00.999+01:00')).toBe('2026-01-05T09:00:00Z');
    expect(() => soqlDateTime("2026-01-05' OR Id != '")).toThrow(/not a time/);
  });

  it("reads Salesforce's error array and OAuth errors for their code", () => {
    expect(codeOf([{ errorCode: 'REQUEST_LIMIT_EXCEEDED', message: 'TotalRequests Limit exceeded.' }])).toBe(
      'REQUEST_LIMIT_EXCEEDED',
    );
    expect(codeOf({ error: 'invalid_grant' })).toBe('invalid_grant');
    expect(codeOf('Bad_OAuth_Token')).toBeUndefined();
  });

  it('reads a contact: trimmed values, a lower-cased email, no lifecycle stage, the time as ISO 8601', () => {
    const contact = contactOf({
      Id: '003Dn0000000001AAA',
      Email: ' Ada.Lovelace@Acme.example ',
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Title: '',
      Phone: null,
      Account: { Name: 'Acme' },
      OwnerId: '005Dn0000000002AAA',
      HasOptedOutOfEmail: true,
      SystemModstamp: '2026-01-05T09:00:00.000+0000',
    });

    expect(contact).toEqual({
      id: '003Dn0000000001AAA',
      email: 'ada.lovelace@acme.example',
      otherEmails: [],
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: undefined,
      phone: undefined,
      companyName: 'Acme',
      ownerId: '005Dn0000000002AAA',
      lifecycleStage: undefined,
      mergedIds: [],
      optedOut: true,
      updatedAt: '2026-01-05T09:00:00.000Z',
    });
  });

  it("dates an email task by the UTC day it was sent, and keeps the marker when the text fills the task's comments", () => {
    const task = emailTask({ ...LOG, text: 'x'.repeat(40_000) });

    expect(task.ActivityDate).toBe('2026-03-03');
    expect(task.Description?.length).toBe(32_000);
    expect(taskHasMarker(task.Description, 'evt-1')).toBe(true);
    expect(taskHasMarker(task.Description, 'evt')).toBe(false);
  });

  it('cuts a subject to the 255 characters a Task keeps', () => {
    expect(emailTask({ ...LOG, subject: 's'.repeat(300) }).Subject).toHaveLength(255);
  });
});
