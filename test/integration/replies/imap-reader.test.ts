import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort } from '../../../bin/local/dynamodb';
import { startLocalImap, type LocalImap } from '../../../bin/local/imap';
import { createMailboxCursorStore } from '../../../functions/adapters/dynamodb/mailbox-cursor-store';
import { createSenderStore } from '../../../functions/adapters/dynamodb/sender-store';
import { createImapClient } from '../../../functions/adapters/mail/imap-client';
import { jobContext } from '../../../functions/core/tenant';
import type { InboundMailHandler, InboundMailResult, MailboxRef } from '../../../functions/core/ports/inbound-mail';
import type { EmailSenderConfigItem } from '../../../functions/core/ports/items';
import { FIRST_READ_DAYS, pollMailbox, type MailboxPollDeps } from '../../../functions/core/replies/imap-reader';
import { pollEveryMailbox } from '../../../functions/core/replies/mailbox-poll';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
const PASSWORD = 'local-mailbox-password';
const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
let imap: LocalImap;

beforeAll(async () => {
  imap = await startLocalImap({ port: await freePort(), password: PASSWORD });
});

afterAll(async () => {
  await imap.close();
});

/** A message as a mailbox receives it; `id` tells the messages apart. */
function message(id: string, to: string): string {
  return [
    `From: Contact ${id} <contact-${id}@buyer.example>`,
    `To: ${to}`,
    `Subject: Re: our call ${id}`,
    `Message-ID: <${id}@buyer.example>`,
    'Date: Tue, 10 Mar 2026 10:00:00 +0000',
    '',
    `Answer ${id}`,
    '',
  ].join('\r\n');
}

function idOf(raw: Uint8Array): string {
  return /Message-ID: <([^@]+)@/.exec(Buffer.from(raw).toString('utf8'))?.[1] ?? '?';
}

/** A handler that records the messages it was given, and throws for the ids in `failing`. */
function recordingHandler(failing: Set<string> = new Set()) {
  const seen: { mailbox: MailboxRef; id: string }[] = [];
  const handle: InboundMailHandler = async (mailbox, raw): Promise<InboundMailResult> => {
    const id = idOf(raw);
    if (failing.has(id)) throw new Error(`store failed for ${id}`);
    seen.push({ mailbox, id });
    return Promise.resolve({ outcome: 'UNMATCHED' });
  };
  return { seen, handle, ids: () => seen.map((entry) => entry.id) };
}

let senders = 0;
/** An SMTP sender of a new instance whose IMAP settings point at the test server. */
async function smtpSender(): Promise<{ sender: EmailSenderConfigItem; address: string }> {
  senders += 1;
  const namespaceId = `imap-reader-${senders}`;
  const address = `rep-${senders}@seller.example`;
  const sender = await createSenderStore(table.client, table.tableName).create(jobContext(namespaceId, 'test'), {
    senderEmail: address,
    senderName: 'Rep',
    type: 'SMTP',
    status: 'ACTIVE',
    smtp: { host: '127.0.0.1', port: 2525, username: address, secure: false },
    imap: { host: '127.0.0.1', port: imap.port, secure: false },
  });
  return { sender, address };
}

function pollDeps(handle: InboundMailHandler, options: { password?: string; batch?: number } = {}): MailboxPollDeps {
  return {
    imap: createImapClient({ allowPrivateHosts: true, timeoutMs: 5_000 }),
    cursors: createMailboxCursorStore(table.client, table.tableName),
    password: () => Promise.resolve(options.password ?? PASSWORD),
    senders: createSenderStore(table.client, table.tableName),
    handle,
    now: () => NOW,
    ...(options.batch === undefined ? {} : { batch: options.batch }),
  };
}

function cursorOf(sender: EmailSenderConfigItem) {
  return createMailboxCursorStore(table.client, table.tableName).get({
    namespaceId: sender.namespaceId,
    senderId: sender.id,
  });
}

