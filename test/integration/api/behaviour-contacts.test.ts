import { beforeAll, describe, expect, it } from 'vitest';

import {
  companyRoutes,
  contactListRoutes,
  contactRoutes,
  customerProfileRoutes,
  integrationRoutes,
  namespaceRoutes,
  productRoutes,
  senderRoutes,
  userRoutes,
} from '../../../shared/api/routes';
import type { TestDeps } from '../../support/http';
import { call, installDeps, settableClock } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { snapshot } from './contract-fixtures';
import { as, bodyOf, idOf, person, signIn, type Caller } from './behaviour-support';

const table = useTestTable();
const clock = settableClock('2026-04-01T10:00:00.000Z');
let deps: TestDeps;
beforeAll(() => {
  deps = installDeps(table, clock);
});

interface Page<T = { id: string }> {
  items: T[];
  cursor: string | null;
}

interface ImportAnswer {
  results: { email: string; outcome: string; contactId: string }[];
  contactCount: number;
}

async function newList(caller: Caller, name = 'Fair leads'): Promise<string> {
  return idOf(await call(contactListRoutes.create, { ...as(caller), body: { name } }));
}

async function listCount(caller: Caller, id: string): Promise<number> {
  return bodyOf<{ contactCount: number }>(await call(contactListRoutes.get, { ...as(caller), params: { id } })).contactCount;
}

describe('list search', () => {
  it('finds items by any case of a part of their searchable fields, and not others', async () => {
    const ana = await signIn(deps, person('searchana'));
    for (const name of ['Acme Logistics', 'Globex', 'acme robotics'])
      await call(companyRoutes.create, { ...as(ana), body: { name, description: 'Mission.' } });

    const found = await call(companyRoutes.list, { ...as(ana), body: { search: '  ACME ' } });
    const byMission = await call(companyRoutes.list, { ...as(ana), body: { search: 'mission' } });
    const none = await call(companyRoutes.list, { ...as(ana), body: { search: 'initech' } });

    expect(bodyOf<Page<{ name: string }>>(found).items.map((item) => item.name)).toEqual(['acme robotics', 'Acme Logistics']);
    expect(bodyOf<Page>(byMission).items).toHaveLength(3);
    expect(bodyOf<Page>(none)).toEqual({ items: [], cursor: null });
  });

  it('follows an update: the new name is found and the old one no longer', async () => {
    const bob = await signIn(deps, person('searchbob'));
    const created = await call(productRoutes.create, { ...as(bob), body: { name: 'Tracker', description: 'Sensors.' } });

    await call(productRoutes.update, { ...as(bob), params: { id: idOf(created) }, body: { name: 'Beacon' } });
    const byNew = await call(productRoutes.list, { ...as(bob), body: { search: 'beacon' } });
    const byOld = await call(productRoutes.list, { ...as(bob), body: { search: 'tracker' } });
    const byKept = await call(productRoutes.list, { ...as(bob), body: { search: 'sensors' } });

    expect(bodyOf<Page>(byNew).items.map((item) => item.id)).toEqual([idOf(created)]);
    expect(bodyOf<Page>(byOld).items).toEqual([]);
    expect(bodyOf<Page>(byKept).items).toHaveLength(1);
  });

  it('pages through matches past the first page without repeating or losing any', async () => {
    const cid = await signIn(deps, person('searchcid'));
    for (let index = 0; index < 12; index += 1) {
      const domain = index % 2 === 0 ? 'match.example' : 'other.example';
      await call(contactRoutes.create, { ...as(cid), body: { email: `lead${index}@${domain}` } });
    }

    const seen: string[] = [];
    let cursor: string | null | undefined;
    let requests = 0;
    do {
      const page = bodyOf<Page<{ email: string }>>(
        await call(contactRoutes.list, {
          ...as(cid),
          body: { search: 'MATCH.example', limit: 4, ...(cursor ? { cursor } : {}) },
        }),
      );
      seen.push(...page.items.map((item) => item.email));
      cursor = page.cursor;
      requests += 1;
    } while (cursor && requests < 10);

    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    expect(seen.every((email) => email.endsWith('@match.example'))).toBe(true);
  });

  it('never shows another instance its items', async () => {
    const dee = await signIn(deps, person('searchdee'));
    const eve = await signIn(deps, person('searcheve'));
    await call(companyRoutes.create, { ...as(dee), body: { name: 'Secret Deals', description: 'Mission.' } });

    const answer = await call(companyRoutes.list, { ...as(eve), body: { search: 'secret' } });

    expect(bodyOf<Page>(answer).items).toEqual([]);
  });
});

