import { useAccountState } from '../app-services';
import type { AccountView } from '../shell-flow';
import { closuresOf, flagsOf } from './account-store';
import { deriveAccountView } from './account-view';
import { useAuthenticate, useInstance, useRoleAnswer } from './use-account-queries';

const IDLE: AccountView = { status: 'idle' };

/**
 * The account view of the selected instance for the shell flow: the user, the instance and the
 * role (the first gated call) are asked for together once the instance is known.
 */
export function useAccountView(enabled: boolean, selectedNamespaceId: string | undefined, selectionError: unknown): AccountView {
  const state = useAccountState();
  const selected = enabled ? selectedNamespaceId : undefined;
  const authenticate = useAuthenticate(enabled);
  const namespace = useInstance(selected);
  const role = useRoleAnswer(selected);
  if (!enabled) return IDLE;
  if (selectionError !== null && selectionError !== undefined) return { status: 'error', error: selectionError };
  return deriveAccountView({
    selectedNamespaceId: selected,
    user: { status: authenticate.status, data: authenticate.data?.user, error: authenticate.error },
    namespace,
    gateProbe: role,
    flags: flagsOf(state, selected),
    closures: closuresOf(state, selected),
  });
}
