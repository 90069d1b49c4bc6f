import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { EmailActivity, EmailActivityStore } from '../../core/ports/tracking';
import { requireTenant } from '../../core/tenant';
import { USER_AGENT_MAX_LENGTH } from '../../core/tracking/machine-events';
import { SDK_ERRORS } from './errors';
import { emailActivityEntity, type EmailActivityEntityItem } from './entities/email-activity';

function activityOf(item: EmailActivityEntityItem): EmailActivity {
  return {
    emailId: item.emailId,
    opens: item.opens ?? 0,
    clicks: item.clicks ?? 0,
    machineOpens: item.machineOpens ?? 0,
    machineClicks: item.machineClicks ?? 0,
    firstOpenedAt: item.firstOpenedAt,
    lastOpenedAt: item.lastOpenedAt,
    firstClickedAt: item.firstClickedAt,
    lastClickedAt: item.lastClickedAt,
    lastMachineReason: item.lastMachineReason,
    lastUserAgent: item.lastUserAgent,
    openApplied: item.openApplied === true,
    clickApplied: item.clickApplied === true,
  };
}

/**
 * Emails' open and click activity over the one table (see EmailActivityStore): each event is a
 * single UpdateItem that ADDs to its counter and SETs its times, the firsts only while absent, so
 * any number of events at once are all counted and the first time stays the first written. The
 * write answers the activity as it left it (ReturnValues ALL_NEW, no read units).
 */
export function createEmailActivityStore(client: DynamoDBDocumentClient, table: string): EmailActivityStore {
  const activity = emailActivityEntity(client, table);
  return {
    async record(ctx, event) {
      const namespaceId = requireTenant(ctx);
      const { data } = await activity
        .update({ namespaceId, emailId: event.emailId })
        .data((attribute, op) => {
          if (event.machineReason !== undefined) {
            op.add(event.kind === 'OPEN' ? attribute.machineOpens : attribute.machineClicks, 1);
            op.set(attribute.lastMachineReason, event.machineReason);
          } else if (event.kind === 'OPEN') {
            op.add(attribute.opens, 1);
            op.ifNotExists(attribute.firstOpenedAt, event.at);
            op.set(attribute.lastOpenedAt, event.at);
          } else {
            op.add(attribute.clicks, 1);
            op.ifNotExists(attribute.firstClickedAt, event.at);
            op.set(attribute.lastClickedAt, event.at);
          }
          if (event.userAgent !== undefined) op.set(attribute.lastUserAgent, event.userAgent.slice(0, USER_AGENT_MAX_LENGTH));
        })
        .go({ ...SDK_ERRORS, response: 'all_new' });
      return activityOf({ ...data, namespaceId, emailId: event.emailId });
    },

    async markApplied(ctx, emailId, kind) {
      const namespaceId = requireTenant(ctx);
      await activity
        .update({ namespaceId, emailId })
        .set(kind === 'OPEN' ? { openApplied: true } : { clickApplied: true })
        .go({ response: 'none' });
    },

    async get(ctx, emailId) {
      const namespaceId = requireTenant(ctx);
      const { data } = await activity.get({ namespaceId, emailId }).go();
      return data ? activityOf(data) : null;
    },
  };
}
