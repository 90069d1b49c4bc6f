import { lazy, Suspense } from 'react';

import { closuresOf, flagsOf } from '../account/account-store';
import { useSenderHealth } from '../account/use-account-queries';
import { useAccountState } from '../app-services';
import { expiredSenders } from './sender-health';

// their code loads only when there is something to say
const TrialNotices = lazy(async () => ({ default: (await import('./trial-notices')).TrialNotices }));
const SenderHealthWarning = lazy(async () => ({ default: (await import('./sender-health-warning')).SenderHealthWarning }));

/** The notices above an instance page: the trial banner or grace dialog, and the expired-credentials warning. */
export function ShellNotices({ namespaceId }: { namespaceId: string }) {
  const state = useAccountState();
  const health = useSenderHealth(namespaceId);
  const flags = flagsOf(state, namespaceId);
  const closures = closuresOf(state, namespaceId);
  const trial = (flags.trialExpiring && !closures.trialExpiring) || (flags.trialGracePeriod && !closures.trialGracePeriod);
  const senders = expiredSenders(health.data?.responseStatuses ?? []).length > 0;
  if (!trial && !senders) return null;
  return (
    <Suspense fallback={null}>
      {trial && <TrialNotices namespaceId={namespaceId} />}
      {senders && <SenderHealthWarning namespaceId={namespaceId} />}
    </Suspense>
  );
}
