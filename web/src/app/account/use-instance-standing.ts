import { useAccountState } from '../app-services';
import { closuresOf, flagsOf, trialEndDateOf } from './account-store';
import { todayHere, trialOf } from './plan';
import { useInstance } from './use-account-queries';

/** Where the instance stands: its flags, closed notices, paid state and trial. */
export function useInstanceStanding(namespaceId: string | undefined) {
  const state = useAccountState();
  const instance = useInstance(namespaceId);
  const flags = flagsOf(state, namespaceId);
  const isPaid = flags.isPaid || instance.data?.isPaid === true;
  const trialEndDate = trialEndDateOf(state, namespaceId, instance.data?.trialEndDate);
  return {
    instance: instance.data,
    flags,
    closures: closuresOf(state, namespaceId),
    isPaid,
    trial: trialOf(trialEndDate, isPaid, todayHere()),
  };
}
