/** The lifecycle events Microsoft Graph sends about a subscription (rather than about a message). */
export const GRAPH_LIFECYCLE_EVENTS = ['reauthorizationRequired', 'subscriptionRemoved', 'missed'] as const;
export type GraphLifecycleEvent = (typeof GRAPH_LIFECYCLE_EVENTS)[number];

/**
 * What a mailbox webhook puts on the inbound queue, told apart from SES events by `kind`:
 * - GMAIL: the mailbox has new history: read it from the stored history id;
 * - GRAPH: a message was created in the Inbox: read it;
 * - GRAPH_LIFECYCLE: the subscription needs renewing (`reauthorizationRequired`), is gone
 *   (`subscriptionRemoved`: made again), or notifications were lost (`missed`: the Inbox is read
 *   since the last handled time).
 * Only ids: no address, no content.
 */
export type MailboxNotice =
  | { readonly kind: 'GMAIL'; readonly namespaceId: string; readonly senderId: string }
  | { readonly kind: 'GRAPH'; readonly namespaceId: string; readonly senderId: string; readonly messageId: string }
  | {
      readonly kind: 'GRAPH_LIFECYCLE';
      readonly namespaceId: string;
      readonly senderId: string;
      readonly event: GraphLifecycleEvent;
    };

const KINDS: readonly string[] = ['GMAIL', 'GRAPH', 'GRAPH_LIFECYCLE'];

function text(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** The notice a queue message's body holds, or undefined when it is not one (an SES event). */
export function mailboxNoticeOf(body: unknown): MailboxNotice | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const fields = body as Record<string, unknown>;
  if (typeof fields.kind !== 'string' || !KINDS.includes(fields.kind)) return undefined;
  if (!text(fields.namespaceId) || !text(fields.senderId)) return undefined;
  const { namespaceId, senderId } = fields;
  if (fields.kind === 'GMAIL') return { kind: 'GMAIL', namespaceId, senderId };
  if (fields.kind === 'GRAPH')
    return text(fields.messageId) ? { kind: 'GRAPH', namespaceId, senderId, messageId: fields.messageId } : undefined;
  const event = GRAPH_LIFECYCLE_EVENTS.find((candidate) => candidate === fields.event);
  return event ? { kind: 'GRAPH_LIFECYCLE', namespaceId, senderId, event } : undefined;
}

/** The queue message id of a notice: what it is about, so a queue may drop a duplicate it sees. */
export function noticeId(notice: MailboxNotice): string {
  const base = `${notice.kind.toLowerCase()}#${notice.namespaceId}#${notice.senderId}`;
  if (notice.kind === 'GRAPH') return `${base}#${notice.messageId}`;
  if (notice.kind === 'GRAPH_LIFECYCLE') return `${base}#${notice.event}`;
  return base;
}
