import { describe, expect, it } from 'vitest';

import { emailIdFor } from '../../../functions/core/generation/email-id';
import { htmlOfText, isManualEmail, isManualEmailId, manualEmailIdFor } from '../../../functions/core/sending/manual-email';
import { contactStop } from '../../../functions/core/sending/worker';

const REPLIED = { status: 'REPLIED', emailStatus: 'REPLIED', lifecycleStage: 'LEAD' } as const;
const HAND_WRITTEN = { id: manualEmailIdFor('c1.e1.k1', 'composer-key-1'), type: 'FOLLOW_UP', origin: 'MANUAL' } as const;
const CADENCE_STEP = { id: emailIdFor('01HZXCAMPAIGN', '01HZXCONTACT', 1), type: 'FOLLOW_UP', step: 1 } as const;
const FIRST_EMAIL = { id: emailIdFor('01HZXCAMPAIGN', '01HZXCONTACT', 0), type: 'ROOT', step: 0 } as const;

describe("the send worker's rule for a contact who replied", () => {
  it('lets a hand-written email reach a contact who replied', () => {
    expect(contactStop(REPLIED, HAND_WRITTEN)).toBeNull();
    expect(contactStop({ ...REPLIED, lifecycleStage: 'OPPORTUNITY' }, HAND_WRITTEN)).toBeNull();
  });

  it('refuses every automated step to a contact who replied', () => {
    expect(contactStop(REPLIED, CADENCE_STEP)).toEqual({ status: 'CANCELLED', reason: 'The contact replied: follow-ups stop.' });
    expect(contactStop({ ...REPLIED, status: 'IN_PROGRESS' }, CADENCE_STEP)).toMatchObject({ status: 'CANCELLED' });
    expect(contactStop(REPLIED, { ...CADENCE_STEP, step: undefined })).toMatchObject({ status: 'CANCELLED' });
  });

  it("leaves a campaign's first email to the other rules", () => {
    expect(contactStop(REPLIED, FIRST_EMAIL)).toBeNull();
  });

  it.each([
    ['suppressed', { status: 'DO_NOT_CONTACT', emailStatus: 'REPLIED' }],
    ['unsubscribed', { status: 'REPLIED', emailStatus: 'DO_NOT_CONTACT' }],
    ['bounced', { status: 'REPLIED', emailStatus: 'BOUNCED' }],
    ['complaining', { status: 'REPLIED', emailStatus: 'SPAM' }],
  ] as const)('refuses a hand-written email to a %s contact', (_label, statuses) => {
    expect(contactStop({ ...REPLIED, ...statuses }, HAND_WRITTEN)).toMatchObject({ status: 'CANCELLED' });
  });

  it('knows a hand-written email by its id where its origin is not read (the due index)', () => {
    expect(isManualEmail({ id: HAND_WRITTEN.id })).toBe(true);
    expect(contactStop(REPLIED, { id: HAND_WRITTEN.id, type: 'FOLLOW_UP' })).toBeNull();
    expect(isManualEmailId(CADENCE_STEP.id)).toBe(false);
    expect(isManualEmailId(emailIdFor('x'.repeat(40), 'y'.repeat(30), 2))).toBe(false);
  });
});

describe("a hand-written email's id", () => {
  it('is the same for the same message and composer key, and another for another key or message', () => {
    const id = manualEmailIdFor('c1.e1.k1', 'composer-key-1');
    expect(manualEmailIdFor('c1.e1.k1', 'composer-key-1')).toBe(id);
    expect(manualEmailIdFor('c1.e1.k1', 'composer-key-2')).not.toBe(id);
    expect(manualEmailIdFor('c1.e1.k2', 'composer-key-1')).not.toBe(id);
    expect(id).toMatch(/^m_[A-Za-z0-9_-]{43}$/);
  });
});

describe("a hand-written email's HTML", () => {
  it('escapes what the member wrote and keeps their paragraphs and lines', () => {
    expect(htmlOfText('Hi Dana,\r\n\r\n<b>Tuesday</b> & 10:00?\nBest,\n\n\n')).toBe(
      '<html><body><p>Hi Dana,</p><p>&lt;b&gt;Tuesday&lt;/b&gt; &amp; 10:00?<br>Best,</p></body></html>',
    );
  });
});
