import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { build } from 'esbuild';

import { ESBUILD_AS_LAMBDA, PROJECT_ROOT } from '../../infra/function';

/**
 * Bundles a module as infra bundles a function (the same stand-ins, minified ESM, the AWS SDK left
 * out) and imports it: what runs in Lambda, where the stand-ins replace packages tests otherwise load
 * for real. The bundle is written inside the project so the AWS SDK resolves from node_modules;
 * `dir` is where it is, for the data files a function reads beside its bundle.
 */
export async function importBundled<T>(source: string): Promise<{ module: T; dir: string; remove: () => void }> {
  const cache = path.join(PROJECT_ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'reachwise-bundled-'));
  const outfile = path.join(dir, 'index.mjs');
  await build({
    stdin: { contents: source, resolveDir: PROJECT_ROOT, loader: 'ts', sourcefile: 'entry.ts' },
    outfile,
    ...ESBUILD_AS_LAMBDA,
  });
  const module = (await import(pathToFileURL(outfile).href)) as T;
  return { module, dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
