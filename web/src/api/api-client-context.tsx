import { createContext, useContext, type ReactNode } from 'react';

import type { ApiClient } from './client';

const ApiClientContext = createContext<ApiClient | undefined>(undefined);

/** Makes the app's API client available to the `use<Resource>()` hooks. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The app's API client; throws outside `ApiClientProvider`. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside ApiClientProvider.');
  return client;
}
