import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { timeSavedMinutes } from '../../../shared/domain';
import { InboundPage } from '../../../web/src/pages/inbound/inbound-page';
import { InstantDemoPage } from '../../../web/src/pages/instant-demo/instant-demo-page';
import { OPTION_EXPLANATIONS } from '../../../web/src/pages/option/option-groups';

// The inbound page is for admins; who may see it is not what these tests are about.
vi.mock('../../../web/src/components/admin-only', () => ({
  AdminOnly: ({ children }: { children: ReactNode }) => children,
}));

describe('the automation options, as the options page explains them', () => {
  it('writes and sends every 5 minutes when campaigns run and send on their own', () => {
    expect(OPTION_EXPLANATIONS.AUTO_RUN_CAMPAIGNS).toContain('every 5 minutes');
    expect(OPTION_EXPLANATIONS.AUTO_SEND_EMAILS).toContain('sending runs every 5 minutes');
  });
});

describe('time saved', () => {
  it('saves 20 minutes per contact emailed and none for no contact when totalled', () => {
    const contacts = [0, 1, 3, 250];
    const minutes = contacts.map((count) => timeSavedMinutes(count));
    expect(minutes).toEqual([0, 20, 60, 5000]);
  });
});

describe('pages that are placeholders for now', () => {
  it('offers 10 sample addresses on the instant demo', () => {
    const html = renderToStaticMarkup(createElement(InstantDemoPage));

    expect(html).toContain('Try one of 10 sample addresses instead.');
  });

  it('says an inbound action is a draft email or no action', () => {
    const html = renderToStaticMarkup(createElement(InboundPage));

    expect(html).toContain('each with what was done: draft email or no action, and the persona that handled it.');
  });
});
