import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { registrationEntity, type RegistrationItem } from './entities/registration';
import type { StoreDeps } from './tenant-store';
import { normaliseEmail } from './contact-store';
import type { RegistrationStore } from '../../core/ports/stores';

/** How long registration details wait for their first sign-in. */
export const REGISTRATION_TTL_DAYS = 7;

/** Registration details keyed by e-mail; the latest one wins. */
export function createRegistrationStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): RegistrationStore {
  const registration = registrationEntity(client, table);
  const now = deps.now ?? (() => new Date());

  return {
    async save(input: Pick<RegistrationItem, 'email' | 'firstName' | 'lastName' | 'companyName'>): Promise<void> {
      const at = now();
      const expiresAt = Math.floor(at.getTime() / 1000) + REGISTRATION_TTL_DAYS * 86_400;
      await registration
        .put({ ...input, email: normaliseEmail(input.email), createdAt: at.toISOString(), expiresAt })
        .go({ response: 'none' });
    },
    /** Unexpired registration details for this e-mail, or null. */
    async find(email: string): Promise<RegistrationItem | null> {
      const { data } = await registration.get({ email: normaliseEmail(email) }).go();
      if (!data || data.expiresAt * 1000 <= now().getTime()) return null;
      return data;
    },
    async remove(email: string): Promise<void> {
      await registration.delete({ email: normaliseEmail(email) }).go({ response: 'none' });
    },
  };
}
