import { describe, expect, it } from 'vitest';

import {
  CONFLICT_EMAIL_TAKEN,
  CONFLICT_LINKED_ELSEWHERE,
  lookupsOf,
  planContact,
  type MatchIndex,
  type MatchTarget,
} from '../../../functions/core/crm/contact-match';
import type { ContactItem } from '../../../functions/core/ports/items';
import { createEmailDomainClassifier } from '../../../shared/contacts/email-domains';
import { lifecycleStageFromCrm } from '../../../shared/domain/crm-import';
import { crmContact, FakeCrmConnector } from '../../support/fakes/crm-connector';

const classify = createEmailDomainClassifier({ free: ['gmail.com'], disposable: ['mailinator.com'] });
const target: MatchTarget = { type: 'HUBSPOT', contactListId: 'list-1', syncedAt: '2026-03-01T10:00:00.000Z' };

function contact(id: string, email: string, fields: Partial<ContactItem> = {}): ContactItem {
  return {
    namespaceId: 'ns-a',
    id,
    email,
    status: 'NEW',
    lifecycleStage: 'LEAD',
    source: 'UNKNOWN',
    emailStatus: 'NEW',
    sharingStatus: 'NOT_SHARED',
    createdAt: '2026-02-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
    ...fields,
  };
}

/** The index a page reads, built from the instance's contacts as the store would answer. */
function indexOf(contacts: readonly ContactItem[]): MatchIndex {
  return {
    byCrmId: new Map(contacts.flatMap((c) => (c.crmType === 'HUBSPOT' && c.crmId ? [[c.crmId, c.id] as const] : []))),
    byEmail: new Map(contacts.map((c) => [c.email, c.id])),
    contacts: new Map(contacts.map((c) => [c.id, c])),
  };
}

