import '@cloudscape-design/global-styles/index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { ConfigErrorPage } from './app/config-error-page';
import { loadRuntimeConfig } from './app/runtime-config';
import { configureAuth } from './auth/configure-auth';

async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  const result = await loadRuntimeConfig();
  if (!result.ok) {
    root.render(<ConfigErrorPage problem={result.problem} />);
    return;
  }
  configureAuth(result.config);
  root.render(
    <StrictMode>
      <App config={result.config} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
void start(container);
