import { describe, expect, it } from 'vitest';

import { EMAIL_LIST_TABS, EMAIL_STATUS_LABELS } from '../../../../shared/domain/email';
import { CampaignEmailsRequestSchema } from '../../../../shared/schemas/campaign-generation';
import {
  campaignEmailsBody,
  emailTabOf,
  failureReasonOf,
  readableBody,
  subjectOf,
} from '../../../../web/src/pages/campaign/campaign-emails';
import { EMAIL_TAB_LABELS } from '../../../../web/src/pages/campaign/strings';

describe('the tabs of a campaign’s emails', () => {
  it('names the tabs Generated, Scheduled and Sent', () => {
    expect(EMAIL_LIST_TABS.map((tab) => EMAIL_TAB_LABELS[tab])).toEqual(['Generated', 'Scheduled', 'Sent']);
  });

  it.each(EMAIL_LIST_TABS)('asks campaign.emails for the %s tab with a body the contract accepts', (tab) => {
    const first = campaignEmailsBody(tab, 10, undefined);
    const next = campaignEmailsBody(tab, 10, 'cursor-2');

    expect(first).toEqual({ tab, limit: 10 });
    expect(next).toEqual({ tab, limit: 10, cursor: 'cursor-2' });
    expect(CampaignEmailsRequestSchema.safeParse(first).success).toBe(true);
    expect(CampaignEmailsRequestSchema.safeParse(next).success).toBe(true);
  });

  it('reads the tab from the address, whatever its case, and falls back to Generated', () => {
    expect(emailTabOf('SENT')).toBe('SENT');
    expect(emailTabOf('scheduled')).toBe('SCHEDULED');
    expect(emailTabOf('bogus')).toBe('GENERATED');
    expect(emailTabOf(null)).toBe('GENERATED');
  });

  it('shows READ as Opened', () => {
    expect(EMAIL_STATUS_LABELS.READ).toBe('Opened');
  });
});

describe('reading one email', () => {
  it('gives the paragraphs of the HTML body as plain text, line breaks kept, entities decoded', () => {
    const body = readableBody({
      bodyHtml: '<html><body><p>Hi {{firstName}},</p><p>Fish &amp; chips<br>on Friday?</p><p>Best,<br>Ana</p></body></html>',
    });

    expect(body.paragraphs).toEqual(['Hi {{firstName}},', 'Fish & chips\non Friday?', 'Best,\nAna']);
  });

  it('never passes markup, scripts or styles through', () => {
    const body = readableBody({
      bodyHtml:
        '<html><body><p onclick="steal()">Hello <img src=x onerror="alert(1)"><b>there</b></p><script>alert(1)</script><style>p{}</style></body></html>',
    });

    expect(body.paragraphs).toEqual(['Hello there']);
    expect(body.paragraphs.join(' ')).not.toMatch(/[<>]|alert/);
  });

  it('lists the links of the body once each', () => {
    const body = readableBody({
      bodyHtml:
        '<html><body><p><a href="https://example.com/demo">Book a demo</a> or <a href="https://example.com/demo">here</a></p></body></html>',
    });

    expect(body.paragraphs).toEqual(['Book a demo or here']);
    expect(body.links).toEqual(['https://example.com/demo']);
  });

  it('reads a plain-text body (a LinkedIn message) as paragraphs', () => {
    expect(readableBody({ bodyHtml: 'Hi Ana,\n\nShall we talk?' }).paragraphs).toEqual(['Hi Ana,', 'Shall we talk?']);
  });

  it('falls back to the plain-text body when the HTML holds no text', () => {
    expect(readableBody({ bodyHtml: '<html><body></body></html>', bodyText: 'Hello Ana' }).paragraphs).toEqual(['Hello Ana']);
  });

  it('gives the failure reason of a failed email only', () => {
    expect(failureReasonOf({ status: 'FAILED', failureReason: 'The model refused.' })).toBe('The model refused.');
    expect(failureReasonOf({ status: 'FAILED', failureReason: undefined })).toBe('No reason was recorded.');
    expect(failureReasonOf({ status: 'SENT', failureReason: 'old' })).toBeUndefined();
  });

  it('says an email without a body is being written, and one without a subject has none', () => {
    expect(subjectOf({ subject: 'Quick question', bodyHtml: '<p>x</p>', status: 'SAVED' })).toBe('Quick question');
    expect(subjectOf({ subject: undefined, bodyHtml: undefined, status: 'CREATED' })).toBe('(being written)');
    expect(subjectOf({ subject: undefined, bodyHtml: 'Hi', status: 'SENT' })).toBe('(no subject)');
  });
});
