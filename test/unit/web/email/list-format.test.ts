import { describe, expect, it } from 'vitest';

import {
  contactLabel,
  filterDescription,
  recipientOf,
  rulesStateOf,
  rulesText,
  sendTimeOf,
  summarySubject,
} from '../../../../web/src/pages/email/list-format';

describe('the review queue cells', () => {
  it('shows the subject, or what stands in for one', () => {
    expect(summarySubject({ subject: ' Hello ', status: 'SAVED', channel: 'EMAIL' })).toBe('Hello');
    expect(summarySubject({ status: 'CREATED', channel: 'EMAIL' })).toBe('Being written…');
    expect(summarySubject({ status: 'SAVED', channel: 'LINKEDIN' })).toBe('LinkedIn message');
    expect(summarySubject({ subject: '', status: 'FAILED', channel: 'EMAIL' })).toBe('(no subject)');
  });

  it('shows the subject as its recipient will read it, the first name filled or left out as when it is sent', () => {
    const subject = '{{firstName}}, a question about your pallets';

    expect(summarySubject({ subject, status: 'SAVED', channel: 'EMAIL', contactFirstName: 'Mira' })).toBe(
      'Mira, a question about your pallets',
    );
    expect(summarySubject({ subject, status: 'SAVED', channel: 'EMAIL' })).toBe('A question about your pallets');
  });

  it('names the recipient by name and address, whichever are known', () => {
    expect(recipientOf({ contactId: 'c1', contactName: 'Jane Doe', contactEmail: 'jane@acme.example' })).toEqual({
      primary: 'Jane Doe',
      secondary: 'jane@acme.example',
    });
    expect(recipientOf({ contactId: 'c1', contactEmail: 'jane@acme.example' })).toEqual({ primary: 'jane@acme.example' });
    expect(recipientOf({ contactId: 'c1' })).toEqual({ primary: 'c1' });
  });

  it('counts the writing rules broken, and says when an email went against them', () => {
    const two = [
      { code: 'a', message: 'A' },
      { code: 'b', message: 'B' },
    ];

    expect(rulesText(rulesStateOf({ violations: two }))).toBe('2 rules broken');
    expect(rulesText(rulesStateOf({ violations: [{ code: 'a', message: 'A' }] }))).toBe('1 rule broken');
    expect(rulesText(rulesStateOf({ violations: two, sentAgainstRules: true }))).toBe('Sent against the rules');
    expect(rulesStateOf({ violations: [] })).toEqual({ kind: 'none' });
  });

  it('shows the send time on Sent and the scheduled time elsewhere', () => {
    const email = { scheduledAt: '2026-03-01T09:00:00.000Z', sentAt: '2026-03-01T09:02:00.000Z' };

    expect(sendTimeOf(email, 'SENT')).toBe(email.sentAt);
    expect(sendTimeOf(email, 'SCHEDULED')).toBe(email.scheduledAt);
    expect(sendTimeOf({}, 'GENERATED')).toBeUndefined();
  });

  it('shows on Scheduled when the planner means to send it, once it has planned it', () => {
    const email = { scheduledAt: '2026-03-01T09:00:00.000Z', plannedAt: '2026-03-02T08:07:00.000Z' };

    expect(sendTimeOf(email, 'SCHEDULED')).toBe(email.plannedAt);
    expect(sendTimeOf(email, 'GENERATED')).toBe(email.scheduledAt);
  });

  it('names the contact of the filter', () => {
    expect(contactLabel({ firstName: 'Jane', lastName: 'Doe', email: 'jane@acme.example' }, 'c1')).toBe(
      'Jane Doe (jane@acme.example)',
    );
    expect(contactLabel({ email: 'jane@acme.example' }, 'c1')).toBe('jane@acme.example');
    expect(contactLabel(undefined, 'c1')).toBe('c1');
  });

  it('says in words what a filter covers', () => {
    expect(filterDescription({ tab: 'GENERATED', search: '' })).toBe('the Generated tab');
    expect(
      filterDescription(
        {
          tab: 'SCHEDULED',
          search: 'pricing',
          campaignId: 'camp-1',
          contactId: 'c1',
          reviewStatus: 'NOT_REVIEWED',
          channel: 'EMAIL',
        },
        { campaign: 'Spring launch' },
      ),
    ).toBe('the Scheduled tab, campaign Spring launch, contact c1, not reviewed, on Email, matching “pricing”');
  });
});
