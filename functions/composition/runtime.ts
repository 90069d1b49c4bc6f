import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { QueueName } from '../../shared/platform/queues';
import type { Clock } from '../core/clock';
import type { CrmConnections, CrmConnectorFactory } from '../core/ports/crm';
import type { LinkKey } from '../core/ports/link-key';
import type { WorkQueue } from '../core/ports/queue';
import type { SecretBox } from '../core/ports/secrets';
import type { SystemMailer } from '../core/ports/system-mail';

/**
 * What the local stack and the tests put in place of the cloud's configuration: their own
 * DynamoDB Local client and table, a clock they control, a local secret box, in-process queues.
 * In a Lambda nothing is installed and every function composes itself from its environment.
 */
export interface RuntimeOverrides {
  readonly documentClient?: DynamoDBDocumentClient | undefined;
  readonly tableName?: string | undefined;
  readonly now?: Clock | undefined;
  /** how long a function's request chain reuses a membership, user or namespace it read (0: never) */
  readonly cacheTtlMs?: number | undefined;
  /** seals sender credentials in place of the KMS key */
  readonly secretBox?: SecretBox | undefined;
  readonly queues?: Partial<Record<QueueName, WorkQueue<unknown>>> | undefined;
  /** where STUB senders' messages are kept as .eml files (the local stack's mail directory) */
  readonly mailDir?: string | undefined;
  /** signs and verifies the links in emails in place of the Secrets Manager secret */
  readonly linkKey?: LinkKey | undefined;
  /** the public origins of the API and the web app in place of `PUBLIC_API_URL` and `PUBLIC_WEB_URL` */
  readonly publicUrls?: PublicUrls | undefined;
  /** sends the product's own messages in place of SES (the local SMTP server, or a test's recorder) */
  readonly systemMailer?: SystemMailer | undefined;
  /** builds the CRMs' connectors in place of the HubSpot and Salesforce ones (a test's connector over its local server) */
  readonly crmConnectors?: CrmConnectorFactory | undefined;
  /** the instances' CRM connectors in place of the sealed credentials and the CRMs' APIs (tests) */
  readonly crmConnections?: CrmConnections | undefined;
}

/** Where the links in emails lead: the public origins of the API (`/api/*`) and of the web app. */
export interface PublicUrls {
  /** e.g. `https://app.example.com`; the cloud serves `/api/*` on the web app's own origin */
  readonly api: string;
  readonly web: string;
}

interface Installed {
  readonly overrides: RuntimeOverrides;
  /** changes with every install, so functions composed before it compose again */
  readonly generation: number;
}

let installed: Installed | undefined;
let generation = 0;

/** Puts the local stack's or a test's runtime in place; every function composes itself again from it. */
export function installRuntime(overrides: RuntimeOverrides): void {
  generation += 1;
  installed = { overrides, generation };
}

/** Forgets an installed runtime: functions compose from the environment again. */
export function uninstallRuntime(): void {
  generation += 1;
  installed = undefined;
}

/** The installed runtime, if any, and the generation functions compose for. */
export function currentRuntime(): { overrides: RuntimeOverrides | undefined; generation: number } {
  return { overrides: installed?.overrides, generation };
}
