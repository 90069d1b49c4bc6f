import { instanceTimeZone } from '../../../../shared/domain/time-zone';
import { useInstance } from '../account/use-account-queries';

/** The selected instance's time zone (UTC while it names none or is still loading). */
export function useInstanceTimeZone(namespaceId: string): string {
  return instanceTimeZone(useInstance(namespaceId).data ?? {});
}
