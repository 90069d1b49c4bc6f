/**
 * `npm run reply -- <file.eml> "<text>"`: answers an email the local stack sent, as its contact
 * would; with `--out-of-office`, as their mail client's absence notice (`Auto-Submitted`); with
 * `--bounce`, as their server's delivery report of an unknown address (5.1.1), `<text>` its prose. The reply goes from the email's recipient to its sender (`Re:` subject, In-Reply-To and
 * References from its Message-ID, the original quoted) through the local SMTP server, which keeps it
 * in `.local/mail` and puts it in the sender's INBOX on the local IMAP server, where the mailbox
 * poll reads it. The server's port is the running stack's (else REACHWISE_SMTP_PORT, else 2525) and
 * its password the data directory's (REACHWISE_DATA_DIR, `.local` by default).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { sendReply, type AnswerKind } from './local/reply';
import { DEFAULT_PORTS } from './local/stack';

const USAGE = 'Usage: npm run reply -- [--out-of-office | --bounce] <file.eml> "<text of the answer>"';
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(process.env.REACHWISE_DATA_DIR ?? path.join(root, '.local'));

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(1);
}

function readJson(file: string): Record<string, unknown> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
}

const flags: Readonly<Record<string, AnswerKind>> = { '--out-of-office': 'out-of-office', '--bounce': 'bounce' };
const args = process.argv.slice(2);
const kind: AnswerKind = args.map((arg) => flags[arg]).find((found) => found !== undefined) ?? 'reply';
const [file, text] = args.filter((arg) => !(arg in flags));
if (!file || text === undefined || text.trim() === '') fail('Name a sent .eml file and the text of the answer.');
if (!existsSync(file)) fail(`No file ${file}.`);

const password = readJson(path.join(dataDir, 'secrets.json')).smtpPassword;
if (typeof password !== 'string') fail(`No local mailbox password in ${dataDir}: start Reachwise with npm start first.`);
const running = readJson(path.join(dataDir, 'running.json')).smtpPort;
const smtpPort =
  typeof running === 'number'
    ? running
    : process.env.REACHWISE_SMTP_PORT
      ? Number(process.env.REACHWISE_SMTP_PORT)
      : DEFAULT_PORTS.smtp;

try {
  const sent = await sendReply({ eml: readFileSync(file), text, smtpPort, password, kind });
  process.stdout.write(`Reply ${sent.messageId} sent to ${sent.to} (In-Reply-To ${sent.inReplyTo}) through port ${smtpPort}.\n`);
} catch (error) {
  fail(`The reply was not sent: ${error instanceof Error ? error.message : String(error)}`);
}
