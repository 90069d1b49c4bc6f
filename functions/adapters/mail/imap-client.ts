import { isIP } from 'node:net';

import { ImapFlow } from 'imapflow';

import type { ImapClient, ImapFailure, ImapLogin, ImapOpenResult, ImapSession } from '../../core/ports/imap';
import { checkMailHost, isBlockedAddress, type HostLookup } from './host-guard';

interface ImapClientOptions {
  /** reach private and loopback hosts, and sign in there without TLS: local runs and tests only */
  readonly allowPrivateHosts: boolean;
  /** connection and greeting timeouts, in ms (default 10 s each); the socket's is six times it */
  readonly timeoutMs?: number;
  readonly lookup?: HostLookup;
}

const IMAP_TIMEOUT_MS = 10_000;

/** What an imapflow error means. Only flags and codes are read, never the options that carried the password. */
function classifyImapError(error: unknown): ImapFailure {
  const err = (typeof error === 'object' && error !== null ? error : {}) as { authenticationFailed?: unknown; code?: unknown };
  if (err.authenticationFailed === true) return 'AUTH';
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') return 'HOST_NOT_FOUND';
  return 'UNREACHABLE';
}

/**
 * An IMAP client over imapflow: resolves the host once (refusing private and reserved addresses
 * unless allowed), connects to that address with the host's name for TLS, requires TLS (from the
 * start, or STARTTLS) before the password is sent to any public host, signs in and opens INBOX
 * read-only. Messages are only read: no flag is set, nothing is moved or deleted.
 */
export function createImapClient(options: ImapClientOptions): ImapClient {
  const timeout = options.timeoutMs ?? IMAP_TIMEOUT_MS;
  return {
    async open(login: ImapLogin): Promise<ImapOpenResult> {
      const checked = await checkMailHost(login.host, {
        allowPrivate: options.allowPrivateHosts,
        ...(options.lookup ? { lookup: options.lookup } : {}),
      });
      if (!checked.ok) return checked;
      const { address } = checked;
      const client = new ImapFlow({
        host: address,
        port: login.port,
        secure: login.secure,
        // a password only travels encrypted, except to this machine or a private network in local runs
        doSTARTTLS: !login.secure && !isBlockedAddress(address),
        // TLS checks the certificate against the name the user gave (an address cannot be a server name)
        ...(isIP(login.host) === 0 ? { servername: login.host } : {}),
        auth: { user: login.username, pass: login.password },
        logger: false,
        disableAutoIdle: true,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout * 6,
      });
      // a connection that breaks later is reported by the call that was running; the event must not crash the process
      client.on('error', () => undefined);
      try {
        await client.connect();
      } catch (error) {
        client.close();
        return { ok: false, failure: classifyImapError(error) };
      }
      let uidValidity: string;
      let uidNext: number;
      try {
        const mailbox = await client.mailboxOpen('INBOX', { readOnly: true });
        uidValidity = String(mailbox.uidValidity);
        // a server that does not tell UIDNEXT: every UID is counted as possibly new
        uidNext = Number.isInteger(mailbox.uidNext) && mailbox.uidNext > 0 ? mailbox.uidNext : 1;
      } catch {
        await signOut(client);
        return { ok: false, failure: 'NO_INBOX' };
      }
      const session: ImapSession = {
        inbox: {
          uidValidity,
          uidNext,
          async uidsAfter(uid) {
            // `n:*` always names the newest message, even below n: keep only those above
            const found = await client.search({ uid: `${uid + 1}:*` }, { uid: true });
            return ascending(found).filter((candidate) => candidate > uid);
          },
          async uidsSince(day) {
            return ascending(await client.search({ since: day }, { uid: true }));
          },
          async source(uid) {
            const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
            return message && message.source ? new Uint8Array(message.source) : null;
          },
        },
        close: () => signOut(client),
      };
      return { ok: true, session };
    },
  };
}

function ascending(found: readonly number[] | false | undefined): number[] {
  return [...(found || [])].sort((a, b) => a - b);
}

async function signOut(client: ImapFlow): Promise<void> {
  try {
    await client.logout();
  } catch {
    client.close();
  }
}
