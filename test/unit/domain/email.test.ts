import { describe, expect, it } from 'vitest';

import {
  CONTACT_EMAIL_STATUS_LABELS,
  CONTACT_EMAIL_STATUSES,
  COPY_STATUSES,
  ContactEmailStatusSchema,
  CopyStatusSchema,
  EMAIL_LIST_TABS,
  EMAIL_STATUS_LABELS,
  EMAIL_STATUS_NUMBERS,
  EMAIL_STATUSES,
  EMAIL_TYPES,
  EmailStatusSchema,
  EmailTypeSchema,
  isSentOrLater,
  REVIEW_STATUSES,
  ReviewStatusSchema,
  SENT_OR_LATER_EMAIL_STATUSES,
} from '../../../shared/domain';
import { pinEnums } from './enum-pins';

const MESSAGE_STATUSES = [
  'CREATED',
  'SAVED',
  'REGENERATED',
  'SCHEDULED',
  'SENT',
  'READ',
  'CLICKED',
  'REPLIED',
  'FAILED',
  'CANCELLED',
  'BOUNCED',
  'SPAM',
  'LIFECYCLE_STAGE_TOO_HIGH',
];

pinEnums([
  { name: 'EMAIL_STATUSES', actual: EMAIL_STATUSES, schema: EmailStatusSchema, expected: MESSAGE_STATUSES },
  {
    name: 'CONTACT_EMAIL_STATUSES',
    actual: CONTACT_EMAIL_STATUSES,
    schema: ContactEmailStatusSchema,
    expected: [...MESSAGE_STATUSES, 'DO_NOT_CONTACT', 'NEW'],
  },
  { name: 'EMAIL_TYPES', actual: EMAIL_TYPES, schema: EmailTypeSchema, expected: ['ROOT', 'FOLLOW_UP'] },
  { name: 'REVIEW_STATUSES', actual: REVIEW_STATUSES, schema: ReviewStatusSchema, expected: ['NOT_REVIEWED', 'REVIEWED'] },
  { name: 'COPY_STATUSES', actual: COPY_STATUSES, schema: CopyStatusSchema, expected: ['ORIGINAL', 'SENT'] },
  { name: 'EMAIL_LIST_TABS', actual: EMAIL_LIST_TABS, expected: ['GENERATED', 'SCHEDULED', 'SENT'] },
  {
    name: 'SENT_OR_LATER_EMAIL_STATUSES',
    actual: SENT_OR_LATER_EMAIL_STATUSES,
    expected: ['SENT', 'READ', 'CLICKED', 'REPLIED', 'BOUNCED', 'SPAM'],
  },
]);

describe('email status labels', () => {
  it('shows READ as Opened when labelled', () => {
    // Arrange
    const status = 'READ';
    // Act
    const labels = [EMAIL_STATUS_LABELS[status], CONTACT_EMAIL_STATUS_LABELS[status]];
    // Assert
    expect(labels).toEqual(['Opened', 'Opened']);
  });

  it('gives every contact-level status a label when labelled', () => {
    // Arrange
    const statuses = [...MESSAGE_STATUSES, 'DO_NOT_CONTACT', 'NEW'];
    // Act
    const labelled = Object.keys(CONTACT_EMAIL_STATUS_LABELS);
    // Assert
    expect(labelled).toEqual(statuses);
  });

  it('rejects DO_NOT_CONTACT when parsed as a message status', () => {
    // Arrange / Act
    const result = EmailStatusSchema.safeParse('DO_NOT_CONTACT');
    // Assert
    expect(result.success).toBe(false);
  });
});

describe('email status numbers', () => {
  it('maps read, clicked and replied each to 6 when numbered', () => {
    // Arrange / Act
    const numbers = { ...EMAIL_STATUS_NUMBERS };
    // Assert
    expect(numbers).toEqual({ READ: 6, CLICKED: 6, REPLIED: 6 });
  });
});

describe('sent or later', () => {
  it('counts an email as sent from SENT on, bounced and spam included, when checked', () => {
    // Arrange
    const statuses = EMAIL_STATUSES;
    // Act
    const sent = statuses.filter((status) => isSentOrLater(status));
    // Assert
    expect(sent).toEqual(['SENT', 'READ', 'CLICKED', 'REPLIED', 'BOUNCED', 'SPAM']);
  });

  it('does not count drafts, scheduled, failed, cancelled or skipped emails as sent when checked', () => {
    // Arrange
    const notSent = ['CREATED', 'SAVED', 'REGENERATED', 'SCHEDULED', 'FAILED', 'CANCELLED', 'LIFECYCLE_STAGE_TOO_HIGH'] as const;
    // Act
    const sent = notSent.filter((status) => isSentOrLater(status));
    // Assert
    expect(sent).toEqual([]);
  });
});
