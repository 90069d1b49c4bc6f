import { signatureRepository } from '../../adapters/dynamodb/repositories/components';
import { createSenderRepository } from '../../adapters/dynamodb/repositories/sender-repository';
import { createSenderService } from '../../core/senders/sender-service';
import { senderSecretBox } from '../secrets';
import { repository, type Wiring } from '../wiring';

/** Sender configurations: create, change, list, delete (passwords sealed with the sender key). */
export function senderService(wiring: Wiring) {
  return createSenderService({
    repos: {
      emailSenderConfigs: repository(wiring, createSenderRepository),
      signatures: repository(wiring, signatureRepository),
    },
    // only the routes that store a password declare the sender key
    secrets: senderSecretBox(wiring, { unlessUndeclared: true }),
  });
}
