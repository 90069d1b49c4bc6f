#!/usr/bin/env node
// Runs before `npm start` and `npm test` (package.json "prestart" / "pretest"): installs the
// dependencies with `npm ci` when node_modules is missing or older than package-lock.json, and
// otherwise does nothing. Plain Node with no dependencies: it runs before any are installed.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Whether the installed dependencies are stale. npm writes node_modules/.package-lock.json on
 * every install, so its modification time is when node_modules was last installed.
 *
 * @param {{ lockfileMtimeMs: number | undefined, installedMtimeMs: number | undefined }} mtimes
 *   of package-lock.json and node_modules/.package-lock.json; undefined when the file is missing
 * @returns {{ install: boolean, reason: string }}
 */
export function installDecision({ lockfileMtimeMs, installedMtimeMs }) {
  if (lockfileMtimeMs === undefined) {
    return { install: false, reason: 'there is no package-lock.json to install from' };
  }
  if (installedMtimeMs === undefined) {
    return { install: true, reason: 'node_modules is missing (no node_modules/.package-lock.json)' };
  }
  if (installedMtimeMs < lockfileMtimeMs) {
    return { install: true, reason: 'package-lock.json changed after node_modules was installed' };
  }
  return { install: false, reason: 'node_modules is up to date with package-lock.json' };
}

/**
 * The npm commands that install the dependencies, as .ci/run does. npm 11 honours package.json's
 * "allowScripts" (which keeps free-email-domains' postinstall, failing offline, from running);
 * older npm ignores it, so install scripts are turned off and esbuild's is run on its own.
 *
 * @param {number} npmMajor
 * @returns {string[][]}
 */
export function installCommands(npmMajor) {
  if (npmMajor >= 11) return [['ci', '--no-audit', '--no-fund']];
  return [
    ['ci', '--no-audit', '--no-fund', '--ignore-scripts'],
    ['rebuild', 'esbuild'],
  ];
}

/**
 * npm's major version from the user agent npm gives the scripts it runs ("npm/11.2.0 node/v20…").
 *
 * @param {string | undefined} userAgent
 * @returns {number | undefined}
 */
export function npmMajorFromUserAgent(userAgent) {
  const match = /(?:^|\s)npm\/(\d+)\./.exec(userAgent ?? '');
  return match ? Number(match[1]) : undefined;
}

/** @param {string} file */
function mtimeMs(file) {
  try {
    return statSync(file).mtimeMs;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
    throw error;
  }
}

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Runs npm with the given arguments, output inherited: the npm running this script when npm runs
 * it (npm_execpath), otherwise the npm on the PATH.
 *
 * @param {string[]} args
 * @param {string} cwd
 * @param {boolean} underNpm
 * @returns {number} the exit status
 */
function npm(args, cwd, underNpm) {
  const npmCli = underNpm ? process.env.npm_execpath : undefined;
  const result = npmCli
    ? spawnSync(process.execPath, [npmCli, ...args], { cwd, stdio: 'inherit' })
    : spawnSync(NPM, args, { cwd, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** @returns {number} the major version of the npm on the PATH (0 when it cannot be told) */
function npmMajorOnPath() {
  const result = spawnSync(NPM, ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  return Number.parseInt(result.stdout ?? '', 10) || 0;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const decision = installDecision({
    lockfileMtimeMs: mtimeMs(path.join(root, 'package-lock.json')),
    installedMtimeMs: mtimeMs(path.join(root, 'node_modules', '.package-lock.json')),
  });
  if (!decision.install) return 0;

  const npmMajorOfCaller = npmMajorFromUserAgent(process.env.npm_config_user_agent);
  const npmMajor = npmMajorOfCaller ?? npmMajorOnPath();
  console.error(`[ensure-dependencies] ${decision.reason}: installing with npm ${npmMajor}`);
  for (const args of installCommands(npmMajor)) {
    console.error(`[ensure-dependencies] npm ${args.join(' ')}`);
    const status = npm(args, root, npmMajorOfCaller !== undefined);
    if (status !== 0) return status;
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main();
}
