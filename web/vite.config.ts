import react from '@vitejs/plugin-react';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

import { accentTheme } from './accent-theme';
import { lazyChartFilter, START_LIBRARIES_GROUP } from './bundle-splitting';

const WEB_ROOT = path.dirname(fileURLToPath(import.meta.url));
/** Written next to index.html by `npm start` (local) or the deploy (cloud); never part of a build. */
const RUNTIME_CONFIG_FILE = 'config.json';
const DEFAULT_WEB_PORT = 5173;
const DEFAULT_API_URL = 'http://127.0.0.1:3001';

function webPort(): number {
  const value = process.env.REACHWISE_WEB_PORT;
  if (value === undefined || value === '') return DEFAULT_WEB_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`REACHWISE_WEB_PORT must be a port number, got "${value}".`);
  return port;
}

/**
 * Copies the public folder into the build without the runtime config: the dev server serves the
 * local stack's `config.json`, while each deploy writes its own, so a build must never carry one.
 */
function publicFilesWithoutRuntimeConfig(): Plugin {
  let publicDir = '';
  let outDir = '';
  return {
    name: 'reachwise:public-files-without-runtime-config',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      if (publicDir === '' || !existsSync(publicDir)) return;
      cpSync(publicDir, outDir, {
        recursive: true,
        filter: (source) => path.relative(publicDir, source) !== RUNTIME_CONFIG_FILE,
      });
    },
  };
}

export default defineConfig({
  root: WEB_ROOT,
  publicDir: path.join(WEB_ROOT, 'public'),
  plugins: [react(), accentTheme(), lazyChartFilter(), publicFilesWithoutRuntimeConfig()],
  build: {
    outDir: path.join(WEB_ROOT, 'dist'),
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: { groups: [START_LIBRARIES_GROUP] } } },
  },
  // the upload worker's dependency: pre-bundled at start, or the dev server would find it only when
  // the worker first loads and then reload the page in the middle of an upload
  optimizeDeps: { include: ['papaparse'] },
  server: {
    host: '127.0.0.1',
    port: webPort(),
    strictPort: true,
    proxy: {
      '/api': { target: process.env.REACHWISE_API_URL ?? DEFAULT_API_URL },
    },
  },
});
