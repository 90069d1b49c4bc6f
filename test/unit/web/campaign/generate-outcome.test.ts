import { describe, expect, it } from 'vitest';

import { generateOutcome } from '../../../../web/src/pages/campaign/generate-outcome';

describe('what Generate now reports', () => {
  it('says how many emails were queued', () => {
    expect(generateOutcome({ queued: 7, exhausted: false })).toEqual({
      type: 'success',
      message: '7 emails queued for writing. They appear under Generated as soon as they are written.',
    });
    expect(generateOutcome({ queued: 1, exhausted: false }).message).toMatch(/^1 email queued/);
  });

  it('says when the run reached the last contact of the audience', () => {
    expect(generateOutcome({ queued: 3, exhausted: true }).message).toBe(
      '3 emails queued for writing; every contact of the audience now has an email.',
    );
  });

  it('says every contact already has an email when nothing was left to queue', () => {
    expect(generateOutcome({ queued: 0, exhausted: true })).toEqual({
      type: 'success',
      message: 'Every contact of the audience already has an email: there is nothing left to write.',
    });
  });

  it('warns when nothing was queued though contacts are left', () => {
    expect(generateOutcome({ queued: 0, exhausted: false }).type).toBe('warning');
  });
});
