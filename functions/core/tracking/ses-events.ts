import * as z from '../../../shared/schemas/zod';
import { SES_TAGS } from './ses-tags';

/**
 * SES event records as they reach the inbound-events queue: an EventBridge event (source
 * `aws.ses`) whose `detail` is SES's event record (`eventType`, `mail`, and one object named after
 * the event). The schemas are loose: fields they do not name are ignored, so a field SES adds
 * later changes nothing.
 */

/** The bounce types SES reports. */
const SES_BOUNCE_TYPES = ['Permanent', 'Transient', 'Undetermined'] as const;
const SesBounceTypeSchema = z.enum(SES_BOUNCE_TYPES);
type SesBounceType = z.infer<typeof SesBounceTypeSchema>;

/** Subtypes of an Undetermined bounce that still say the address itself is refused: counted as hard bounces. */
const HARD_UNDETERMINED_SUBTYPES = ['NoEmail', 'Suppressed', 'OnAccountSuppressionList'] as const;

/** The event types that change something here. */
const HANDLED_SES_EVENT_TYPES = ['Bounce', 'Complaint', 'Delivery', 'Open', 'Click'] as const;
type HandledSesEventType = (typeof HANDLED_SES_EVENT_TYPES)[number];

/** The event types SES publishes that change nothing here. */
const IGNORED_SES_EVENT_TYPES = ['Send', 'Reject', 'Rendering Failure', 'DeliveryDelay', 'Subscription'] as const;

/** EventBridge's detail types for SES's event types, for a record whose detail lacks `eventType`. */
const DETAIL_TYPES: Readonly<Record<string, string>> = {
  'Email Bounced': 'Bounce',
  'Email Complaint Received': 'Complaint',
  'Email Delivered': 'Delivery',
  'Email Opened': 'Open',
  'Email Clicked': 'Click',
  'Email Sent': 'Send',
  'Email Rejected': 'Reject',
  'Email Rendering Failed': 'Rendering Failure',
  'Email Delivery Delayed': 'DeliveryDelay',
  'Email Subscribed': 'Subscription',
};

const EnvelopeSchema = z.object({
  id: z.string().check(z.minLength(1)),
  'detail-type': z.string(),
  source: z.string(),
  time: z.optional(z.string()),
  detail: z.record(z.string(), z.unknown()),
});

const DetailHeadSchema = z.object({
  eventType: z.optional(z.string()),
  notificationType: z.optional(z.string()),
});

const MailSchema = z.object({
  messageId: z.string().check(z.minLength(1)),
  timestamp: z.optional(z.string()),
  tags: z.optional(z.record(z.string(), z.array(z.string()))),
});

const TimestampSchema = z.iso.datetime({ offset: true });

const RecipientSchema = z.object({
  emailAddress: z.string(),
  action: z.optional(z.string()),
  status: z.optional(z.string()),
  diagnosticCode: z.optional(z.string()),
});

const BounceSchema = z.object({
  bounceType: SesBounceTypeSchema,
  bounceSubType: z.string(),
  bouncedRecipients: z.array(RecipientSchema),
  feedbackId: z.string().check(z.minLength(1)),
  timestamp: TimestampSchema,
});

const ComplaintSchema = z.object({
  complainedRecipients: z.array(z.object({ emailAddress: z.string() })),
  feedbackId: z.string().check(z.minLength(1)),
  timestamp: TimestampSchema,
  complaintFeedbackType: z.optional(z.string()),
});

const DeliverySchema = z.object({ timestamp: TimestampSchema });

const OpenSchema = z.object({ timestamp: TimestampSchema, userAgent: z.optional(z.string()) });

const ClickSchema = z.object({ timestamp: TimestampSchema, link: z.string(), userAgent: z.optional(z.string()) });

const RecordSchemas = {
  Bounce: z.object({ bounce: BounceSchema }),
  Complaint: z.object({ complaint: ComplaintSchema }),
  Delivery: z.object({ delivery: DeliverySchema }),
  Open: z.object({ open: OpenSchema }),
  Click: z.object({ click: ClickSchema }),
} as const;

