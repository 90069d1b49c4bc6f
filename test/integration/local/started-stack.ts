import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

import { freeLocalPorts, startLocalStack, type LocalStack } from '../../../bin/local/stack';

export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * The local stack without its web app, as a test file starts it: on free ports, with a data folder
 * of its own and a table of its own in the shared DynamoDB Local. `remove()` stops it and deletes both.
 */
export async function startTestStack(name: string): Promise<{ stack: LocalStack; dataDir: string; remove: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `reachwise-${name}-`));
  const stack = await startLocalStack({
    root: REPOSITORY_ROOT,
    dataDir,
    web: false,
    ports: await freeLocalPorts(),
    dynamodb: { endpoint: inject('dynamoDbEndpoint'), table: `local-${name}-${randomUUID()}` },
  });
  return {
    stack,
    dataDir,
    remove: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
