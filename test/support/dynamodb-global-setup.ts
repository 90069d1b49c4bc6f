import type { TestProject } from 'vitest/node';

import { startDynamoDbLocal } from '../../bin/local/dynamodb';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoDbEndpoint: string;
  }
}

/**
 * Starts one DynamoDB Local for the whole run and stops it at the end, whether the tests pass or
 * fail. Each test file creates its own table (see table-per-file.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dynamo = await startDynamoDbLocal();
  project.provide('dynamoDbEndpoint', dynamo.endpoint);
  const stop = async (): Promise<void> => {
    await dynamo.stop();
  };
  // Vitest calls the teardown on normal exit; these catch an interrupted run too.
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  process.once('SIGTERM', () => void stop().finally(() => process.exit(143)));
  return stop;
}