/** Which email an event is about: its tags (instance, email id) and SES's message id. */
export interface SesEventRef {
  /** the EventBridge event's id */
  readonly eventId: string;
  readonly namespaceId: string;
  readonly emailId: string;
  /** SES's id of the message, which the send stored as the email's providerMessageId */
  readonly messageId: string;
}

/** A recipient SES names in a bounce or a complaint (the address is never logged). */
interface SesRecipient {
  readonly emailAddress: string;
  readonly action?: string | undefined;
  readonly status?: string | undefined;
  readonly diagnosticCode?: string | undefined;
}

/** One SES event, as the delivery events service takes it. */
export type SesEvent =
  | {
      readonly kind: 'BOUNCE';
      readonly ref: SesEventRef;
      readonly at: Date;
      readonly bounceType: SesBounceType;
      readonly bounceSubType: string;
      readonly recipients: readonly SesRecipient[];
      readonly feedbackId: string;
    }
  | {
      readonly kind: 'COMPLAINT';
      readonly ref: SesEventRef;
      readonly at: Date;
      readonly recipients: readonly SesRecipient[];
      readonly feedbackId: string;
      /** the feedback report's type (abuse, fraud, not-spam…) when the mailbox provider sent one */
      readonly feedbackType?: string | undefined;
    }
  | { readonly kind: 'DELIVERY'; readonly ref: SesEventRef; readonly at: Date }
  | { readonly kind: 'OPEN'; readonly ref: SesEventRef; readonly at: Date; readonly userAgent?: string | undefined }
  | {
      readonly kind: 'CLICK';
      readonly ref: SesEventRef;
      readonly at: Date;
      readonly link: string;
      readonly userAgent?: string | undefined;
    }
  | {
      readonly kind: 'IGNORED';
      readonly eventId: string;
      readonly why: string;
      /** the instance its tag names, when it has one */
      readonly namespaceId?: string | undefined;
    };

/** A record that is no EventBridge event at all, or a handled SES event whose body SES never sends: a failure. */
export class MalformedSesEventError extends Error {
  constructor(reason: string) {
    super(`Not an SES event record: ${reason}`);
    this.name = 'MalformedSesEventError';
  }
}

const NAMESPACE_TAG = /^[a-z0-9][a-z0-9-]{2,63}$/;
const EMAIL_ID_TAG = /^[A-Za-z0-9_-]{1,64}$/;

function isHandled(type: string): type is HandledSesEventType {
  return (HANDLED_SES_EVENT_TYPES as readonly string[]).includes(type);
}

function tagOf(tags: Record<string, string[]> | undefined, name: string): string | undefined {
  return tags?.[name]?.[0];
}

/** The issues of a failed parse as paths only: values (addresses) stay out of errors and logs. */
function pathsOf(error: z.core.$ZodError): string {
  return error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
}

/**
 * Reads one SQS record's body. Throws MalformedSesEventError when it is not JSON, not an
 * EventBridge event, or a Bounce, Complaint, Delivery, Open or Click without the fields SES
 * always sends (so the record fails and, after its receives, lands in the dead-letter queue).
 * Answers IGNORED, never a failure, for another source, an event type that changes nothing here
 * (Send, Reject, Rendering Failure, DeliveryDelay, Subscription) or one not known, and an event
 * without this product's tags (mail sent by something else through the same account).
 */
export function parseSesEvent(body: string): SesEvent {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new MalformedSesEventError('the body is not JSON');
  }
  return sesEventOf(json);
}

