import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { SQSClient } from '@aws-sdk/client-sqs';

/** The parts of an AWS SDK v3 client's resolved configuration this module reads and replaces. */
interface SettleableConfig {
  /** the SDK's SigV4 signer factory, asked for a signer on every request */
  signer?: (authScheme?: { signingRegion?: string; signingName?: string }) => Promise<unknown>;
  /** the SDK's user agent parts: `[name, version?]` pairs */
  defaultUserAgentProvider?: () => Promise<readonly (readonly [string, string?])[]>;
}

/** The clients whose requests the functions make on their request path. */
export type SettleableClient = DynamoDBClient | SQSClient;

/** One part of a user agent, as the SDK writes it: `aws-sdk-js/3.0.0`, `md/nodejs#20.1.0`, `api/dynamodb#3.0.0`, `lang/js`. */
function userAgentPart([name, version]: readonly [string, string?]): string {
  const named = (name.startsWith('api/') ? name.toLowerCase() : name).replace(/[^!$%&'*+\-.^_`|~\w/]/g, '-');
  if (version === undefined || version === '') return named;
  return `${named}${named.includes('/') ? '#' : '/'}${version.replace(/[^!$%&'*+\-.^_`|~\w#]/g, '-')}`;
}

const settled = new WeakSet<SettleableClient>();

/**
 * Takes off a warm client the work the SDK redoes on every request with the same result each time
 * (docs/architecture.md, Budgets):
 * - the SigV4 signer: the SDK builds a new one per request, copying the whole client configuration
 *   into it; one is kept per signing region and service instead. It asks the client's credential
 *   provider for credentials on each signature, so rotated credentials are still used.
 * - the user agent: the SDK assembles and escapes it per request from the same parts; it is built
 *   once, from the SDK's own parts, and set on each request. What it drops is the per-request list
 *   of SDK features in use, telemetry that DynamoDB and SQS do not act on.
 */
export function settleClient(client: SettleableClient): void {
  // a client wrapped twice (two document clients over one DynamoDB client) is settled once
  if (settled.has(client)) return;
  settled.add(client);
  const config = client.config as SettleableConfig;
  const signer = config.signer;
  if (signer) {
    const signers = new Map<string, Promise<unknown>>();
    config.signer = (authScheme) => {
      const key = `${authScheme?.signingRegion ?? ''}|${authScheme?.signingName ?? ''}`;
      let made = signers.get(key);
      if (!made) {
        made = signer(authScheme);
        signers.set(key, made);
        // a signer that could not be made is asked for again by the next request
        made.catch(() => signers.delete(key));
      }
      return made;
    };
  }
  const parts = config.defaultUserAgentProvider;
  if (parts) {
    let userAgent: Promise<string> | undefined;
    // the two clients' stacks differ only in their input and output types, which this middleware does not read
    const stack = client.middlewareStack as DynamoDBClient['middlewareStack'];
    stack.remove('getUserAgentMiddleware');
    stack.add(
      (next) => async (args) => {
        userAgent ??= parts().then(
          (pairs) => pairs.map(userAgentPart).join(' '),
          (error: unknown) => {
            userAgent = undefined;
            throw error;
          },
        );
        const request = args.request as { headers?: Record<string, string> } | undefined;
        if (request?.headers) {
          const value = await userAgent;
          request.headers['user-agent'] = value;
          request.headers['x-amz-user-agent'] = value;
        }
        return next(args);
      },
      { step: 'build', priority: 'low', name: 'settledUserAgent', tags: ['SET_USER_AGENT', 'USER_AGENT'] },
    );
  }
}
