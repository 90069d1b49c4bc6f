import { createSealedCredentialReader } from '../../adapters/mail/sealed-credentials';
import { createSenderStore } from '../../adapters/dynamodb/sender-store';
import { createSenderChecks } from '../../core/senders/sender-checks';
import { oauthDeps } from '../oauth';
import { senderSecretBox } from '../secrets';
import { smtpVerifier } from '../smtp';
import { tableStore, table, type Wiring } from '../wiring';

/** Credential checks of senders: SMTP sign-in and token refresh, with the saved credentials. */
export function senderChecks(wiring: Wiring) {
  const { client, name } = table(wiring);
  return createSenderChecks({
    repos: { emailSenderConfigs: tableStore(wiring, createSenderStore) },
    secrets: senderSecretBox(wiring),
    oauth: oauthDeps(wiring),
    readSealedCredential: createSealedCredentialReader(client, name),
    smtp: smtpVerifier(),
  });
}
