import { describe, expect, it, vi } from 'vitest';

import { contactRoutes, emailStatusRoutes, namespaceRoutes, userRoutes } from '../../../shared/api/routes';
import { ApiError, createApiClient, isTermsNotAccepted, type FetchLike } from '../../../web/src/api/client';

const TOKEN = 'id-token-of-dana';
const NAMESPACE = 'acme-sales';

const contact = {
  id: 'c1',
  namespaceId: NAMESPACE,
  email: 'ada@example.com',
  firstName: 'Ada',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

function jsonResponse(body: unknown, init: { status?: number; statusText?: string; headers?: Record<string, string> } = {}) {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    statusText: init.statusText ?? '',
    headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers },
  });
}

/** A client over a fake network that answers `response` and records what was sent; signed in unless told. */
function clientAnswering(response: Response | (() => Promise<Response>), session: { signedOut?: boolean } = {}) {
  const token = session.signedOut === true ? undefined : TOKEN;
  const fetch = vi.fn<FetchLike>(() => (typeof response === 'function' ? response() : Promise.resolve(response)));
  const getIdToken = vi.fn(() => Promise.resolve(token));
  const client = createApiClient({ getIdToken, fetch });
  const sent = () => {
    const call = fetch.mock.calls[0];
    if (!call) throw new Error('nothing was sent');
    const [url, init] = call;
    return { url, init, headers: new Headers(init.headers) };
  };
  return { client, fetch, getIdToken, sent };
}

