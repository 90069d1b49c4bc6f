import { CAMPAIGN_STATUS_TRANSITIONS, type CampaignStatus } from '../../../../shared/domain/campaign';
import { CAMPAIGN_STATUS_LABELS } from './campaign-status-labels';
import { CAMPAIGN_DETAIL_STRINGS as S } from './strings';

export { CAMPAIGN_STATUS_INDICATOR } from './campaign-status-labels';

/** The status changes a user asks for, in the order their buttons show. */
export const CAMPAIGN_ACTIONS = ['run', 'pause', 'stop', 'complete'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/** The status each action asks for. */
export const CAMPAIGN_ACTION_TARGETS: Readonly<Record<CampaignAction, CampaignStatus>> = {
  run: 'RUNNING',
  pause: 'PAUSED',
  stop: 'STOPPED',
  complete: 'COMPLETED',
};

/** The actions CAMPAIGN_STATUS_TRANSITIONS allows from `status`, in button order. */
export function allowedActions(status: CampaignStatus): CampaignAction[] {
  const targets = CAMPAIGN_STATUS_TRANSITIONS[status];
  return CAMPAIGN_ACTIONS.filter((action) => targets.includes(CAMPAIGN_ACTION_TARGETS[action]));
}

/** True when the status an action leads to is final (nothing can follow it). */
export function isFinalAction(action: CampaignAction): boolean {
  return CAMPAIGN_STATUS_TRANSITIONS[CAMPAIGN_ACTION_TARGETS[action]].length === 0;
}

/** Settings can be changed only while the campaign is paused (the API answers 409 otherwise). */
export function canEditSettings(status: CampaignStatus): boolean {
  return status === 'PAUSED';
}

/** 'Generate now' works only on a running campaign (the API answers 409 otherwise). */
export function canGenerate(status: CampaignStatus): boolean {
  return status === 'RUNNING';
}

/** Why Edit is disabled for this status, or undefined when it is not. */
export function editDisabledReason(status: CampaignStatus): string | undefined {
  if (canEditSettings(status)) return undefined;
  if (CAMPAIGN_STATUS_TRANSITIONS[status].includes('PAUSED')) return S.editRunning;
  return S.editFinal(CAMPAIGN_STATUS_LABELS[status]);
}

/** Why 'Generate now' is disabled for this status, or undefined when it is not. */
export function generateDisabledReason(status: CampaignStatus): string | undefined {
  return canGenerate(status) ? undefined : S.generateRunningOnly(CAMPAIGN_STATUS_LABELS[status]);
}
