import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';

import type { RuntimeConfig } from '../../../shared/config/runtime-config';
import { ApiClientProvider } from '../api/api-client-context';
import { createApiClient, type ApiClient } from '../api/client';
import { shouldRetry } from '../api/retry';
import { currentIdToken } from '../auth/session';
import { AppRoutes } from './app-routes';
import { RuntimeConfigProvider } from './runtime-config-context';
import { SessionExpiry } from './session-expiry';

interface AppServices {
  readonly apiClient: ApiClient;
  readonly queryClient: QueryClient;
}

function createAppServices(config: RuntimeConfig): AppServices {
  return {
    apiClient: createApiClient({ getIdToken: currentIdToken, apiPath: config.apiPath }),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } } }),
  };
}

/** The app once its runtime config is known: API client, server state and routes. */
export function App({ config }: { config: RuntimeConfig }) {
  const [services] = useState(() => createAppServices(config));
  return (
    <RuntimeConfigProvider config={config}>
      <ApiClientProvider client={services.apiClient}>
        <QueryClientProvider client={services.queryClient}>
          <BrowserRouter>
            <SessionExpiry />
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </ApiClientProvider>
    </RuntimeConfigProvider>
  );
}