describe('pollMailbox', () => {
  it('hands each new message to the handler, oldest first, and a second poll hands none again', async () => {
    const { sender, address } = await smtpSender();
    for (const id of ['a1', 'a2', 'a3']) imap.append(address, message(id, address), new Date(NOW.getTime() - DAY_MS));
    const handler = recordingHandler();

    const first = await pollMailbox(pollDeps(handler.handle), sender);
    const second = await pollMailbox(pollDeps(handler.handle), sender);

    expect(first).toMatchObject({ outcome: 'READ', handled: 3, more: false });
    expect(second).toMatchObject({ outcome: 'READ', handled: 0 });
    expect(handler.ids()).toEqual(['a1', 'a2', 'a3']);
    expect(handler.seen[0]?.mailbox).toEqual({ namespaceId: sender.namespaceId, senderId: sender.id, senderEmail: address });
    expect(await cursorOf(sender)).toMatchObject({ lastUid: 3 });
  });

  it('reads a mailbox for the first time from the last 7 days only', async () => {
    const { sender, address } = await smtpSender();
    imap.append(address, message('old', address), new Date(NOW.getTime() - (FIRST_READ_DAYS + 3) * DAY_MS));
    imap.append(address, message('recent', address), new Date(NOW.getTime() - 2 * DAY_MS));
    const handler = recordingHandler();

    await pollMailbox(pollDeps(handler.handle), sender);
    imap.append(address, message('new', address), NOW);
    await pollMailbox(pollDeps(handler.handle), sender);

    expect(handler.ids()).toEqual(['recent', 'new']);
  });

  it('starts at the newest message when the last 7 days hold none', async () => {
    const { sender, address } = await smtpSender();
    imap.append(address, message('older', address), new Date(NOW.getTime() - 30 * DAY_MS));
    const handler = recordingHandler();

    await pollMailbox(pollDeps(handler.handle), sender);
    imap.append(address, message('next', address), NOW);
    await pollMailbox(pollDeps(handler.handle), sender);

    expect(handler.ids()).toEqual(['next']);
    expect(await cursorOf(sender)).toMatchObject({ lastUid: 2 });
  });

  it('stops at a message the handler throws for, keeps the cursor before it, and tries it again next time', async () => {
    const { sender, address } = await smtpSender();
    for (const id of ['b1', 'b2', 'b3']) imap.append(address, message(id, address), NOW);
    const failing = new Set(['b2']);
    const handler = recordingHandler(failing);

    const first = await pollMailbox(pollDeps(handler.handle), sender);
    const cursorAfterFailure = await cursorOf(sender);
    failing.clear();
    const second = await pollMailbox(pollDeps(handler.handle), sender);

    expect(first).toMatchObject({ outcome: 'READ', handled: 1, retryUid: 2, more: true });
    expect(first.retryError).toBeInstanceOf(Error);
    expect(cursorAfterFailure).toMatchObject({ lastUid: 1 });
    expect(second).toMatchObject({ handled: 2 });
    expect(handler.ids()).toEqual(['b1', 'b2', 'b3']);
    expect(await cursorOf(sender)).toMatchObject({ lastUid: 3 });
  });

  it('reads again from the last 7 days when the mailbox UIDVALIDITY changes', async () => {
    const { sender, address } = await smtpSender();
    imap.append(address, message('c1', address), NOW);
    imap.append(address, message('c2', address), NOW);
    const handler = recordingHandler();
    await pollMailbox(pollDeps(handler.handle), sender);
    const before = await cursorOf(sender);

    // The server renumbers its messages; a new one gets a UID the old cursor has passed
    imap.renumber(address);
    imap.append(address, message('c3', address), NOW);
    await pollMailbox(pollDeps(handler.handle), sender);

    // The old messages come again (the handler is idempotent), and the new one is not lost
    expect(handler.ids()).toEqual(['c1', 'c2', 'c1', 'c2', 'c3']);
    const after = await cursorOf(sender);
    expect(after?.uidValidity).not.toBe(before?.uidValidity);
    expect(after?.lastUid).toBe(3);
  });

  it('hands at most a batch of messages a poll and says more are left', async () => {
    const { sender, address } = await smtpSender();
    for (const id of ['d1', 'd2', 'd3']) imap.append(address, message(id, address), NOW);
    const handler = recordingHandler();

    const first = await pollMailbox(pollDeps(handler.handle, { batch: 2 }), sender);
    const second = await pollMailbox(pollDeps(handler.handle, { batch: 2 }), sender);

    expect(first).toMatchObject({ handled: 2, more: true });
    expect(second).toMatchObject({ handled: 1, more: false });
    expect(handler.ids()).toEqual(['d1', 'd2', 'd3']);
  });

  it('records a refused sign-in on the sender without crashing, and clears it after a good read', async () => {
    const { sender, address } = await smtpSender();
    imap.append(address, message('e1', address), NOW);
    const handler = recordingHandler();
    const store = createSenderStore(table.client, table.tableName);
    const ctx = jobContext(sender.namespaceId, 'test');

    const refused = await pollMailbox(pollDeps(handler.handle, { password: 'wrong' }), sender);
    const recorded = await store.get(ctx, sender.id);
    const read = await pollMailbox(pollDeps(handler.handle), recorded);
    const cleared = await store.get(ctx, sender.id);

    expect(refused).toEqual({ outcome: 'FAILED', handled: 0, failure: 'AUTH', more: false });
    expect(recorded.mailboxReadFailure).toMatch(/^The IMAP server 127\.0\.0\.1 refused the SMTP username and password/);
    expect(recorded.mailboxReadFailure).not.toContain(address);
    expect(recorded.mailboxReadFailedAt).toBe(NOW.toISOString());
    expect(recorded.credentialsValid).toBeUndefined();
    expect(read).toMatchObject({ outcome: 'READ', handled: 1 });
    expect(cleared.mailboxReadFailure).toBeUndefined();
    expect(cleared.mailboxReadFailedAt).toBeUndefined();
  });

  it('answers an unreachable server without recording it on the sender', async () => {
    const { sender } = await smtpSender();
    const closedPort = await freePort();
    const unreachable = { ...sender, imap: { host: '127.0.0.1', port: closedPort, secure: false } };
    const handler = recordingHandler();

    const result = await pollMailbox(pollDeps(handler.handle), unreachable);

    expect(result).toMatchObject({ outcome: 'FAILED', failure: 'UNREACHABLE' });
    const stored = await createSenderStore(table.client, table.tableName).get(jobContext(sender.namespaceId, 'test'), sender.id);
    expect(stored.mailboxReadFailure).toBeUndefined();
  });

  it('refuses a private IMAP host unless private hosts are allowed', async () => {
    const { sender } = await smtpSender();
    const handler = recordingHandler();
    const deps = { ...pollDeps(handler.handle), imap: createImapClient({ allowPrivateHosts: false }) };

    const result = await pollMailbox(deps, sender);

    expect(result).toMatchObject({ outcome: 'FAILED', failure: 'BLOCKED_HOST' });
  });

  it('handles every message when two polls run at once, and the cursor never moves back', async () => {
    const { sender, address } = await smtpSender();
    const ids = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'];
    for (const id of ids) imap.append(address, message(id, address), NOW);
    const handler = recordingHandler();
    const store = createMailboxCursorStore(table.client, table.tableName);
    const written: number[] = [];
    const deps = pollDeps(handler.handle);
    const watched: MailboxPollDeps = {
      ...deps,
      cursors: {
        get: (key) => store.get(key),
        async advance(key, cursor, at) {
          const moved = await store.advance(key, cursor, at);
          if (moved) written.push(cursor.lastUid);
          return moved;
        },
      },
    };

    await Promise.all([pollMailbox(watched, sender), pollMailbox(watched, sender)]);

    expect(new Set(handler.ids())).toEqual(new Set(ids));
    expect(written).toEqual([...written].sort((a, b) => a - b));
    expect(await cursorOf(sender)).toMatchObject({ lastUid: 6 });
    expect(
      await store.advance(
        { namespaceId: sender.namespaceId, senderId: sender.id },
        { uidValidity: (await cursorOf(sender))?.uidValidity ?? '', lastUid: 4 },
        NOW,
      ),
    ).toBe(false);
  });

  it('skips a sender that is not an SMTP sender', async () => {
    const { sender } = await smtpSender();
    const handler = recordingHandler();

    const result = await pollMailbox(pollDeps(handler.handle), { ...sender, type: 'GOOGLE', smtp: undefined, imap: undefined });

    expect(result).toEqual({ outcome: 'SKIPPED', handled: 0, more: false });
  });
});

