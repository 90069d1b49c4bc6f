import { LINKEDIN_EXTENSION_MAX_MESSAGES } from '../../../shared/domain/linkedin';
import { LINKEDIN_SESSION_LEASE_MS } from '../../../shared/domain/email-review';
import { toPlainText } from '../../../shared/rules/email/html';
import { fillPlaceholders } from '../../../shared/rules/email/placeholders';
import type { LinkedInSession, LinkedInSessionInput } from '../../../shared/schemas/email-review';
import type { TenantReader } from '../ports/data';
import type { CampaignItem, ContactItem, EmailMessageItem } from '../ports/items';
import type { ContactStore } from '../ports/stores';
import type { EmailReviewStore } from '../ports/review';
import type { TenantContext } from '../tenant';
import { contactNameOf } from '../generation/audience';

interface LinkedInSessionDeps {
  readonly store: EmailReviewStore;
  readonly campaigns: Pick<TenantReader<CampaignItem>, 'find'>;
  readonly contacts: Pick<ContactStore, 'getMany'>;
  readonly now: () => Date;
}

/** Who the history names for what the extension did. */
export const LINKEDIN_EXTENSION_ACTOR = 'linkedin-extension';

/** The note of a message whose session ended without a report: it may have gone, so it is not handed out again. */
export const DELIVERY_UNKNOWN_NOTE =
  'Delivery unknown: the LinkedIn extension took this message and never reported whether it sent it. Check LinkedIn, then copy it or cancel it.';

/** Reads of the outbox a session makes at most to find its messages (each up to 1 MB of the index). */
const OUTBOX_READS = 5;

/**
 * The browser extension's session. It reports what it sent (SENDING → SENT) and what it could not
 * (SENDING → SCHEDULED, to be handed out again), then takes up to 10 LinkedIn messages that are due,
 * each claimed for 10 minutes (SCHEDULED → SENDING, a conditional write, so two sessions never get
 * the same message). A message whose hold ran out without a report may have been sent: it becomes
 * FAILED with 'delivery unknown' for the rep to decide, never handed out again on its own.
 */
export async function linkedInSession(
  deps: LinkedInSessionDeps,
  ctx: TenantContext,
  input: LinkedInSessionInput | undefined,
): Promise<LinkedInSession> {
  const now = deps.now();
  const at = now.toISOString();
  const recorded = { sent: 0, failed: 0 };
  const reported = [...(input?.sent ?? []), ...(input?.failed ?? [])];
  const held = reported.length > 0 ? await deps.store.getMany(ctx, reported) : [];
  const byId = new Map(held.map((email) => [email.id, email]));

  for (const [ids, outcome] of [
    [input?.sent ?? [], 'sent'],
    [input?.failed ?? [], 'failed'],
  ] as const) {
    for (const id of new Set(ids)) {
      const email = byId.get(id);
      if (!email || email.channel !== 'LINKEDIN' || email.status !== 'SENDING') continue;
      const to = outcome === 'sent' ? 'SENT' : 'SCHEDULED';
      const progress = outcome === 'sent' ? { sent: 1, scheduled: -1 } : undefined;
      const result = await deps.store.change(
        ctx,
        email,
        {
          set: outcome === 'sent' ? { status: 'SENT', sentAt: at } : { status: 'SCHEDULED' },
          history: [
            {
              kind: 'STATUS',
              at,
              by: LINKEDIN_EXTENSION_ACTOR,
              fromStatus: 'SENDING',
              toStatus: to,
              note: outcome === 'sent' ? 'Sent by the LinkedIn extension.' : 'The LinkedIn extension could not send it.',
            },
          ],
          ...(progress ? { progress } : {}),
        },
        at,
      );
      if (result.outcome === 'CHANGED') recorded[outcome] += 1;
    }
  }

  // holds that ran out without a report
  const expiring = (await deps.store.linkedInOutbox(ctx, ['SENDING'], {})).items.slice(0, LINKEDIN_EXTENSION_MAX_MESSAGES * 2);
  for (const listed of expiring) {
    const email = await deps.store.get(ctx, listed.id);
    if (!email || email.status !== 'SENDING') continue;
    await deps.store.change(
      ctx,
      email,
      {
        set: { status: 'FAILED', failureReason: DELIVERY_UNKNOWN_NOTE },
        history: [
          {
            kind: 'STATUS',
            at,
            by: LINKEDIN_EXTENSION_ACTOR,
            fromStatus: 'SENDING',
            toStatus: 'FAILED',
            note: DELIVERY_UNKNOWN_NOTE,
          },
        ],
        progress: { scheduled: -1 },
        leaseEndedBefore: now.getTime(),
      },
      at,
    );
  }

  const take = Math.min(input?.take ?? LINKEDIN_EXTENSION_MAX_MESSAGES, LINKEDIN_EXTENSION_MAX_MESSAGES);
  const handed: EmailMessageItem[] = [];
  const running = new Map<string, boolean>();
  const heldUntil = now.getTime() + LINKEDIN_SESSION_LEASE_MS;
  // due messages, oldest first, read on past those of paused campaigns until the batch is full
  let cursor: string | null = null;
  for (let read = 0; read < OUTBOX_READS && handed.length < take; read += 1) {
    const due = await deps.store.linkedInOutbox(ctx, ['SCHEDULED'], { cursor, dueBy: at });
    for (const listed of due.items) {
      if (handed.length >= take) break;
      if (!running.has(listed.campaignId)) {
        running.set(listed.campaignId, (await deps.campaigns.find(ctx, listed.campaignId))?.status === 'RUNNING');
      }
      if (!running.get(listed.campaignId)) continue;
      const email = await deps.store.get(ctx, listed.id);
      if (!email || email.status !== 'SCHEDULED' || email.bodyHtml === undefined) continue;
      const result = await deps.store.change(
        ctx,
        email,
        {
          set: { status: 'SENDING' },
          history: [
            {
              kind: 'STATUS',
              at,
              by: LINKEDIN_EXTENSION_ACTOR,
              fromStatus: 'SCHEDULED',
              toStatus: 'SENDING',
              note: 'Taken by the LinkedIn extension.',
            },
          ],
          // still counted as scheduled until the extension reports it sent
          leaseUntil: heldUntil,
        },
        at,
      );
      if (result.outcome === 'CHANGED') handed.push(result.email);
    }
    cursor = due.cursor;
    if (!cursor) break;
  }

  const contacts = new Map<string, ContactItem>(
    handed.length > 0
      ? (
          await deps.contacts.getMany(
            ctx,
            handed.map((email) => email.contactId),
          )
        ).map((contact) => [contact.id, contact])
      : [],
  );
  const heldUntilIso = new Date(heldUntil).toISOString();
  return {
    recorded,
    messages: handed.map((email) => {
      const contact = contacts.get(email.contactId);
      const { contactName } = contact ? contactNameOf(contact) : {};
      return {
        id: email.id,
        contactId: email.contactId,
        ...(contactName === undefined ? {} : { contactName }),
        ...(contact?.linkedInUrl ? { linkedInUrl: contact.linkedInUrl } : {}),
        text: toPlainText(
          fillPlaceholders(email.bodyHtml ?? '', contact?.firstName ? { firstName: contact.firstName } : {}, email.language),
        ),
        heldUntil: heldUntilIso,
      };
    }),
  };
}
