import { describe, expect, it } from 'vitest';

import {
  DAY_MS,
  cadenceStepsFor,
  decideCadenceStep,
  type CadenceLook,
  type ThreadEmail,
} from '../../../functions/core/cadences/steps';
import { AUTO_CADENCE_FOLLOW_UP_DAYS, autoCadenceSteps, type CadenceRunStep } from '../../../shared/domain/cadence';
import { CadenceStepSchema } from '../../../shared/schemas/cadence';

const SENT_AT = '2026-03-02T10:00:00.000Z';
const at = (days: number) => new Date(Date.parse(SENT_AT) + days * DAY_MS);
const sent = (status: ThreadEmail['status'] = 'SENT', sentAt = SENT_AT): ThreadEmail => ({
  status,
  sentAt,
  createdAt: '2026-03-01T10:00:00.000Z',
});

const ROOT: CadenceRunStep = { type: 'ACTION', actionType: 'SEND_EMAIL_ROOT', delayDays: 1 };
const sendAfter = (delayDays: number): CadenceRunStep => ({ type: 'ACTION', actionType: 'SEND_EMAIL', delayDays });
const DID_NOT_REPLY_ROOT: CadenceRunStep = { type: 'CONDITION', conditionType: 'DID_NOT_REPLY_ROOT' };
const LAST_REPLIED: CadenceRunStep = { type: 'CONDITION', conditionType: 'LAST_REPLIED' };
const DO_NOTHING: CadenceRunStep = { type: 'ACTION', actionType: 'DO_NOTHING', delayDays: 1 };

function look(overrides: Partial<CadenceLook> = {}): CadenceLook {
  return {
    steps: autoCadenceSteps(),
    run: { campaignId: 'camp1', position: 1 },
    campaign: { status: 'RUNNING' },
    contact: { status: 'IN_PROGRESS', emailStatus: 'SENT', campaignId: 'camp1' },
    root: sent(),
    latest: sent(),
    now: at(1),
    ...overrides,
  };
}

describe('the auto cadence', () => {
  it('is the first email, then a follow-up 3 and 7 days after it while the first has no reply', () => {
    expect(AUTO_CADENCE_FOLLOW_UP_DAYS).toEqual([3, 7]);
    expect(autoCadenceSteps()).toEqual([ROOT, DID_NOT_REPLY_ROOT, sendAfter(3), DID_NOT_REPLY_ROOT, sendAfter(4)]);
    // a cadence a rep could have saved
    for (const step of autoCadenceSteps()) expect(CadenceStepSchema.safeParse(step).success).toBe(true);
  });

  it("is a campaign's cadence only when it has none of its own and the option is active", () => {
    const own = [ROOT, sendAfter(2)];
    expect(cadenceStepsFor(own, true)).toEqual(own);
    expect(cadenceStepsFor(null, true)).toEqual(autoCadenceSteps());
    expect(cadenceStepsFor(null, false)).toEqual([ROOT]);
    expect(cadenceStepsFor([], false)).toEqual([ROOT]);
  });

  it("waits the campaign's follow-up delay before its first follow-up, and the usual 4 days more before the second", () => {
    expect(autoCadenceSteps(10)).toEqual([ROOT, DID_NOT_REPLY_ROOT, sendAfter(10), DID_NOT_REPLY_ROOT, sendAfter(4)]);
    expect(cadenceStepsFor(null, true, 1)).toEqual([ROOT, DID_NOT_REPLY_ROOT, sendAfter(1), DID_NOT_REPLY_ROOT, sendAfter(4)]);
    // a campaign's own cadence keeps the delays written in it
    expect(cadenceStepsFor([ROOT, sendAfter(2)], true, 10)).toEqual([ROOT, sendAfter(2)]);
  });
});

