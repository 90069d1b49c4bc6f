import { describe, expect, it } from 'vitest';

import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../../../shared/domain/campaign';
import {
  allowedActions,
  canEditSettings,
  canGenerate,
  editDisabledReason,
  generateDisabledReason,
  isFinalAction,
} from '../../../../web/src/pages/campaign/campaign-status';
import { CAMPAIGN_ACTION_STRINGS } from '../../../../web/src/pages/campaign/strings';

describe('the status changes a campaign offers', () => {
  it.each<[CampaignStatus, string[]]>([
    ['RUNNING', ['pause', 'stop', 'complete']],
    ['PAUSED', ['run', 'stop']],
    ['STOPPED', []],
    ['COMPLETED', []],
  ])('offers %s campaigns the actions %j', (status, actions) => {
    expect(allowedActions(status)).toEqual(actions);
  });

  it('labels the buttons Run, Pause, Stop and Complete', () => {
    const labels = CAMPAIGN_STATUSES.flatMap((status) => allowedActions(status)).map(
      (action) => CAMPAIGN_ACTION_STRINGS[action].button,
    );

    expect(new Set(labels)).toEqual(new Set(['Run', 'Pause', 'Stop', 'Complete']));
  });

  it('warns that Stop and Complete are final, and Run and Pause are not', () => {
    expect(isFinalAction('stop')).toBe(true);
    expect(isFinalAction('complete')).toBe(true);
    expect(isFinalAction('run')).toBe(false);
    expect(isFinalAction('pause')).toBe(false);
  });

  it('lets settings change only while paused, and says why otherwise', () => {
    expect(CAMPAIGN_STATUSES.filter(canEditSettings)).toEqual(['PAUSED']);
    expect(editDisabledReason('PAUSED')).toBeUndefined();
    expect(editDisabledReason('RUNNING')).toBe('Pause the campaign to change its settings.');
    expect(editDisabledReason('STOPPED')).toBe('A stopped campaign cannot be changed.');
    expect(editDisabledReason('COMPLETED')).toBe('A completed campaign cannot be changed.');
  });

  it('lets Generate now run only while running, and says why otherwise', () => {
    expect(CAMPAIGN_STATUSES.filter(canGenerate)).toEqual(['RUNNING']);
    expect(generateDisabledReason('RUNNING')).toBeUndefined();
    expect(generateDisabledReason('PAUSED')).toContain('this one is paused');
  });
});
