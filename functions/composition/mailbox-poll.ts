import { ENV } from '../../shared/platform/environment';
import { createMailboxCursorStore } from '../adapters/dynamodb/mailbox-cursor-store';
import { createSenderStore } from '../adapters/dynamodb/sender-store';
import { createImapClient } from '../adapters/mail/imap-client';
import { createSealedCredentialReader } from '../adapters/mail/sealed-credentials';
import type { MailboxPollJobDeps } from '../core/replies/mailbox-poll';
import { optionalEnv } from './environment';
import { inboundMailHandler } from './inbound-mail';
import { senderSecretBox } from './secrets';
import { tableStore, table, type Wiring } from './wiring';

/**
 * The mailbox poll's parts: every sender, their sealed passwords and the key that opens them, the
 * IMAP client (private and loopback hosts only with `ALLOW_PRIVATE_SMTP_HOSTS=true`, as for SMTP),
 * the read cursors and the inbound-mail handler.
 */
export function mailboxPollDeps(wiring: Wiring): MailboxPollJobDeps {
  const { client, name } = table(wiring, 'readWrite');
  const secrets = senderSecretBox(wiring);
  const readSealed = createSealedCredentialReader(client, name);
  return {
    senders: tableStore(wiring, createSenderStore),
    cursors: createMailboxCursorStore(client, name),
    imap: createImapClient({ allowPrivateHosts: optionalEnv(ENV.allowPrivateSmtpHosts) === 'true' }),
    password: async (ctx, sender) => {
      const sealed = await readSealed(ctx, sender.id);
      return sealed === null ? null : secrets.open(sealed);
    },
    handle: inboundMailHandler(wiring),
    now: wiring.now,
  };
}