describe('one look at a run', () => {
  it('waits until the delay after the latest email was sent, then sends the next email', () => {
    expect(decideCadenceStep(look({ now: at(2) }))).toEqual({ action: 'WAIT', until: at(3).toISOString() });
    expect(decideCadenceStep(look({ now: at(3) }))).toEqual({ action: 'SEND', position: 3 });
    // the second follow-up counts from the first one's sending
    const second = look({ run: { campaignId: 'camp1', position: 3 }, latest: sent('SENT', at(3).toISOString()), now: at(6) });
    expect(decideCadenceStep(second)).toEqual({ action: 'WAIT', until: at(7).toISOString() });
    expect(decideCadenceStep({ ...second, now: at(7) })).toEqual({ action: 'SEND', position: 5 });
  });

  it('waits for notBefore when it is later than the delay, and not when it is earlier', () => {
    const away = look({ run: { campaignId: 'camp1', position: 1, notBefore: at(5).toISOString() }, now: at(3) });
    expect(decideCadenceStep(away)).toEqual({ action: 'WAIT', until: at(5).toISOString() });
    expect(decideCadenceStep({ ...away, now: at(5) })).toEqual({ action: 'SEND', position: 3 });
    const back = look({ run: { campaignId: 'camp1', position: 1, notBefore: at(1).toISOString() }, now: at(3) });
    expect(decideCadenceStep(back)).toEqual({ action: 'SEND', position: 3 });
  });

  it('ends NO_REPLY 3 days after the last email was sent, once no step is left', () => {
    const last = look({ run: { campaignId: 'camp1', position: 5 }, latest: sent('SENT', at(7).toISOString()), now: at(9) });
    expect(decideCadenceStep(last)).toEqual({ action: 'WAIT', until: at(10).toISOString() });
    expect(decideCadenceStep({ ...last, now: at(10) })).toEqual({ action: 'END', reason: 'NO_REPLY', contactNoReply: true });
    // the first email only: the same wait after it
    expect(decideCadenceStep(look({ steps: [ROOT], now: at(3) }))).toMatchObject({ action: 'END', reason: 'NO_REPLY' });
  });

  it('waits while the latest email is on its way, and ends when it ended without going', () => {
    for (const status of ['CREATED', 'SAVED', 'REGENERATED', 'SCHEDULED', 'SENDING'] as const) {
      expect(decideCadenceStep(look({ latest: sent(status), now: at(4) }))).toEqual({
        action: 'WAIT',
        until: at(5).toISOString(),
      });
    }
    for (const status of ['CANCELLED', 'FAILED', 'LIFECYCLE_STAGE_TOO_HIGH'] as const) {
      expect(decideCadenceStep(look({ latest: sent(status), now: at(4) }))).toEqual({ action: 'END', reason: 'EMAIL_NOT_SENT' });
    }
    expect(decideCadenceStep(look({ latest: null }))).toEqual({ action: 'END', reason: 'EMAIL_NOT_SENT' });
  });

  it('DID_NOT_REPLY_ROOT holds while the first email has no reply', () => {
    const replied = sent('REPLIED');
    expect(decideCadenceStep(look({ root: replied, latest: replied, now: at(3) }))).toEqual({
      action: 'END',
      reason: 'CONDITION_FALSE',
    });
    // the first email replied to while the latest did not: still false
    const later = look({ run: { campaignId: 'camp1', position: 3 }, root: replied, latest: sent('SENT', at(3).toISOString()) });
    expect(decideCadenceStep({ ...later, now: at(8) })).toEqual({ action: 'END', reason: 'CONDITION_FALSE' });
  });

  it('LAST_REPLIED holds when the latest sent email was replied to', () => {
    const steps = [ROOT, LAST_REPLIED, sendAfter(1)];
    expect(decideCadenceStep(look({ steps, latest: sent('REPLIED'), now: at(1) }))).toEqual({ action: 'SEND', position: 3 });
    expect(decideCadenceStep(look({ steps, latest: sent('READ'), now: at(1) }))).toEqual({
      action: 'END',
      reason: 'CONDITION_FALSE',
    });
  });

  it('DO_NOTHING ends the run; a later first-email step is passed over', () => {
    expect(decideCadenceStep(look({ steps: [ROOT, DO_NOTHING, sendAfter(1)] }))).toEqual({ action: 'END', reason: 'DO_NOTHING' });
    expect(decideCadenceStep(look({ steps: [ROOT, ROOT, sendAfter(1)] }))).toEqual({ action: 'SEND', position: 3 });
  });

  it('ends when the campaign ended or let the contact go, and waits while it is paused', () => {
    for (const status of ['STOPPED', 'COMPLETED'] as const) {
      expect(decideCadenceStep(look({ campaign: { status } }))).toEqual({ action: 'END', reason: 'CAMPAIGN_ENDED' });
    }
    expect(decideCadenceStep(look({ campaign: null }))).toEqual({ action: 'END', reason: 'CAMPAIGN_ENDED' });
    expect(decideCadenceStep(look({ contact: null }))).toEqual({ action: 'END', reason: 'CAMPAIGN_ENDED' });
    const moved = look({ contact: { status: 'IN_PROGRESS', emailStatus: 'SENT', campaignId: 'camp2' } });
    expect(decideCadenceStep(moved)).toEqual({ action: 'END', reason: 'CAMPAIGN_ENDED' });
    expect(decideCadenceStep(look({ campaign: { status: 'PAUSED' }, now: at(3) }))).toEqual({
      action: 'WAIT',
      until: at(4).toISOString(),
    });
  });

  it.each([
    [{ status: 'REPLIED', emailStatus: 'SENT' }, 'REPLIED'],
    [{ status: 'IN_PROGRESS', emailStatus: 'REPLIED' }, 'REPLIED'],
    [{ status: 'DO_NOT_CONTACT', emailStatus: 'SENT' }, 'UNSUBSCRIBED'],
    [{ status: 'IN_PROGRESS', emailStatus: 'DO_NOT_CONTACT' }, 'UNSUBSCRIBED'],
    [{ status: 'IN_PROGRESS', emailStatus: 'BOUNCED' }, 'BOUNCED'],
    [{ status: 'IN_PROGRESS', emailStatus: 'SPAM' }, 'COMPLAINED'],
  ] as const)('ends for a contact %o with %s, even in a paused campaign', (contact, reason) => {
    expect(decideCadenceStep(look({ contact: { ...contact, campaignId: 'camp1' }, now: at(3) }))).toEqual({
      action: 'END',
      reason,
    });
    expect(
      decideCadenceStep(look({ campaign: { status: 'PAUSED' }, contact: { ...contact, campaignId: 'camp1' }, now: at(3) })),
    ).toEqual({ action: 'END', reason });
  });
});
