import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  UpdateTableCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { QueryCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { adminOperations, runAdminCommand } from '../../../bin/admin';
import { createDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { createEmailMessageStore } from '../../../functions/adapters/dynamodb/email-message-store';
import { createStores } from '../../../functions/adapters/dynamodb/stores';
import { createTableInput, indexDefinition, TABLE_INDEXES } from '../../../functions/adapters/dynamodb/table';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import type { TenantContext } from '../../../functions/core/tenant';
import { localDynamoClient } from '../../support/table-per-file';

/**
 * The staged upgrade of the table from version 1 (emails on gsi1 and gsi2, which project every
 * attribute) to version 4 (emails on the keys-only gsi6 and gsi7), each stage as an operator runs it
 * against a table the previous stage left: the deploy adds its one index (UpdateTable), the
 * functions run at the stage's version (`TABLE_VERSION`), and `npm run admin -- migrate` where the
 * stage says so. Every email written at any stage is read at every later one.
 */
const ctx: TenantContext = { namespaceId: 'upgrade', userId: 'user-1', role: 'ADMIN' };
const CAMPAIGN = 'campaign-1';
const CONTACTS = ['contact-a', 'contact-b'] as const;

let raw: DynamoDBClient;
let client: DynamoDBDocumentClient;
const tableName = `upgrade-${randomUUID()}`;
const previousVersion = process.env.TABLE_VERSION;

beforeAll(async () => {
  raw = localDynamoClient();
  client = createDocumentClient(raw);
  await raw.send(new CreateTableCommand(createTableInput(tableName, 1)));
});

afterEach(() => {
  if (previousVersion === undefined) delete process.env.TABLE_VERSION;
  else process.env.TABLE_VERSION = previousVersion;
});

afterAll(async () => {
  await raw.send(new DeleteTableCommand({ TableName: tableName }));
  raw.destroy();
});

/** The functions of a deploy at `version`: they read TABLE_VERSION when they are composed. */
function emailsAt(version: number) {
  process.env.TABLE_VERSION = String(version);
  return createEmailMessageStore(client, tableName);
}

/** A deploy that adds one index, as CloudFormation's UpdateTable does, until it is active. */
async function addIndex(name: string): Promise<void> {
  const index = TABLE_INDEXES.find((candidate) => candidate.name === name);
  if (!index) throw new Error(`no index ${name}`);
  await raw.send(
    new UpdateTableCommand({
      TableName: tableName,
      AttributeDefinitions: [index.partitionKey, index.sortKey].map((field) => ({ AttributeName: field, AttributeType: 'S' })),
      GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(name) }],
    }),
  );
  for (let wait = 0; wait < 300; wait += 1) {
    const { Table } = await raw.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.GlobalSecondaryIndexes?.find((candidate) => candidate.IndexName === name)?.IndexStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not become active`);
}

async function migrate(version: number): Promise<string[]> {
  process.env.TABLE_VERSION = String(version);
  const out: string[] = [];
  const code = await runAdminCommand(
    ['migrate'],
    adminOperations(client, tableName),
    (line) => out.push(line),
    (line) => out.push(line),
  );
  expect(code).toBe(0);
  return out;
}

let written = 0;
/** An email of the campaign to one of its contacts, as the generation pipeline stores it. */
function writeEmail(version: number, contactId: string): Promise<EmailMessageItem> {
  written += 1;
  return emailsAt(version).create(ctx, {
    campaignId: CAMPAIGN,
    contactId,
    type: 'ROOT',
    step: written,
    status: 'SAVED',
    reviewStatus: 'NOT_REVIEWED',
    copyStatus: 'ORIGINAL',
    channel: 'EMAIL',
    language: 'ENGLISH',
    subject: `Idea ${String(written)}`,
    bodyHtml: `<p>Hi, idea number ${String(written)}.</p>`,
    contactEmail: `${contactId}@buyer.example`,
  });
}

/** The email items as stored, with the index keys each carries. */
async function storedEmails(): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await client.send(
    new ScanCommand({
      TableName: tableName,
      FilterExpression: '#entity = :email',
      ExpressionAttributeNames: { '#entity': '__edb_e__' },
      ExpressionAttributeValues: { ':email': 'email' },
    }),
  );
  return Items;
}

async function keysOnIndex(index: string, partition: string): Promise<number> {
  const { Count = 0 } = await client.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: index,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': `${index}pk` },
      ExpressionAttributeValues: { ':pk': partition },
    }),
  );
  return Count;
}

const campaignPartition = `${ctx.namespaceId}#campaign#${CAMPAIGN}#email`;
const contactPartition = (contactId: string) => `${ctx.namespaceId}#contact#${contactId}#email`;

async function readAll(version: number) {
  const emails = emailsAt(version);
  const byCampaign = (await emails.listByCampaign(ctx, CAMPAIGN, { limit: 100 })).items;
  const byContact = await Promise.all(
    CONTACTS.map(async (contactId) => (await emails.listByContact(ctx, contactId, { limit: 100, order: 'asc' })).items),
  );
  return { byCampaign, byContact };
}

describe('the staged upgrade of the emails’ indexes, each stage on the table the one before left', () => {
  it('keeps every email readable by campaign and by contact through versions 1 to 4, and leaves gsi1 and gsi2 without emails', async () => {
    // version 1, as deployed before: emails on gsi1 and gsi2
    await writeEmail(1, 'contact-a');
    await writeEmail(1, 'contact-b');
    expect((await storedEmails()).every((item) => item.gsi1pk === campaignPartition && item.gsi6pk === undefined)).toBe(true);

    // stage 2: the deploy adds gsi6; new emails are written with its keys too, reads stay on gsi1 and gsi2
    await addIndex('gsi6');
    const third = await writeEmail(2, 'contact-a');
    let read = await readAll(2);
    expect(read.byCampaign.map((email) => email.subject)).toEqual(['Idea 1', 'Idea 2', 'Idea 3']);
    expect(read.byContact.map((emails) => emails.map((email) => email.subject))).toEqual([['Idea 1', 'Idea 3'], ['Idea 2']]);
    expect(await keysOnIndex('gsi6', campaignPartition)).toBe(1);

    // stage 3: the deploy adds gsi7; then migrate gives every email both new keys
    await addIndex('gsi7');
    await writeEmail(3, 'contact-b');
    expect(await migrate(3)).toEqual(['3 emails given the index keys of table version 3.']);
    expect(await keysOnIndex('gsi6', campaignPartition)).toBe(4);
    expect(
      (await keysOnIndex('gsi7', contactPartition('contact-a'))) + (await keysOnIndex('gsi7', contactPartition('contact-b'))),
    ).toBe(4);
    expect(await keysOnIndex('gsi1', campaignPartition)).toBe(4);
    read = await readAll(3);
    expect(read.byCampaign).toHaveLength(4);

    // stage 4: reads move to gsi6 and gsi7; migrate takes the emails off gsi1 and gsi2
    await writeEmail(4, 'contact-a');
    read = await readAll(4);
    expect(read.byCampaign.map((email) => email.subject)).toEqual(['Idea 1', 'Idea 2', 'Idea 3', 'Idea 4', 'Idea 5']);
    expect(read.byContact.map((emails) => emails.map((email) => email.subject))).toEqual([
      ['Idea 1', 'Idea 3', 'Idea 5'],
      ['Idea 2', 'Idea 4'],
    ]);
    // whole items, read by key from the table
    expect(read.byCampaign[2]).toMatchObject({ id: third.id, bodyHtml: '<p>Hi, idea number 3.</p>', status: 'SAVED' });
    expect(await keysOnIndex('gsi1', campaignPartition)).toBe(4);
    expect(await migrate(4)).toEqual(['4 emails given the index keys of table version 4.']);
    expect(await keysOnIndex('gsi1', campaignPartition)).toBe(0);
    expect(await keysOnIndex('gsi2', contactPartition('contact-a'))).toBe(0);
    expect((await storedEmails()).some((item) => 'gsi1pk' in item || 'gsi2pk' in item)).toBe(false);
    expect(await readAll(4)).toEqual(read);

    // run again, it finds nothing to do
    expect(await migrate(4)).toEqual(['0 emails given the index keys of table version 4.']);
  });

  it('reads a status filter and a cursor page by page on the keys-only index', async () => {
    const emails = emailsAt(4);
    const all = (await emails.listByCampaign(ctx, CAMPAIGN)).items;
    await emails.update(ctx, all.find((email) => email.subject === 'Idea 2')?.id ?? '', { status: 'SCHEDULED' });
    expect((await emails.listByCampaign(ctx, CAMPAIGN, { statuses: ['SCHEDULED'] })).items.map((email) => email.subject)).toEqual(
      ['Idea 2'],
    );
    const first = await emails.listByCampaign(ctx, CAMPAIGN, { limit: 2 });
    const second = await emails.listByCampaign(ctx, CAMPAIGN, { limit: 10, cursor: first.cursor ?? undefined });
    expect([...first.items, ...second.items].map((email) => email.subject)).toEqual([
      'Idea 1',
      'Idea 2',
      'Idea 3',
      'Idea 4',
      'Idea 5',
    ]);
  });

  it('leaves the other items gsi1 holds where they are', async () => {
    process.env.TABLE_VERSION = '4';
    const { memberships } = createStores(client, tableName);
    await memberships.add({ namespaceId: ctx.namespaceId, userId: 'user-9', email: 'ops@seller.example', role: 'ADMIN' });
    await migrate(4);
    expect(await keysOnIndex('gsi1', 'user#user-9#membership')).toBe(1);
  });
});
