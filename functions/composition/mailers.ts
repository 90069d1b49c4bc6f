import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { SESv2Client } from '@aws-sdk/client-sesv2';

import { isOAuthSenderType, isSmtpSenderType } from '../../shared/schemas/email-sender-config';
import { ENV } from '../../shared/platform/environment';
import { createSenderStore } from '../adapters/dynamodb/sender-store';
import { createGmailMailer } from '../adapters/mail/gmail-mailer';
import { createGraphMailer } from '../adapters/mail/graph-mailer';
import { createSealedCredentialReader } from '../adapters/mail/sealed-credentials';
import { createSesMailer } from '../adapters/mail/ses-mailer';
import { createSmtpMailer } from '../adapters/mail/smtp-mailer';
import { createStubMailer, stubMessageId, type StubRecorder } from '../adapters/mail/stub-mailer';
import type { EmailSenderConfigItem } from '../core/ports/items';
import type { Mailer } from '../core/ports/mailer';
import { mailboxAccessToken } from '../core/senders/mailbox-token';
import { openTokens } from '../core/senders/oauth-tokens';
import { NO_SAVED_PASSWORD } from '../core/senders/sender-checks';
import type { TenantContext } from '../core/tenant';
import { optionalEnv, requireEnv } from './environment';
import { oauthDeps } from './oauth';
import { senderSecretBox } from './secrets';
import { tableStore, table, type Wiring } from './wiring';
import { workerLogger as logger } from '../logger';

/** A sender's mailer, or why none can be made: its credentials are missing or unreadable. */
export type MailerChoice = { readonly mailer: Mailer } | { readonly failed: 'CREDENTIALS'; readonly reason: string };

/** Makes the mailer of one sender of an instance. */
type MailerFactory = (ctx: TenantContext, sender: EmailSenderConfigItem) => Promise<MailerChoice>;

/** The SES identity senders on it send through, and the configuration set those sends use. */
interface SesRoute {
  readonly identity: string;
  readonly configurationSet: string;
}

/**
 * Whether an SES identity covers a sender's address: an address identity covers that address
 * alone; a domain identity covers the addresses of the domain and of its subdomains, as SES
 * lets a verified domain send from them.
 */
export function sesIdentityCovers(identity: string, senderEmail: string): boolean {
  const id = identity.trim().toLowerCase();
  const email = senderEmail.trim().toLowerCase();
  if (id.includes('@')) return email === id;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return domain === id || domain.endsWith(`.${id}`);
}

/** `SES_IDENTITY` with its `SES_CONFIGURATION_SET` (required with it), or undefined when SES is not set up. */
function sesRouteFromEnv(): SesRoute | undefined {
  const identity = optionalEnv(ENV.sesIdentity);
  if (identity === undefined) return undefined;
  return { identity, configurationSet: requireEnv(ENV.sesConfigurationSet) };
}

/** How long SES may take: connecting, then answering. */
const SES_CONNECT_TIMEOUT_MS = 5_000;
const SES_REQUEST_TIMEOUT_MS = 15_000;

let ses: SESv2Client | undefined;

/** One SES client per container; it never retries by itself, as a retried timeout could send twice. */
function sesClient(): SESv2Client {
  ses ??= new SESv2Client({
    maxAttempts: 1,
    requestHandler: { connectionTimeout: SES_CONNECT_TIMEOUT_MS, requestTimeout: SES_REQUEST_TIMEOUT_MS },
  });
  return ses;
}

/**
 * What becomes of a STUB sender's message: under the local stack (a runtime with a mail
 * directory) it is written there as an .eml file beside the local SMTP server's; elsewhere one
 * log line says it was recorded, without its body.
 */
function stubRecorder(wiring: Wiring): StubRecorder {
  const mailDir = wiring.overrides?.mailDir;
  if (mailDir !== undefined) {
    return async (email, raw) => {
      await mkdir(mailDir, { recursive: true });
      const stamp = wiring.now().toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(mailDir, `${stamp}-${stubMessageId(email.messageId)}.eml`), raw);
    };
  }
  return (email, raw) => {
    logger.info('STUB sender recorded a message', {
      from: email.from.email,
      to: email.to.email,
      messageId: email.messageId,
      bytes: raw.length,
    });
    return Promise.resolve();
  };
}

/**
 * The mailer factory of a function that sends (it declares the table read-write, the sender key
 * and the OAuth clients, and `ses` to send through the stage's SES identity). For each sender:
 * - STUB: the STUB recorder, no network;
 * - a sender whose address the stage's SES identity covers (`SES_IDENTITY`, a domain or an
 *   address, with `SES_CONFIGURATION_SET`): SES, whatever its type, so the operator's verified
 *   identity and its configuration set's events (bounces, complaints, opens, clicks) carry it;
 * - SMTP and SMTP_SSL: its SMTP server with the saved password (private hosts only with
 *   `ALLOW_PRIVATE_SMTP_HOSTS=true`);
 * - GOOGLE: the Gmail API (`GMAIL_API_URL` to point it elsewhere); MICROSOFT: Microsoft Graph
 *   (`GRAPH_API_URL`), with the saved tokens, renewed when they expire or are refused, and saved again.
 * No saved password or tokens (or ones that cannot be read): `{ failed: 'CREDENTIALS' }`.
 */
export function mailerFactory(wiring: Wiring): MailerFactory {
  const secrets = senderSecretBox(wiring);
  const oauth = oauthDeps(wiring);
  const { client, name } = table(wiring, 'readWrite');
  const readSealedCredential = createSealedCredentialReader(client, name);
  const repos = { emailSenderConfigs: tableStore(wiring, createSenderStore) };
  const allowPrivateHosts = optionalEnv(ENV.allowPrivateSmtpHosts) === 'true';
  const gmailUrl = optionalEnv(ENV.gmailApiUrl);
  const graphUrl = optionalEnv(ENV.graphApiUrl);
  const sesRoute = wiring.fn.needs.ses ? sesRouteFromEnv() : undefined;
  const record = stubRecorder(wiring);

  return async (ctx, sender) => {
    if (sender.type === 'STUB') return { mailer: createStubMailer({ record }) };
    if (sesRoute && sesIdentityCovers(sesRoute.identity, sender.senderEmail)) {
      return { mailer: createSesMailer({ client: sesClient(), configurationSetName: sesRoute.configurationSet }) };
    }
    const sealed = await readSealedCredential(ctx, sender.id);
    if (isSmtpSenderType(sender.type)) {
      if (!sender.smtp || sealed === null) return { failed: 'CREDENTIALS', reason: NO_SAVED_PASSWORD };
      const password = await secrets.open(sealed);
      return { mailer: createSmtpMailer({ ...sender.smtp, password, allowPrivateHosts }) };
    }
    const type = sender.type;
    if (!isOAuthSenderType(type)) return { failed: 'CREDENTIALS', reason: `Senders of type ${type} cannot send.` };
    const provider = oauth.settings.providers[type];
    const tokens = sealed === null ? null : await openTokens(secrets, sealed);
    if (!tokens) {
      return { failed: 'CREDENTIALS', reason: `Sign in with ${provider.label} again to connect ${sender.senderEmail}.` };
    }
    const accessToken = mailboxAccessToken({ repos, secrets, oauth, now: wiring.now }, ctx, { ...sender, type }, tokens);
    return {
      mailer:
        type === 'GOOGLE'
          ? createGmailMailer({ accessToken, baseUrl: gmailUrl })
          : createGraphMailer({ accessToken, baseUrl: graphUrl }),
    };
  };
}
