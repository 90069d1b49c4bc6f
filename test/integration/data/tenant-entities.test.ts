import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';

import { INVALID_CURSOR_MESSAGE } from '../../../functions/adapters/dynamodb/cursor';
import { createStores } from '../../../functions/adapters/dynamodb/stores';
import type { Stores } from '../../../functions/core/ports/stores';
import type { TenantItem, TenantStore } from '../../../functions/core/ports/data';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import * as schemas from '../../../shared/schemas';
import { steppingClock, TENANT_A, TENANT_B } from '../../support/fixtures';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
let repos: Stores;
beforeAll(() => {
  repos = createStores(table.client, table.tableName, { now: steppingClock() });
});

interface Case {
  name: string;
  repo: () => TenantStore<TenantItem>;
  /** what a client sends to create one; parsed with the create input schema, as the API does */
  sample: (n: number) => Record<string, unknown>;
  createInput: ZodMiniType;
  /** fields the server sets on create (statuses the client may not choose) */
  serverFields?: Record<string, unknown>;
  /** a change a client sends; parsed with the update input schema */
  change: Record<string, unknown>;
  updateInput: ZodMiniType;
  /** what a stored item must look like when read back */
  stored: ZodMiniType;
  notFound: string;
}

/** One row per tenant entity: how to make one, and one change to apply. */
const cases: Case[] = [
  {
    name: 'company',
    createInput: schemas.CreateCompanyInputSchema,
    updateInput: schemas.UpdateCompanyInputSchema,
    stored: schemas.CompanySchema,
    repo: () => repos.companies,
    sample: (n) => ({ name: `Company ${n}`, description: 'We help teams ship.', website: `https://c${n}.example.com` }),
    change: { description: 'We help teams ship faster.' },
    notFound: RESOURCE_NOT_FOUND_MESSAGES.company,
  },
  {
    name: 'product',
    createInput: schemas.CreateProductInputSchema,
    updateInput: schemas.UpdateProductInputSchema,
    stored: schemas.ProductSchema,
    repo: () => repos.products,
    sample: (n) => ({ name: `Product ${n}`, description: 'Sensors for cold chains.', achievements: 'Cut spoilage 30%.' }),
    change: { achievements: 'Cut spoilage 40%.' },
    notFound: RESOURCE_NOT_FOUND_MESSAGES.product,
  },
  {
    name: 'persona',
    createInput: schemas.CreatePersonaInputSchema,
    updateInput: schemas.UpdatePersonaInputSchema,
    stored: schemas.PersonaSchema,
    repo: () => repos.personas,
    sample: (n) => ({ name: `Persona ${n}`, responsibilities: 'Owns logistics.' }),
    change: { instructions: 'Mention the pilot.' },
    notFound: RESOURCE_NOT_FOUND_MESSAGES.persona,
  },
  {
    name: 'customer profile',
    createInput: schemas.CreateCustomerProfileInputSchema,
    updateInput: schemas.UpdateCustomerProfileInputSchema,
    stored: schemas.CustomerProfileSchema,
    repo: () => repos.customerProfiles,
    sample: (n) => ({ name: `Profile ${n}`, revenueSize: 'MEDIUM', businessModel: 'B2B', jobTitles: ['COO'] }),
    change: { revenueSize: 'LARGE', industries: ['Logistics'] },
    notFound: RESOURCE_NOT_FOUND_MESSAGES.customerProfile,
  },
  {
    name: 'call to action',
    createInput: schemas.CreateCallToActionInputSchema,
    updateInput: schemas.UpdateCallToActionInputSchema,
    stored: schemas.CallToActionSchema,
    repo: () => repos.callToActions,
    sample: (n) => ({ objective: `Objective ${n}`, description: 'Book a demo meeting.' }),
    change: { url: 'https://cal.example.com/demo' },
    notFound: RESOURCE_NOT_FOUND_MESSAGES.callToAction,
  },
  {
    name: 'signature',
    createInput: schemas.CreateSignatureInputSchema,
    updateInput: schemas.UpdateSignatureInputSchema,
    stored: schemas.SignatureSchema,
    repo: () => repos.signatures,
    sample: (n) => ({ name: `Signature ${n}`, content: '<p>Ana</p>' }),
    change: { content: '<p>Ana Ruiz</p>' },
    notFound: RESOURCE_NOT_FOUND_MESSAGES.signature,
  },
  {
    name: 'sample email',
    createInput: schemas.CreateSampleEmailInputSchema,
    updateInput: schemas.UpdateSampleEmailInputSchema,
    stored: schemas.SampleEmailSchema,
    repo: () => repos.sampleEmails,
    sample: (n) => ({ name: `Sample ${n}`, subject: 'Quick question', body: '<p>Hi</p>' }),
    change: { subject: 'A quick question' },
    notFound: RESOURCE_NOT_FOUND_MESSAGES.sampleEmail,
  },
  {
    name: 'contact list',
    createInput: schemas.CreateContactListInputSchema,
    updateInput: schemas.UpdateContactListInputSchema,
    stored: schemas.ContactListSchema,
    repo: () => repos.contactLists,
    sample: (n) => ({ name: `List ${n}` }),
    serverFields: { contactCount: 0 },
    change: { description: 'Logistics leads from the March fair.' },
    notFound: RESOURCE_NOT_FOUND_MESSAGES.contactList,
  },
  {
    name: 'cadence',
    createInput: schemas.CreateCadenceInputSchema,
    updateInput: schemas.UpdateCadenceInputSchema,
    stored: schemas.CadenceSchema,
    repo: () => repos.cadences,
    sample: (n) => ({
      name: `Cadence ${n}`,
      objective: 'STANDARD',
      steps: [
        { type: 'ACTION', actionType: 'SEND_EMAIL_ROOT', delayDays: 1 },
        { type: 'CONDITION', conditionType: 'DID_NOT_REPLY_ROOT' },
        { type: 'ACTION', actionType: 'SEND_EMAIL', delayDays: 3 },
      ],
    }),
    change: { steps: [{ type: 'ACTION', actionType: 'SEND_EMAIL_ROOT', delayDays: 2 }] },
    notFound: RESOURCE_NOT_FOUND_MESSAGES.cadence,
  },
  {
    name: 'campaign',
    createInput: schemas.CreateCampaignInputSchema,
    updateInput: schemas.UpdateCampaignInputSchema,
    stored: schemas.CampaignSchema,
    repo: () => repos.campaigns,
    sample: (n) => ({
      name: `Campaign ${n}`,
      generatorVersion: 'MCP_NO_LINKS_GENERATOR',
      channel: 'EMAIL',
      language: 'ENGLISH',
      companyId: 'co',
      productId: 'pr',
      callToActionId: 'cta',
      senderConfigIds: ['s1'],
    }),
    serverFields: { status: 'RUNNING' },
    change: { name: 'Renamed campaign', throttle: 20 },
    notFound: RESOURCE_NOT_FOUND_MESSAGES.campaign,
  },
  {
    name: 'email message',
    createInput: schemas.CreateEmailMessageInputSchema,
    updateInput: schemas.UpdateEmailMessageInputSchema,
    stored: schemas.EmailMessageSchema,
    repo: () => repos.emailMessages,
    sample: (n) => ({
      campaignId: 'camp',
      contactId: `contact-${n}`,
      type: 'ROOT',
      status: 'CREATED',
      reviewStatus: 'NOT_REVIEWED',
      copyStatus: 'ORIGINAL',
      channel: 'EMAIL',
      language: 'ENGLISH',
      subject: 'Your cold chain',
      bodyHtml: '<html><body><p>Hi {{firstName}},</p></body></html>',
    }),
    change: { status: 'SCHEDULED', scheduledAt: '2026-03-02T09:00:00.000Z' },
    notFound: RESOURCE_NOT_FOUND_MESSAGES.emailMessage,
  },
  {
    name: 'email sender config',
    createInput: schemas.CreateEmailSenderConfigInputSchema,
    updateInput: schemas.UpdateEmailSenderConfigInputSchema,
    stored: schemas.EmailSenderConfigSchema,
    repo: () => repos.emailSenderConfigs,
    sample: (n) => ({
      senderEmail: `rep${n}@acme.example`,
      senderName: 'Ana',
      type: 'SMTP',
      smtp: { host: 'smtp.acme.example', port: 587, username: `rep${n}`, secure: false },
      password: 'app-password',
    }),
    serverFields: { status: 'ACTIVE' },
    change: { senderName: 'Ana Ruiz', dailyLimit: 40 },
    notFound: RESOURCE_NOT_FOUND_MESSAGES.emailSenderConfig,
  },
];