describe('planContact', () => {
  it('creates a contact for a record nobody has, with its CRM link, owner, mapped stage and source', () => {
    const plan = planContact(
      crmContact('101', 'Ana@Acme.example', { ownerId: 'owner-7', lifecycleStage: 'salesqualifiedlead', firstName: 'Ana' }),
      indexOf([]),
      target,
      classify,
    );

    expect(plan).toMatchObject({
      kind: 'create',
      contact: {
        email: 'ana@acme.example',
        firstName: 'Ana',
        source: 'HUBSPOT',
        crmType: 'HUBSPOT',
        crmId: '101',
        crmOwnerId: 'owner-7',
        lifecycleStage: 'SALES_QUALIFIED_LEAD',
        contactListId: 'list-1',
        status: 'NEW',
      },
    });
  });

  it('matches by CRM id first, even when another contact has the old address', () => {
    const linked = contact('c1', 'old@acme.example', { crmType: 'HUBSPOT', crmId: '101', contactListId: 'list-1' });
    const plan = planContact(crmContact('101', 'old@acme.example', { jobTitle: 'CTO' }), indexOf([linked]), target, classify);

    expect(plan).toMatchObject({ kind: 'update', contactId: 'c1', changes: { jobTitle: 'CTO' } });
  });

  it('matches by email when no contact is linked yet, and links it without changing its source', () => {
    const uploaded = contact('c1', 'ana@acme.example', { source: 'UNKNOWN', contactListId: 'list-9' });
    const plan = planContact(crmContact('101', 'ana@acme.example'), indexOf([uploaded]), target, classify);

    expect(plan).toEqual({
      kind: 'update',
      contactId: 'c1',
      changes: { crmType: 'HUBSPOT', crmId: '101', crmSyncedAt: target.syncedAt },
      joinsList: false,
      detach: [],
    });
  });

  it('matches by one of the other emails when the primary is new', () => {
    const known = contact('c1', 'ana.old@acme.example');
    const plan = planContact(
      crmContact('101', 'ana@acme.example', { otherEmails: ['ana.old@acme.example'] }),
      indexOf([known]),
      target,
      classify,
    );

    expect(plan).toMatchObject({ kind: 'update', contactId: 'c1', changes: { email: 'ana@acme.example', crmId: '101' } });
  });

  it('changes the email of the same contact when the CRM changed it: no second contact', () => {
    const linked = contact('c1', 'ana@old.example', { crmType: 'HUBSPOT', crmId: '101', contactListId: 'list-1' });
    const plan = planContact(crmContact('101', 'ana@new.example'), indexOf([linked]), target, classify);

    expect(plan).toMatchObject({ kind: 'update', contactId: 'c1', changes: { email: 'ana@new.example' } });
  });

  it('reports a conflict when the new email belongs to another contact, and changes nothing', () => {
    const linked = contact('c1', 'ana@old.example', { crmType: 'HUBSPOT', crmId: '101' });
    const other = contact('c2', 'ana@new.example');
    const plan = planContact(crmContact('101', 'ana@new.example'), indexOf([linked, other]), target, classify);

    expect(plan).toEqual({ kind: 'conflict', contactId: 'c1', reason: CONFLICT_EMAIL_TAKEN });
  });

  it('reports a conflict when the email belongs to a contact linked to another record', () => {
    const linked = contact('c1', 'ana@acme.example', { crmType: 'SALESFORCE', crmId: '003000000000001AAA' });
    const plan = planContact(crmContact('101', 'ana@acme.example'), indexOf([linked]), target, classify);

    expect(plan).toEqual({ kind: 'conflict', contactId: 'c1', reason: CONFLICT_LINKED_ELSEWHERE });
  });

  it('follows a merge: the survivor keeps its contact, the merged-away contact loses its link, and its DO_NOT_CONTACT carries over', () => {
    const survivor = contact('c1', 'ana@acme.example', { crmType: 'HUBSPOT', crmId: '101', contactListId: 'list-1' });
    const loser = contact('c2', 'ana.b@acme.example', { crmType: 'HUBSPOT', crmId: '102', status: 'DO_NOT_CONTACT' });
    const plan = planContact(
      crmContact('101', 'ana@acme.example', { mergedIds: ['102'], otherEmails: ['ana.b@acme.example'] }),
      indexOf([survivor, loser]),
      target,
      classify,
    );

    expect(plan).toMatchObject({ kind: 'update', contactId: 'c1', changes: { status: 'DO_NOT_CONTACT' }, detach: ['c2'] });
  });

  it('follows a merge whose survivor no contact is linked to: the merged-away contact becomes the survivor', () => {
    const loser = contact('c2', 'ana.b@acme.example', { crmType: 'HUBSPOT', crmId: '102', contactListId: 'list-1' });
    const plan = planContact(crmContact('101', 'ana@acme.example', { mergedIds: ['102'] }), indexOf([loser]), target, classify);

    expect(plan).toMatchObject({
      kind: 'update',
      contactId: 'c2',
      changes: { crmId: '101', email: 'ana@acme.example' },
      detach: [],
    });
  });

  it('makes an opted-out record DO_NOT_CONTACT, new or known', () => {
    const known = contact('c1', 'ana@acme.example', { crmType: 'HUBSPOT', crmId: '101', contactListId: 'list-1' });

    expect(
      planContact(crmContact('101', 'ana@acme.example', { optedOut: true }), indexOf([known]), target, classify),
    ).toMatchObject({
      kind: 'update',
      changes: { status: 'DO_NOT_CONTACT' },
    });
    expect(planContact(crmContact('102', 'ben@acme.example', { optedOut: true }), indexOf([]), target, classify)).toMatchObject({
      kind: 'create',
      contact: { status: 'DO_NOT_CONTACT' },
    });
  });

  it('keeps a DO_NOT_CONTACT contact so, and a bounced one bounced, whatever the CRM says', () => {
    const blocked = contact('c1', 'ana@acme.example', {
      crmType: 'HUBSPOT',
      crmId: '101',
      contactListId: 'list-1',
      status: 'DO_NOT_CONTACT',
      emailStatus: 'BOUNCED',
    });
    const plan = planContact(crmContact('101', 'ana@acme.example', { optedOut: false }), indexOf([blocked]), target, classify);

    expect(plan).toEqual({ kind: 'unchanged', contactId: 'c1' });
  });

  it('excludes free-mail, disposable and missing addresses with their reason', () => {
    const index = indexOf([]);

    expect(planContact(crmContact('1', 'ana@gmail.com'), index, target, classify)).toEqual({
      kind: 'excluded',
      reason: 'FREE_MAIL',
    });
    expect(planContact(crmContact('2', 'x@mailinator.com'), index, target, classify)).toEqual({
      kind: 'excluded',
      reason: 'DISPOSABLE',
    });
    expect(planContact(crmContact('3', undefined), index, target, classify)).toEqual({
      kind: 'excluded',
      reason: 'MISSING_EMAIL',
    });
  });

  it('never clears what the rep typed with an empty CRM value, and keeps its own stage for an unknown one', () => {
    const typed = contact('c1', 'ana@acme.example', {
      crmType: 'HUBSPOT',
      crmId: '101',
      contactListId: 'list-1',
      firstName: 'Ana',
      jobTitle: 'Head of Sales',
      lifecycleStage: 'OPPORTUNITY',
    });
    const plan = planContact(
      crmContact('101', 'ana@acme.example', { lifecycleStage: 'partner' }),
      indexOf([typed]),
      target,
      classify,
    );

    expect(plan).toEqual({ kind: 'unchanged', contactId: 'c1' });
  });

  it('imports a customer with its stage, which the campaigns then skip as LIFECYCLE_STAGE_TOO_HIGH', () => {
    const plan = planContact(
      crmContact('101', 'ana@acme.example', { lifecycleStage: 'customer' }),
      indexOf([]),
      target,
      classify,
    );

    expect(plan).toMatchObject({ kind: 'create', contact: { lifecycleStage: 'CUSTOMER' } });
  });

  it('adds a CRM phone the form would accept, and leaves out one it would not', () => {
    const known = contact('c1', 'ana@acme.example', {
      crmType: 'HUBSPOT',
      crmId: '101',
      contactListId: 'list-1',
      phoneNumbers: ['+1 555'],
    });

    expect(
      planContact(crmContact('101', 'ana@acme.example', { phone: '+44 20 7946 0000' }), indexOf([known]), target, classify),
    ).toMatchObject({
      changes: { phoneNumbers: ['+44 20 7946 0000', '+1 555'] },
    });
    expect(planContact(crmContact('101', 'ana@acme.example', { phone: 'call me' }), indexOf([known]), target, classify)).toEqual({
      kind: 'unchanged',
      contactId: 'c1',
    });
  });
});