describe('contacts', () => {
  it('infers the company from the email domain when none is given, and keeps one that is given', async () => {
    const fay = await signIn(deps, person('inferfay'));
    const acme = idOf(
      await call(companyRoutes.create, {
        ...as(fay),
        body: { name: 'Acme', website: 'https://www.acme.example/about', description: 'Mission.' },
      }),
    );
    const other = idOf(await call(companyRoutes.create, { ...as(fay), body: { name: 'Other', description: 'Mission.' } }));

    const inferred = await call(contactRoutes.create, { ...as(fay), body: { email: 'jo@eu.acme.example' } });
    const given = await call(contactRoutes.create, { ...as(fay), body: { email: 'al@acme.example', companyId: other } });
    const unknown = await call(contactRoutes.create, { ...as(fay), body: { email: 'mo@elsewhere.example' } });

    expect(bodyOf<{ companyId?: string }>(inferred).companyId).toBe(acme);
    expect(bodyOf<{ companyId?: string }>(given).companyId).toBe(other);
    expect(bodyOf<{ companyId?: string }>(unknown).companyId).toBeUndefined();
  });

  it('answers which emails are already contacts, lower-cased, and only those of the caller', async () => {
    const gus = await signIn(deps, person('existgus'));
    const hal = await signIn(deps, person('existhal'));
    await call(contactRoutes.create, { ...as(gus), body: { email: 'Known@Buyer.example' } });
    await call(contactRoutes.create, { ...as(hal), body: { email: 'hal-only@buyer.example' } });

    const answer = await call(contactRoutes.existingEmails, {
      ...as(gus),
      body: { emails: ['KNOWN@buyer.example', 'new@buyer.example', 'hal-only@buyer.example'] },
    });

    expect(answer).toMatchObject({ status: 200, body: { existing: ['known@buyer.example'] } });
  });

  it('lists the emails written to a contact, newest first, a page at a time', async () => {
    const ida = await signIn(deps, person('emailsida'));
    const contactId = idOf(await call(contactRoutes.create, { ...as(ida), body: { email: 'reader@buyer.example' } }));
    const otherId = idOf(await call(contactRoutes.create, { ...as(ida), body: { email: 'other@buyer.example' } }));
    const message = (id: string, subject: string) =>
      deps.repos.emailMessages.create(ida.ctx, {
        campaignId: 'campaign-1',
        contactId: id,
        type: 'ROOT',
        status: 'SENT',
        reviewStatus: 'REVIEWED',
        copyStatus: 'SENT',
        channel: 'EMAIL',
        language: 'ENGLISH',
        subject,
        bodyHtml: '<p>Hi</p>',
      });
    await message(contactId, 'First');
    await message(otherId, 'Not theirs');
    await message(contactId, 'Second');
    await message(contactId, 'Third');

    const first = bodyOf<Page<{ subject: string }>>(
      await call(contactRoutes.emails, { ...as(ida), params: { id: contactId }, body: { limit: 2 } }),
    );
    const second = bodyOf<Page<{ subject: string }>>(
      await call(contactRoutes.emails, { ...as(ida), params: { id: contactId }, body: { limit: 2, cursor: first.cursor } }),
    );
    const foreignCursor = await call(contactRoutes.emails, {
      ...as(ida),
      params: { id: otherId },
      body: { limit: 2, cursor: first.cursor },
    });

    expect(first.items.map((item) => item.subject)).toEqual(['Third', 'Second']);
    expect(second.items.map((item) => item.subject)).toEqual(['First']);
    expect(second.cursor).toBeNull();
    expect(foreignCursor.status).toBe(400);
  });

  it('keeps a time zone given by hand, changes it, and clears it back to unknown', async () => {
    const uma = await signIn(deps, person('zoneuma'));

    const created = await call(contactRoutes.create, {
      ...as(uma),
      body: { email: 'paris@buyer.example', timeZone: ' Europe/Paris ' },
    });
    const id = idOf(created);
    const read = await call(contactRoutes.get, { ...as(uma), params: { id } });
    const changed = await call(contactRoutes.update, { ...as(uma), params: { id }, body: { timeZone: 'America/New_York' } });
    const listed = bodyOf<Page<{ id: string; timeZone?: string }>>(await call(contactRoutes.list, { ...as(uma), body: {} }));
    await call(contactRoutes.update, { ...as(uma), params: { id }, body: { timeZone: null } });
    const cleared = await call(contactRoutes.get, { ...as(uma), params: { id } });

    expect(created).toMatchObject({ status: 201, body: { timeZone: 'Europe/Paris' } });
    expect(bodyOf<{ timeZone?: string }>(read).timeZone).toBe('Europe/Paris');
    expect(changed).toMatchObject({ status: 200, body: { timeZone: 'America/New_York' } });
    expect(listed.items.find((item) => item.id === id)?.timeZone).toBe('America/New_York');
    expect(bodyOf<object>(cleared)).not.toHaveProperty('timeZone');
  });

  it('answers 400 naming timeZone and writes nothing for a zone that does not exist', async () => {
    const vic = await signIn(deps, person('zonevic'));
    const id = idOf(
      await call(contactRoutes.create, { ...as(vic), body: { email: 'kept@buyer.example', timeZone: 'Asia/Tokyo' } }),
    );
    const list = await newList(vic);
    const before = await snapshot(table, vic.namespaceId);
    const message = 'Time zone must be an IANA name such as Europe/Paris.';

    const created = await call(contactRoutes.create, {
      ...as(vic),
      body: { email: 'mars@buyer.example', timeZone: 'Mars/Olympus' },
    });
    const updated = await call(contactRoutes.update, { ...as(vic), params: { id }, body: { timeZone: '+01:00' } });
    const imported = await call(contactListRoutes.import, {
      ...as(vic),
      params: { id: list },
      body: { contacts: [{ email: 'fine@buyer.example' }, { email: 'moon@buyer.example', timeZone: 'Moon/Base' }] },
    });

    expect(created).toMatchObject({ status: 400, body: { fieldErrors: [{ path: 'timeZone', message }] } });
    expect(updated).toMatchObject({ status: 400, body: { fieldErrors: [{ path: 'timeZone', message }] } });
    expect(imported).toMatchObject({ status: 400, body: { fieldErrors: [{ path: 'contacts.1.timeZone', message }] } });
    expect(await snapshot(table, vic.namespaceId)).toEqual(before);
  });

  it('keeps the list count as contacts join, move and leave lists', async () => {
    const jon = await signIn(deps, person('countjon'));
    const one = await newList(jon, 'One');
    const two = await newList(jon, 'Two');

    const contact = idOf(
      await call(contactRoutes.create, { ...as(jon), body: { email: 'mover@buyer.example', contactListId: one } }),
    );
    const afterCreate = [await listCount(jon, one), await listCount(jon, two)];
    await call(contactRoutes.update, { ...as(jon), params: { id: contact }, body: { contactListId: two } });
    const afterMove = [await listCount(jon, one), await listCount(jon, two)];
    await call(contactRoutes.delete, { ...as(jon), params: { id: contact } });
    const afterDelete = [await listCount(jon, one), await listCount(jon, two)];

    expect(afterCreate).toEqual([1, 0]);
    expect(afterMove).toEqual([0, 1]);
    expect(afterDelete).toEqual([0, 0]);
  });
});

