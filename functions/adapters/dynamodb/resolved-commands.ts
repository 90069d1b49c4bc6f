import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** A resolved middleware stack: called with a DynamoDB command, it sends it and answers its output. */
type ResolvedStack = (command: object) => Promise<{ output: unknown }>;

/** What a command of either layer offers to resolve its middleware (`@smithy/core`'s `Command`). */
interface Resolvable {
  resolveMiddleware(stack: unknown, config: unknown, options: unknown): unknown;
}

function isResolvable(value: unknown): value is Resolvable & object {
  return (
    typeof value === 'object' && value !== null && 'resolveMiddleware' in value && typeof value.resolveMiddleware === 'function'
  );
}

/** ElectroDB sends every command with `{ abortSignal }`, unset unless a caller passes one. */
function hasNoOptions(options: unknown): boolean {
  if (options === undefined) return true;
  return typeof options === 'object' && options !== null && Object.values(options).every((value) => value === undefined);
}

/** The methods that change a middleware stack; `use` and `concat` go through them or leave it as it is. */
const STACK_CHANGES = ['add', 'addRelativeTo', 'remove', 'removeByTag'] as const;

/**
 * Resolves the document client's middleware stack once per kind of command, as the SDK's
 * `cacheMiddleware` does for a plain client (and does for the SQS client), rather than on every
 * command: resolving copies the client's stack twice (the document command's layer over the
 * DynamoDB command's), sorts it and chains it, the largest part of the SDK's own work on a request
 * that the answer does not depend on (docs/architecture.md, Budgets).
 *
 * The SDK's option cannot be turned on for the document client: a document command resolves to a
 * function that sends the command it was resolved with, whatever it is given. So the stack the
 * DynamoDB command inside the first document command of each kind resolves to (the document layer's
 * marshalling included, which reads the command's input and its kind's fixed key paths only) is
 * kept, and each later command of that kind hands its own DynamoDB command to it. The resolved
 * stack shares one handler context across its requests, as the SDK's cache does: what the
 * middleware writes there (the endpoint, the signing scope) is the same for every request of the
 * client. A change to the client's middleware stack drops what was kept, so middleware added
 * later (a test's) still sees every request. A command sent with options of its own (an abort
 * signal), or a callback, goes the SDK's way.
 */
export function resolveCommandsOnce(client: DynamoDBDocumentClient): void {
  const resolved = new Map<unknown, ResolvedStack>();
  const stack = client.middlewareStack;
  for (const name of STACK_CHANGES) {
    const change: unknown = Reflect.get(stack, name);
    if (typeof change !== 'function') continue;
    Object.defineProperty(stack, name, {
      configurable: true,
      writable: true,
      value: (...args: unknown[]): unknown => {
        resolved.clear();
        return Reflect.apply(change, stack, args) as unknown;
      },
    });
  }

  /** The stack `inner` (the first document command of its kind's DynamoDB command) resolves to. */
  function resolveFirst(command: Resolvable, inner: Resolvable): ResolvedStack | undefined {
    let captured: unknown;
    const resolve = inner.resolveMiddleware.bind(inner);
    inner.resolveMiddleware = (innerStack, config, options) => (captured = resolve(innerStack, config, options));
    command.resolveMiddleware(stack, client.config, undefined);
    return typeof captured === 'function' ? (captured as ResolvedStack) : undefined;
  }

  const send = client.send.bind(client);
  Object.defineProperty(client, 'send', {
    configurable: true,
    writable: true,
    value: (command: unknown, ...rest: unknown[]): unknown => {
      const inner: unknown = isResolvable(command) ? Reflect.get(command, 'clientCommand') : undefined;
      if (rest.length > 1 || !hasNoOptions(rest[0]) || !isResolvable(command) || !isResolvable(inner)) {
        return Reflect.apply(send, client, [command, ...rest]) as unknown;
      }
      let handler = resolved.get(command.constructor);
      if (!handler) {
        handler = resolveFirst(command, inner);
        if (!handler) return Reflect.apply(send, client, [command, ...rest]) as unknown;
        resolved.set(command.constructor, handler);
      }
      return handler(inner).then((result) => result.output);
    },
  });
}
