/**
 * Operator commands, run with the AWS credentials of the deployment (or against DynamoDB Local):
 *
 *   npm run admin -- grant-admin <email> [--namespace <id>]
 *   npm run admin -- set-plan <instance> [--paid | --unpaid] [--tier <TIER>]
 *                                       (an instance keeps acting after its trial once it pays: a
 *                                        paid instance is never blocked, whatever its trial end)
 *   npm run admin -- reindex-emails     (once, after deploying the review queue's index: gives the
 *                                        emails written before it their place in it)
 *   npm run admin -- reindex-senders    (once, after deploying the sender health check: gives the
 *                                        senders written before it their place in the index of every
 *                                        sender, which the health check and the mailbox readers walk)
 *   npm run admin -- migrate            (at the stages of an upgrade that say so: brings every
 *                                        email's index keys to the table version TABLE_VERSION names,
 *                                        the latest when unset; README, Upgrading)
 *   npm run admin -- recount <instance> (gives the instance's campaign and send-week counters what
 *                                        its emails say: a count a stopped function left short is
 *                                        found again; counters whose emails changed in the last 15
 *                                        minutes are left for a later run)
 *
 * Environment: TABLE_NAME (required), TABLE_VERSION (the stage's table version; the latest when
 * unset), DYNAMODB_ENDPOINT (DynamoDB Local), AWS_REGION.
 * ADMIN is granted only here, never through the API.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { pathToFileURL } from 'node:url';

import { createDocumentClient } from '../functions/adapters/dynamodb/client';
import { reindexEmails } from './reindex-emails';
import { reindexSenders } from './reindex-senders';
import { migrateEmailKeys } from './migrate-email-keys';
import { tableVersionFromEnv } from '../functions/adapters/dynamodb/table';
import type { ReindexOutcome } from './rewrite-scanned';
import { createCounterRecount } from '../functions/adapters/dynamodb/counter-recount';
import type { RecountSummary } from '../functions/core/ports/recount';
import { createStores } from '../functions/adapters/dynamodb/stores';
import { optionalEnv, requireEnv } from '../functions/composition/environment';
import { createAccountsService, type AccountsService } from '../functions/core/accounts/accounts-service';
import { createEmailReviewStore } from '../functions/adapters/dynamodb/review-store';
import { AppError } from '../functions/core/errors';
import { releaseTrialHolds } from '../functions/core/instance/trial-block';
import type { NamespaceStore } from '../functions/core/ports/stores';
import { TIERS, TierSchema, type Tier } from '../shared/domain/tier';

export const ADMIN_USAGE =
  'Usage: npm run admin -- grant-admin <email> [--namespace <id>] | set-plan <instance> [--paid | --unpaid] [--tier <TIER>] | reindex-emails | reindex-senders | migrate | recount <instance>';

/** What the operator commands act through. */
interface AdminOperations {
  readonly accounts: Pick<AccountsService, 'grantAdmin'>;
  readonly namespaces: Pick<NamespaceStore, 'update'>;
  /** makes the instance's emails held by its block due at once; the number released */
  readonly releaseTrialHolds: (namespaceId: string) => Promise<number>;
  readonly reindexEmails: () => Promise<ReindexOutcome>;
  readonly reindexSenders: () => Promise<ReindexOutcome>;
  /** brings every email's index keys to the table's version */
  readonly migrate: () => Promise<ReindexOutcome & { readonly version: number }>;
  /** recounts an instance's counters from its emails */
  readonly recount: (namespaceId: string) => Promise<RecountSummary>;
}

/** Runs one operator command; answers the exit code and writes what happened to `out`/`err`. */
export async function runAdminCommand(
  argv: readonly string[],
  operations: AdminOperations,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const [command, email, ...rest] = argv;
  if (command === 'reindex-emails' && email === undefined) {
    const { reindexed, skipped } = await operations.reindexEmails();
    out(`${reindexed} emails reindexed${skipped > 0 ? `, ${skipped} changed meanwhile and left as they are` : ''}.`);
    return 0;
  }
  if (command === 'reindex-senders' && email === undefined) {
    const { reindexed, skipped } = await operations.reindexSenders();
    out(`${reindexed} senders reindexed${skipped > 0 ? `, ${skipped} changed or deleted meanwhile and left as they are` : ''}.`);
    return 0;
  }
  if (command === 'migrate' && email === undefined) {
    const { reindexed, skipped, version } = await operations.migrate();
    out(
      `${reindexed} emails given the index keys of table version ${version}${skipped > 0 ? `, ${skipped} deleted meanwhile and left` : ''}.`,
    );
    return 0;
  }
  if (command === 'set-plan') return setPlan(email, rest, operations, out, err);
  if (command === 'recount' && email && !email.startsWith('--') && rest.length === 0) {
    out(recountLine(email, await operations.recount(email)));
    return 0;
  }
  if (command !== 'grant-admin' || !email || email.startsWith('--')) {
    err(ADMIN_USAGE);
    return 2;
  }
  let namespaceId: string | undefined;
  for (let index = 0; index < rest.length; index += 1) {
    if (rest[index] === '--namespace' && rest[index + 1]) {
      namespaceId = rest[index + 1];
      index += 1;
    } else {
      err(`Unknown argument ${rest[index] ?? ''}. ${ADMIN_USAGE}`);
      return 2;
    }
  }
  try {
    const granted = await operations.accounts.grantAdmin(email, namespaceId);
    out(`${email} is now ADMIN of ${granted.namespaceId}.`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      err(`${error.message} (${email}${namespaceId ? ` in ${namespaceId}` : ''})`);
      return 1;
    }
    throw error;
  }
}

