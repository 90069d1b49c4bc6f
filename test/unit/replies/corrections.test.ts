import { describe, expect, it } from 'vitest';

import { effectOf, restoredState } from '../../../functions/core/replies/corrections';

describe('what a correction puts back', () => {
  it('returns a contact a reply marked REPLIED to where it stood', () => {
    expect(restoredState(effectOf('REPLY'), { status: 'IN_PROGRESS', emailStatus: 'SENT' })).toEqual({
      status: 'IN_PROGRESS',
      emailStatus: 'SENT',
    });
  });

  it('returns a contact a bounce or complaint suppressed to where it stood', () => {
    const before = { status: 'NO_REPLY' as const, emailStatus: 'READ' as const };
    expect(restoredState(effectOf('HARD_BOUNCE'), before)).toEqual(before);
    expect(restoredState(effectOf('COMPLAINT'), before)).toEqual(before);
    expect(restoredState(effectOf('STOP'), before)).toEqual(before);
  });

  it('leaves a contact the message found that way, or suppressed for another reason, as it is', () => {
    expect(restoredState(effectOf('REPLY'), { status: 'REPLIED', emailStatus: 'REPLIED' })).toBeUndefined();
    expect(restoredState(effectOf('HARD_BOUNCE'), { status: 'DO_NOT_CONTACT', emailStatus: 'DO_NOT_CONTACT' })).toBeUndefined();
    expect(restoredState(effectOf('REPLY'), undefined)).toBeUndefined();
  });

  it('has nothing to put back for a class that changes no contact', () => {
    for (const kind of ['OUT_OF_OFFICE', 'AUTO_REPLY', 'SOFT_BOUNCE', 'BLOCKED', 'LEFT_COMPANY'] as const) {
      expect(restoredState(effectOf(kind), { status: 'IN_PROGRESS', emailStatus: 'SENT' })).toBeUndefined();
    }
  });
});
