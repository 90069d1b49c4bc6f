import type { SenderHealthCheckDeps } from '../core/senders/sender-health-check';
import { createSenderRepository } from '../adapters/dynamodb/repositories/sender-repository';
import { senderChecks } from './services/sender-checks';
import { senderStatusDeps } from './services/sender-health';
import { repository, type Wiring } from './wiring';

/** The daily sender health check's parts: every sender, the credential checks and the mailbox counters. */
export function senderHealthCheckDeps(wiring: Wiring): SenderHealthCheckDeps {
  const checks = senderChecks(wiring);
  return {
    ...senderStatusDeps(wiring),
    senders: repository(wiring, createSenderRepository),
    checkCredentials: (ctx, senderEmail, at) => checks.health(ctx, senderEmail, at),
  };
}