describe('contact-list import', () => {
  it('creates new contacts in the list, reports duplicates of other contacts, and counts only the new ones', async () => {
    const kim = await signIn(deps, person('importkim'));
    const existing = idOf(await call(contactRoutes.create, { ...as(kim), body: { email: 'taken@buyer.example' } }));
    const list = await newList(kim);

    const answer = await call(contactListRoutes.import, {
      ...as(kim),
      params: { id: list },
      body: {
        contacts: [
          { email: 'New.One@Buyer.example', firstName: 'Nia', jobTitle: 'COO', timeZone: 'Europe/Madrid' },
          { email: 'TAKEN@buyer.example', firstName: 'Changed' },
          { email: 'new.two@buyer.example', phoneNumbers: ['+1 555 0100'] },
        ],
      },
    });
    const taken = await call(contactRoutes.get, { ...as(kim), params: { id: existing } });
    const inList = await call(contactRoutes.list, { ...as(kim), body: { search: 'new.' } });

    expect(answer.status).toBe(200);
    const body = bodyOf<ImportAnswer>(answer);
    expect(body.results.map(({ email, outcome }) => [email, outcome])).toEqual([
      ['new.one@buyer.example', 'CREATED'],
      ['taken@buyer.example', 'DUPLICATE'],
      ['new.two@buyer.example', 'CREATED'],
    ]);
    expect(body.results[1]?.contactId).toBe(existing);
    expect(body.contactCount).toBe(2);
    expect(bodyOf<{ firstName?: string; contactListId?: string }>(taken)).not.toHaveProperty('firstName');
    expect(bodyOf<Page<{ contactListId: string; jobTitle?: string }>>(inList).items).toEqual([
      expect.objectContaining({ contactListId: list }),
      expect.objectContaining({ contactListId: list, jobTitle: 'COO', timeZone: 'Europe/Madrid' }),
    ]);
  });

  it('is idempotent: a retried batch reports ALREADY_IMPORTED, creates nothing and keeps the count', async () => {
    const lea = await signIn(deps, person('importlea'));
    const list = await newList(lea);
    const batch = { contacts: [{ email: 'a@buyer.example' }, { email: 'b@buyer.example' }] };

    const first = bodyOf<ImportAnswer>(await call(contactListRoutes.import, { ...as(lea), params: { id: list }, body: batch }));
    const before = await snapshot(table, lea.namespaceId);
    const retried = bodyOf<ImportAnswer>(await call(contactListRoutes.import, { ...as(lea), params: { id: list }, body: batch }));
    const after = await snapshot(table, lea.namespaceId);

    expect(first.results.map((result) => result.outcome)).toEqual(['CREATED', 'CREATED']);
    expect(retried.results.map((result) => result.outcome)).toEqual(['ALREADY_IMPORTED', 'ALREADY_IMPORTED']);
    expect(retried.results.map((result) => result.contactId)).toEqual(first.results.map((result) => result.contactId));
    expect(retried.contactCount).toBe(2);
    expect(after).toEqual(before);
  });

  it('answers 400 naming the row and writes nothing when an email appears twice or a row is invalid', async () => {
    const max = await signIn(deps, person('importmax'));
    const list = await newList(max);
    const before = await snapshot(table, max.namespaceId);

    const twice = await call(contactListRoutes.import, {
      ...as(max),
      params: { id: list },
      body: { contacts: [{ email: 'same@buyer.example' }, { email: 'other@buyer.example' }, { email: 'SAME@buyer.example' }] },
    });
    const invalid = await call(contactListRoutes.import, {
      ...as(max),
      params: { id: list },
      body: { contacts: [{ email: 'fine@buyer.example' }, { email: 'not-an-email' }] },
    });

    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain('contacts.2.email');
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body)).toContain('contacts.1.email');
    expect(await snapshot(table, max.namespaceId)).toEqual(before);
  });

  it('answers 400 naming each free-mail or disposable row, as the upload check does, and writes nothing', async () => {
    const uma = await signIn(deps, person('importuma'));
    const list = await newList(uma);
    const before = await snapshot(table, uma.namespaceId);

    const answer = await call(contactListRoutes.import, {
      ...as(uma),
      params: { id: list },
      body: {
        contacts: [{ email: 'fine@buyer.example' }, { email: 'Tom@Gmail.com' }, { email: 'x@mailinator.com' }],
      },
    });

    expect(answer).toMatchObject({
      status: 400,
      body: {
        message: 'Not a business email: gmail.com is a free-mail provider. Plus 1 more.',
        fieldErrors: [
          { path: 'contacts.1.email', message: 'Not a business email: gmail.com is a free-mail provider.' },
          { path: 'contacts.2.email', message: 'Not a business email: mailinator.com is a disposable-email service.' },
        ],
      },
    });
    expect(await snapshot(table, uma.namespaceId)).toEqual(before);
  });

  it('answers 404 Contact List Not Found for a list of another instance and writes nothing there', async () => {
    const ned = await signIn(deps, person('importned'));
    const ola = await signIn(deps, person('importola'));
    const foreign = await newList(ola);
    const before = await snapshot(table);

    const answer = await call(contactListRoutes.import, {
      ...as(ned),
      params: { id: foreign },
      body: { contacts: [{ email: 'x@buyer.example' }] },
    });

    expect(answer).toMatchObject({ status: 404, body: { message: 'Contact List Not Found' } });
    expect(await snapshot(table)).toEqual(before);
  });
});

