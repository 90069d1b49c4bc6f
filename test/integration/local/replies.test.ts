import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_NAMESPACES, DEMO_SMTP_SENDER } from '../../../bin/local/seed';
import type { LocalStack } from '../../../bin/local/stack';
import { createDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { createMailboxCursorStore } from '../../../functions/adapters/dynamodb/mailbox-cursor-store';
import { createSenderStore } from '../../../functions/adapters/dynamodb/sender-store';
import type { EmailSenderConfigItem } from '../../../functions/core/ports/items';
import { createImapClient } from '../../../functions/adapters/mail/imap-client';
import { jobContext } from '../../../functions/core/tenant';
import { pollMailbox } from '../../../functions/core/replies/imap-reader';
import { REPOSITORY_ROOT, startTestStack } from './started-stack';

const CONTACT = 'pat@buyer.example';
const ORIGINAL_ID = '<first-touch-1@northwind.example>';
let started: Awaited<ReturnType<typeof startTestStack>>;
let stack: LocalStack;
let raw: DynamoDBClient;

beforeAll(async () => {
  started = await startTestStack('replies');
  stack = started.stack;
  raw = new DynamoDBClient({
    endpoint: stack.dynamodbEndpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}, 180_000);

afterAll(async () => {
  raw?.destroy();
  await started?.remove();
});

/** Sends a message through the local SMTP server, as a mailbox of the stack does. */
async function sendThroughLocalSmtp(message: { from: string; to: string; subject: string; text: string; messageId: string }) {
  const transport = createTransport({
    host: '127.0.0.1',
    port: stack.smtpPort,
    secure: false,
    ignoreTLS: true,
    auth: { user: message.from, pass: stack.smtpPassword },
  });
  try {
    await transport.sendMail(message);
  } finally {
    transport.close();
  }
}

async function until<T>(read: () => T, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function emlWith(messageId: string): string {
  const file = readdirSync(stack.mailDir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(stack.mailDir, name))
    .find((candidate) => readFileSync(candidate, 'utf8').includes(messageId));
  if (!file) throw new Error(`No .eml holds ${messageId}`);
  return file;
}

/**
 * Polls the sender's mailbox over the local IMAP server (signed in with the local mailbox password),
 * keeping the source of each message read in `seen` and handling none of them.
 */
function pollRecording(sender: EmailSenderConfigItem, seen: string[]) {
  const client = createDocumentClient(raw);
  return pollMailbox(
    {
      imap: createImapClient({ allowPrivateHosts: true }),
      cursors: createMailboxCursorStore(client, stack.tableName),
      password: () => Promise.resolve(stack.smtpPassword),
      senders: createSenderStore(client, stack.tableName),
      handle: (_mailbox, source) => {
        seen.push(Buffer.from(source).toString('utf8'));
        return Promise.resolve({ outcome: 'UNMATCHED' });
      },
      now: () => new Date(),
    },
    sender,
  );
}

describe('replies on the local stack', () => {
  it("puts mail for a local sender's address in its IMAP INBOX, and keeps mail for others as .eml only", async () => {
    await sendThroughLocalSmtp({
      from: CONTACT,
      to: DEMO_SMTP_SENDER.email,
      subject: 'A question',
      text: 'Do you ship to Lisbon?',
      messageId: '<question-1@buyer.example>',
    });
    await sendThroughLocalSmtp({
      from: DEMO_SMTP_SENDER.email,
      to: CONTACT,
      subject: 'Our call',
      text: 'Shall we talk on Tuesday?',
      messageId: ORIGINAL_ID,
    });

    const inbox = await until(
      () => stack.inboxOf(DEMO_SMTP_SENDER.email),
      (found) => found.length >= 1,
      'the INBOX',
    );
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toContain('Message-ID: <question-1@buyer.example>');
    expect(emlWith(ORIGINAL_ID)).toMatch(/\.eml$/);
    expect(stack.inboxOf(CONTACT)).toEqual([]);
  });

  it('answers a sent email with npm run reply: from its recipient to its sender, In-Reply-To its Message-ID, in the INBOX', async () => {
    const eml = emlWith(ORIGINAL_ID);
    const before = stack.inboxOf(DEMO_SMTP_SENDER.email).length;

    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(REPOSITORY_ROOT, 'bin', 'reply.ts'), eml, "Thanks, let's talk"],
      {
        cwd: REPOSITORY_ROOT,
        env: { ...process.env, REACHWISE_DATA_DIR: started.dataDir, REACHWISE_SMTP_PORT: String(stack.smtpPort) },
      },
    );

    expect(stdout).toContain(`In-Reply-To ${ORIGINAL_ID}`);
    const inbox = await until(
      () => stack.inboxOf(DEMO_SMTP_SENDER.email),
      (found) => found.length > before,
      'the reply',
    );
    const reply = inbox[inbox.length - 1] ?? '';
    expect(reply).toContain(`In-Reply-To: ${ORIGINAL_ID}`);
    expect(reply).toMatch(new RegExp(`References: .*${ORIGINAL_ID.replace(/[.]/g, '\\.')}`));
    expect(reply).toMatch(/^Subject: Re: Our call$/m);
    expect(reply).toMatch(new RegExp(`^From: ${CONTACT}`, 'm'));
    expect(reply).toMatch(new RegExp(`^To: ${DEMO_SMTP_SENDER.email}`, 'm'));
    expect(reply).toContain("Thanks, let's talk");
    expect(reply).toContain('> Shall we talk on Tuesday?');
  });

  it("reads the demo sender's INBOX through its seeded IMAP settings", async () => {
    const client = createDocumentClient(raw);
    const senders = createSenderStore(client, stack.tableName);
    const ctx = jobContext(DEMO_NAMESPACES.workspace.id, 'test');
    const sender = await senders.findBySenderEmail(ctx, DEMO_SMTP_SENDER.email);
    const seen: string[] = [];

    const result = await pollRecording(sender ?? fail(), seen);

    expect(sender?.imap).toEqual({ host: '127.0.0.1', port: stack.imapPort, secure: false });
    expect(result).toMatchObject({ outcome: 'READ' });
    expect(seen.some((source) => source.includes(`In-Reply-To: ${ORIGINAL_ID}`))).toBe(true);
  });
});

describe('a local SMTP sender whose username is not its address', () => {
  it('reads, signed in with its SMTP username, the INBOX of its address', async () => {
    const client = createDocumentClient(raw);
    const senders = createSenderStore(client, stack.tableName);
    const sender = await senders.create(jobContext(DEMO_NAMESPACES.workspace.id, 'test'), {
      senderEmail: 'outbound@northwind.example',
      senderName: 'Outbound',
      type: 'SMTP',
      status: 'ACTIVE',
      smtp: { host: '127.0.0.1', port: stack.smtpPort, username: 'outbound', secure: false },
      imap: { host: '127.0.0.1', port: stack.imapPort, secure: false },
    });
    const seen: string[] = [];

    await sendThroughLocalSmtp({
      from: CONTACT,
      to: sender.senderEmail,
      subject: 'Re: hello',
      text: 'Not now, thanks.',
      messageId: '<not-now-1@buyer.example>',
    });
    await until(
      () => stack.inboxOf(sender.senderEmail),
      (found) => found.length === 1,
      'the INBOX',
    );
    const result = await pollRecording(sender, seen);

    expect(result).toMatchObject({ outcome: 'READ', handled: 1 });
    expect(seen[0]).toContain('Message-ID: <not-now-1@buyer.example>');
  });
});

function fail(): never {
  throw new Error('The demo SMTP sender is missing.');
}
