import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { EMAIL_KEYS_ONLY_VERSION } from '../shared/platform/table';
import { rewriteScanned, type ReindexOutcome } from './rewrite-scanned';

/**
 * Brings every email's index keys to the table's version (shared/platform/table.ts TABLE_VERSION),
 * the step of a staged upgrade (`npm run admin -- migrate`, README, Upgrading): from version 2 it
 * gives the emails written before their gsi6 keys (by campaign), from version 3 their gsi7 keys
 * (by contact), and from version 4 it removes their gsi1 and gsi2 keys, so those indexes, which
 * project every attribute, no longer hold emails. The keys come from what an email never changes
 * (its instance, campaign, contact and id), so a rewrite needs only the email to still exist; run
 * again, it finds nothing left to do.
 */
export function migrateEmailKeys(client: DynamoDBDocumentClient, table: string, version: number): Promise<ReindexOutcome> {
  const wanted: string[] = [];
  if (version >= 2) wanted.push('attribute_not_exists(#campaignKey)');
  if (version >= 3) wanted.push('attribute_not_exists(#contactKey)');
  if (version >= EMAIL_KEYS_ONLY_VERSION)
    wanted.push('attribute_exists(#legacyCampaignKey)', 'attribute_exists(#legacyContactKey)');
  const names: Record<string, string> = {
    '#entity': '__edb_e__',
    ...(version >= 2 ? { '#campaignKey': 'gsi6pk' } : {}),
    ...(version >= 3 ? { '#contactKey': 'gsi7pk' } : {}),
    ...(version >= EMAIL_KEYS_ONLY_VERSION ? { '#legacyCampaignKey': 'gsi1pk', '#legacyContactKey': 'gsi2pk' } : {}),
  };
  if (wanted.length === 0) return Promise.resolve({ reindexed: 0, skipped: 0 });
  const filter = {
    expression: `#entity = :email AND (${wanted.join(' OR ')})`,
    names,
    values: { ':email': 'email' },
  };
  return rewriteScanned(client, table, filter, (item) => {
    const { namespaceId, campaignId, contactId, id } = item as Record<string, string | undefined>;
    if (!namespaceId || !campaignId || !contactId || !id) return undefined;
    const set: string[] = [];
    const values: Record<string, string> = {};
    const attributeNames: Record<string, string> = {};
    if (version >= 2) {
      set.push('#campaignKey = :campaignKey', '#campaignSort = :id');
      Object.assign(attributeNames, { '#campaignKey': 'gsi6pk', '#campaignSort': 'gsi6sk' });
      values[':campaignKey'] = `${namespaceId}#campaign#${campaignId}#email`;
      values[':id'] = id;
    }
    if (version >= 3) {
      set.push('#contactKey = :contactKey', '#contactSort = :id');
      Object.assign(attributeNames, { '#contactKey': 'gsi7pk', '#contactSort': 'gsi7sk' });
      values[':contactKey'] = `${namespaceId}#contact#${contactId}#email`;
    }
    const remove =
      version >= EMAIL_KEYS_ONLY_VERSION
        ? (Object.assign(attributeNames, {
            '#legacyCampaignKey': 'gsi1pk',
            '#legacyCampaignSort': 'gsi1sk',
            '#legacyContactKey': 'gsi2pk',
            '#legacyContactSort': 'gsi2sk',
          }),
          ' REMOVE #legacyCampaignKey, #legacyCampaignSort, #legacyContactKey, #legacyContactSort')
        : '';
    return {
      UpdateExpression: `SET ${set.join(', ')}${remove}`,
      // the email may have been deleted meanwhile: never write keys onto nothing
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { ...attributeNames, '#pk': 'pk' },
      ExpressionAttributeValues: values,
    };
  });
}
