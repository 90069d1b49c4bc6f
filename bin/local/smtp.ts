import { createWriteStream, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SMTPServer } from 'smtp-server';

export interface LocalSmtp {
  readonly port: number;
  /** where each received message is kept as an .eml file */
  readonly mailDir: string;
  close(): Promise<void>;
}

/** The answer to a login with the wrong password, as real servers give it. */
const SMTP_AUTH_FAILED = 'Invalid credentials';

/**
 * A real SMTP server on 127.0.0.1 for SMTP senders on one machine: it accepts a login with any
 * username and the local mailbox `password` only (`535 Invalid credentials` otherwise; plain text
 * is fine on loopback), and keeps every message it receives as an .eml file in `mailDir` (and hands
 * it to `deliver`, which puts mail for a local mailbox in its INBOX).
 */
export async function startLocalSmtp(options: {
  port: number;
  mailDir: string;
  /** the local mailbox password (`smtpPassword` in `.local/secrets.json`) */
  password: string;
  log?: (line: string) => void;
  /** each message received, with its envelope recipients, once kept (a local mailbox's INBOX takes it) */
  deliver?: (recipients: readonly string[], raw: Buffer) => Promise<void> | void;
}): Promise<LocalSmtp> {
  mkdirSync(options.mailDir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    name: 'reachwise.local',
    banner: 'Reachwise local mail',
    secure: false,
    // plain SMTP on loopback: no STARTTLS, so no self-signed certificate is offered
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disableReverseLookup: true,
    size: 25 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      if (auth.password !== options.password) {
        options.log?.(`login refused for ${auth.username ?? '?'}`);
        callback(Object.assign(new Error(SMTP_AUTH_FAILED), { responseCode: 535 }));
        return;
      }
      callback(null, { user: auth.username ?? 'local' });
    },
    onData(stream, session, callback) {
      sequence += 1;
      const file = path.join(
        options.mailDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(4, '0')}.eml`,
      );
      pipeline(stream, createWriteStream(file))
        .then(async () => {
          const recipients = session.envelope.rcptTo.map((address) => address.address);
          const to = recipients.join(', ');
          options.log?.(`mail from ${session.envelope.mailFrom ? session.envelope.mailFrom.address : '?'} to ${to} → ${file}`);
          if (options.deliver) {
            // the message is kept whatever happens here: a mailbox that cannot take it is only logged
            try {
              await options.deliver(recipients, await readFile(file));
            } catch (error) {
              options.log?.(`not put in a local mailbox: ${error instanceof Error ? error.message : String(error)}`);
            }
          }
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    port,
    mailDir: options.mailDir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
