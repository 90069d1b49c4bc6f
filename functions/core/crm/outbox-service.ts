import type { IntegrationType } from '../../../shared/domain/integration';
import { managesInstance } from '../../../shared/domain/role';
import type { ListRequest } from '../../../shared/api/schemas';
import type { CrmOutboxItem, CrmOutboxStore } from '../ports/crm-outbox';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import type { TenantContext } from '../tenant';

const DEFAULT_PAGE = 20;

export const CRM_OUTBOX_MESSAGES = {
  managersOnly: 'Only a manager of this instance can try a CRM write again.',
  notDead: 'This CRM write is not given up: it is written, or waiting for its next try.',
  notFound: 'This CRM write is not in this instance.',
} as const;

/** A given-up write as the integration page lists it. */
export interface DeadCrmWrite {
  readonly eventId: string;
  readonly kind: CrmOutboxItem['kind'];
  readonly contactId: string;
  readonly emailId?: string | undefined;
  readonly at: string;
  readonly attempts: number;
  readonly reason: string;
  readonly givenUpAt: string;
}

function deadOf(item: CrmOutboxItem): DeadCrmWrite {
  return {
    eventId: item.eventId,
    kind: item.kind,
    contactId: item.contactId,
    ...(item.emailId === undefined ? {} : { emailId: item.emailId }),
    at: item.at,
    attempts: item.attempts,
    reason: item.reason ?? '',
    givenUpAt: item.updatedAt,
  };
}

/** The integration page's view of the CRM outbox: the writes given up, and a manager's retry of one. */
export function createCrmOutboxService(outbox: CrmOutboxStore, now: () => Date) {
  return {
    async deadLetters(ctx: TenantContext, type: IntegrationType, request: ListRequest | undefined) {
      const page = await outbox.listDead(ctx, type, { cursor: request?.cursor, limit: request?.limit ?? DEFAULT_PAGE });
      return { items: page.items.map(deadOf), cursor: page.cursor };
    },
    /** Puts a given-up write back to be tried at the outbox's next run (managers). */
    async retry(ctx: TenantContext, type: IntegrationType, eventId: string): Promise<{ eventId: string }> {
      if (!managesInstance(ctx.role)) throw new ForbiddenError(CRM_OUTBOX_MESSAGES.managersOnly);
      if (!(await outbox.get(ctx, type, eventId))) throw new NotFoundError(CRM_OUTBOX_MESSAGES.notFound);
      if (!(await outbox.revive(ctx, type, eventId, now().toISOString()))) throw new ConflictError(CRM_OUTBOX_MESSAGES.notDead);
      return { eventId };
    },
  };
}
