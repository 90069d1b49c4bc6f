import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createWriteTransaction } from 'electrodb';

import { weekOf } from '../../../shared/domain/outcomes';
import { SUPPRESSED_EMAIL_STATUSES, type ContactSuppressor } from '../../core/sending/suppression';
import { crmOptOutEvents } from '../../core/crm/outbox-events';
import { requireTenant } from '../../core/tenant';
import { crmOutboxFollower } from './crm-outbox-follow';
import { campaignProgressEntity } from './entities/campaign-progress';
import { contactEntity } from './entities/contact';
import { weeklyStatsEntity } from './entities/weekly-stats';

const SUPPRESSED = 'DO_NOT_CONTACT';
/** The email statuses of a suppressed contact: one of them with DO_NOT_CONTACT is suppressed already. */
const SUPPRESSED_EMAIL: readonly string[] = [...new Set(Object.values(SUPPRESSED_EMAIL_STATUSES))];

/**
 * Suppresses contacts with one conditional write (see ContactSuppressor): the contact's update,
 * and for an unsubscribe the campaign's and the send week's `unsubscribed` count, in one transaction
 * whose condition is that the contact exists and is not suppressed yet; then the opt-out joins the
 * CRM outbox of an instance that writes to a CRM.
 */
export function createContactSuppressor(client: DynamoDBDocumentClient, table: string): ContactSuppressor {
  const contact = contactEntity(client, table);
  const progress = campaignProgressEntity(client, table);
  const weekly = weeklyStatsEntity(client, table);
  const followCrm = crmOutboxFollower(client, table);
  /** the instance's CRMs learn of the opt-out (recorded once per contact, so a suppressed contact's retry records nothing new) */
  const optOut = (namespaceId: string, contactId: string, at: string) =>
    followCrm(namespaceId, (types) => crmOptOutEvents(contactId, at, types), at);

  return {
    async suppress(ctx, contactId, at, emailStatus, count) {
      const namespaceId = requireTenant(ctx);
      const result = await createWriteTransaction({ contact, progress, weekly }, ({ contact: c, progress: p, weekly: w }) => [
        c
          .patch({ namespaceId, id: contactId })
          .set({ status: SUPPRESSED, emailStatus, updatedAt: at })
          .where(
            (attributes, op) =>
              `(${op.ne(attributes.status, SUPPRESSED)} OR (${SUPPRESSED_EMAIL.map((value) => op.ne(attributes.emailStatus, value)).join(' AND ')}))`,
          )
          .commit(),
        ...(count
          ? [
              p.update({ namespaceId, campaignId: count.campaignId }).add({ unsubscribed: 1 }).commit(),
              w
                .update({ namespaceId, week: weekOf(count.sentAt ?? at) })
                .add({ unsubscribed: 1 })
                .commit(),
            ]
          : []),
      ]).go();
      if (!result.canceled) {
        await optOut(namespaceId, contactId, at);
        return 'CHANGED';
      }
      const { data } = await contact.get({ namespaceId, id: contactId }).go({ consistent: true, attributes: ['id'] });
      if (!data) return 'MISSING';
      // a retry after a failure between the two writes: the opt-out is recorded now
      await optOut(namespaceId, contactId, at);
      return 'ALREADY';
    },
  };
}
