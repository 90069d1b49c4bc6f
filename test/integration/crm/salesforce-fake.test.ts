import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FakeSalesforceServer } from '../../../bin/local/fakes/salesforce-server';

let fake: FakeSalesforceServer;
let token: string;

beforeEach(async () => {
  fake = await new FakeSalesforceServer().start();
  fake.seedDemo();
  token = fake.connect().accessToken;
});

afterEach(async () => {
  await fake.stop();
});

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${fake.instanceUrl}/services/data/v60.0${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: response.status === 204 ? undefined : await response.json() };
}

function contactAt(index: number): string {
  const id = [...fake.contacts.keys()][index];
  if (id === undefined) throw new Error(`No seeded contact ${index}.`);
  return id;
}

describe('the fake Salesforce', () => {
  it('seeds the same fifty contacts, with 18-character ids, on every start', async () => {
    const other = await new FakeSalesforceServer().start();
    other.seedDemo();
    await other.stop();

    expect(fake.contacts.size).toBe(50);
    expect([...other.contacts.values()].map((contact) => [contact.Id, contact.Email])).toEqual(
      [...fake.contacts.values()].map((contact) => [contact.Id, contact.Email]),
    );
    expect(contactAt(0)).toMatch(/^003[A-Za-z0-9]{15}$/);
  });

  it('refuses SOQL outside its small set as MALFORMED_QUERY, and unknown fields as INVALID_FIELD', async () => {
    const or = await get(`/query?q=${encodeURIComponent("SELECT Id FROM Contact WHERE Email = 'a' OR Email = 'b'")}`);
    const field = await get(`/query?q=${encodeURIComponent('SELECT Id, Salary__c FROM Contact')}`);
    const object = await get(`/query?q=${encodeURIComponent('SELECT Id FROM Lead')}`);

    expect(or).toMatchObject({ status: 400, body: [{ errorCode: 'MALFORMED_QUERY' }] });
    expect(field).toMatchObject({ status: 400, body: [{ errorCode: 'INVALID_FIELD' }] });
    expect(object).toMatchObject({ status: 400, body: [{ errorCode: 'INVALID_TYPE' }] });
  });

  it('answers a merged-away contact with ENTITY_IS_DELETED, and shows its survivor through queryAll only', async () => {
    fake.merge(contactAt(0), contactAt(1));
    const soql = encodeURIComponent(`SELECT Id, IsDeleted, MasterRecordId FROM Contact WHERE Id = '${contactAt(1)}'`);

    const direct = await get(`/sobjects/Contact/${contactAt(1)}`);
    const query = await get(`/query?q=${soql}`);
    const queryAll = await get(`/queryAll?q=${soql}`);

    expect(direct).toMatchObject({ status: 404, body: [{ errorCode: 'ENTITY_IS_DELETED' }] });
    expect(query).toMatchObject({ status: 200, body: { totalSize: 0, records: [] } });
    expect(queryAll).toMatchObject({
      status: 200,
      body: { totalSize: 1, records: [{ Id: contactAt(1), IsDeleted: true, MasterRecordId: contactAt(0) }] },
    });
  });

  it("answers an unknown or revoked session with Salesforce's INVALID_SESSION_ID array", async () => {
    fake.revokeRefreshTokens();

    const answer = await get('/sobjects/Contact/listviews');

    expect(answer).toEqual({ status: 401, body: [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }] });
  });

  it('validates a contact update as Salesforce does, and stamps the change', async () => {
    const id = contactAt(2);
    const before = fake.contact(id)?.SystemModstamp ?? 0;
    const patch = (body: unknown) =>
      fetch(`${fake.instanceUrl}/services/data/v60.0/sobjects/Contact/${id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const readOnly = await patch({ SystemModstamp: '2030-01-01T00:00:00Z' });
    const badEmail = await patch({ Email: 'not-an-address' });
    const ok = await patch({ Email: 'new@acme.example' });

    expect(readOnly.status).toBe(400);
    expect(await readOnly.json()).toMatchObject([{ errorCode: 'INVALID_FIELD_FOR_INSERT_UPDATE' }]);
    expect(await badEmail.json()).toMatchObject([{ errorCode: 'INVALID_EMAIL_ADDRESS' }]);
    expect(ok.status).toBe(204);
    expect(fake.contact(id)?.Email).toBe('new@acme.example');
    expect(fake.contact(id)?.SystemModstamp).toBeGreaterThan(before);
  });
});
