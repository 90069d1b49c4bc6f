import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { SenderUsageResponse } from '../../../../shared/api/schemas';
import type { EmailSenderConfig } from '../../../../shared/schemas/email-sender-config';
import { ApiClientProvider } from '../../../../web/src/api/api-client-context';
import type { ApiClient } from '../../../../web/src/api/client';
import { SenderUsagePanel } from '../../../../web/src/pages/email-sender-config/sender-usage';
import { senderUsageQueryKey } from '../../../../web/src/pages/email-sender-config/use-sender-usage';

const SENDER = {
  namespaceId: 'ns-1',
  id: 'sender-1',
  senderEmail: 'ana@seller.example',
  senderName: 'Ana',
  type: 'SMTP',
  status: 'WARMING_UP',
  createdAt: '2026-02-28T09:00:00.000Z',
  updatedAt: '2026-02-28T09:00:00.000Z',
} as EmailSenderConfig;

const WARMING: SenderUsageResponse = {
  day: '2026-03-03',
  timeZone: 'Europe/Paris',
  sentToday: 12,
  reservedToday: 16,
  dailyCap: 16,
  capSource: 'WARM_UP',
  throttles: [30],
  warmUp: { active: true, day: 4, dailyCap: 16, sentThisWeek: 48, weekCap: 150, sentTotal: 60, until: 200 },
  holdReason: 'daily cap of this sender reached (16)',
};

/** The panel as the page renders it, with what the server answered (or nothing yet) in the cache. */
function render(answer: SenderUsageResponse | undefined): string {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (answer) queries.setQueryData(senderUsageQueryKey('ns-1', SENDER.id), answer);
  const never = { call: () => new Promise(() => undefined) } as unknown as ApiClient;
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: queries },
      createElement(ApiClientProvider, {
        client: never,
        children: createElement(SenderUsagePanel, { namespaceId: 'ns-1', sender: SENDER }),
      }),
    ),
  );
}

describe("a sender's day on the senders page", () => {
  it("shows today's sends against the cap, the limit that sets it, warm-up and why it holds", () => {
    const html = render(WARMING);

    expect(html).toContain('Sending today from ana@seller.example');
    expect(html).toContain('12 of 16 sent today');
    expect(html).toContain('4 more planned today');
    expect(html).toContain('16 a day: warm-up&#x27;s cap on day 4');
    expect(html).toContain('Warming up: day 4, 16 a day, 48 of 150 this week, 60 of 200 messages');
    expect(html).toContain('Held: daily cap of this sender reached (16)');
    expect(html).toMatch(/<progress[^>]* value="100"/);
  });

  it('shows that it is loading until the answer comes', () => {
    const html = render(undefined);

    expect(html).toContain('Loading today&#x27;s sends');
    expect(html).not.toContain('sent today');
  });
});
