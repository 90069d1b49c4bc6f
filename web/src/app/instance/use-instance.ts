import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useAuthenticate } from '../account/use-account-queries';
import { useAccountState, useAppServices } from '../app-services';
import { namespaceQueryKey, senderHealthQueryKey } from '../query-keys';
import { instanceInSearch, pathAfterSwitch, searchWithInstance, storedInstance, syncInstance } from './instance-sync';

interface InstanceSelection {
  /** the selected instance once the address, the storage and the app agree; undefined until then */
  readonly selected: string | undefined;
  /** why no instance could be chosen */
  readonly error: unknown;
}

/**
 * Keeps the `instance` parameter, the remembered `selectedNamespace` and the app's selection in
 * step before any call of an instance page (docs/product.md, Screens and shell): the address wins; an address without one
 * gets the remembered one; with neither, the user's default instance is used and remembered.
 */
export function useInstanceSync(enabled: boolean): InstanceSelection {
  const { account, storage } = useAppServices();
  const state = useAccountState();
  const location = useLocation();
  const navigate = useNavigate();
  const plan = syncInstance({ urlInstance: instanceInSearch(location.search), storedInstance: storedInstance(storage) });
  const needsDefault = enabled && plan.selected === undefined;
  const authenticate = useAuthenticate(needsDefault);
  const fallback = needsDefault ? authenticate.data?.defaultNamespaceId : undefined;
  const target = plan.selected ?? (fallback === '' ? undefined : fallback);
  const fillUrl = plan.fillUrl ?? (plan.selected === undefined ? target : undefined);

  useEffect(() => {
    if (!enabled || target === undefined) return;
    if (plan.store !== undefined || state.selectedNamespaceId !== target || storedInstance(storage) !== target) {
      account.select(target);
    }
    if (fillUrl !== undefined) {
      void navigate(
        { pathname: location.pathname, search: searchWithInstance(location.search, fillUrl), hash: location.hash },
        {
          replace: true,
          state: location.state as unknown,
        },
      );
    }
  }, [enabled, target, fillUrl, plan.store, state.selectedNamespaceId, account, storage, navigate, location]);

  const inStep = enabled && target !== undefined && fillUrl === undefined && state.selectedNamespaceId === target;
  return { selected: inStep ? target : undefined, error: needsDefault ? authenticate.error : null };
}

/**
 * Switches to another instance (docs/product.md, Screens and shell): the address names it, and the sync above remembers and
 * selects it; the path stays, except /, /login and /register, which go to the dashboard (or
 * `pathname`, when given). Its instance and health checks are fetched afresh.
 */
export function useSwitchInstance(): (namespaceId: string, pathname?: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (namespaceId: string, pathname?: string) => {
      void queryClient.invalidateQueries({ queryKey: namespaceQueryKey(namespaceId) });
      void queryClient.invalidateQueries({ queryKey: senderHealthQueryKey(namespaceId) });
      void navigate({
        pathname: pathname ?? pathAfterSwitch(location.pathname),
        search: searchWithInstance(location.search, namespaceId),
      });
    },
    [queryClient, navigate, location],
  );
}

/** The selected instance of the page being shown (pages render only once it is known). */
export function useSelectedNamespaceId(): string {
  const { selectedNamespaceId } = useAccountState();
  if (selectedNamespaceId === undefined)
    throw new Error('useSelectedNamespaceId is for instance pages, which render once an instance is selected.');
  return selectedNamespaceId;
}
