import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { EmailActivityView } from '../../../../shared/schemas/email-review';
import { formatDateTime } from '../../../../web/src/pages/campaign/format';
import { activityText, EmailActivity, machineText, showsActivity } from '../../../../web/src/pages/email/detail/email-activity';

const NONE: EmailActivityView = { opens: 0, clicks: 0, machineOpens: 0, machineClicks: 0 };

const FIRST_OPEN = '2026-03-01T11:00:00.000Z';
const LAST_OPEN = '2026-03-02T09:30:00.000Z';
const CLICK = '2026-03-01T11:01:00.000Z';

/** The section's text as a screen reader reads it, tags dropped. */
function rendered(activity: EmailActivityView | null): string {
  return renderToStaticMarkup(createElement(EmailActivity, { activity }))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe("the opens and clicks of an email's panel", () => {
  it('says how many times a person opened and clicked, with the first and last time', () => {
    const text = activityText({
      ...NONE,
      opens: 3,
      clicks: 1,
      firstOpenedAt: FIRST_OPEN,
      lastOpenedAt: LAST_OPEN,
      firstClickedAt: CLICK,
      lastClickedAt: CLICK,
    });

    expect(text).toEqual({
      opens: {
        text: 'Opened 3 times',
        times: [`First on ${formatDateTime(FIRST_OPEN)}`, `Last on ${formatDateTime(LAST_OPEN)}`],
      },
      clicks: { text: 'Clicked once', times: [`On ${formatDateTime(CLICK)}`] },
    });
  });

  it('counts once, twice, then in numbers', () => {
    const opened = (opens: number) =>
      activityText({ ...NONE, opens, firstOpenedAt: FIRST_OPEN, lastOpenedAt: LAST_OPEN })?.opens.text;

    expect([opened(1), opened(2), opened(3), opened(12)]).toEqual([
      'Opened once',
      'Opened twice',
      'Opened 3 times',
      'Opened 12 times',
    ]);
  });

  it('says an email clicked but never opened (images blocked) is not opened yet, with no time', () => {
    expect(activityText({ ...NONE, clicks: 2, firstClickedAt: CLICK, lastClickedAt: LAST_OPEN })?.opens).toEqual({
      text: 'Not opened yet',
      times: [],
    });
  });

  it("counts machines' fetches apart, in the singular and the plural, and says nothing when there were none", () => {
    expect(machineText({ ...NONE, machineOpens: 1 })).toBe('1 fetch by a mail scanner or image proxy, not counted');
    expect(machineText({ ...NONE, machineOpens: 2, machineClicks: 1 })).toBe(
      '3 fetches by mail scanners or image proxies, not counted',
    );
    expect(machineText(NONE)).toBeUndefined();
    expect(machineText(null)).toBeUndefined();
  });

  it('renders a heading, the counts with their labels, and the machine line', () => {
    const text = rendered({
      opens: 1,
      clicks: 1,
      machineOpens: 1,
      machineClicks: 1,
      firstOpenedAt: FIRST_OPEN,
      lastOpenedAt: FIRST_OPEN,
      firstClickedAt: CLICK,
      lastClickedAt: CLICK,
    });

    expect(text).toContain('Opens and clicks');
    expect(text).toContain(`Opens Opened once On ${formatDateTime(FIRST_OPEN)}`);
    expect(text).toContain(`Clicks Clicked once On ${formatDateTime(CLICK)}`);
    expect(text).toContain('2 fetches by mail scanners or image proxies, not counted');
    expect(renderToStaticMarkup(createElement(EmailActivity, { activity: NONE }))).toMatch(/<h3[^>]*>.*Opens and clicks/s);
  });

  it('shows "Not opened yet" when nothing was recorded, and beside machines\' fetches alone', () => {
    expect(rendered(null)).toContain('Not opened yet');
    expect(rendered(null)).not.toContain('fetch');
    expect(rendered(NONE)).toContain('Not opened yet');

    const scanned = rendered({ ...NONE, machineOpens: 1, machineClicks: 1 });
    expect(scanned).toContain('Not opened yet');
    expect(scanned).toContain('2 fetches by mail scanners or image proxies, not counted');
    expect(scanned).not.toContain('Opened');
  });

  it('says, when nothing was recorded while the instance does not track, that it does not and where to turn it on', () => {
    const untracked = renderToStaticMarkup(createElement(EmailActivity, { activity: null, tracked: false }))
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    const trackedBefore = renderToStaticMarkup(
      createElement(EmailActivity, { activity: { ...NONE, opens: 1, firstOpenedAt: FIRST_OPEN }, tracked: false }),
    );

    expect(untracked).toContain('This instance does not track opens and clicks. Turn it on under Options → Instance.');
    expect(untracked).not.toContain('Not opened yet');
    // what was recorded while it tracked is still shown
    expect(trackedBefore).toContain('Opened once');
  });

  it('shows for sent emails of the EMAIL channel only', () => {
    expect(showsActivity({ channel: 'EMAIL', status: 'SENT' })).toBe(true);
    expect(showsActivity({ channel: 'EMAIL', status: 'CLICKED' })).toBe(true);
    expect(showsActivity({ channel: 'EMAIL', status: 'SCHEDULED' })).toBe(false);
    expect(showsActivity({ channel: 'EMAIL', status: 'SENDING' })).toBe(false);
    expect(showsActivity({ channel: 'LINKEDIN', status: 'SENT' })).toBe(false);
  });
});