/** What a recount did, in one line: the counters corrected, and those left with the reason. */
function recountLine(namespaceId: string, summary: RecountSummary): string {
  const entries = [
    ...summary.campaigns.map((entry) => ({ ...entry, name: `campaign ${entry.campaignId}` })),
    ...summary.weeks.map((entry) => ({ ...entry, name: `week of ${entry.week}` })),
  ];
  const corrected = entries
    .filter((entry) => entry.outcome === 'CORRECTED')
    .map(
      (entry) =>
        `${entry.name} (${Object.entries(entry.corrected)
          .map(([field, value]) => `${field} ${String(value)}`)
          .join(', ')})`,
    );
  const busy = entries.filter((entry) => entry.outcome === 'BUSY').length;
  const legacy = entries.filter((entry) => entry.outcome === 'LEGACY').length;
  return [
    `${namespaceId}: ${String(entries.length)} counters read, ${corrected.length > 0 ? `corrected ${corrected.join('; ')}` : 'none to correct'}.`,
    ...(busy > 0 ? [`${String(busy)} changed in the last 15 minutes and left for the next run.`] : []),
    ...(legacy > 0
      ? [`${String(legacy)} count emails sent before emails kept what they counted, and are left as they are.`]
      : []),
  ].join(' ');
}

/** The plan change a set-plan command line asks for, or why it cannot be read. */
function planChange(args: readonly string[]): { isPaid?: boolean; tier?: Tier } | string {
  const change: { isPaid?: boolean; tier?: Tier } = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if ((arg === '--paid' || arg === '--unpaid') && change.isPaid === undefined) {
      change.isPaid = arg === '--paid';
    } else if (arg === '--tier' && change.tier === undefined) {
      const tier = TierSchema.safeParse(args[index + 1]);
      if (!tier.success) return `--tier takes one of ${TIERS.join(', ')}.`;
      change.tier = tier.data;
      index += 1;
    } else {
      return `Unknown argument ${arg ?? ''}.`;
    }
  }
  return change.isPaid === undefined && change.tier === undefined ? 'Say --paid, --unpaid or --tier <TIER>.' : change;
}

/**
 * Marks an instance paid (or not) and sets its tier. Payment is arranged with the provider, not
 * in the app: this is how an operator records it. A paid instance is never blocked, so its jobs
 * write, send and follow up again, and the emails its block held are due at once.
 */
async function setPlan(
  namespaceId: string | undefined,
  args: readonly string[],
  operations: AdminOperations,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  if (!namespaceId || namespaceId.startsWith('--')) {
    err(ADMIN_USAGE);
    return 2;
  }
  const change = planChange(args);
  if (typeof change === 'string') {
    err(`${change} ${ADMIN_USAGE}`);
    return 2;
  }
  try {
    const updated = await operations.namespaces.update(namespaceId, change);
    out(`${namespaceId} is now ${updated.isPaid ? 'paid' : 'not paid'}, on the ${updated.tier} tier.`);
    if (updated.isPaid) {
      const released = await operations.releaseTrialHolds(namespaceId);
      if (released > 0) {
        out(
          `${released} email${released === 1 ? '' : 's'} held by the trial's end go${released === 1 ? 'es' : ''} out at the send planner's next run.`,
        );
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      err(`${error.message} (${namespaceId})`);
      return 1;
    }
    throw error;
  }
}

/** Who the operator commands act as in an instance. */
const OPERATOR = 'operator';

/** The operations over one table, as `npm run admin` composes them. */
export function adminOperations(
  client: DynamoDBDocumentClient,
  tableName: string,
  now: () => Date = () => new Date(),
): AdminOperations {
  const repos = createStores(client, tableName, { now });
  return {
    accounts: createAccountsService({ repos, now }),
    namespaces: repos.namespaces,
    releaseTrialHolds: (namespaceId) =>
      releaseTrialHolds(
        { emails: createEmailReviewStore(client, tableName), now },
        { namespaceId, userId: OPERATOR, role: 'ADMIN' },
      ),
    reindexEmails: () => reindexEmails(client, tableName),
    reindexSenders: () => reindexSenders(client, tableName),
    migrate: async () => {
      const version = tableVersionFromEnv();
      return { ...(await migrateEmailKeys(client, tableName, version)), version };
    },
    recount: (namespaceId) =>
      createCounterRecount(client, tableName).recount({ namespaceId, userId: OPERATOR, role: 'ADMIN' }, now()),
  };
}

async function main(): Promise<void> {
  const endpoint = optionalEnv('DYNAMODB_ENDPOINT');
  const client = createDocumentClient(new DynamoDBClient(endpoint ? { endpoint } : {}));
  process.exitCode = await runAdminCommand(
    process.argv.slice(2),
    adminOperations(client, requireEnv('TABLE_NAME')),
    (line) => process.stdout.write(`${line}\n`),
    (line) => process.stderr.write(`${line}\n`),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
