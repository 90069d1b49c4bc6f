import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { createContactSuppressor } from '../../../functions/adapters/dynamodb/contact-suppressor';
import { createCrmOutboxStore } from '../../../functions/adapters/dynamodb/crm-outbox-store';
import { createEmailStore } from '../../../functions/adapters/dynamodb/email-store';
import { createIntegrationStore } from '../../../functions/adapters/dynamodb/integration-store';
import { createContactStore } from '../../../functions/adapters/dynamodb/contact-store';
import type { TenantContext } from '../../../functions/core/tenant';
import { anEmail } from '../../support/fakes/emails';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
const AT = '2026-11-02T10:00:00.000Z';

/** An instance, writing to HubSpot or not, with one email being sent. */
async function instance(writesToHubSpot: boolean) {
  const namespaceId = `ns-${randomUUID().slice(0, 8)}`;
  const ctx: TenantContext = { namespaceId, userId: 'user-maya', role: 'ADMIN' };
  if (writesToHubSpot) {
    await createIntegrationStore(table.client, table.tableName).update(ctx, 'HUBSPOT', {
      status: 'ACTIVE',
      options: { UPDATE_CONTACTS: 'ACTIVE' },
    });
  }
  const emails = createEmailStore(table.client, table.tableName);
  const email = anEmail({ id: randomUUID(), namespaceId, status: 'SENDING', channel: 'EMAIL' });
  expect(await emails.create(email)).toBe(true);
  const outbox = createCrmOutboxStore(table.client, table.tableName);
  return { ctx, emails, email, outbox };
}

describe('the CRM outbox follows what happens', () => {
  it('records a sent email for an instance writing to HubSpot, once, whatever the replays', async () => {
    const { ctx, emails, email, outbox } = await instance(true);
    const sent = { set: { status: 'SENT' as const, sentAt: AT }, history: [] };
    expect((await emails.change(ctx.namespaceId, email, sent, AT)).outcome).toBe('CHANGED');
    // a replay finds the email moved on: nothing is changed and nothing recorded again
    expect((await emails.change(ctx.namespaceId, email, sent, AT)).outcome).toBe('CONFLICT');
    expect(await outbox.get(ctx, 'HUBSPOT', `EMAIL_SENT#${email.id}`)).toMatchObject({
      kind: 'EMAIL_SENT',
      contactId: email.contactId,
      emailId: email.id,
      state: 'PENDING',
    });
    expect(await outbox.get(ctx, 'SALESFORCE', `EMAIL_SENT#${email.id}`)).toBeNull();
  });

  it('records nothing for an instance that writes to no CRM', async () => {
    const { ctx, emails, email, outbox } = await instance(false);
    await emails.change(ctx.namespaceId, email, { set: { status: 'SENT', sentAt: AT }, history: [] }, AT);
    expect(await outbox.get(ctx, 'HUBSPOT', `EMAIL_SENT#${email.id}`)).toBeNull();
  });

  it('records an unsubscribe as an opt-out once per contact', async () => {
    const { ctx, outbox } = await instance(true);
    const contact = await createContactStore(table.client, table.tableName).create(ctx, {
      email: `ann-${randomUUID().slice(0, 6)}@corp.test`,
      status: 'IN_PROGRESS',
      lifecycleStage: 'LEAD',
      source: 'HUBSPOT',
      emailStatus: 'NEW',
      sharingStatus: 'NOT_SHARED',
    });
    const suppressor = createContactSuppressor(table.client, table.tableName);
    expect(await suppressor.suppress(ctx, contact.id, AT, 'DO_NOT_CONTACT')).toBe('CHANGED');
    expect(await suppressor.suppress(ctx, contact.id, AT, 'DO_NOT_CONTACT')).toBe('ALREADY');
    expect(await outbox.get(ctx, 'HUBSPOT', `OPT_OUT#${contact.id}`)).toMatchObject({ kind: 'OPT_OUT', state: 'PENDING' });
    expect(
      (await outbox.due('2030-01-01T00:00:00.000Z', { cursor: null, limit: 100 })).items.filter(
        (item) => item.namespaceId === ctx.namespaceId,
      ),
    ).toHaveLength(1);
  });
});
