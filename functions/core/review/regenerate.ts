import { MODEL_TOKENS_PER_EMAIL } from '../../../shared/domain/ai';
import { emailActionAllowed, emailActionRefusedMessage } from '../../../shared/domain/email-review';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { AppError, ConflictError, NotFoundError } from '../errors';
import { threadOf } from '../generation/writer-input';
import type { EmailMessageItem } from '../ports/items';
import type { TokenBudget } from '../ports/token-budget';
import type { TenantContext } from '../tenant';
import type { Writer } from '../ports/writer';
import { WriterInputSchema } from '../writing/writer';
import { emailContext } from './email-context';
import { createEmailChanges, versionEntry } from './email-changes';
import { statusEntry } from './status-change';
import { CONTACT_THREAD_LIMIT } from './email-reads';
import type { ReviewDeps } from './review-service';

/** The model is busy with the campaigns' emails: writing again can be asked shortly. */
class WriterBusyError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(`The writer is busy with campaign emails; try writing this email again in ${retryAfterSeconds} seconds.`, 503, 'BUSY');
  }
}

interface RegenerateDeps extends ReviewDeps {
  readonly writer: Writer;
  readonly budget: TokenBudget;
}

/**
 * Writing an email again: the writer is asked outside any write (under the shared token budget),
 * with the version it replaces and the rep's instruction; the new version is then saved only if the
 * email is still as it was read, the earlier one kept in its history (EMAIL_HISTORY_SIZE at most).
 */
export function createEmailRegenerateService(deps: RegenerateDeps) {
  const changes = createEmailChanges(deps);
  const writing = deps;
  return {
    async regenerate(ctx: TenantContext, id: string, instruction: string | undefined): Promise<EmailMessageItem> {
      const current = await changes.requireEmail(ctx, id);
      if (!emailActionAllowed('regenerate', current.status)) {
        throw new ConflictError(emailActionRefusedMessage('regenerate', current.status));
      }
      const [campaign, contact] = await Promise.all([
        deps.campaigns.find(ctx, current.campaignId),
        deps.contacts.find(ctx, current.contactId),
      ]);
      if (!campaign) throw new NotFoundError(RESOURCE_NOT_FOUND_MESSAGES.campaign);
      if (!contact) throw new NotFoundError(RESOURCE_NOT_FOUND_MESSAGES.contact);
      const context = await emailContext(deps, ctx, campaign, contact, current);
      if (!context) {
        throw new ConflictError(
          "A part this campaign writes from no longer exists: choose another in the campaign's settings first.",
        );
      }
      const [earlier, versions] = await Promise.all([
        deps.store.listByContact(ctx, current.contactId, CONTACT_THREAD_LIMIT),
        deps.store.history(ctx, current.contactId, current.id),
      ]);
      const thread = threadOf(
        earlier.items.filter((other) => other.campaignId === current.campaignId && (other.step ?? 0) < (current.step ?? 0)),
      );
      const parsed = WriterInputSchema.safeParse({
        ...context.input,
        thread: context.input.type === 'FOLLOW_UP' ? thread : [],
        revision: {
          ...(current.bodyHtml === undefined ? {} : { previous: { subject: current.subject ?? '', html: current.bodyHtml } }),
          ...(instruction === undefined ? {} : { instruction }),
          attempt: versions.filter((entry) => entry.kind === 'VERSION').length + 1,
        },
      });
      if (!parsed.success)
        throw new ConflictError(parsed.error.issues[0]?.message ?? 'This email cannot be written from its campaign.');
      const grant = await writing.budget.acquire(MODEL_TOKENS_PER_EMAIL);
      if ('retryAfterMs' in grant) throw new WriterBusyError(Math.max(1, Math.ceil(grant.retryAfterMs / 1000)));
      const result = await writing.writer.write(parsed.data);
      await grant.settle(result.usage.totalTokens);
      if (result.retryAfterMs !== undefined) throw new WriterBusyError(Math.max(1, Math.ceil(result.retryAfterMs / 1000)));
      if (result.html.trim() === '') {
        throw new AppError(result.error ?? 'The writer answered nothing usable; try again.', 502, 'WRITER_FAILED');
      }
      return changes.apply(ctx, id, 'regenerate', async (latest, at) => {
        if (latest.updatedAt !== current.updatedAt) {
          throw new ConflictError('This email changed while it was being written again. Open it again and retry.');
        }
        const moved = changes.move(latest, 'REGENERATED', at, ctx.userId);
        return {
          set: {
            status: 'REGENERATED',
            ...(latest.channel === 'EMAIL' ? { subject: result.subject } : {}),
            bodyHtml: result.html,
            bodyText: result.text,
            violations: result.verdict.violations.map((violation) => ({ code: violation.code, message: violation.message })),
            writer: result.writer,
            promptTokens: result.usage.promptTokens,
            completionTokens: result.usage.completionTokens,
            totalTokens: result.usage.totalTokens,
            attempts: result.attempts,
          },
          remove: ['scheduledAt', 'sentAgainstRules', 'failureReason'],
          history: [
            ...(latest.bodyHtml === undefined ? [] : [versionEntry(latest, at, ctx.userId)]),
            ...moved.history.map((entry) => (instruction === undefined ? entry : { ...entry, instruction })),
            ...(latest.status === 'REGENERATED'
              ? [statusEntry('REGENERATED', 'REGENERATED', at, ctx.userId, 'Written again.')].map((entry) =>
                  instruction === undefined ? entry : { ...entry, instruction },
                )
              : []),
          ],
          ...(moved.progress ? { progress: moved.progress } : {}),
          ...(latest.bodyHtml === undefined ? {} : { dropVersions: await changes.versionsToDrop(ctx, latest) }),
        };
      });
    },
  };
}
