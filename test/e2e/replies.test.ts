import type { BrowserContext, Page } from 'playwright-core';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sendReply } from '../../bin/local/reply';
import { DEMO_SMTP_SENDER } from '../../bin/local/seed';
import { emailIdFor } from '../../functions/core/generation/email-id';
import type { Contact } from '../../shared/schemas/contact';
import {
  DEMO_INSTANCE,
  demoApi,
  emailStatus,
  emlWith,
  screenshot,
  sendFirstEmail,
  signInAsDemo,
  startE2eEnvironment,
  type DemoApi,
  type E2eEnvironment,
} from './support';

const DAY_MS = 86_400_000;

let env: E2eEnvironment;
let rep: BrowserContext;
let page: Page;
let api: DemoApi;

beforeAll(async () => {
  env = await startE2eEnvironment();
  rep = await env.newContext();
  page = await rep.newPage();
  api = await demoApi(env);
  await signInAsDemo(env, page);
}, 120_000);

afterAll(async () => {
  await env.stop();
});

const lambdaContext = { getRemainingTimeInMillis: () => 60_000 } as unknown as Context;

interface EmailView {
  email: { id: string; status: string; subject?: string; type: string };
  replies: { kind: string; text?: string }[];
}

async function emailView(id: string): Promise<EmailView> {
  return api.get<EmailView>(`/api/email/${id}`);
}

function statusOf(id: string): Promise<string | undefined> {
  return emailStatus(api, id);
}

describe('a reply read from the local mailbox', () => {
  it('stops the follow-ups: the email shows Replied with the answer, and the pending follow-up Cancelled', async () => {
    // the instance runs auto cadences and sends at any hour, reviewed or not
    await api.post('/api/namespace/options', {
      options: [
        { name: 'AUTO_CADENCES', status: 'ACTIVE' },
        { name: 'SEND_DURING_OFFICE_HOURS_ONLY', status: 'INACTIVE' },
        { name: 'SEND_DURING_WEEKDAYS_ONLY', status: 'INACTIVE' },
        { name: 'SEND_REVIEWED_EMAILS_ONLY', status: 'INACTIVE' },
      ],
    });
    const { items: contacts } = await api.post<{ items: Contact[] }>('/api/contact', { limit: 1 });
    const contact = contacts[0] as Contact;
    // written, scheduled by the rep, and sent by the sending worker through the local SMTP server
    const { campaignId, emailId: rootId } = await sendFirstEmail(api, contact, `Reply loop ${Date.now()}`);

    // three days later the cadence writes the first follow-up, which waits for review
    const { handler: cadence } = await import('../../functions/workers/cadence');
    await cadence({ job: 'cadence', scheduledTime: new Date(Date.now() + 3 * DAY_MS + 3_600_000).toISOString() });
    const followUpId = emailIdFor(campaignId, contact.id, 1);
    await expect.poll(() => statusOf(followUpId), { timeout: 30_000 }).toBe('SAVED');
    expect((await emailView(followUpId)).email.type).toBe('FOLLOW_UP');

    // the contact answers the .eml; the mailbox is read
    const sentMessageId = `<${rootId}@${DEMO_SMTP_SENDER.email.split('@')[1] ?? ''}>`;
    const eml = emlWith(env.stack.mailDir, sentMessageId);
    await sendReply({
      eml,
      text: "Thanks, this is timely. Let's talk on Thursday.",
      smtpPort: env.stack.smtpPort,
      password: env.stack.smtpPassword,
    });
    await expect.poll(() => env.stack.inboxOf(DEMO_SMTP_SENDER.email).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const { handler: poll } = await import('../../functions/workers/mailbox-poll');
    await poll({ job: 'mailbox-poll' }, lambdaContext);

    await expect.poll(() => statusOf(rootId), { timeout: 15_000 }).toBe('REPLIED');
    expect(await statusOf(followUpId)).toBe('CANCELLED');
    expect((await emailView(rootId)).replies).toEqual([
      expect.objectContaining({ kind: 'REPLY', text: "Thanks, this is timely. Let's talk on Thursday." }),
    ]);

    // what the rep sees: the contact's thread, the answer under the email, the follow-up cancelled
    await page.goto(`/contact?instance=${DEMO_INSTANCE}&contactId=${contact.id}`);
    await page.getByText("Thanks, this is timely. Let's talk on Thursday.").waitFor({ timeout: 15_000 });
    await page.getByText('Replied', { exact: true }).first().waitFor();
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    await screenshot(page, 'contact-replied');

    // and the email itself, opened from the review queue
    await page.goto(`/email?instance=${DEMO_INSTANCE}&email=${rootId}`);
    await page.getByRole('heading', { name: /Replies/ }).waitFor({ timeout: 15_000 });
    await page.getByText("Thanks, this is timely. Let's talk on Thursday.").waitFor();
    await screenshot(page, 'email-replied');
  });
});
