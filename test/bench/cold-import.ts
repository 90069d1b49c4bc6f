import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { build } from 'esbuild';

import { BUNDLING, PROJECT_ROOT } from '../../infra/function';

export interface ColdImportReport {
  readonly entry: string;
  readonly runs: number;
  readonly p50Ms: number;
  readonly p90Ms: number;
}

/**
 * Bundles one function as infra does (minified ESM, the AWS SDK left out) and times its cold
 * import in fresh Node processes: what a Lambda's init pays before the first request. The bundle
 * is written inside the project so the AWS SDK resolves from node_modules, as the runtime provides it.
 */
export async function measureColdImport(entry = 'functions/http/company/get.ts', runs = 15): Promise<ColdImportReport> {
  const dir = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'reachwise-cold-import');
  mkdirSync(dir, { recursive: true });
  const outfile = path.join(dir, 'index.mjs');
  try {
    await build({
      entryPoints: [path.join(PROJECT_ROOT, entry)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: BUNDLING.target,
      minify: BUNDLING.minify,
      external: [...BUNDLING.externalModules],
      banner: { js: BUNDLING.banner },
      logLevel: 'silent',
    });
    const script = `const t = performance.now(); await import(${JSON.stringify(outfile)}); process.stdout.write(String(performance.now() - t));`;
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: PROJECT_ROOT,
        encoding: 'utf8',
        // what the function's environment holds in the cloud: it composes itself while it loads
        env: {
          ...process.env,
          TABLE_NAME: 'reachwise-bench',
          AWS_REGION: 'eu-west-1',
          POWERTOOLS_LOG_LEVEL: 'ERROR',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        },
      });
      if (child.status !== 0) throw new Error(`Importing ${entry} failed: ${child.stderr}`);
      times.push(Number(child.stdout));
    }
    times.sort((a, b) => a - b);
    const at = (quantile: number) => times[Math.min(times.length - 1, Math.floor(quantile * times.length))] ?? 0;
    return { entry, runs, p50Ms: at(0.5), p90Ms: at(0.9) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
