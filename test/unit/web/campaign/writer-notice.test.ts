import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { WriterStatus } from '../../../../shared/schemas/campaign-generation';
import { ApiClientProvider } from '../../../../web/src/api/api-client-context';
import type { ApiClient } from '../../../../web/src/api/client';
import { writerStatusQueryKey } from '../../../../web/src/app/query-keys';
import { WriterNotice } from '../../../../web/src/pages/campaign/writer-notice';

/** The notice as the campaign pages render it, with what the server answered (or nothing yet) in the cache. */
function render(answer: WriterStatus | undefined): string {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (answer) queries.setQueryData(writerStatusQueryKey('ns-1'), answer);
  const never = { call: () => new Promise(() => undefined) } as unknown as ApiClient;
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: queries },
      createElement(ApiClientProvider, { client: never, children: createElement(WriterNotice, { namespaceId: 'ns-1' }) }),
    ),
  );
}

describe('the writer notice of the campaign pages', () => {
  it('says the offline writer writes because no model is configured', () => {
    const html = render({ kind: 'offline', reason: 'NO_MODEL_CONFIGURED' });

    expect(html).toContain('Emails are written by the offline writer');
    expect(html).toContain('No model is configured for this deployment');
  });

  it('says the model key secret does not exist yet when that is why', () => {
    const html = render({ kind: 'offline', reason: 'MODEL_SECRET_MISSING' });

    expect(html).toContain('Emails are written by the offline writer');
    expect(html).toContain('model key secret that does not exist yet');
  });

  it('shows nothing while a model writes, or before the server answers', () => {
    expect([render({ kind: 'model', model: 'gpt-4o-mini' }), render(undefined)]).toEqual(['', '']);
  });
});
