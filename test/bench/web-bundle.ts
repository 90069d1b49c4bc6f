import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { build, type Manifest } from 'vite';

const WEB_ROOT = fileURLToPath(new URL('../../web/', import.meta.url));
const VITE_CONFIG = path.join(WEB_ROOT, 'vite.config.ts');

/** The page whose load is measured, as its manifest `src` ends. */
export const DASHBOARD_PAGE_SOURCE = 'pages/dashboard/dashboard-page.tsx';
/** What the dashboard loads once the instance has sent something: the chart of the weeks and the campaign table. */
export const DASHBOARD_DETAILS_SOURCE = 'pages/dashboard/dashboard-details.tsx';
/**
 * Lazy modules every signed-in page loads before its own chunk (the frame around the page); counted
 * when the build has them. None today: the shell and the navigation bar are part of the entry.
 */
export const SIGNED_IN_FRAME_SOURCES: readonly string[] = [];
/** docs/architecture.md, Budgets: JavaScript loaded for the dashboard. */
export const DASHBOARD_JS_BUDGET_BYTES = 300 * 1024;

export interface LoadedFiles {
  readonly js: readonly string[];
  readonly css: readonly string[];
}

export interface WebBundleReport {
  /** gzip bytes of the JavaScript loaded for /dashboard */
  readonly jsBytes: number;
  /** gzip bytes of the CSS loaded for /dashboard */
  readonly cssBytes: number;
  /** gzip bytes of the JavaScript loaded for /dashboard once something was sent (with its details chunk) */
  readonly jsBytesWithData: number;
  readonly files: LoadedFiles;
  /** the lazy modules counted besides the entry, by source */
  readonly lazySources: readonly string[];
  /** false when no route imports the page yet, so it was built as an extra entry to be measured */
  readonly routed: boolean;
}

/** The manifest key of the chunk built from a source ending in `suffix`, if any. */
export function chunkKeyOf(manifest: Manifest, suffix: string): string | undefined {
  return Object.keys(manifest).find(
    (key) => manifest[key]?.src?.endsWith(suffix) === true && manifest[key]?.file.endsWith('.js'),
  );
}

/** True when some chunk imports `key` lazily (a route's `import()`). */
export function isDynamicallyImported(manifest: Manifest, key: string): boolean {
  return Object.values(manifest).some((chunk) => chunk.dynamicImports?.includes(key) === true);
}

/**
 * The files loaded with the given chunks: each chunk, its static imports recursively, and their CSS.
 * Dynamic imports are not followed: they load only when their route is visited.
 */
export function loadedFiles(manifest: Manifest, startKeys: readonly string[]): LoadedFiles {
  const seen = new Set<string>();
  const js = new Set<string>();
  const css = new Set<string>();
  const pending = [...startKeys];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}.`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    pending.push(...(chunk.imports ?? []));
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

/** Sum of the gzip sizes of the files, each compressed on its own as a server would send it. */
export function gzipBytes(outDir: string, files: readonly string[]): number {
  return files.reduce((total, file) => total + gzipSync(readFileSync(path.join(outDir, file))).length, 0);
}

async function buildWeb(outDir: string, extraInputs: Record<string, string> = {}): Promise<Manifest> {
  const extra = Object.keys(extraInputs).length > 0;
  await build({
    configFile: VITE_CONFIG,
    logLevel: 'silent',
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      // an app build drops the exports of its entries; an extra entry keeps them, or its code would be shaken out
      ...(extra
        ? {
            rolldownOptions: {
              input: { index: path.join(WEB_ROOT, 'index.html'), ...extraInputs },
              preserveEntrySignatures: 'exports-only' as const,
            },
          }
        : {}),
    },
  });
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function entryKeyOf(manifest: Manifest): string {
  const key = Object.keys(manifest).find(
    (candidate) => manifest[candidate]?.isEntry === true && candidate.endsWith('index.html'),
  );
  if (!key) throw new Error('The build manifest has no index.html entry.');
  return key;
}

/**
 * Builds the web app as `npm run build:web` does (into a temporary folder) and measures what a
 * visit to /dashboard loads: the entry chunk and its static imports, the signed-in frame, and the
 * dashboard page's chunk with its static imports. Until a route imports the page, it is built as an
 * extra entry so its weight is still known (`routed: false`).
 */
export async function measureWebBundle(): Promise<WebBundleReport> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'reachwise-web-bench-'));
  try {
    let manifest = await buildWeb(outDir);
    let pageKey = chunkKeyOf(manifest, DASHBOARD_PAGE_SOURCE);
    const routed = pageKey !== undefined && isDynamicallyImported(manifest, pageKey);
    if (!routed) {
      manifest = await buildWeb(outDir, { dashboard: path.join(WEB_ROOT, 'src', DASHBOARD_PAGE_SOURCE) });
      pageKey = chunkKeyOf(manifest, DASHBOARD_PAGE_SOURCE);
    }
    if (pageKey === undefined) throw new Error(`The build has no chunk for ${DASHBOARD_PAGE_SOURCE}.`);
    const frameKeys = SIGNED_IN_FRAME_SOURCES.flatMap((source) => chunkKeyOf(manifest, source) ?? []);
    const files = loadedFiles(manifest, [entryKeyOf(manifest), ...frameKeys, pageKey]);
    const detailsKey = chunkKeyOf(manifest, DASHBOARD_DETAILS_SOURCE);
    const withData = detailsKey ? loadedFiles(manifest, [entryKeyOf(manifest), ...frameKeys, pageKey, detailsKey]) : files;
    return {
      jsBytes: gzipBytes(outDir, files.js),
      jsBytesWithData: gzipBytes(outDir, withData.js),
      cssBytes: gzipBytes(outDir, files.css),
      files,
      lazySources: [...frameKeys, pageKey].map((key) => manifest[key]?.src ?? key),
      routed,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
