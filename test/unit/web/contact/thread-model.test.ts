import { describe, expect, it } from 'vitest';

import { ContactThreadSchema, type EmailHistoryEntry, type EmailSummary } from '../../../../shared/schemas/email-review';
import {
  contactEmailsHref,
  historyAuthor,
  historyNewestFirst,
  historyTitle,
  newestFirst,
  openInEmailsHref,
  threadCampaign,
  threadSubject,
  threadTimeOf,
  versionWriter,
  type ThreadItem,
} from '../../../../web/src/pages/contact/contact-thread-model';
import { filterOfParams, openEmailOf } from '../../../../web/src/pages/email/list-filter';

function summary(over: Partial<EmailSummary>): EmailSummary {
  return {
    id: 'e1',
    namespaceId: 'acme',
    campaignId: 'camp-1',
    contactId: 'c1',
    type: 'ROOT',
    status: 'SAVED',
    reviewStatus: 'NOT_REVIEWED',
    copyStatus: 'ORIGINAL',
    channel: 'EMAIL',
    language: 'ENGLISH',
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...over,
  };
}

function item(over: Partial<EmailSummary>, rest: Partial<ThreadItem> = {}): ThreadItem {
  return { email: summary(over), history: [], replies: [], ...rest };
}

function entry(over: Partial<EmailHistoryEntry>): EmailHistoryEntry {
  return { emailId: 'e1', kind: 'STATUS', at: '2026-03-01T10:00:00.000Z', by: 'system', ...over };
}

describe("a contact's thread", () => {
  it('reads the thread the contract describes', () => {
    const thread = {
      items: [
        {
          email: summary({ status: 'SENT', sentAt: '2026-03-02T09:00:00.000Z' }),
          bodyHtml: '<p>Hi</p>',
          campaignName: 'Spring',
          history: [entry({ fromStatus: 'SCHEDULED', toStatus: 'SENT' })],
          replies: [
            {
              emailId: 'e1',
              campaignId: 'c1',
              contactId: 'k1',
              kind: 'REPLY',
              receivedAt: '2026-03-03T09:00:00.000Z',
              text: 'Thursday works.',
              interest: 'INTERESTED',
            },
          ],
        },
      ],
      truncated: false,
    };

    expect(ContactThreadSchema.safeParse(thread).success).toBe(true);
  });

  it('lists the newest email first', () => {
    const items = [
      item({ id: 'old', createdAt: '2026-01-01T00:00:00.000Z' }),
      item({ id: 'new', createdAt: '2026-03-01T00:00:00.000Z' }),
      item({ id: 'mid', createdAt: '2026-02-01T00:00:00.000Z' }),
    ];

    expect(newestFirst(items).map((one) => one.email.id)).toEqual(['new', 'mid', 'old']);
    expect(items[0]?.email.id).toBe('old');
  });

  it('opens an email in the review queue on the tab of its status', () => {
    const sent = openInEmailsHref('acme', { id: 'e7', status: 'READ' });
    const draft = openInEmailsHref('acme', { id: 'e8', status: 'FAILED' });
    const scheduled = openInEmailsHref('acme', { id: 'e9', status: 'SENDING' });

    expect(sent).toBe('/email?instance=acme&tab=SENT&email=e7');
    expect(filterOfParams(new URL(draft, 'http://app.invalid').searchParams).tab).toBe('GENERATED');
    expect(filterOfParams(new URL(scheduled, 'http://app.invalid').searchParams).tab).toBe('SCHEDULED');
    expect(openEmailOf(new URL(scheduled, 'http://app.invalid').searchParams)).toBe('e9');
  });

  it('opens the review queue filtered on the contact', () => {
    const href = contactEmailsHref('acme', 'c1');

    expect(href).toBe('/email?instance=acme&contactId=c1');
    expect(filterOfParams(new URL(href, 'http://app.invalid').searchParams).contactId).toBe('c1');
  });

  it('shows the subject, or what stands in for one', () => {
    expect(threadSubject(item({ subject: 'Quick question' }))).toBe('Quick question');
    expect(threadSubject(item({ status: 'CREATED' }))).toBe('Being written…');
    expect(threadSubject(item({ channel: 'LINKEDIN' }))).toBe('LinkedIn message');
  });

  it('names the campaign from the thread item, or from the email', () => {
    expect(threadCampaign(item({ campaignName: 'From email' }, { campaignName: 'From thread' }))).toBe('From thread');
    expect(threadCampaign(item({ campaignName: 'From email' }))).toBe('From email');
    expect(threadCampaign(item({}))).toBeUndefined();
  });

  it('dates an email by when it was sent, else scheduled, else written', () => {
    expect(threadTimeOf(item({ scheduledAt: '2026-03-05T00:00:00.000Z', sentAt: '2026-03-06T00:00:00.000Z' }))).toBe(
      '2026-03-06T00:00:00.000Z',
    );
    expect(threadTimeOf(item({ scheduledAt: '2026-03-05T00:00:00.000Z' }))).toBe('2026-03-05T00:00:00.000Z');
    expect(threadTimeOf(item({}))).toBe('2026-03-01T09:00:00.000Z');
  });
});

describe("an email's history", () => {
  it('says what each entry was', () => {
    expect(historyTitle(entry({ fromStatus: 'SAVED', toStatus: 'SCHEDULED' }))).toBe('Saved → Scheduled');
    expect(historyTitle(entry({ fromStatus: 'SENT', toStatus: 'READ' }))).toBe('Sent → Opened');
    expect(historyTitle(entry({ toStatus: 'CANCELLED' }))).toBe('Status set to Cancelled');
    expect(historyTitle(entry({ kind: 'REVIEW', reviewStatus: 'REVIEWED' }))).toBe('Marked reviewed');
    expect(historyTitle(entry({ kind: 'REVIEW', reviewStatus: 'NOT_REVIEWED' }))).toBe('Marked not reviewed');
    expect(historyTitle(entry({ kind: 'VERSION', subject: 'Old subject' }))).toBe('Earlier version');
  });

  it('says who made it and what wrote a version', () => {
    expect(historyAuthor(entry({ by: 'system' }))).toBe('Reachwise');
    expect(historyAuthor(entry({ by: '5f0c2a8e-3b1d-4c7a-9e2f-8d6b1a0c4e77' }))).toBe('A team member');
    expect(historyAuthor(entry({ by: 'recipient' }))).toBe('The contact');
    // a job or function acting
    expect(historyAuthor(entry({ by: 'SendingConsumer' }))).toBe('Reachwise');
    expect(historyAuthor(entry({ by: 'mailbox' }))).toBe('Reachwise');
    expect(versionWriter(entry({ kind: 'VERSION', writer: 'edited' }))).toBe('Edited by hand');
    expect(versionWriter(entry({ kind: 'VERSION', writer: 'openai:gpt-4o-mini' }))).toBe('Written by openai:gpt-4o-mini');
    expect(versionWriter(entry({ kind: 'VERSION' }))).toBeUndefined();
  });

  it('lists the newest entry first', () => {
    const history = [
      entry({ at: '2026-03-01T10:00:00.000Z', toStatus: 'SAVED' }),
      entry({ at: '2026-03-03T10:00:00.000Z', toStatus: 'SENT' }),
      entry({ at: '2026-03-02T10:00:00.000Z', toStatus: 'SCHEDULED' }),
    ];

    expect(historyNewestFirst(history).map((one) => one.toStatus)).toEqual(['SENT', 'SCHEDULED', 'SAVED']);
  });
});
