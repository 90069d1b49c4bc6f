import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { currentRuntime, installRuntime } from '../../functions/composition/runtime';

/** The table's client, except that commands of these kinds fail with `error` (everything else reaches the table). */
export function failingCommands(
  client: DynamoDBDocumentClient,
  commands: readonly string[],
  error: Error,
): DynamoDBDocumentClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'send') return Reflect.get(target, property, receiver) as unknown;
      return (command: { constructor: { name: string } }, ...rest: unknown[]) =>
        commands.includes(command.constructor.name)
          ? Promise.reject(error)
          : (target.send as (...args: unknown[]) => Promise<unknown>).call(target, command, ...rest);
    },
  });
}

/**
 * Composes every function again over a table whose `commands` fail with `error`, as when a
 * dependency breaks unexpectedly. Install the test's runtime again afterwards.
 */
export function breakTable(client: DynamoDBDocumentClient, commands: readonly string[], error: Error): void {
  const { overrides } = currentRuntime();
  installRuntime({ ...overrides, documentClient: failingCommands(client, commands, error) });
}
