import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build, type Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  chunkKeyOf,
  DASHBOARD_DETAILS_SOURCE,
  DASHBOARD_PAGE_SOURCE,
  isDynamicallyImported,
  loadedFiles,
} from '../../bench/web-bundle';

/**
 * The web app as `npm run build:web` builds it for a deploy (the browser tests run the dev server,
 * which splits nothing): it builds, the dashboard loads on demand, and the Cloudscape chart's series
 * filter, which the dashboard's chart never shows, is not among what the dashboard loads.
 */
const WEB_ROOT = fileURLToPath(new URL('../../../web/', import.meta.url));
const CHART_FILTER_SOURCE = 'internal/components/chart-filter/index.js';

let outDir: string;
let manifest: Manifest;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'reachwise-web-build-'));
  await build({
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 120_000);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

function entryKey(): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry === true);
  if (!key) throw new Error('no entry in the manifest');
  return key;
}

describe('the production build of the web app', () => {
  it('loads the dashboard page and its details on demand', () => {
    const page = chunkKeyOf(manifest, DASHBOARD_PAGE_SOURCE);
    const details = chunkKeyOf(manifest, DASHBOARD_DETAILS_SOURCE);

    expect(page && isDynamicallyImported(manifest, page)).toBe(true);
    expect(details && isDynamicallyImported(manifest, details)).toBe(true);
  });

  it('leaves the chart’s series filter out of what the dashboard loads, as a chunk of its own loaded on demand', () => {
    const filter = chunkKeyOf(manifest, CHART_FILTER_SOURCE);
    const page = chunkKeyOf(manifest, DASHBOARD_PAGE_SOURCE) ?? '';
    const details = chunkKeyOf(manifest, DASHBOARD_DETAILS_SOURCE) ?? '';
    const loaded = loadedFiles(manifest, [entryKey(), page, details]);

    expect(filter).toBeDefined();
    expect(isDynamicallyImported(manifest, filter ?? '')).toBe(true);
    expect(loaded.js).not.toContain(manifest[filter ?? '']?.file);
  });
});
