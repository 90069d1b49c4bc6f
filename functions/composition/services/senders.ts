import { signatureRepository } from '../../adapters/dynamodb/repositories/components';
import { createSenderRepository } from '../../adapters/dynamodb/repositories/sender-repository';
import { createSenderService } from '../../core/senders/sender-service';
import { senderSecretBox } from '../secrets';
import { table, type Wiring } from '../wiring';

/** Sender configurations: create, change, list, delete (passwords sealed with the sender key). */
export function senderService(wiring: Wiring) {
  const { client, name } = table(wiring);
  return createSenderService({
    repos: {
      emailSenderConfigs: createSenderRepository(client, name, wiring.repositoryDeps),
      signatures: signatureRepository(client, name, wiring.repositoryDeps),
    },
    // only the routes that store a password declare the sender key
    secrets: senderSecretBox(wiring, { unlessUndeclared: true }),
  });
}
