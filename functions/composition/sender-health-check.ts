import type { SenderHealthCheckDeps } from '../core/senders/sender-health-check';
import { createSenderStore } from '../adapters/dynamodb/sender-store';
import { senderChecks } from './services/sender-checks';
import { senderStatusDeps } from './services/sender-health';
import { tableStore, type Wiring } from './wiring';

/** The daily sender health check's parts: every sender, the credential checks and the mailbox counters. */
export function senderHealthCheckDeps(wiring: Wiring): SenderHealthCheckDeps {
  const checks = senderChecks(wiring);
  return {
    ...senderStatusDeps(wiring),
    senders: tableStore(wiring, createSenderStore),
    checkCredentials: (ctx, senderEmail, at) => checks.health(ctx, senderEmail, at),
  };
}
