import '@cloudscape-design/global-styles/index.css';
import 'virtual:reachwise-accent.css';
import './app/app.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { applyColourMode, readColourMode } from './app/colour-mode';
import { ConfigErrorPage } from './app/config-error-page';
import { loadRuntimeConfig } from './app/runtime-config';
import { browserStorage } from './app/storage';
import { configureAuth } from './auth/configure-auth';
import { watchSessionRenewal } from './auth/session';

async function start(container: HTMLElement): Promise<void> {
  const storage = browserStorage();
  // before the first paint, so a dark page never flashes light
  applyColourMode(readColourMode(storage));
  const root = createRoot(container);
  const result = await loadRuntimeConfig();
  if (!result.ok) {
    root.render(<ConfigErrorPage problem={result.problem} />);
    return;
  }
  configureAuth(result.config);
  watchSessionRenewal();
  root.render(
    <StrictMode>
      <App config={result.config} storage={storage} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
void start(container);
