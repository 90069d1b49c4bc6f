import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { EmailListTab } from '../../../../shared/domain/email';
import type { EmailSummary } from '../../../../shared/schemas/email-review';
import { emailColumnLabels, emailColumns } from '../../../../web/src/pages/email/email-columns';

const EMAIL: EmailSummary = {
  id: 'e1',
  namespaceId: 'ns-1',
  campaignId: 'c1',
  contactId: 'k1',
  contactEmail: 'mira@parcelworks.example',
  senderEmail: 'ana@seller.example',
  type: 'ROOT',
  status: 'SCHEDULED',
  reviewStatus: 'REVIEWED',
  copyStatus: 'ORIGINAL',
  channel: 'EMAIL',
  language: 'ENGLISH',
  subject: 'A question',
  scheduledAt: '2026-03-03T20:00:00.000Z',
  plannedAt: '2026-03-03T23:07:00.000Z',
  plannedTimeZone: 'Asia/Tokyo',
  holdReason: 'daily cap of this sender reached (30)',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-03T10:00:00.000Z',
};

/** The text of the cell of column `id` on `tab`, as the table renders it. */
function cellOf(tab: EmailListTab, id: string, email: EmailSummary): string {
  const columns = emailColumns({
    tab,
    open: () => undefined,
    openHref: () => '#',
    time: { repTimeZone: 'America/Los_Angeles', now: new Date('2026-03-03T12:00:00.000Z'), locale: 'en-GB' },
  });
  const column = columns.find((candidate) => candidate.id === id);
  if (!column) throw new Error(`no column ${id}`);
  const cell: ReactNode = column.cell(email);
  return renderToStaticMarkup(createElement(Fragment, null, cell));
}

describe('the review queue shows sending', () => {
  it('shows on Scheduled the planned time in both zones and why the email is held', () => {
    const html = cellOf('SCHEDULED', 'sendTime', EMAIL);

    expect(html).toContain('Tue 15:07 (Wed 08:07 in Asia/Tokyo)');
    expect(html).toContain('Held: daily cap of this sender reached (30)');
  });

  it('shows on Sent the mailbox the email left from, under its own heading', () => {
    expect(cellOf('SENT', 'sender', { ...EMAIL, status: 'SENT', sentAt: '2026-03-03T23:07:09.000Z' })).toBe('ana@seller.example');
    expect(emailColumnLabels('SENT').sender).toBe('Sent from');
    expect(emailColumnLabels('SCHEDULED').sender).toBe('Sender');
  });
});
