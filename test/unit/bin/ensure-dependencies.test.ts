import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { installCommands, installDecision, npmMajorFromUserAgent } from '../../../bin/ensure-dependencies.mjs';

const SCRIPT = fileURLToPath(new URL('../../../bin/ensure-dependencies.mjs', import.meta.url));

describe('installDecision', () => {
  const lockfileMtimeMs = Date.parse('2026-11-20T10:00:00Z');

  it('installs when node_modules was never installed (no node_modules/.package-lock.json)', () => {
    expect(installDecision({ lockfileMtimeMs, installedMtimeMs: undefined }).install).toBe(true);
  });

  it('installs when package-lock.json changed after the last install', () => {
    expect(installDecision({ lockfileMtimeMs, installedMtimeMs: lockfileMtimeMs - 1 }).install).toBe(true);
  });

  it('does nothing right after an install, which writes node_modules/.package-lock.json last', () => {
    expect(installDecision({ lockfileMtimeMs, installedMtimeMs: lockfileMtimeMs + 12 }).install).toBe(false);
  });

  it('does nothing when both were written in the same instant', () => {
    expect(installDecision({ lockfileMtimeMs, installedMtimeMs: lockfileMtimeMs }).install).toBe(false);
  });

  it('does nothing without a package-lock.json, whatever node_modules holds', () => {
    expect(installDecision({ lockfileMtimeMs: undefined, installedMtimeMs: undefined }).install).toBe(false);
    expect(installDecision({ lockfileMtimeMs: undefined, installedMtimeMs: lockfileMtimeMs }).install).toBe(false);
  });

  it('says why', () => {
    expect(installDecision({ lockfileMtimeMs, installedMtimeMs: undefined }).reason).toMatch(/node_modules is missing/);
    expect(installDecision({ lockfileMtimeMs, installedMtimeMs: 0 }).reason).toMatch(/package-lock\.json changed/);
  });
});

describe('installCommands', () => {
  it('runs npm ci alone on npm 11, which honours package.json "allowScripts"', () => {
    expect(installCommands(11)).toEqual([['ci', '--no-audit', '--no-fund']]);
    expect(installCommands(12)).toEqual([['ci', '--no-audit', '--no-fund']]);
  });

  it('turns install scripts off on older npm and rebuilds esbuild alone, as .ci/run does', () => {
    expect(installCommands(10)).toEqual([
      ['ci', '--no-audit', '--no-fund', '--ignore-scripts'],
      ['rebuild', 'esbuild'],
    ]);
    expect(installCommands(0)).toEqual(installCommands(10));
  });
});

describe('npmMajorFromUserAgent', () => {
  it('reads the major version npm gives the scripts it runs', () => {
    expect(npmMajorFromUserAgent('npm/11.19.1 node/v20.20.2 linux x64 workspaces/false')).toBe(11);
    expect(npmMajorFromUserAgent('npm/10.8.2 node/v20.19.0 darwin arm64 workspaces/false ci/github-actions')).toBe(10);
  });

  it('answers undefined when npm did not start the script', () => {
    expect(npmMajorFromUserAgent(undefined)).toBeUndefined();
    expect(npmMajorFromUserAgent('yarn/1.22.22 npm/? node/v20.20.2 linux x64')).toBeUndefined();
  });
});

describe('bin/ensure-dependencies.mjs', () => {
  // A copy of the script in a temporary project, run by the npm of a fake npm_execpath that records
  // its arguments: no real npm ever runs.
  async function project(installed: 'fresh' | 'stale' | 'missing'): Promise<string> {
    const root = await mkdtemp(path.join(tmpdir(), 'reachwise-ensure-dependencies-'));
    await mkdir(path.join(root, 'bin'));
    await copyFile(SCRIPT, path.join(root, 'bin/ensure-dependencies.mjs'));
    await writeFile(path.join(root, 'package-lock.json'), '{}');
    await utimes(path.join(root, 'package-lock.json'), new Date('2026-11-20T10:00:00Z'), new Date('2026-11-20T10:00:00Z'));
    if (installed !== 'missing') {
      await mkdir(path.join(root, 'node_modules'));
      const at = new Date(installed === 'fresh' ? '2026-11-20T10:00:01Z' : '2026-11-20T09:59:59Z');
      await writeFile(path.join(root, 'node_modules/.package-lock.json'), '{}');
      await utimes(path.join(root, 'node_modules/.package-lock.json'), at, at);
    }
    await writeFile(
      path.join(root, 'fake-npm.mjs'),
      `import { appendFileSync } from 'node:fs';
appendFileSync(${JSON.stringify(path.join(root, 'npm-calls.jsonl'))}, JSON.stringify(process.argv.slice(2)) + '\\n');
process.exitCode = Number(process.env.FAKE_NPM_EXIT ?? 0);`,
    );
    return root;
  }

  function run(root: string, env: NodeJS.ProcessEnv): Promise<{ code: number; stderr: string; npmCalls: string[][] }> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        [path.join(root, 'bin/ensure-dependencies.mjs')],
        { env: { ...process.env, npm_execpath: path.join(root, 'fake-npm.mjs'), ...env }, timeout: 10_000 },
        (error, _stdout, stderr) => {
          void readFile(path.join(root, 'npm-calls.jsonl'), 'utf8')
            .catch(() => '')
            .then((calls) =>
              resolve({
                code: error ? Number(error.code ?? 1) : 0,
                stderr,
                npmCalls: calls
                  .split('\n')
                  .filter(Boolean)
                  .map((line) => JSON.parse(line) as string[]),
              }),
            );
        },
      );
    });
  }

  const NPM_11 = { npm_config_user_agent: 'npm/11.19.1 node/v20.20.2 linux x64 workspaces/false' };
  const NPM_10 = { npm_config_user_agent: 'npm/10.8.2 node/v20.19.0 linux x64 workspaces/false' };

  it("does nothing and prints nothing when node_modules is up to date, as right after .ci/run's npm ci", async () => {
    expect(await run(await project('fresh'), NPM_11)).toEqual({ code: 0, stderr: '', npmCalls: [] });
  });

  it('runs npm ci when node_modules is missing', async () => {
    const result = await run(await project('missing'), NPM_11);
    expect(result.code).toBe(0);
    expect(result.npmCalls).toEqual([['ci', '--no-audit', '--no-fund']]);
    expect(result.stderr).toMatch(/node_modules is missing/);
  });

  it('runs npm ci without scripts and rebuilds esbuild when package-lock.json is newer, on npm 10', async () => {
    const result = await run(await project('stale'), NPM_10);
    expect(result.code).toBe(0);
    expect(result.npmCalls).toEqual([
      ['ci', '--no-audit', '--no-fund', '--ignore-scripts'],
      ['rebuild', 'esbuild'],
    ]);
  });

  it("fails with npm's exit status when the install fails, and stops there", async () => {
    const result = await run(await project('missing'), { ...NPM_10, FAKE_NPM_EXIT: '3' });
    expect(result.code).toBe(3);
    expect(result.npmCalls).toEqual([['ci', '--no-audit', '--no-fund', '--ignore-scripts']]);
  });
});
