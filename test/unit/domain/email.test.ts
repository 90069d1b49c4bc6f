import { describe, expect, it } from 'vitest';

import { EMAIL_STATUSES, isSentOrLater } from '../../../shared/domain';
import type { SelectFieldConfig } from '../../../web/src/components/resource-page/form-model';
import { CONTACT_FORM } from '../../../web/src/pages/contact/contact-form';

describe('the email status of a contact on its form', () => {
  it('offers every status in words, READ as Opened', () => {
    const field = CONTACT_FORM.fields.find((candidate) => candidate.name === 'emailStatus') as SelectFieldConfig;
    const shown = field.options.map((option) => field.labels?.[option]);
    expect(shown).toEqual([
      'Created',
      'Saved',
      'Regenerated',
      'Scheduled',
      'Sent',
      'Opened',
      'Clicked',
      'Replied',
      'Failed',
      'Cancelled',
      'Bounced',
      'Spam',
      'Lifecycle Stage Too High',
      'Do Not Contact',
      'New',
    ]);
  });
});

describe('sent or later', () => {
  it('counts an email as sent from SENT on, bounced and spam included, when checked', () => {
    const statuses = EMAIL_STATUSES;
    const sent = statuses.filter((status) => isSentOrLater(status));
    expect(sent).toEqual(['SENT', 'READ', 'CLICKED', 'REPLIED', 'BOUNCED', 'SPAM']);
  });

  it('does not count drafts, scheduled, failed, cancelled or skipped emails as sent when checked', () => {
    const notSent = ['CREATED', 'SAVED', 'REGENERATED', 'SCHEDULED', 'FAILED', 'CANCELLED', 'LIFECYCLE_STAGE_TOO_HIGH'] as const;
    const sent = notSent.filter((status) => isSentOrLater(status));
    expect(sent).toEqual([]);
  });
});