describe('onboarding completion', () => {
  it('answers 409 naming what is missing, then sets onboardedAt once everything exists', async () => {
    const pam = await signIn(deps, person('onboardpam'));
    await deps.repos.namespaces.clearOnboarding(pam.namespaceId);

    const empty = await call(namespaceRoutes.completeOnboarding, { ...as(pam), body: {} });
    await call(companyRoutes.create, { ...as(pam), body: { name: 'Pam Co', description: 'We make cold chains visible.' } });
    const withCompany = await call(namespaceRoutes.completeOnboarding, { ...as(pam), body: {} });
    await call(senderRoutes.onboarding, {
      ...as(pam),
      body: { senderEmail: 'pam@pam.example', senderName: 'Pam', type: 'STUB' },
    });
    await call(customerProfileRoutes.create, { ...as(pam), body: { name: 'Logistics leaders' } });
    const done = await call(namespaceRoutes.completeOnboarding, { ...as(pam), body: {} });
    clock.set('2026-04-02T10:00:00.000Z');
    const again = await call(namespaceRoutes.completeOnboarding, { ...as(pam), body: {} });
    const namespace = await call(userRoutes.getNamespace, { ...as(pam), query: { id: pam.namespaceId } });

    expect(empty).toMatchObject({
      status: 409,
      body: { message: 'Onboarding is not finished: add your company, a sender and a customer profile first.' },
    });
    expect(withCompany).toMatchObject({
      status: 409,
      body: { message: 'Onboarding is not finished: add a sender and a customer profile first.' },
    });
    expect(done).toMatchObject({ status: 200, body: { id: pam.namespaceId, onboardedAt: '2026-04-01T10:00:00.000Z' } });
    expect(again).toMatchObject({ status: 200, body: { onboardedAt: '2026-04-01T10:00:00.000Z' } });
    expect(bodyOf<{ onboardedAt?: string }>(namespace).onboardedAt).toBe('2026-04-01T10:00:00.000Z');
    clock.set('2026-04-01T10:00:00.000Z');
  });
});

