import { HTTP_STATUS } from '../../../../shared/domain/trial';

/** The trial and terms flags of one instance, as the server's answers last stated them (docs/product.md, Instances, trial and plans). */
export interface InstanceFlags {
  readonly termsNotSigned: boolean;
  readonly trialExpired: boolean;
  readonly trialExpiring: boolean;
  readonly trialGracePeriod: boolean;
  readonly isPaid: boolean;
}

export const NO_FLAGS: InstanceFlags = {
  termsNotSigned: false,
  trialExpired: false,
  trialExpiring: false,
  trialGracePeriod: false,
  isPaid: false,
};

/** One answer of the server about an instance: what the API client saw. */
export interface InstanceAnswer {
  readonly namespaceId: string;
  readonly status: number;
  /** the `is-expiring`, `is-grace-period-x` and `is-paid` headers */
  readonly trial: { readonly expiring: boolean; readonly gracePeriod: boolean; readonly paid: boolean };
  /** whether the route passes the terms (489) and trial (488) gates; exempt routes say nothing of them */
  readonly gates: { readonly terms: boolean; readonly trial: boolean };
}

interface FlagsUpdate {
  readonly flags: InstanceFlags;
  /** a flag changed: the trial end date is loaded again (docs/product.md, Instances, trial and plans) */
  readonly changed: boolean;
}

/** Statuses answered before the server looked at the instance: they state nothing about its trial. */
function saysNothing(status: number): boolean {
  return status === 0 || status === HTTP_STATUS.unauthorized || status === HTTP_STATUS.forbidden;
}

/**
 * The flags after one answer about their instance (docs/product.md, Instances, trial and plans): the trial headers set the expiring,
 * grace-period and paid flags; 489 sets termsNotSigned, 488 sets trialExpired, and any other answer
 * of a gated route clears them. Routes exempt from a gate leave its flag alone, and the terms gate
 * comes first, so a 489 says nothing of the trial.
 */
export function applyInstanceAnswer(previous: InstanceFlags, answer: InstanceAnswer): FlagsUpdate {
  if (saysNothing(answer.status)) return { flags: previous, changed: false };
  const termsRefused = answer.status === HTTP_STATUS.termsNotSigned;
  const next: InstanceFlags = {
    trialExpiring: answer.trial.expiring,
    trialGracePeriod: answer.trial.gracePeriod,
    isPaid: answer.trial.paid,
    termsNotSigned: answer.gates.terms ? termsRefused : previous.termsNotSigned,
    trialExpired: answer.gates.trial && !termsRefused ? answer.status === HTTP_STATUS.trialExpired : previous.trialExpired,
  };
  const changed = (Object.keys(next) as (keyof InstanceFlags)[]).some((key) => next[key] !== previous[key]);
  return { flags: changed ? next : previous, changed };
}