describe('the API client', () => {
  it('sends a route call to its path under /api with the ID token, the instance header and a JSON body', async () => {
    const { client, sent } = clientAnswering(jsonResponse({ items: [], cursor: null }));

    await client.call(contactRoutes.list, { body: { limit: 10, cursor: 'next-page' }, namespaceId: NAMESPACE });

    const { url, init, headers } = sent();
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(headers.get('SelectedNamespaceId')).toBe(NAMESPACE);
    expect(headers.get('content-type')).toBe('application/json');
    expect(typeof init.body === 'string' && JSON.parse(init.body)).toEqual({ limit: 10, cursor: 'next-page' });
  });

  it('sends no body, content type or instance header when the call has none', async () => {
    const { client, sent } = clientAnswering(jsonResponse({ namespaceIds: ['acme-sales'] }));

    await client.call(namespaceRoutes.list);

    const { init, headers } = sent();
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.has('content-type')).toBe(false);
    expect(headers.has('SelectedNamespaceId')).toBe(false);
    expect(headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('fills path parameters and the query string of a route', async () => {
    const { client, sent } = clientAnswering(jsonResponse({ message: 'Forbidden' }, { status: 403 }));

    await expect(client.call(userRoutes.get, { params: { id: 'a/b' }, namespaceId: NAMESPACE })).rejects.toThrow('Forbidden');
    const first = sent().url;
    const { client: other, sent: sentByOther } = clientAnswering(jsonResponse({ message: 'Forbidden' }, { status: 403 }));
    await expect(other.call(userRoutes.getNamespace, { query: { id: NAMESPACE } })).rejects.toBeInstanceOf(ApiError);

    expect(first).toBe('/api/user/a%2Fb');
    expect(sentByOther().url).toBe(`/api/user/namespace?id=${NAMESPACE}`);
  });

  it('answers the body parsed by the route schema, with the trial flags of the headers', async () => {
    const { client } = clientAnswering(
      jsonResponse({ items: [contact], cursor: 'c2' }, { headers: { 'is-expiring': 'true', 'is-paid': 'false' } }),
    );

    const answer = await client.call(contactRoutes.list, { body: { limit: 10 }, namespaceId: NAMESPACE });

    expect(answer.status).toBe(200);
    expect(answer.trial).toEqual({ expiring: true, gracePeriod: false, paid: false });
    expect(answer.data.cursor).toBe('c2');
    expect(answer.data.items[0]?.email).toBe('ada@example.com');
    // the schema's defaults are applied
    expect(answer.data.items[0]?.status).toBe('NEW');
  });

  it('reads every trial flag the server sets', async () => {
    const { client } = clientAnswering(
      jsonResponse(
        { items: [], cursor: null },
        { headers: { 'is-expiring': 'true', 'is-grace-period-x': 'true', 'is-paid': 'TRUE' } },
      ),
    );

    const answer = await client.apiFetch('/contact', { method: 'POST', namespaceId: NAMESPACE });

    expect(answer.trial).toEqual({ expiring: true, gracePeriod: true, paid: true });
  });

  it('rejects with the status, message, field errors and request id of an error answer', async () => {
    const { client } = clientAnswering(
      jsonResponse(
        {
          message: 'Limit must be at most 100.',
          fieldErrors: [{ path: 'body.limit', message: 'Limit must be at most 100.' }],
          requestId: 'r-1',
        },
        { status: 400, statusText: 'Bad Request', headers: { 'is-grace-period-x': 'true' } },
      ),
    );

    const error = await client
      .call(contactRoutes.list, { body: { limit: 1000 }, namespaceId: NAMESPACE })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Limit must be at most 100.',
      fieldErrors: [{ path: 'body.limit', message: 'Limit must be at most 100.' }],
      requestId: 'r-1',
      trial: { expiring: false, gracePeriod: true, paid: false },
    });
  });

  it('falls back to the status text, then to the status, when an error answer has no message', async () => {
    const withText = clientAnswering(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const bare = clientAnswering(new Response(null, { status: 503 }));

    await expect(withText.client.apiFetch('/namespace')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
    await expect(bare.client.apiFetch('/namespace')).rejects.toMatchObject({
      status: 503,
      message: 'The request failed with status 503.',
    });
  });

  it('marks a refusal for unaccepted terms (489) so the page can ask for them', async () => {
    const { client } = clientAnswering(
      jsonResponse({ message: 'Please accept the terms and conditions to continue.' }, { status: 489 }),
    );

    const error = await client.call(contactRoutes.list, { namespaceId: NAMESPACE }).catch((caught: unknown) => caught);

    expect(isTermsNotAccepted(error)).toBe(true);
    expect(isTermsNotAccepted(new ApiError(403, 'Forbidden'))).toBe(false);
    expect(isTermsNotAccepted(new Error('489'))).toBe(false);
  });

  it('reports an unreachable server as a network error with status 0', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));

    await expect(client.call(namespaceRoutes.list)).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: 'Network Error',
    });
  });

  it('lets a cancelled call reject as cancelled, not as a network error', async () => {
    const { client } = clientAnswering(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));

    await expect(client.call(namespaceRoutes.list)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('does not call the server without a session', async () => {
    const { client, fetch } = clientAnswering(jsonResponse({}), { signedOut: true });

    await expect(client.call(userRoutes.authenticate)).rejects.toMatchObject({ status: 401 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends public calls without asking for a token', async () => {
    const { client, getIdToken, sent } = clientAnswering(jsonResponse({ status: 'PENDING' }, { status: 202 }), {
      signedOut: true,
    });

    const answer = await client.call(userRoutes.register, { body: { email: 'new@example.com', firstName: 'Nia' } });

    expect(answer.data).toEqual({ status: 'PENDING' });
    expect(getIdToken).not.toHaveBeenCalled();
    expect(sent().headers.has('authorization')).toBe(false);
  });

  it('rejects an answer that breaks the route contract', async () => {
    const { client } = clientAnswering(jsonResponse({ items: 'not a list' }));

    await expect(client.call(contactRoutes.list, { namespaceId: NAMESPACE })).rejects.toMatchObject({
      status: 200,
      message: "The server's answer to contact.list was not understood.",
    });
  });

  it('reads the answer of the API path the runtime config names', async () => {
    const fetch = vi.fn<FetchLike>(() => Promise.resolve(jsonResponse({ namespaceIds: [] })));
    const client = createApiClient({ getIdToken: () => Promise.resolve(TOKEN), fetch, apiPath: '/api' });

    const answer = await client.apiFetch('/namespace');

    expect(fetch.mock.calls[0]?.[0]).toBe('/api/namespace');
    expect(answer.data).toEqual({ namespaceIds: [] });
  });
});

describe('a public route that takes a form', () => {
  it('sends the one-click unsubscribe as a form with its token, and no ID token or instance', async () => {
    const { client, getIdToken, sent } = clientAnswering(jsonResponse({ unsubscribed: true }));

    const answer = await client.call(emailStatusRoutes.unsubscribeOneClick, {
      query: { token: 'signed-token' },
      body: { 'List-Unsubscribe': 'One-Click' },
    });

    const { url, init, headers } = sent();
    expect(answer.data).toEqual({ unsubscribed: true });
    expect(url).toBe('/api/email-status/unsubscribe?token=signed-token');
    expect(init.method).toBe('POST');
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('List-Unsubscribe=One-Click');
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('SelectedNamespaceId')).toBeNull();
    expect(getIdToken).not.toHaveBeenCalled();
  });
});
