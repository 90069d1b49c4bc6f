/**
 * Operator commands, run with the AWS credentials of the deployment (or against DynamoDB Local):
 *
 *   npm run admin -- grant-admin <email> [--namespace <id>]
 *   npm run admin -- reindex-emails     (once, after deploying the review queue's index: gives the
 *                                        emails written before it their place in it)
 *   npm run admin -- reindex-senders    (once, after deploying the sender health check: gives the
 *                                        senders written before it their place in the index of every
 *                                        sender, which the health check and the mailbox readers walk)
 *
 * Environment: TABLE_NAME (required), DYNAMODB_ENDPOINT (DynamoDB Local), AWS_REGION.
 * ADMIN is granted only here, never through the API.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { pathToFileURL } from 'node:url';

import { createDocumentClient } from '../functions/adapters/dynamodb/client';
import { reindexEmails } from './reindex-emails';
import { reindexSenders } from './reindex-senders';
import type { ReindexOutcome } from './rewrite-scanned';
import { createRepositories } from '../functions/adapters/dynamodb/repositories';
import { optionalEnv, requireEnv } from '../functions/composition/environment';
import { createAccountsService, type AccountsService } from '../functions/core/accounts/accounts-service';
import { AppError } from '../functions/core/errors';

export const ADMIN_USAGE = 'Usage: npm run admin -- grant-admin <email> [--namespace <id>] | reindex-emails | reindex-senders';

/** What the operator commands act through. */
export interface AdminOperations {
  readonly accounts: Pick<AccountsService, 'grantAdmin'>;
  readonly reindexEmails: () => Promise<ReindexOutcome>;
  readonly reindexSenders: () => Promise<ReindexOutcome>;
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

async function main(): Promise<void> {
  const endpoint = optionalEnv('DYNAMODB_ENDPOINT');
  const client = createDocumentClient(new DynamoDBClient(endpoint ? { endpoint } : {}));
  const tableName = requireEnv('TABLE_NAME');
  const repos = createRepositories(client, tableName);
  const accounts = createAccountsService({ repos, now: () => new Date() });
  process.exitCode = await runAdminCommand(
    process.argv.slice(2),
    {
      accounts,
      reindexEmails: () => reindexEmails(client, tableName),
      reindexSenders: () => reindexSenders(client, tableName),
    },
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