describe.each(cases)('$name store', (testCase) => {
  const { repo, notFound } = testCase;
  /** The item the API would store: the parsed create input without secrets, plus server fields. */
  const sample = (n: number): Record<string, unknown> => {
    const parsed = testCase.createInput.parse(testCase.sample(n)) as Record<string, unknown>;
    const { password: _secret, ...item } = parsed;
    return { ...item, ...testCase.serverFields };
  };
  const change = testCase.updateInput.parse(testCase.change) as Record<string, unknown>;

  it('creates an item and reads it back in the same namespace', async () => {
    const created = await repo().create(TENANT_A, sample(1));

    const read = await repo().get(TENANT_A, created.id);

    expect(read).toEqual(created);
    expect(read).toMatchObject({ namespaceId: TENANT_A.namespaceId });
    expect(read.createdAt).toBe(read.updatedAt);
    expect(testCase.stored.parse(read)).toEqual(read);
  });

  it('lists more than one page with cursors and sees every item exactly once', async () => {
    const namespace = { ...TENANT_A, namespaceId: `paging-${Math.random().toString(36).slice(2, 8)}` };
    const ids = [];
    for (let n = 0; n < 5; n += 1) ids.push((await repo().create(namespace, sample(n))).id);

    const seen: string[] = [];
    const pages: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await repo().list(namespace, { limit: 2, cursor });
      pages.push(page.items.length);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.cursor;
    } while (cursor);

    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(seen).toEqual([...ids].reverse());
  });

  it('updates the fields given and advances updatedAt', async () => {
    const created = await repo().create(TENANT_A, sample(2));

    const updated = await repo().update(TENANT_A, created.id, change);

    expect(updated).toMatchObject(change);
    expect(testCase.stored.parse(updated)).toEqual(updated);
    expect(updated.createdAt).toBe(created.createdAt);
    expect(updated.updatedAt > created.updatedAt).toBe(true);
    await expect(repo().get(TENANT_A, created.id)).resolves.toEqual(updated);
  });

  it('deletes an item, after which reads, updates and deletes say it is not found', async () => {
    const created = await repo().create(TENANT_A, sample(3));

    await repo().remove(TENANT_A, created.id);

    await expect(repo().get(TENANT_A, created.id)).rejects.toThrow(notFound);
    await expect(repo().update(TENANT_A, created.id, change)).rejects.toThrow(notFound);
    await expect(repo().remove(TENANT_A, created.id)).rejects.toThrow(notFound);
  });

  it('hides namespace A items, pages and cursors from namespace B', async () => {
    const namespaceA = { ...TENANT_A, namespaceId: `iso-a-${Math.random().toString(36).slice(2, 8)}` };
    const namespaceB = { ...TENANT_B, namespaceId: `iso-b-${Math.random().toString(36).slice(2, 8)}` };
    const created = [];
    for (let n = 0; n < 3; n += 1) created.push(await repo().create(namespaceA, sample(n)));
    const first = created[0]!;
    const pageA = await repo().list(namespaceA, { limit: 1 });

    await expect(repo().get(namespaceB, first.id)).rejects.toThrow(notFound);
    await expect(repo().update(namespaceB, first.id, change)).rejects.toThrow(notFound);
    await expect(repo().remove(namespaceB, first.id)).rejects.toThrow(notFound);
    await expect(repo().list(namespaceB)).resolves.toEqual({ items: [], cursor: null });
    await expect(repo().list(namespaceB, { cursor: pageA.cursor })).rejects.toThrow(INVALID_CURSOR_MESSAGE);
    await expect(repo().get(namespaceA, first.id)).resolves.toEqual(first);
  });

  it('refuses to run without a tenant context', async () => {
    await expect(repo().list(undefined as never)).rejects.toThrow('Tenant context is required');
  });
});
