import { signatureStore } from '../../adapters/dynamodb/component-stores';
import { createSenderStore } from '../../adapters/dynamodb/sender-store';
import { createSenderService } from '../../core/senders/sender-service';
import { senderSecretBox } from '../secrets';
import { tableStore, type Wiring } from '../wiring';

/** Sender configurations: create, change, list, delete (passwords sealed with the sender key). */
export function senderService(wiring: Wiring) {
  return createSenderService({
    repos: {
      emailSenderConfigs: tableStore(wiring, createSenderStore),
      signatures: tableStore(wiring, signatureStore),
    },
    // only the routes that store a password declare the sender key
    secrets: senderSecretBox(wiring, { unlessUndeclared: true }),
  });
}
