import { lazy, Suspense } from 'react';

import { closuresOf, flagsOf } from '../account/account-store';
import { useSenderHealth } from '../account/use-account-queries';
import { useAccountState } from '../app-services';
import { expiredSenders, stoppedSenders } from './sender-health';

// their code loads only when there is something to say
const TrialNotices = lazy(async () => ({ default: (await import('./trial-notices')).TrialNotices }));
const SenderHealthWarning = lazy(async () => ({ default: (await import('./sender-health-warning')).SenderHealthWarning }));
const SenderStatusWarning = lazy(async () => ({ default: (await import('./sender-health-warning')).SenderStatusWarning }));

/**
 * The notices above an instance page: the trial banner or grace dialog, the expired-credentials
 * warning, and the warning about suspended and paused senders.
 */
export function ShellNotices({ namespaceId }: { namespaceId: string }) {
  const state = useAccountState();
  const health = useSenderHealth(namespaceId);
  const flags = flagsOf(state, namespaceId);
  const closures = closuresOf(state, namespaceId);
  const trial = (flags.trialExpiring && !closures.trialExpiring) || (flags.trialGracePeriod && !closures.trialGracePeriod);
  const senders = expiredSenders(health.data?.responseStatuses ?? []).length > 0;
  const stopped = stoppedSenders(health.data?.responseStatuses ?? []).length > 0;
  if (!trial && !senders && !stopped) return null;
  return (
    <Suspense fallback={null}>
      {trial && <TrialNotices namespaceId={namespaceId} />}
      {senders && <SenderHealthWarning namespaceId={namespaceId} />}
      {stopped && <SenderStatusWarning namespaceId={namespaceId} />}
    </Suspense>
  );
}
