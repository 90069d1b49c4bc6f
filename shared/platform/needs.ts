import type { QueueName } from './queues';

/** How a function may use the table: read only, or read and write. */
export const TABLE_ACCESS = ['read', 'readWrite'] as const;
export type TableAccess = (typeof TABLE_ACCESS)[number];

/**
 * What a function touches: an API route's (declared in the contract) or a worker's (declared in
 * shared/platform/jobs.ts). Infra grants exactly this and sets exactly the environment it needs; the
 * function's composition refuses, at cold start, to build anything not declared here.
 */
export interface Needs {
  /** the table, read only or read and write; absent: no table access at all */
  readonly table?: TableAccess | undefined;
  /** the KMS key that seals and opens sender credentials */
  readonly senderKey?: boolean | undefined;
  /** Google's and Microsoft's OAuth clients (ids, and read access to the secrets) */
  readonly oauth?: boolean | undefined;
  /** the web app's origins (a sign-in's redirect must be one of them) */
  readonly webOrigins?: boolean | undefined;
  /** the model's API key in Secrets Manager (writing emails) */
  readonly modelKey?: boolean | undefined;
  /** the key that signs and verifies the links in emails (unsubscribe, open, click), in Secrets Manager */
  readonly linkKey?: boolean | undefined;
  /** the public addresses of the API and the web app, which the links in emails lead to */
  readonly publicUrls?: boolean | undefined;
  /** sending through the stage's SES identity and configuration set, when the stage has one */
  readonly ses?: boolean | undefined;
  /**
   * sending the product's own messages (invitations) from the stage's address
   * (`no-reply@<providerEmailDomain>`) through SES, when the stage has that domain
   */
  readonly systemMail?: boolean | undefined;
  /**
   * Gmail's push notifications: the Pub/Sub topic watches name, and the audience and service account
   * the pushes' tokens must carry (each optional: Gmail push is off without them)
   */
  readonly gmailPush?: boolean | undefined;
  /** the HubSpot app's client secret (Secrets Manager), which signs HubSpot's webhooks */
  readonly hubspotClient?: boolean | undefined;
  /** the e-mail domains the stage refuses sign-ups from (`blockedSignUpDomains`; none by default) */
  readonly signUpDomains?: boolean | undefined;
  /** queues the function sends messages to */
  readonly queues?: readonly QueueName[] | undefined;
}

/** The needs as one stable string, e.g. `table:read+senderKey+oauth`: functions with equal needs share a role. */
export function needsSignature(needs: Needs): string {
  const parts = [
    needs.table ? `table:${needs.table}` : undefined,
    needs.senderKey ? 'senderKey' : undefined,
    needs.oauth ? 'oauth' : undefined,
    needs.webOrigins ? 'webOrigins' : undefined,
    needs.modelKey ? 'modelKey' : undefined,
    needs.linkKey ? 'linkKey' : undefined,
    needs.publicUrls ? 'publicUrls' : undefined,
    needs.ses ? 'ses' : undefined,
    needs.systemMail ? 'systemMail' : undefined,
    needs.gmailPush ? 'gmailPush' : undefined,
    needs.signUpDomains ? 'signUpDomains' : undefined,
    needs.hubspotClient ? 'hubspotClient' : undefined,
    ...[...(needs.queues ?? [])].sort().map((queue) => `queue:${queue}`),
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join('+') : 'none';
}
