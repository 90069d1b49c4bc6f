import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach } from 'vitest';

import type { LocalSmtp } from '../../bin/local/smtp';
import { planDueSends } from '../../functions/core/sending/planner';
import { SendMessageSchema, type SendMessage } from '../../functions/core/sending/messages';
import { startTestSmtp } from '../integration/senders/support';
import { seedCampaign, type SeededCampaign } from './generation';
import { installDeps, type settableClock, type TestDeps } from './http';
import { testSendPlannerDeps } from './sending';
import type { TestTable } from './table-per-file';

type Clock = ReturnType<typeof settableClock>;

/** A seeded instance whose campaign sends from one SMTP mailbox. */
export type SmtpWorld = SeededCampaign & { readonly mailbox: string; readonly senderId: string };

/** The messages an SMTP server kept as .eml files in `mailDir`, as raw text, those `filter` keeps. */
export function receivedMail(mailDir: string, filter: (raw: string) => boolean = () => true): string[] {
  return readdirSync(mailDir)
    .map((name) => readFileSync(path.join(mailDir, name), 'utf8'))
    .filter(filter);
}

/** One header of a raw message, unfolded. */
export function mailHeader(raw: string, name: string): string | undefined {
  const match = new RegExp(`^${name}:\\s*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim();
}

/** Quoted-printable text (RFC 2045) as written: soft line breaks joined, `=XX` bytes decoded as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined[index] === '=' ? /^[0-9A-F]{2}$/i.exec(joined.slice(index + 1, index + 3)) : null;
    if (hex) {
      bytes.push(Number.parseInt(hex[0], 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text/html part of a raw message as its reader sees it (quoted-printable or base64 decoded). */
export function mailHtml(raw: string): string {
  return mailPart(raw, 'html');
}

/** The text/plain part of a raw message as its reader sees it (quoted-printable or base64 decoded). */
export function mailText(raw: string): string {
  return mailPart(raw, 'plain');
}

function mailPart(raw: string, subtype: 'html' | 'plain'): string {
  const part = new RegExp(
    `Content-Type: text\\/${subtype}[^\\r\\n]*\\r?\\n((?:[^\\r\\n]+\\r?\\n)*)\\r?\\n([\\s\\S]*?)(?:\\r?\\n--|$)`,
    'i',
  ).exec(raw);
  if (!part) return '';
  const headers = part[1] ?? '';
  const body = part[2] ?? '';
  if (/Content-Transfer-Encoding:\s*base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  return body;
}

/** Worlds that send over SMTP, and the planner driven as its schedule drives it, over one test's deps and clock. */
export function smtpSending(options: {
  readonly deps: () => TestDeps;
  readonly clock: Clock;
  /** the SMTP server the senders use, and the password it takes */
  readonly server: () => { port: number; password: string };
  readonly prefix: string;
}) {
  let count = 0;
  const { clock } = options;

  /** An instance whose RUNNING campaign sends from an SMTP mailbox on the server. */
  async function smtpWorld(
    contacts: number,
    settings: {
      throttle?: 10 | 20 | 30 | 40 | 50;
      domainOf?: (n: number) => string;
      /** a mailbox added as new, which warms up; otherwise one that has already sent 200 messages */
      newMailbox?: boolean;
      /** the signature the sender carries, as the rep typed it */
      signature?: string;
    } = {},
  ): Promise<SmtpWorld> {
    const deps = options.deps();
    count += 1;
    const world = await seedCampaign(deps, {
      namespaceId: `${options.prefix}-${count}-${Date.now().toString(36)}`,
      owner: count,
      contacts,
      domainOf: settings.domainOf ?? ((n) => `distributor${n}.example`),
    });
    const mailbox = `rep${count}@coldline.example`;
    const server = options.server();
    const signature =
      settings.signature === undefined
        ? undefined
        : await deps.services.signature.create(world.ctx, { name: 'Maya', content: settings.signature });
    const sender = await deps.services.sender.create(world.ctx, {
      senderEmail: mailbox,
      senderName: 'Maya Ortiz',
      type: 'SMTP',
      smtp: { host: '127.0.0.1', port: server.port, username: mailbox, secure: false },
      password: server.password,
      ...(settings.newMailbox === true ? {} : { alreadyWarmedUp: true }),
      ...(signature ? { signatureId: signature.id } : {}),
    });
    await deps.services.campaign.setStatus(world.ctx, world.campaign.id, 'PAUSED');
    await deps.services.campaign.update(world.ctx, world.campaign.id, {
      senderConfigIds: [sender.id],
      ...(settings.throttle === undefined ? {} : { throttle: settings.throttle }),
    });
    await deps.services.campaign.setStatus(world.ctx, world.campaign.id, 'RUNNING');
    return { ...world, mailbox, senderId: sender.id };
  }

  /** The sending queue's messages for the world's instance (the due index holds every instance's emails). */
  function sendMessages(world: SeededCampaign): SendMessage[] {
    return options
      .deps()
      .queues.take('sending')
      .map((message) => SendMessageSchema.parse(message.body))
      .filter((message) => message.namespaceId === world.ctx.namespaceId);
  }

  /** Runs the planner every 5 minutes of the clock until it queued `count` messages for the world or `limit` runs passed. */
  async function planUntilQueued(world: SeededCampaign, limit = 6, wanted = 1): Promise<SendMessage[]> {
    const queued: SendMessage[] = [];
    for (let run = 0; run < limit; run += 1) {
      await planDueSends(testSendPlannerDeps(clock));
      queued.push(...sendMessages(world));
      if (queued.length >= wanted) return queued;
      clock.set(new Date(clock().getTime() + 5 * 60_000).toISOString());
    }
    return queued;
  }

  return { smtpWorld, sendMessages, planUntilQueued };
}

/** A test file's deps and local SMTP server, and its SMTP worlds (see `smtpSending`). */
export type SmtpSendingFile = ReturnType<typeof smtpSending> & {
  readonly deps: TestDeps;
  readonly smtp: LocalSmtp;
};

/**
 * The set-up of a test file that sends over SMTP: before its tests, the deps over the file's table
 * and clock and a local SMTP server that takes `password` (private hosts allowed, as it listens on
 * 127.0.0.1), closed after them; before each test, the clock back at `start` and both queues
 * emptied. Read `deps` and `smtp` inside tests or hooks.
 */
export function useSmtpSendingFile(options: {
  readonly table: TestTable;
  readonly clock: Clock;
  readonly start: string;
  readonly password: string;
  readonly prefix: string;
}): SmtpSendingFile {
  const { clock, password } = options;
  const state = {} as { deps: TestDeps; smtp: LocalSmtp };

  beforeAll(async () => {
    process.env.ALLOW_PRIVATE_SMTP_HOSTS = 'true';
    state.deps = installDeps(options.table, clock);
    state.smtp = await startTestSmtp(password);
  });

  afterAll(async () => {
    delete process.env.ALLOW_PRIVATE_SMTP_HOSTS;
    await state.smtp.close();
  });

  beforeEach(() => {
    clock.set(options.start);
    state.deps.queues.take('sending');
    state.deps.queues.take('generation');
  });

  const sending = smtpSending({
    deps: () => state.deps,
    clock,
    server: () => ({ port: state.smtp.port, password }),
    prefix: options.prefix,
  });
  return {
    ...sending,
    get deps() {
      return state.deps;
    },
    get smtp() {
      return state.smtp;
    },
  };
}

/** A local mail server that answers as real ones do, and what it took. */
export interface RefusingSmtpServer {
  readonly port: number;
  /** messages the server accepted, raw */
  readonly accepted: string[];
  /** while true, every login is refused (535), as when the mailbox's password was changed */
  refuseLogins: boolean;
  close(): Promise<void>;
}

/**
 * An SMTP server on a free port that signs in only with `password`, refuses recipients at
 * `gone.example` for good (550) and at `busy.example` for now (451), and keeps what it accepts.
 */
export async function startRefusingSmtpServer(password: string): Promise<RefusingSmtpServer> {
  const accepted: string[] = [];
  const state = { refuseLogins: false };
  const server: SMTPServer = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disableReverseLookup: true,
    onAuth(auth, _session, callback) {
      if (state.refuseLogins || auth.password !== password) {
        callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
        return;
      }
      callback(null, { user: auth.username ?? 'rep' });
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@gone.example')) {
        callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
        return;
      }
      if (address.address.endsWith('@busy.example')) {
        callback(Object.assign(new Error('4.2.1 Mailbox busy, try later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        accepted.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  return Object.assign(state, {
    port: typeof address === 'object' && address ? address.port : 0,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
