import { createCadenceRunStore } from '../../adapters/dynamodb/cadence-run-store';
import { createContactSuppressor } from '../../adapters/dynamodb/contact-suppressor';
import { createEmailReviewStore } from '../../adapters/dynamodb/review-store';
import { unsubscribeByLink } from '../../core/sending/one-click';
import {
  SUPPRESSION_REASONS,
  suppressContact,
  type SuppressionDeps,
  type SuppressionReason,
} from '../../core/sending/suppression';
import type { TenantContext } from '../../core/tenant';
import { linkSigner } from '../links';
import { tableStore, table, type Wiring } from '../wiring';

/** What suppressing a contact writes through: the contact's conditional update and the review queue's store. */
export function suppressionDeps(wiring: Wiring): SuppressionDeps & { store: ReturnType<typeof createEmailReviewStore> } {
  table(wiring, 'readWrite');
  return {
    contacts: tableStore(wiring, createContactSuppressor),
    store: tableStore(wiring, createEmailReviewStore),
    cadenceRuns: tableStore(wiring, createCadenceRunStore),
  };
}

function reasonOf(reason: string): SuppressionReason {
  const known = SUPPRESSION_REASONS.find((candidate) => candidate === reason);
  if (!known) throw new Error(`Unknown suppression reason "${reason}".`);
  return known;
}

/**
 * Suppresses a contact for a job (the send worker's hard bounce, the inbound events' complaint):
 * history entries name the function.
 */
export function suppressionFor(wiring: Wiring) {
  const deps = suppressionDeps(wiring);
  return async (ctx: TenantContext, contactId: string, reason: string): Promise<void> => {
    await suppressContact(deps, ctx, contactId, { reason: reasonOf(reason), at: wiring.now(), by: wiring.fn.name });
  };
}

/** One-click unsubscribe from an email's link: the link key and the writes of suppression. */
export function oneClickUnsubscribeService(wiring: Wiring) {
  const deps = { ...suppressionDeps(wiring), links: linkSigner(wiring), now: wiring.now };
  return { unsubscribe: (token: string) => unsubscribeByLink(deps, token) };
}
