import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';

import { trialState } from '../../../shared/rules/trial';
import { createAesSecretBox } from '../../../functions/adapters/secrets/secret-box';
import { createStores } from '../../../functions/adapters/dynamodb/stores';
import { composeAllServices } from '../../../functions/composition/all-services';
import {
  DEMO_CONTACT_COUNT,
  DEMO_CONTACT_LIST_NAME,
  DEMO_NAMESPACES,
  DEMO_TRIAL_NAMESPACES,
  DEMO_SIGNATURE,
  DEMO_SMTP_SENDER,
  DEMO_USER,
  seedDemo,
  seedDemoSmtpSender,
  type SeedDeps,
} from '../../../bin/local/seed';
import { BLOCKED_DEMO, BLOCKED_DEMO_NAMESPACE_ID, seedBlockedDemoWork } from '../../../bin/local/seed-blocked';
import { createGenerationStore } from '../../../functions/adapters/dynamodb/generation-store';
import { createEmailReviewStore } from '../../../functions/adapters/dynamodb/review-store';
import { startTestSmtp } from '../senders/support';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
const USER = 'sub-demo';
let deps: SeedDeps;

beforeAll(() => {
  const runtime = { documentClient: table.client, tableName: table.tableName, secretBox: createAesSecretBox(randomBytes(32)) };
  deps = { repos: createStores(table.client, table.tableName), services: composeAllServices(runtime) };
});

const ctx = (namespaceId: string) => ({ namespaceId, userId: USER, role: 'ADMIN' as const });

