import type { Socket } from 'node:net';

import hoodiecrow, { type HoodiecrowCommandHandler, type HoodiecrowServer } from 'hoodiecrow-imap';

export interface LocalImap {
  readonly port: number;
  /** Appends a raw message to the INBOX of the mailbox of `address` (made on first use). */
  append(address: string, raw: string | Uint8Array, receivedAt?: Date): void;
  /** The sources of the messages in the INBOX of `address`, oldest first. */
  messages(address: string): string[];
  /**
   * The INBOX of `address` gets a new UIDVALIDITY and its messages new UIDs from 1, as a server does
   * that rebuilt its index: a reader must not take the old UIDs for the new ones.
   */
  renumber(address: string): void;
  /** A login `username` that reads the mailbox of `address` (a sender whose SMTP username is not its address). */
  addUser(username: string, address: string): void;
  close(): Promise<void>;
}

/**
 * A real IMAP server on 127.0.0.1 (hoodiecrow-imap) holding one INBOX per mailbox, for the SMTP
 * senders of the local stack and for tests. Like the local SMTP server, it accepts a login with any
 * username and the local mailbox `password` only (plain text on loopback: no TLS, no STARTTLS); the
 * username names the mailbox (lower case), unless `addUser` tied it to another address.
 * Messages are kept in memory: the local SMTP server appends the mail it receives for a mailbox.
 */
export async function startLocalImap(options: {
  port: number;
  /** the local mailbox password (`smtpPassword` in `.local/secrets.json`) */
  password: string;
  log?: (line: string) => void;
}): Promise<LocalImap> {
  const mailboxes = new Map<string, HoodiecrowServer>();
  const aliases = new Map<string, string>();
  let validity = Math.floor(Date.now() / 1000);

  /** One hoodiecrow instance per mailbox, never listening: a connection moves to it once signed in. */
  function mailboxOf(address: string): HoodiecrowServer {
    const key = address.trim().toLowerCase();
    let mailbox = mailboxes.get(key);
    if (!mailbox) {
      validity += 1;
      mailbox = hoodiecrow({ storage: { INBOX: { messages: [], uidvalidity: validity } } });
      mailboxes.set(key, mailbox);
    }
    return mailbox;
  }

  const login: HoodiecrowCommandHandler = (connection, parsed, _data, callback) => {
    const [user, pass] = parsed.attributes ?? [];
    const answer = (command: 'OK' | 'NO' | 'BAD', text: string, description: string) =>
      connection.send({ tag: parsed.tag, command, attributes: [{ type: 'TEXT', value: text }] }, description, parsed);
    if (!user || !pass || typeof user.value !== 'string' || typeof pass.value !== 'string') {
      answer('BAD', 'LOGIN takes 2 string arguments', 'INVALID COMMAND');
      return callback();
    }
    if (connection.state !== 'Not Authenticated') {
      answer('BAD', 'Already authenticated, identity change not allowed', 'LOGIN FAILED');
      return callback();
    }
    if (pass.value !== options.password) {
      options.log?.(`login refused for ${user.value}`);
      answer('NO', 'Login failed: authentication failure', 'LOGIN FAILED');
      return callback();
    }
    const username = user.value.toLowerCase();
    const mailbox = mailboxOf(aliases.get(username) ?? username);
    // the connection now reads, and is told of new mail in, this mailbox only
    connection.server.removeListener('notify', connection._notificationCallback);
    connection.server = mailbox;
    mailbox.on('notify', connection._notificationCallback);
    connection.state = 'Authenticated';
    answer('OK', 'User logged in', 'LOGIN SUCCESS');
    return callback();
  };

  const front = hoodiecrow({ plugins: [(server) => server.setCommandHandler('LOGIN', login)], users: {} });
  const sockets = new Set<Socket>();
  front.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    front.server.once('error', reject);
    front.listen(options.port, '127.0.0.1', () => resolve());
  });
  const address = front.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  return {
    port,
    append(to, raw, receivedAt = new Date()) {
      // hoodiecrow keeps and sends a message as one character per byte
      const source = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : Buffer.from(raw);
      mailboxOf(to).appendMessage('INBOX', [], receivedAt, source.toString('latin1'));
    },
    messages(of) {
      return (mailboxOf(of).getMailbox('INBOX')?.messages ?? []).map((message) =>
        Buffer.from(message.raw, 'latin1').toString('utf8'),
      );
    },
    renumber(of) {
      const inbox = mailboxOf(of).getMailbox('INBOX');
      if (!inbox) return;
      validity += 1;
      inbox.uidvalidity = validity;
      inbox.messages.forEach((message, index) => (message.uid = index + 1));
      inbox.uidnext = inbox.messages.length + 1;
    },
    addUser(username, to) {
      aliases.set(username.trim().toLowerCase(), to.trim().toLowerCase());
    },
    close: () =>
      new Promise<void>((resolve) => {
        front.close(() => resolve());
        // a client still connected is cut off, as a server that stops does
        for (const socket of sockets) socket.destroy();
      }),
  };
}
