import { beforeAll, describe, expect, it } from 'vitest';

import { createStores } from '../../../functions/adapters/dynamodb/stores';
import type { Stores } from '../../../functions/core/ports/stores';
import { steppingClock, TENANT_A, TENANT_B } from '../../support/fixtures';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
let repos: Stores;
beforeAll(() => {
  repos = createStores(table.client, table.tableName, { now: steppingClock() });
});

describe('option store', () => {
  it('answers the documented defaults for a namespace that never set an option', async () => {
    const options = await repos.options.list({ ...TENANT_A, namespaceId: 'fresh' });

    expect(Object.fromEntries(options.map((option) => [option.name, option.status]))).toEqual({
      AI_PROSPECTOR: 'INACTIVE',
      AUTO_PROSPECT_FROM_CONTACTS: 'INACTIVE',
      AUTO_CADENCES: 'INACTIVE',
      AUTO_RUN_CAMPAIGNS: 'ACTIVE',
      AUTO_SEND_EMAILS: 'INACTIVE',
      SEND_REVIEWED_EMAILS_ONLY: 'ACTIVE',
      SEND_DURING_OFFICE_HOURS_ONLY: 'ACTIVE',
      SEND_DURING_WEEKDAYS_ONLY: 'ACTIVE',
      HAS_LINKEDIN_PREMIUM: 'INACTIVE',
    });
    expect(options.every((option) => !option.isSet)).toBe(true);
  });

  it('stores a namespace option for every member and a user option for its user only', async () => {
    const ana = { ...TENANT_A, namespaceId: 'opts', userId: 'ana' };
    const bo = { ...TENANT_A, namespaceId: 'opts', userId: 'bo' };

    await repos.options.set(ana, 'AUTO_SEND_EMAILS', 'ACTIVE');
    await repos.options.set(ana, 'HAS_LINKEDIN_PREMIUM', 'ACTIVE');

    await expect(repos.options.status(bo, 'AUTO_SEND_EMAILS')).resolves.toBe('ACTIVE');
    await expect(repos.options.status(ana, 'HAS_LINKEDIN_PREMIUM')).resolves.toBe('ACTIVE');
    await expect(repos.options.status(bo, 'HAS_LINKEDIN_PREMIUM')).resolves.toBe('INACTIVE');
    const listed = await repos.options.list(ana);
    expect(listed.find((option) => option.name === 'HAS_LINKEDIN_PREMIUM')).toMatchObject({
      status: 'ACTIVE',
      userId: 'ana',
      isSet: true,
    });
  });

  it('keeps options of namespace A out of namespace B', async () => {
    await repos.options.set(TENANT_A, 'AI_PROSPECTOR', 'ACTIVE');

    await expect(repos.options.status(TENANT_B, 'AI_PROSPECTOR')).resolves.toBe('INACTIVE');
    await expect(repos.options.status(TENANT_A, 'AI_PROSPECTOR')).resolves.toBe('ACTIVE');
  });

  it('changes an option twice and keeps the latest status', async () => {
    const ctx = { ...TENANT_A, namespaceId: 'twice' };
    await repos.options.set(ctx, 'AUTO_RUN_CAMPAIGNS', 'INACTIVE');

    await repos.options.set(ctx, 'AUTO_RUN_CAMPAIGNS', 'ACTIVE');

    await expect(repos.options.status(ctx, 'AUTO_RUN_CAMPAIGNS')).resolves.toBe('ACTIVE');
  });
});

describe('integration store', () => {
  it('answers both CRM types as NOT_SETUP with inactive options before any change', async () => {
    const integrations = await repos.integrations.list({ ...TENANT_A, namespaceId: 'no-crm' });

    expect(integrations).toEqual([
      { type: 'HUBSPOT', status: 'NOT_SETUP', options: { READ_CONTACTS: 'INACTIVE', UPDATE_CONTACTS: 'INACTIVE' } },
      { type: 'SALESFORCE', status: 'NOT_SETUP', options: { READ_CONTACTS: 'INACTIVE', UPDATE_CONTACTS: 'INACTIVE' } },
    ]);
  });

  it('updates status and one option and keeps the other option', async () => {
    const ctx = { ...TENANT_A, namespaceId: 'crm' };
    await repos.integrations.update(ctx, 'HUBSPOT', { status: 'ACTIVE', options: { READ_CONTACTS: 'ACTIVE' } });

    await repos.integrations.update(ctx, 'HUBSPOT', { options: { UPDATE_CONTACTS: 'ACTIVE' } });

    await expect(repos.integrations.get(ctx, 'HUBSPOT')).resolves.toMatchObject({
      status: 'ACTIVE',
      options: { READ_CONTACTS: 'ACTIVE', UPDATE_CONTACTS: 'ACTIVE' },
    });
    await expect(repos.integrations.get(ctx, 'SALESFORCE')).resolves.toMatchObject({ status: 'NOT_SETUP' });
  });

  it('keeps integrations of namespace A out of namespace B', async () => {
    await repos.integrations.update(TENANT_A, 'SALESFORCE', { status: 'INACTIVE' });

    await expect(repos.integrations.get(TENANT_B, 'SALESFORCE')).resolves.toMatchObject({ status: 'NOT_SETUP' });
  });
});
