import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';

import { build } from 'esbuild';

import { DATA_BESIDE_BUNDLE, ESBUILD_AS_LAMBDA, PROJECT_ROOT, stageDataFile } from '../../infra/function';
import { ENV, queueUrlEnv } from '../../shared/platform/environment';
import { QUEUE_NAMES } from '../../shared/platform/queues';

/**
 * What a function's environment holds in the cloud (placeholders: nothing is called while it loads),
 * for any function's needs: it composes itself while it loads and fails at once on a missing variable.
 */
const CLOUD_ENVIRONMENT: Readonly<Record<string, string>> = {
  [ENV.tableName]: 'reachwise-bench',
  [ENV.senderKeyId]: 'alias/reachwise-bench',
  [ENV.webOrigins]: 'https://app.example.com',
  [ENV.linkKeySecretArn]: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:reachwise-bench-link',
  [ENV.publicApiUrl]: 'https://api.example.com',
  [ENV.publicWebUrl]: 'https://app.example.com',
  ...Object.fromEntries(
    QUEUE_NAMES.map((queue) => [queueUrlEnv(queue), `https://sqs.eu-west-1.amazonaws.com/123456789012/${queue}`]),
  ),
  AWS_REGION: 'eu-west-1',
  POWERTOOLS_LOG_LEVEL: 'ERROR',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

export interface ColdImportReport {
  readonly entry: string;
  readonly runs: number;
  readonly p50Ms: number;
  readonly p90Ms: number;
  /** the import's CPU time (user and system), p50: steadier than the wall time on a machine others share */
  readonly cpuP50Ms: number;
}

/**
 * Bundles one function as infra does (minified ESM, the AWS SDK left out, the same stand-ins and
 * data files beside the bundle) and times its cold import in fresh Node processes: what a Lambda's
 * init pays before the first request, the function composing itself included. The bundle is written
 * inside the project so the AWS SDK resolves from node_modules, as the runtime provides it.
 */
export async function measureColdImport(entry = 'functions/http/company/get.ts', runs = 15): Promise<ColdImportReport> {
  const cache = path.join(PROJECT_ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'reachwise-cold-import-'));
  const outfile = path.join(dir, 'index.mjs');
  try {
    await build({
      entryPoints: [path.join(PROJECT_ROOT, entry)],
      outfile,
      ...ESBUILD_AS_LAMBDA,
    });
    for (const file of DATA_BESIDE_BUNDLE[entry] ?? []) copyFileSync(stageDataFile(file), path.join(dir, file.name));
    const script = [
      'const t = performance.now(); const c = process.cpuUsage();',
      `await import(${JSON.stringify(outfile)});`,
      'const u = process.cpuUsage(c); process.stdout.write(JSON.stringify([performance.now() - t, (u.user + u.system) / 1000]));',
    ].join(' ');
    const times: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: PROJECT_ROOT,
        encoding: 'utf8',
        // what the function's environment holds in the cloud: it composes itself while it loads
        env: { ...process.env, ...CLOUD_ENVIRONMENT },
      });
      if (child.status !== 0) throw new Error(`Importing ${entry} failed: ${child.stderr}`);
      const [wallMs, cpuMs] = JSON.parse(child.stdout) as [number, number];
      times.push(wallMs);
      cpu.push(cpuMs);
    }
    const at = (values: number[], quantile: number) =>
      [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(quantile * values.length))] ?? 0;
    return { entry, runs, p50Ms: at(times, 0.5), p90Ms: at(times, 0.9), cpuP50Ms: at(cpu, 0.5) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