describe('the demo seed', () => {
  it('creates the demo user with terms accepted, an onboarded workspace with 10 trial days left and its components', async () => {
    const result = await seedDemo(deps, USER, new Date('2026-03-01T09:00:00Z'));

    expect(result.created).toContain(`${DEMO_CONTACT_COUNT} contacts`);
    const workspaceCtx = ctx(DEMO_NAMESPACES.workspace.id);
    const [list] = await deps.repos.contactLists.listAll(workspaceCtx);
    expect(list).toMatchObject({ name: DEMO_CONTACT_LIST_NAME, contactCount: DEMO_CONTACT_COUNT });
    expect(await deps.repos.contacts.listByList(workspaceCtx, list?.id ?? '', { limit: 100 })).toHaveLength(DEMO_CONTACT_COUNT);
    expect(await deps.repos.users.get(USER)).toMatchObject({
      email: DEMO_USER.email,
      defaultNamespaceId: DEMO_NAMESPACES.workspace.id,
      termsAcceptedAt: expect.any(String) as string,
    });
    const workspace = await deps.repos.namespaces.get(DEMO_NAMESPACES.workspace.id);
    expect(workspace).toMatchObject({ trialEndDate: '2026-03-11', isPaid: false, onboardedAt: expect.any(String) as string });
    const c = ctx(DEMO_NAMESPACES.workspace.id);
    expect((await deps.repos.contacts.list(c, { limit: 100 })).items).toHaveLength(DEMO_CONTACT_COUNT);
    for (const store of [
      deps.repos.companies,
      deps.repos.products,
      deps.repos.personas,
      deps.repos.customerProfiles,
      deps.repos.callToActions,
    ]) {
      expect((await store.list(c)).items).toHaveLength(1);
    }
    expect(await deps.repos.emailSenderConfigs.findBySenderEmail(c, DEMO_USER.email)).toMatchObject({ type: 'STUB' });
    expect((await deps.repos.memberships.listByUser(USER)).items.map((membership) => membership.namespaceId).sort()).toEqual(
      [DEMO_NAMESPACES.workspace.id, DEMO_NAMESPACES.second.id, ...DEMO_TRIAL_NAMESPACES.map((trial) => trial.id)].sort(),
    );
  });

  it('puts one instance at each stage of the trial', async () => {
    const today = '2026-03-01';
    const states = await Promise.all(
      DEMO_TRIAL_NAMESPACES.map(async (trial) => {
        const namespace = await deps.repos.namespaces.get(trial.id);
        return trialState({ trialEndDate: namespace.trialEndDate, today, isPaid: namespace.isPaid });
      }),
    );
    expect(states.map((state) => ({ expiring: state.expiring, grace: state.gracePeriod, blocked: state.blocked }))).toEqual([
      { expiring: true, grace: false, blocked: false },
      { expiring: false, grace: true, blocked: false },
      { expiring: false, grace: false, blocked: true },
    ]);
  });

  it('is idempotent, and moves the trial dates so the stages hold on a later start', async () => {
    const again = await seedDemo(deps, USER, new Date('2026-03-20T09:00:00Z'));

    expect(again.created).toEqual([]);
    const c = ctx(DEMO_NAMESPACES.workspace.id);
    expect((await deps.repos.contacts.list(c, { limit: 100 })).items).toHaveLength(DEMO_CONTACT_COUNT);
    expect((await deps.repos.companies.list(c)).items).toHaveLength(1);
    expect((await deps.repos.namespaces.get(DEMO_NAMESPACES.workspace.id)).trialEndDate).toBe('2026-03-30');
    expect((await deps.repos.namespaces.get('demo-trial-expired')).trialEndDate).toBe('2026-03-10');
  });

  it('adds the SMTP sender on the local SMTP server once, established and with its signature', async () => {
    const smtp = await startTestSmtp('local-password');
    process.env.ALLOW_PRIVATE_SMTP_HOSTS = 'true';
    try {
      const first = await seedDemoSmtpSender(deps, USER, { port: smtp.port, password: 'local-password' });
      const again = await seedDemoSmtpSender(deps, USER, { port: smtp.port, password: 'local-password' });

      expect(first.created).toEqual([`signature ${DEMO_SIGNATURE.name}`, `SMTP sender ${DEMO_SMTP_SENDER.email}`]);
      expect(again.created).toEqual([]);
      const sender = await deps.repos.emailSenderConfigs.findBySenderEmail(
        ctx(DEMO_NAMESPACES.workspace.id),
        DEMO_SMTP_SENDER.email,
      );
      expect(sender).toMatchObject({ type: 'SMTP', status: 'ACTIVE', smtp: { host: '127.0.0.1', port: smtp.port } });
      const signature = await deps.repos.signatures.get(ctx(DEMO_NAMESPACES.workspace.id), sender?.signatureId ?? '');
      expect(signature).toMatchObject({ name: DEMO_SIGNATURE.name, content: expect.stringContaining('Dana Demo') as unknown });
      expect(await deps.repos.signatures.listAll(ctx(DEMO_NAMESPACES.workspace.id))).toHaveLength(1);
    } finally {
      delete process.env.ALLOW_PRIVATE_SMTP_HOSTS;
      await smtp.close();
    }
  });

  it("gives the blocked instance its campaign's emails once, and points its sender at each start's IMAP port", async () => {
    const smtp = await startTestSmtp('local-password');
    process.env.ALLOW_PRIVATE_SMTP_HOSTS = 'true';
    const blockedDeps = {
      ...deps,
      generation: createGenerationStore(table.client, table.tableName),
      emails: createEmailReviewStore(table.client, table.tableName),
    };
    const local = { port: smtp.port, password: 'local-password', mailDir: smtp.mailDir };
    try {
      const first = await seedBlockedDemoWork(blockedDeps, USER, { ...local, imapPort: 1143 });
      const again = await seedBlockedDemoWork(blockedDeps, USER, { ...local, imapPort: 1144 });

      expect(first.created).toHaveLength(1);
      expect(again.created).toEqual([]);
      const blocked = ctx(BLOCKED_DEMO_NAMESPACE_ID);
      const [campaign, ...others] = (await deps.repos.campaigns.list(blocked, { limit: 10 })).items;
      expect(others).toEqual([]);
      expect(campaign).toMatchObject({ name: BLOCKED_DEMO.campaignName, status: 'RUNNING' });
      const emails = await deps.repos.emailMessages.listByCampaign(blocked, campaign?.id ?? '', { limit: 10 });
      expect(emails.items.map((email) => [email.contactEmail, email.status]).sort()).toEqual([
        [BLOCKED_DEMO.contacts[0].email, 'SENT'],
        [BLOCKED_DEMO.contacts[1].email, 'SCHEDULED'],
      ]);
      await expect(deps.repos.emailSenderConfigs.findBySenderEmail(blocked, BLOCKED_DEMO.sender.email)).resolves.toMatchObject({
        imap: { port: 1144 },
      });
      expect(readdirSync(smtp.mailDir).filter((name) => name.startsWith(`${BLOCKED_DEMO_NAMESPACE_ID}-sent-`))).toHaveLength(1);
    } finally {
      delete process.env.ALLOW_PRIVATE_SMTP_HOSTS;
      await smtp.close();
    }
  });
});
