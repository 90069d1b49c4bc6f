import type { EmailEditInput } from '../../../shared/schemas/email-review';
import { ConflictError, InvalidInputError } from '../errors';
import type { EmailMessageItem } from '../ports/items';
import type { TenantContext } from '../tenant';
import { createEmailChanges, statusMove, versionEntry, type EmailChanges } from './email-changes';
import type { EmailChecker } from './email-checker';
import { emailContext } from './email-context';
import type { EmailReadDeps } from './email-reads';

export interface EmailEditDeps extends EmailReadDeps {
  /** the checker and the plain-text reader: the update route is the one that carries them */
  readonly checker?: EmailChecker | undefined;
}

/**
 * A rep's edit of one email's text (the update route): saved as SAVED with the rules it breaks, the
 * text it replaces kept as a version. Composed on its own so the route carries the checker without
 * the review queue's reads, scheduling and bulk changes.
 */
export function createEmailEdit(deps: EmailEditDeps, changes: EmailChanges = createEmailChanges(deps)) {
  const { apply, versionsToDrop } = changes;

  async function checkContextOf(ctx: TenantContext, email: EmailMessageItem) {
    const [campaign, contact] = await Promise.all([
      deps.campaigns.find(ctx, email.campaignId),
      deps.contacts.find(ctx, email.contactId),
    ]);
    if (!campaign || !contact) return null;
    return (await emailContext(deps, ctx, campaign, contact, email))?.check ?? null;
  }

  return {
    async edit(ctx: TenantContext, id: string, input: EmailEditInput): Promise<EmailMessageItem> {
      return apply(ctx, id, 'edit', async (current, at) => {
        if (input.updatedAt !== undefined && input.updatedAt !== current.updatedAt) {
          throw new ConflictError('This email changed since you opened it. Open it again to see the new version before saving.');
        }
        if (current.channel === 'EMAIL' && (input.subject === undefined || input.subject.trim() === '')) {
          const message = 'Subject is required for emails.';
          throw new InvalidInputError(message, [{ path: 'subject', message }]);
        }
        const checker = deps.checker;
        if (!checker) throw new Error('Editing an email needs the email checker.');
        const check = await checkContextOf(ctx, current);
        const subject = current.channel === 'EMAIL' ? input.subject : undefined;
        const moved = statusMove(current, 'SAVED', at, ctx.userId);
        return {
          set: {
            status: 'SAVED',
            ...(subject === undefined ? {} : { subject }),
            bodyHtml: input.bodyHtml,
            bodyText: checker.plainText(input.bodyHtml),
            violations: check ? checker.violations(check, subject, input.bodyHtml) : [],
            writer: 'edited',
          },
          remove: ['scheduledAt', 'sentAgainstRules', 'failureReason'],
          history: [...(current.bodyHtml === undefined ? [] : [versionEntry(current, at, ctx.userId)]), ...moved.history],
          ...(moved.progress ? { progress: moved.progress } : {}),
          ...(current.bodyHtml === undefined ? {} : { dropVersions: await versionsToDrop(ctx, current) }),
        };
      });
    },
  };
}
