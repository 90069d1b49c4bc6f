import { createHash } from 'node:crypto';

import { ID_MAX_LENGTH } from '../../../shared/schemas/common';

/**
 * The id of a campaign's email to a contact at a step of its cadence (0 for the first email),
 * derived from what it identifies: `<campaignId>_<contactId>_<step>`, or a digest of it when that
 * would be longer than an id may be. Creating the email is a conditional write on this id, so a
 * replayed planner run, a duplicate message or two planners at once never make two emails.
 */
export function emailIdFor(campaignId: string, contactId: string, step: number): string {
  const plain = `${campaignId}_${contactId}_${step}`;
  if (plain.length <= ID_MAX_LENGTH) return plain;
  return `e_${createHash('sha256').update(plain).digest('base64url').slice(0, 43)}`;
}