/** The SES event a queue message's parsed body holds (see {@link parseSesEvent}). */
export function sesEventOf(json: unknown): SesEvent {
  const envelope = z.safeParse(EnvelopeSchema, json);
  if (!envelope.success) throw new MalformedSesEventError(`no EventBridge event (${pathsOf(envelope.error)})`);
  const { id: eventId, source, detail } = envelope.data;
  if (source !== 'aws.ses') return { kind: 'IGNORED', eventId, why: 'not an SES event' };

  const head = z.safeParse(DetailHeadSchema, detail);
  const type =
    (head.success ? (head.data.eventType ?? head.data.notificationType) : undefined) ??
    DETAIL_TYPES[envelope.data['detail-type']];
  if (type === undefined || !isHandled(type)) {
    const known = type !== undefined && (IGNORED_SES_EVENT_TYPES as readonly string[]).includes(type);
    return { kind: 'IGNORED', eventId, why: known ? `${type} events change nothing` : 'unknown event type' };
  }

  const mail = z.safeParse(MailSchema, detail.mail);
  if (!mail.success) throw new MalformedSesEventError(`a ${type} event without its mail (${pathsOf(mail.error)})`);
  const namespaceId = tagOf(mail.data.tags, SES_TAGS.namespaceId);
  const emailId = tagOf(mail.data.tags, SES_TAGS.emailId);
  if (namespaceId === undefined || emailId === undefined || !NAMESPACE_TAG.test(namespaceId) || !EMAIL_ID_TAG.test(emailId)) {
    return { kind: 'IGNORED', eventId, why: 'not tagged with an instance and an email', namespaceId };
  }
  const ref: SesEventRef = { eventId, namespaceId, emailId, messageId: mail.data.messageId };
  return readRecord(type, ref, detail);
}

function readRecord(type: HandledSesEventType, ref: SesEventRef, detail: Record<string, unknown>): SesEvent {
  const parsed = z.safeParse(RecordSchemas[type], detail);
  if (!parsed.success) throw new MalformedSesEventError(`a ${type} event without its fields (${pathsOf(parsed.error)})`);
  const data = parsed.data;
  if ('bounce' in data) {
    const { bounce } = data;
    return {
      kind: 'BOUNCE',
      ref,
      at: new Date(bounce.timestamp),
      bounceType: bounce.bounceType,
      bounceSubType: bounce.bounceSubType,
      recipients: bounce.bouncedRecipients,
      feedbackId: bounce.feedbackId,
    };
  }
  if ('complaint' in data) {
    const { complaint } = data;
    return {
      kind: 'COMPLAINT',
      ref,
      at: new Date(complaint.timestamp),
      recipients: complaint.complainedRecipients,
      feedbackId: complaint.feedbackId,
      ...(complaint.complaintFeedbackType === undefined ? {} : { feedbackType: complaint.complaintFeedbackType }),
    };
  }
  if ('delivery' in data) return { kind: 'DELIVERY', ref, at: new Date(data.delivery.timestamp) };
  if ('open' in data) {
    return { kind: 'OPEN', ref, at: new Date(data.open.timestamp), ...optionalAgent(data.open.userAgent) };
  }
  return {
    kind: 'CLICK',
    ref,
    at: new Date(data.click.timestamp),
    link: data.click.link,
    ...optionalAgent(data.click.userAgent),
  };
}

function optionalAgent(userAgent: string | undefined): { userAgent?: string } {
  return userAgent === undefined ? {} : { userAgent };
}

/**
 * Whether a bounce is hard (the address is refused: the contact is suppressed at once) or soft
 * (counted; five in a row count as hard). Permanent bounces are hard, Transient ones soft. An
 * Undetermined bounce is hard only when its subtype names the address itself (NoEmail,
 * Suppressed, OnAccountSuppressionList); SES's plain `Undetermined` subtype says it could not tell,
 * so it counts as a soft bounce: repeated, it suppresses the contact all the same.
 */
export function bounceSeverity(bounce: { readonly bounceType: SesBounceType; readonly bounceSubType: string }): 'HARD' | 'SOFT' {
  if (bounce.bounceType === 'Permanent') return 'HARD';
  if (bounce.bounceType === 'Transient') return 'SOFT';
  return (HARD_UNDETERMINED_SUBTYPES as readonly string[]).includes(bounce.bounceSubType) ? 'HARD' : 'SOFT';
}