describe('pollEveryMailbox', () => {
  it('reads every SMTP sender of every instance, one failure not stopping the others', async () => {
    const good = await smtpSender();
    const broken = await smtpSender();
    imap.append(good.address, message('g1', good.address), NOW);
    imap.append(broken.address, message('h1', broken.address), NOW);
    const handler = recordingHandler(new Set(['h1']));
    const failures: string[] = [];

    const summary = await pollEveryMailbox(
      { ...pollDeps(handler.handle), senders: createSenderStore(table.client, table.tableName) },
      {
        hasTime: () => true,
        onError: (sender) => failures.push(`error ${sender.id}`),
        onFailure: (sender, result) => failures.push(`${sender.id} ${result.retryUid ?? result.failure ?? ''}`),
      },
    );

    expect(handler.ids()).toContain('g1');
    expect(failures).toContain(`${broken.sender.id} 1`);
    expect(summary.failed).toBeGreaterThanOrEqual(1);
    expect(summary.read).toBeGreaterThanOrEqual(2);
  });

  it('starts no mailbox once time has run out', async () => {
    await smtpSender();
    const handler = recordingHandler();

    const summary = await pollEveryMailbox(
      { ...pollDeps(handler.handle), senders: createSenderStore(table.client, table.tableName) },
      { hasTime: () => false, onError: () => undefined },
    );

    expect(summary.read).toBe(0);
    expect(summary.left).toBeGreaterThanOrEqual(1);
    expect(handler.seen).toEqual([]);
  });
});