describe('integrations', () => {
  it('lists both CRMs not set up with their options inactive', async () => {
    const quinn = await signIn(deps, person('integrationquinn'));

    const answer = await call(integrationRoutes.list, as(quinn));

    expect(answer).toMatchObject({
      status: 200,
      body: {
        integrations: [
          { type: 'HUBSPOT', status: 'NOT_SETUP', options: { READ_CONTACTS: 'INACTIVE', UPDATE_CONTACTS: 'INACTIVE' } },
          { type: 'SALESFORCE', status: 'NOT_SETUP', options: { READ_CONTACTS: 'INACTIVE', UPDATE_CONTACTS: 'INACTIVE' } },
        ],
      },
    });
  });
});

describe('clearing optional fields', () => {
  it('clears an optional field sent as null, keeps the others, and refuses null for a required one', async () => {
    const rae = await signIn(deps, person('clearrae'));
    const company = idOf(
      await call(companyRoutes.create, {
        ...as(rae),
        body: { name: 'Rae Co', website: 'https://rae.example', description: 'Mission.' },
      }),
    );

    const cleared = await call(companyRoutes.update, { ...as(rae), params: { id: company }, body: { website: null } });
    const stored = await call(companyRoutes.get, { ...as(rae), params: { id: company } });
    const required = await call(companyRoutes.update, { ...as(rae), params: { id: company }, body: { name: null } });
    const bySearch = await call(companyRoutes.list, { ...as(rae), body: { search: 'rae.example' } });

    expect(cleared.status).toBe(200);
    expect(bodyOf<object>(stored)).not.toHaveProperty('website');
    expect(bodyOf<{ name: string }>(stored).name).toBe('Rae Co');
    expect(required.status).toBe(400);
    expect(JSON.stringify(required.body)).toContain('name');
    expect(bodyOf<Page>(bySearch).items).toEqual([]);
  });

  it('clears a contact field while its email changes, in the same write', async () => {
    const sam = await signIn(deps, person('clearsam'));
    const contact = idOf(
      await call(contactRoutes.create, { ...as(sam), body: { email: 'old@buyer.example', jobTitle: 'CFO', firstName: 'Sam' } }),
    );

    const answer = await call(contactRoutes.update, {
      ...as(sam),
      params: { id: contact },
      body: { email: 'new@buyer.example', jobTitle: null },
    });
    const stored = bodyOf<{ email: string; firstName?: string }>(
      await call(contactRoutes.get, { ...as(sam), params: { id: contact } }),
    );

    expect(answer.status).toBe(200);
    expect(bodyOf<object>(answer)).not.toHaveProperty('jobTitle');
    expect(stored).not.toHaveProperty('jobTitle');
    expect(stored).toMatchObject({ email: 'new@buyer.example', firstName: 'Sam' });
  });
});