describe('lifecycleStageFromCrm', () => {
  it("maps each of HubSpot's stages and leaves an unknown one out", () => {
    expect(
      [
        'subscriber',
        'lead',
        'marketingqualifiedlead',
        'salesqualifiedlead',
        'opportunity',
        'customer',
        'evangelist',
        'other',
        'x',
      ].map(lifecycleStageFromCrm),
    ).toEqual([
      'SUBSCRIBER',
      'LEAD',
      'MARKETING_QUALIFIED_LEAD',
      'SALES_QUALIFIED_LEAD',
      'OPPORTUNITY',
      'CUSTOMER',
      'EVANGELIST',
      'OTHER',
      undefined,
    ]);
  });
});

describe('a CRM read page by page through the fake connector', () => {
  it('looks each page up once: its emails, other emails and record ids, merged ones included', async () => {
    const crm = new FakeCrmConnector('HUBSPOT', 2);
    crm.contacts = [
      crmContact('1', 'a@acme.example'),
      crmContact('2', 'b@acme.example', { otherEmails: ['B.old@acme.example'], mergedIds: ['9'] }),
      crmContact('3', 'c@acme.example'),
    ];
    const first = await crm.readContacts({ kind: 'CHANGED_SINCE', since: '2026-01-01T00:00:00.000Z' }, undefined);
    const second = await crm.readContacts({ kind: 'CHANGED_SINCE', since: '2026-01-01T00:00:00.000Z' }, first.next);

    expect(lookupsOf(first.contacts)).toEqual({
      emails: ['a@acme.example', 'b@acme.example', 'b.old@acme.example'],
      crmIds: ['1', '2', '9'],
    });
    expect(second.contacts.map((c) => c.id)).toEqual(['3']);
    expect(second.next).toBeUndefined();
    expect(crm.count('readContacts')).toBe(2);
  });
});
