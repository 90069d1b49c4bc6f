import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { SealedCredentialReader } from '../../core/ports/secrets';
import { requireTenant } from '../../core/tenant';
import { emailSenderConfigEntity } from '../dynamodb/entities/email-sender-config';

/**
 * Reads a sender's sealed credential. Entity reads leave hidden attributes out, so this one asks
 * for the raw item; the value stays sealed until the service that needs it opens it.
 */
export function createSealedCredentialReader(client: DynamoDBDocumentClient, table: string): SealedCredentialReader {
  const sender = emailSenderConfigEntity(client, table);
  return async (ctx, senderId) => {
    const namespaceId = requireTenant(ctx);
    const { data } = await sender.get({ namespaceId, id: senderId }).go({ data: 'raw' });
    const item = (data as { Item?: Record<string, unknown> } | null)?.Item;
    const sealed = item?.secretCiphertext;
    return typeof sealed === 'string' && sealed !== '' ? sealed : null;
  };
}
