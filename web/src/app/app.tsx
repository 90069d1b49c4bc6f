import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { PRODUCT_NAME } from '../../../shared/domain/product';
import type { RuntimeConfig } from '../../../shared/config/runtime-config';
import { ApiClientProvider } from '../api/api-client-context';
import { AppServicesProvider, createAppServices } from './app-services';
import { RuntimeConfigProvider } from './runtime-config-context';
import { Shell } from './shell';
import type { KeyValueStorage } from './storage';

/** The app once its runtime config is known: services, server state, routes and the shell. */
export function App({ config, storage }: { config: RuntimeConfig; storage: KeyValueStorage }) {
  const [services] = useState(() => createAppServices(config, storage));
  useEffect(() => {
    document.title = PRODUCT_NAME;
  }, []);
  return (
    <RuntimeConfigProvider config={config}>
      <AppServicesProvider services={services}>
        <ApiClientProvider client={services.apiClient}>
          <QueryClientProvider client={services.queryClient}>
            <BrowserRouter>
              <Shell />
            </BrowserRouter>
          </QueryClientProvider>
        </ApiClientProvider>
      </AppServicesProvider>
    </RuntimeConfigProvider>
  );
}
