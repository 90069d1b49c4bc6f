import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { SQSEvent, SQSRecord } from 'aws-lambda';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/ses-events');

/** The names of the SES event fixtures (test/fixtures/ses-events), without `.json`. */
export function sesFixtureNames(): string[] {
  return readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

type Json = Record<string, unknown>;

function objectAt(value: unknown, key: string): Json {
  const inner = (value as Json)[key];
  if (typeof inner !== 'object' || inner === null) throw new Error(`fixture without ${key}`);
  return inner as Json;
}

/** One fixture, as EventBridge delivers it to the queue: a fresh copy each call. */
export function sesFixture(name: string): Json {
  return JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as Json;
}

/** What a test changes in a fixture so that it names its own email and event. */
export interface SesEventOverrides {
  readonly namespaceId?: string;
  readonly emailId?: string;
  /** SES's message id (the email's providerMessageId) */
  readonly messageId?: string;
  /** the bounce's or complaint's feedbackId */
  readonly feedbackId?: string;
  /** the EventBridge event id */
  readonly eventId?: string;
}

/** A fixture rewritten to name one email: its tags, message id, feedbackId and event id. */
export function sesEvent(name: string, overrides: SesEventOverrides = {}): Json {
  const event = sesFixture(name);
  if (overrides.eventId !== undefined) event.id = overrides.eventId;
  const detail = objectAt(event, 'detail');
  const mail = objectAt(detail, 'mail');
  if (overrides.messageId !== undefined) {
    mail.messageId = overrides.messageId;
    objectAt(mail, 'commonHeaders').messageId = overrides.messageId;
  }
  const tags = objectAt(mail, 'tags');
  if (overrides.namespaceId !== undefined) tags.namespaceId = [overrides.namespaceId];
  if (overrides.emailId !== undefined) tags.emailId = [overrides.emailId];
  for (const key of ['bounce', 'complaint']) {
    if (overrides.feedbackId !== undefined && key in detail) objectAt(detail, key).feedbackId = overrides.feedbackId;
  }
  return event;
}

let sequence = 0;

/** An SQS record whose body is `body` (an event, or raw text as is), shaped as SQS delivers it. */
export function sqsRecord(body: unknown, messageId = `msg-${String((sequence += 1))}`): SQSRecord {
  return {
    messageId,
    receiptHandle: `handle-${messageId}`,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: '1772445603000',
      SenderId: 'AIDAEXAMPLE',
      ApproximateFirstReceiveTimestamp: '1772445603100',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:eu-west-1:123456789012:reachwise-inbound-events',
    awsRegion: 'eu-west-1',
  };
}

/** An SQS event of these records. */
export function sqsEvent(...records: SQSRecord[]): SQSEvent {
  return { Records: records };
}
