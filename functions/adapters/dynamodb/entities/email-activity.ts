import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { model } from './attributes';

const counter = { type: 'number', default: 0 } as const;

/**
 * The opens and clicks of one email: pk `<ns>#email-activity`, sk `<emailId>`. Kept apart from the
 * email so that an open never races a change of the email itself; each event is one UpdateItem
 * (ADD to its counter, SET of its times, `if_not_exists` for the firsts). A person's events and
 * machines' are counted apart; no address or other personal data is kept, only the last event's
 * user agent, cut to 256 characters. `openApplied` and `clickApplied` say that the email's status
 * has taken a person's open or click into account (see tracking-links.ts): until then, each such
 * event asks for the move again.
 */
export function emailActivityEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('email-activity'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        emailId: { type: 'string', required: true, readOnly: true },
        /** opens by a person */
        opens: counter,
        /** links followed by a person */
        clicks: counter,
        /** opens by image proxies, gateways and scanners */
        machineOpens: counter,
        /** links followed by scanners */
        machineClicks: counter,
        firstOpenedAt: { type: 'string' },
        lastOpenedAt: { type: 'string' },
        firstClickedAt: { type: 'string' },
        lastClickedAt: { type: 'string' },
        /** why the last machine event was one (see machine-events.ts) */
        lastMachineReason: { type: 'string' },
        /** the last event's user agent, at most 256 characters */
        lastUserAgent: { type: 'string' },
        /** the email's status has taken a person's open into account (moved to READ, or was past it) */
        openApplied: { type: 'boolean' },
        /** the email's status has taken a person's click into account (moved to CLICKED, or was past it) */
        clickApplied: { type: 'boolean' },
      },
      indexes: {
        byEmail: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#email-activity', casing: 'none' },
          sk: { field: 'sk', composite: ['emailId'], template: '${emailId}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}

export type EmailActivityEntityItem = EntityItem<ReturnType<typeof emailActivityEntity>>;
