import { describe, expect, it } from 'vitest';

import { bounceSeverity, MalformedSesEventError, parseSesEvent } from '../../../functions/core/tracking/ses-events';
import { isSesTagValue, sesEmailTags } from '../../../functions/core/tracking/ses-tags';
import { sesEvent, sesFixture, sesFixtureNames } from '../../support/ses-events';

const REF = {
  namespaceId: 'coldline-demo',
  emailId: '01JQ4Z8M3C9T7V2K5X6N0B1R8W_01JQ4Z9A7F3H2D6M8P1S4T0Y5E_0',
  messageId: '0102019571c3a8e2-6f1b2c9d-4e7a-4b3f-9c8d-2a1e5f6b7c8d-000000',
};

function parseFixture(name: string) {
  return parseSesEvent(JSON.stringify(sesFixture(name)));
}

describe('parseSesEvent over every fixture', () => {
  const expected: Record<string, unknown> = {
    'bounce-permanent-general': { kind: 'BOUNCE', bounceType: 'Permanent', bounceSubType: 'General' },
    'bounce-permanent-no-email': { kind: 'BOUNCE', bounceType: 'Permanent', bounceSubType: 'NoEmail' },
    'bounce-permanent-suppressed': { kind: 'BOUNCE', bounceType: 'Permanent', bounceSubType: 'Suppressed' },
    'bounce-permanent-on-account-suppression-list': {
      kind: 'BOUNCE',
      bounceType: 'Permanent',
      bounceSubType: 'OnAccountSuppressionList',
    },
    'bounce-transient-general': { kind: 'BOUNCE', bounceType: 'Transient', bounceSubType: 'General' },
    'bounce-transient-mailbox-full': { kind: 'BOUNCE', bounceType: 'Transient', bounceSubType: 'MailboxFull' },
    'bounce-transient-message-too-large': { kind: 'BOUNCE', bounceType: 'Transient', bounceSubType: 'MessageTooLarge' },
    'bounce-transient-content-rejected': { kind: 'BOUNCE', bounceType: 'Transient', bounceSubType: 'ContentRejected' },
    'bounce-transient-attachment-rejected': { kind: 'BOUNCE', bounceType: 'Transient', bounceSubType: 'AttachmentRejected' },
    'bounce-undetermined': { kind: 'BOUNCE', bounceType: 'Undetermined', bounceSubType: 'Undetermined' },
    'complaint-abuse': { kind: 'COMPLAINT', feedbackType: 'abuse' },
    'complaint-without-feedback-type': { kind: 'COMPLAINT' },
    delivery: { kind: 'DELIVERY', at: new Date('2026-03-02T10:00:02.740Z') },
    open: { kind: 'OPEN', at: new Date('2026-03-02T11:20:14.000Z') },
    click: { kind: 'CLICK', link: 'https://coldline.example/demo?utm_source=reachwise' },
    'extra-fields': { kind: 'BOUNCE', bounceType: 'Permanent', feedbackId: '0102019571c3b0aa-extra-fields-000000' },
    send: { kind: 'IGNORED', why: 'Send events change nothing' },
    reject: { kind: 'IGNORED', why: 'Reject events change nothing' },
    'rendering-failure': { kind: 'IGNORED', why: 'Rendering Failure events change nothing' },
    'delivery-delay': { kind: 'IGNORED', why: 'DeliveryDelay events change nothing' },
    subscription: { kind: 'IGNORED', why: 'Subscription events change nothing' },
    'unknown-type': { kind: 'IGNORED', why: 'unknown event type' },
    untagged: { kind: 'IGNORED', why: 'not tagged with an instance and an email' },
  };

  it('has an expectation for every fixture file, and a fixture for every expectation', () => {
    expect(sesFixtureNames()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('reads %s', (name, shape) => {
    const handled = (shape as { kind: string }).kind !== 'IGNORED';

    const event = parseFixture(name);

    // a handled event names the email its tags and message id give
    expect(event).toMatchObject(
      handled ? { ...(shape as object), ref: { ...REF, eventId: sesFixture(name).id } } : (shape as object),
    );
  });
});

describe('parseSesEvent', () => {
  it("reads a bounce's recipients, feedbackId and time", () => {
    const event = parseFixture('bounce-permanent-no-email');

    expect(event).toEqual({
      kind: 'BOUNCE',
      ref: { ...REF, eventId: '3f1c6a2e-7d4b-4e8a-9b1f-1a2b3c4d5e02' },
      at: new Date('2026-03-02T10:00:03.118Z'),
      bounceType: 'Permanent',
      bounceSubType: 'NoEmail',
      feedbackId: '0102019571c3b0aa-permanent-noemail-000000',
      recipients: [
        {
          emailAddress: 'buyer0@distributor0.example',
          action: 'failed',
          status: '5.1.1',
          diagnosticCode: 'smtp; 550 5.1.1 <buyer0@distributor0.example>: Recipient address rejected: User unknown',
        },
      ],
    });
  });

  it("reads an open's and a click's user agent, and leaves out fields it does not name", () => {
    const open = parseFixture('open');
    const click = parseFixture('click');

    expect(open).toEqual({
      kind: 'OPEN',
      ref: expect.objectContaining(REF) as unknown,
      at: new Date('2026-03-02T11:20:14.000Z'),
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)',
    });
    expect(click).not.toHaveProperty('ipAddress');
    expect(click).toMatchObject({ kind: 'CLICK', userAgent: expect.stringContaining('Chrome/122') as unknown });
  });

  it('takes the event type from the detail type when the record has no eventType', () => {
    const event = sesEvent('delivery');
    delete (event.detail as Record<string, unknown>).eventType;

    expect(parseSesEvent(JSON.stringify(event))).toMatchObject({ kind: 'DELIVERY' });
  });

  it('ignores an event of another source and one whose tags are not ids of ours', () => {
    const other = { ...sesFixture('delivery'), source: 'aws.sns' };
    const badTag = sesEvent('delivery', { namespaceId: '../Other Instance' });

    expect(parseSesEvent(JSON.stringify(other))).toMatchObject({ kind: 'IGNORED', why: 'not an SES event' });
    expect(parseSesEvent(JSON.stringify(badTag))).toMatchObject({
      kind: 'IGNORED',
      why: 'not tagged with an instance and an email',
    });
  });

  it('fails a body that is not JSON, or JSON that is no EventBridge event', () => {
    expect(() => parseSesEvent('{"eventType":')).toThrow(MalformedSesEventError);
    expect(() => parseSesEvent('"Bounce"')).toThrow(MalformedSesEventError);
    expect(() => parseSesEvent(JSON.stringify(sesFixture('bounce-permanent-general').detail))).toThrow(/no EventBridge event/);
  });

  it('fails a bounce without the fields SES always sends, naming the field and not the address', () => {
    const event = sesEvent('bounce-permanent-general');
    delete ((event.detail as Record<string, unknown>).bounce as Record<string, unknown>).bounceType;

    expect(() => parseSesEvent(JSON.stringify(event))).toThrow(/bounce\.bounceType/);
    expect(() => parseSesEvent(JSON.stringify(event))).not.toThrow(/buyer0/);
  });
});

describe('bounceSeverity', () => {
  it.each([
    ['Permanent', 'General', 'HARD'],
    ['Permanent', 'NoEmail', 'HARD'],
    ['Permanent', 'Suppressed', 'HARD'],
    ['Permanent', 'OnAccountSuppressionList', 'HARD'],
    ['Transient', 'General', 'SOFT'],
    ['Transient', 'MailboxFull', 'SOFT'],
    ['Transient', 'MessageTooLarge', 'SOFT'],
    ['Transient', 'ContentRejected', 'SOFT'],
    ['Transient', 'AttachmentRejected', 'SOFT'],
    ['Undetermined', 'Undetermined', 'SOFT'],
    ['Undetermined', 'NoEmail', 'HARD'],
    ['Undetermined', 'OnAccountSuppressionList', 'HARD'],
  ] as const)('counts a %s %s bounce as %s', (bounceType, bounceSubType, severity) => {
    expect(bounceSeverity({ bounceType, bounceSubType })).toBe(severity);
  });
});

describe('SES tags', () => {
  it("carries an instance's and an email's ids as they are", () => {
    expect(sesEmailTags({ namespaceId: REF.namespaceId, emailId: REF.emailId })).toEqual([
      { Name: 'namespaceId', Value: REF.namespaceId },
      { Name: 'emailId', Value: REF.emailId },
    ]);
    expect(isSesTagValue('e_Zm9vYmFyLWJhei1xdXV4LWRpZ2VzdC1vZi1hbi1pZA-_')).toBe(true);
  });

  it('leaves out a value SES would refuse rather than fail the send', () => {
    expect(sesEmailTags({ namespaceId: 'coldline demo', emailId: 'email-1' })).toEqual([{ Name: 'emailId', Value: 'email-1' }]);
    expect(isSesTagValue('a'.repeat(257))).toBe(false);
  });
});
