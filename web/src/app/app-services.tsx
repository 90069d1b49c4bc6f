import { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

import { namespaceRoutes } from '../../../shared/api/routes/namespace';
import type { RuntimeConfig } from '../../../shared/config/runtime-config';
import { createApiClient, type ApiClient, type FetchLike, type TokenProvider } from '../api/client';
import { CLIENT_MESSAGES } from '../api/messages';
import { shouldRetry } from '../api/retry';
import { currentIdToken, type SessionState } from '../auth/session';
import { signOutUser } from '../auth/sign-out';
import { createAccountStore, type AccountStore, type AccountStoreState } from './account/account-store';
import type { InstanceAnswer } from './account/instance-flags';
import { createAlertsStore, type AppAlert, type AlertsStore } from './alerts/alerts-store';
import { storedInstance } from './instance/instance-sync';
import { SESSION_QUERY_KEY } from './query-keys';
import { isPublicPath } from './route-table';
import type { KeyValueStorage } from './storage';

/** Ends the session in the app: signs out (or at least forgets the session) and drops every cached answer. */
interface SessionControl {
  /** Signs out; when that fails the session is forgotten all the same, and sign-in follows. */
  end(): Promise<void>;
}

/** The app's long-lived parts, created once per page load. */
interface AppServices {
  readonly config: RuntimeConfig;
  readonly storage: KeyValueStorage;
  readonly apiClient: ApiClient;
  readonly queryClient: QueryClient;
  readonly alerts: AlertsStore;
  readonly account: AccountStore;
  readonly session: SessionControl;
}

/** What the services reach outside the app; the browser's own unless given (tests give fakes). */
interface AppServicesDeps {
  /** the path of the page shown, to know whether it is public */
  readonly currentPath?: () => string;
  readonly fetch?: FetchLike;
  readonly getIdToken?: TokenProvider;
  readonly signOut?: () => Promise<void>;
}

/** Creates the app's services: alerts, account state, server state, the session and the API client wired to them. */
export function createAppServices(config: RuntimeConfig, storage: KeyValueStorage, deps: AppServicesDeps = {}): AppServices {
  const currentPath = deps.currentPath ?? (() => window.location.pathname);
  const signOut = deps.signOut ?? signOutUser;
  const alerts = createAlertsStore();
  const account = createAccountStore(storage, storedInstance(storage));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } } });

  let ending: Promise<void> | undefined;
  const session: SessionControl = {
    end() {
      ending ??= (async () => {
        try {
          await signOut();
        } catch {
          // docs/product.md, Errors and messages: when the sign-out fails the user still goes to sign in
        }
        queryClient.clear();
        account.reset();
        queryClient.setQueryData<SessionState>(SESSION_QUERY_KEY, { status: 'none' });
      })().finally(() => {
        ending = undefined;
      });
      return ending;
    },
  };

  const reloadTrialEndDate = (namespaceId: string) => {
    apiClient
      .call(namespaceRoutes.trialEndDate, { namespaceId })
      .then(({ data }) => account.setTrialEndDate(namespaceId, data.trialEndDate))
      .catch(() => undefined);
  };

  const apiClient: ApiClient = createApiClient({
    getIdToken: deps.getIdToken ?? currentIdToken,
    fetch: deps.fetch,
    apiPath: config.apiPath,
    getNamespaceId: () => account.getState().selectedNamespaceId,
    isPublicPage: () => isPublicPath(currentPath()),
    events: {
      unauthorized: () => {
        alerts.add({ type: 'danger', message: CLIENT_MESSAGES.tokenExpired, showAfterRedirect: true });
        void session.end();
      },
      forbidden: () => {
        alerts.add({ type: 'danger', message: CLIENT_MESSAGES.forbidden });
      },
      // 489 and 488 need nothing more: the flags they set send the shell to /agreement or the blocking notice
      instanceAnswer: (answer: InstanceAnswer) => {
        if (account.recordAnswer(answer)) reloadTrialEndDate(answer.namespaceId);
      },
    },
  });

  return { config, storage, apiClient, queryClient, alerts, account, session };
}

const AppServicesContext = createContext<AppServices | undefined>(undefined);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

/** The app's services; throws outside `AppServicesProvider`. */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside AppServicesProvider.');
  return services;
}

/** The alerts store, to show or report something. */
export function useAlerts(): AlertsStore {
  return useAppServices().alerts;
}

/** The alerts shown now. */
export function useAlertList(): readonly AppAlert[] {
  const { alerts } = useAppServices();
  return useSyncExternalStore(alerts.subscribe, alerts.getAlerts);
}

/** The client-side account state (selection, trial flags, closed notices), kept current. */
export function useAccountState(): AccountStoreState {
  const { account } = useAppServices();
  return useSyncExternalStore(account.subscribe, account.getState);
}
