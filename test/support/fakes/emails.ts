import type { EmailMessageItem } from '../../../functions/core/ports/items';

/** A written email of one campaign to one contact (SAVED, not reviewed), as the generation worker leaves it. */
export function anEmail(overrides: Partial<EmailMessageItem> & Pick<EmailMessageItem, 'id'>): EmailMessageItem {
  return {
    namespaceId: 'ns-north',
    campaignId: 'campaign-1',
    contactId: 'contact-1',
    contactEmail: 'ada@coldline.example',
    contactName: 'Ada Stone',
    senderEmail: 'maya@north.example',
    type: 'ROOT',
    step: 0,
    status: 'SAVED',
    reviewStatus: 'NOT_REVIEWED',
    copyStatus: 'ORIGINAL',
    channel: 'EMAIL',
    language: 'ENGLISH',
    subject: 'Could your pallets tell you their temperature?',
    bodyHtml: '<p>Hi Ada, would a look at every pallet in one place help?</p>',
    writer: 'offline',
    violations: [],
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}
