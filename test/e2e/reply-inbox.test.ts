import type { BrowserContext, Page } from 'playwright-core';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sendReply } from '../../bin/local/reply';
import { DEMO_SMTP_SENDER } from '../../bin/local/seed';
import type { Contact } from '../../shared/schemas/contact';
import { sqsEvent, sqsRecord } from '../support/ses-events';
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

async function contactStatus(contactId: string): Promise<string> {
  const contact = await api.get<Contact>(`/api/contact/${contactId}`);
  return `${contact.status}/${contact.emailStatus}`;
}

/** The .eml of the email the local SMTP server kept when it was sent. */
function sentEml(emailId: string): string {
  return emlWith(env.stack.mailDir, `<${emailId}@${DEMO_SMTP_SENDER.email.split('@')[1] ?? ''}>`);
}

describe('the replies inbox, from answers sent with npm run reply', () => {
  it('shows a bounce and an absence notice as read, and correcting the bounce puts the contact back', async () => {
    await api.post('/api/namespace/options', {
      options: [
        { name: 'SEND_DURING_OFFICE_HOURS_ONLY', status: 'INACTIVE' },
        { name: 'SEND_DURING_WEEKDAYS_ONLY', status: 'INACTIVE' },
        { name: 'SEND_REVIEWED_EMAILS_ONLY', status: 'INACTIVE' },
      ],
    });
    const { items } = await api.post<{ items: Contact[] }>('/api/contact', { limit: 1 });
    const contact = items[0] as Contact;
    // one email, two answers: its recipient's server bounces it, and their mail client says they are away
    const first = await sendFirstEmail(api, contact, `Inbox ${Date.now()}`);
    const { smtpPort, smtpPassword: password } = env.stack;

    await sendReply({ eml: sentEml(first.emailId), text: 'User unknown.', smtpPort, password, kind: 'bounce' });
    await sendReply({
      eml: sentEml(first.emailId),
      text: 'I am out of the office until 9 December, with limited access to email.',
      smtpPort,
      password,
      kind: 'out-of-office',
    });
    await expect.poll(() => env.stack.inboxOf(DEMO_SMTP_SENDER.email).length, { timeout: 10_000 }).toBeGreaterThan(1);
    const { handler: poll } = await import('../../functions/workers/mailbox-poll');
    await poll({ job: 'mailbox-poll' }, lambdaContext);

    await expect.poll(() => emailStatus(api, first.emailId), { timeout: 15_000 }).toBe('BOUNCED');
    expect(await contactStatus(contact.id)).toBe('DO_NOT_CONTACT/BOUNCED');

    // the rep's inbox: both answers, read as what they are
    await page.goto(`/reply?instance=${DEMO_INSTANCE}`);
    await page.getByRole('heading', { level: 1, name: 'Replies' }).waitFor({ timeout: 15_000 });
    await page.getByText('Bounced (permanent)').first().waitFor();
    await page.getByText('Out of office').first().waitFor();
    await screenshot(page, 'reply-inbox');

    // the bounce was the contact's own answer: the rep corrects it
    await page.getByRole('link', { name: /Open the message Undelivered Mail/ }).click();
    await page.getByText('Your email', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Correct…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('The message is').click();
    await page.getByRole('option', { name: 'Replied', exact: true }).click();
    await dialog.getByRole('button', { name: 'Correct', exact: true }).click();
    await page.getByText(/The contact is REPLIED/).waitFor({ timeout: 15_000 });
    await screenshot(page, 'reply-corrected');

    expect(await contactStatus(contact.id)).toBe('REPLIED/REPLIED');
    expect(await emailStatus(api, first.emailId)).toBe('REPLIED');
  });

  it('writes a follow-up by hand to a reply from the inbox, and shows it sent in the thread beside the reply', async () => {
    const { items } = await api.post<{ items: Contact[] }>('/api/contact', { limit: 5 });
    const contact = items[1] as Contact;
    const first = await sendFirstEmail(api, contact, `Follow-up ${Date.now()}`);
    const { smtpPort, smtpPassword: password } = env.stack;
    const answer = await sendReply({
      eml: sentEml(first.emailId),
      text: 'Sounds interesting. Could you send me the pricing?',
      smtpPort,
      password,
    });
    const { handler: poll } = await import('../../functions/workers/mailbox-poll');
    await expect
      .poll(
        async () => {
          await poll({ job: 'mailbox-poll' }, lambdaContext);
          return contactStatus(contact.id);
        },
        { timeout: 20_000 },
      )
      .toBe('REPLIED/REPLIED');
    const { email } = await api.get<{ email: { subject: string } }>(`/api/email/${first.emailId}`);
    // the subject as it was sent: its placeholder filled for the contact
    const subject = email.subject.replace('{{firstName}}', contact.firstName ?? '');

    // the rep answers from the inbox
    await page.goto(`/reply?instance=${DEMO_INSTANCE}`);
    await page.getByRole('heading', { level: 1, name: 'Replies' }).waitFor({ timeout: 15_000 });
    await page
      .getByRole('link', { name: `Open the message Re: ${subject}` })
      .first()
      .click();
    await page.getByRole('button', { name: 'Write a follow-up' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Subject').inputValue()).toBe(`Re: ${subject}`);
    await dialog.getByLabel('Message').fill('Hi, thanks for your answer.\n\nThe pricing is attached; shall we talk on Tuesday?');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Follow-up queued').waitFor({ timeout: 15_000 });
    const followUps = page.getByRole('region', { name: 'Your follow-ups' });
    await followUps.getByText('Scheduled').waitFor();
    await screenshot(page, 'reply-follow-up-queued');

    // the send pipeline takes it, from the thread's mailbox, as it takes every email
    const replies = await api.post<{ items: { id: string; emailId: string; kind: string }[] }>('/api/reply', {
      contactId: contact.id,
    });
    const reply = replies.items.find((item) => item.emailId === first.emailId && item.kind === 'REPLY');
    const draft = await api.get<{ followUps: { id: string }[] }>(`/api/reply/${reply?.id ?? ''}/follow-up`);
    const written = draft.followUps[0]?.id ?? '';
    const { handler: sendConsumer } = await import('../../functions/workers/send-email');
    const message = {
      namespaceId: DEMO_INSTANCE,
      emailId: written,
      mailbox: DEMO_SMTP_SENDER.email,
      plannedAt: new Date().toISOString(),
    };
    expect((await sendConsumer(sqsEvent(sqsRecord(message)), lambdaContext)).batchItemFailures).toEqual([]);

    // a send within 10 s of the mailbox's last one is put back on the queue, which sends it 15 s later
    await expect.poll(() => emailStatus(api, written), { timeout: 45_000 }).toBe('SENT');
    await followUps.getByText('Sent', { exact: true }).waitFor({ timeout: 15_000 });
    await followUps.getByText('The pricing is attached; shall we talk on Tuesday?').waitFor();
    await screenshot(page, 'reply-follow-up-sent');
    expect(sentEml(written)).toMatch(
      new RegExp(`^In-Reply-To:\\s*${answer.messageId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im'),
    );
    expect(await contactStatus(contact.id)).toBe('REPLIED/REPLIED');
  });
});
