import type { EmailSenderConfigItem } from '../ports/items';
import type { SenderStore } from '../ports/stores';
import { jobContext, type TenantContext } from '../tenant';
import { refreshSenderStatusByMailbox, type SenderStatusDeps } from './sender-health';

/** What the daily sender health check reads and writes. */
export interface SenderHealthCheckDeps extends SenderStatusDeps {
  readonly senders: SenderStatusDeps['senders'] & Pick<SenderStore, 'listEvery'>;
  /**
   * Checks a sender's saved credentials now (SMTP sign-in, token refresh) and stores the answer:
   * `credentialsValid` false when refused, true when accepted (the sender checks' `health`).
   */
  readonly checkCredentials: (ctx: TenantContext, senderEmail: string, at: Date) => Promise<unknown>;
}

/** What one run did. */
export interface SenderHealthCheckSummary {
  /** senders whose status was judged again */
  readonly refreshed: number;
  /** senders with a step that failed (logged through `onError`) */
  readonly failed: number;
  /** senders left for the next run: time ran out */
  readonly skipped: number;
}

/** Which step of a sender's check failed. */
export type SenderHealthCheckStep = 'credentials' | 'status';

/**
 * The daily sender health check: walks the senders of every instance (an index of every sender, by
 * instance: no Scan), checks each one's credentials again and judges its status from its outcomes
 * over the last 30 days. One sender's failure is reported through `onError` and the run goes on;
 * a failed credentials check does not keep its status from being judged.
 */
export async function checkEverySender(
  deps: SenderHealthCheckDeps,
  control: {
    hasTime: () => boolean;
    onError: (sender: EmailSenderConfigItem, step: SenderHealthCheckStep, error: unknown) => void;
  },
): Promise<SenderHealthCheckSummary> {
  let refreshed = 0;
  let failed = 0;
  let skipped = 0;
  let cursor: string | null = null;
  do {
    const page = await deps.senders.listEvery({ cursor, limit: 100 });
    for (const sender of page.items) {
      if (!control.hasTime()) {
        skipped += 1;
        continue;
      }
      const ctx = jobContext(sender.namespaceId, 'sender-health-check');
      let ok = true;
      try {
        await deps.checkCredentials(ctx, sender.senderEmail, deps.now());
      } catch (error) {
        ok = false;
        control.onError(sender, 'credentials', error);
      }
      try {
        // read again: the credentials check has just written to it
        if (await refreshSenderStatusByMailbox(deps, ctx, sender.senderEmail)) refreshed += 1;
      } catch (error) {
        ok = false;
        control.onError(sender, 'status', error);
      }
      if (!ok) failed += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return { refreshed, failed, skipped };
}
