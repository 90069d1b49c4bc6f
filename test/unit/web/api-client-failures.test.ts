import { describe, expect, it, vi } from 'vitest';

import { companyRoutes, emailStatusRoutes, namespaceRoutes, ROUTES, userRoutes } from '../../../shared/api/routes';
import type { RuntimeConfig } from '../../../shared/config/runtime-config';
import { createApiClient, type ApiClientEvents, type FetchLike } from '../../../web/src/api/client';
import { failureReaction, UNAUTHORIZED_EXEMPT_API_PATHS } from '../../../web/src/api/failure-reaction';
import { flagsOf } from '../../../web/src/app/account/account-store';
import { createAppServices } from '../../../web/src/app/app-services';
import { SESSION_QUERY_KEY } from '../../../web/src/app/query-keys';
import { memoryStorage } from '../../../web/src/app/storage';

const NAMESPACE = 'acme-sales';

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A client over a network answering `respond`, with recorded events; signed in unless told. */
function clientWith(
  respond: (url: string) => Response,
  options: { publicPage?: boolean; signedOut?: boolean; selected?: string } = {},
) {
  const events = {
    unauthorized: vi.fn(),
    forbidden: vi.fn(),
    termsNotSigned: vi.fn(),
    trialExpired: vi.fn(),
    instanceAnswer: vi.fn(),
  } satisfies ApiClientEvents;
  const fetch = vi.fn<FetchLike>((url) => Promise.resolve(respond(url)));
  const client = createApiClient({
    getIdToken: () => Promise.resolve(options.signedOut === true ? undefined : 'token'),
    fetch,
    getNamespaceId: () => options.selected,
    isPublicPage: () => options.publicPage ?? false,
    events,
  });
  return { client, events, fetch };
}

describe('the API client on refusals', () => {
  it('reports a 401 as an expired session and rejects with the server message', async () => {
    const { client, events } = clientWith(() => json({ message: 'Unauthorized' }, 401));

    await expect(client.call(companyRoutes.list, { namespaceId: NAMESPACE })).rejects.toMatchObject({ status: 401 });
    expect(events.unauthorized).toHaveBeenCalledTimes(1);
    expect(events.forbidden).not.toHaveBeenCalled();
  });

  it('reports a call without a session as an expired session, without sending it', async () => {
    const { client, events, fetch } = clientWith(() => json({}), { signedOut: true });

    await expect(client.call(userRoutes.authenticate)).rejects.toMatchObject({
      status: 401,
      message: 'Token expired. Please login again.',
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(events.unauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 of an exempt path to the page while a public page is open', async () => {
    const publicPage = clientWith(() => json({ message: 'Unauthorized' }, 401), { publicPage: true });
    const appPage = clientWith(() => json({ message: 'Unauthorized' }, 401));

    await expect(publicPage.client.call(userRoutes.role, { namespaceId: NAMESPACE })).rejects.toMatchObject({ status: 401 });
    await expect(appPage.client.call(userRoutes.role, { namespaceId: NAMESPACE })).rejects.toMatchObject({ status: 401 });

    expect(publicPage.events.unauthorized).not.toHaveBeenCalled();
    expect(appPage.events.unauthorized).toHaveBeenCalledTimes(1);
  });

  it('still signs out on a public page when the path is not exempt', async () => {
    const { client, events } = clientWith(() => json({ message: 'Unauthorized' }, 401), { publicPage: true });

    await expect(client.call(userRoutes.authenticate)).rejects.toMatchObject({ status: 401 });
    expect(events.unauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a 403 as Forbidden', async () => {
    const { client, events } = clientWith(() => json({ message: 'Forbidden' }, 403));

    await expect(client.call(companyRoutes.list, { namespaceId: NAMESPACE })).rejects.toMatchObject({
      status: 403,
      message: 'Forbidden',
    });
    expect(events.forbidden).toHaveBeenCalledTimes(1);
  });

  it('reports a 489 as terms not signed, with the flags of the instance', async () => {
    const { client, events } = clientWith(() => json({ message: 'Please accept the terms.' }, 489));

    await expect(client.call(companyRoutes.list, { namespaceId: NAMESPACE })).rejects.toMatchObject({ status: 489 });
    expect(events.termsNotSigned).toHaveBeenCalledTimes(1);
    expect(events.instanceAnswer).toHaveBeenCalledWith({
      namespaceId: NAMESPACE,
      status: 489,
      trial: { expiring: false, gracePeriod: false, paid: false },
      gates: { terms: true, trial: true },
    });
  });

  it('reports a 488 as trial expired', async () => {
    const { client, events } = clientWith(() => json({ message: 'Your free trial has expired.' }, 488));

    await expect(client.call(companyRoutes.list, { namespaceId: NAMESPACE })).rejects.toMatchObject({ status: 488 });
    expect(events.trialExpired).toHaveBeenCalledTimes(1);
    expect(events.unauthorized).not.toHaveBeenCalled();
  });

  it('passes the trial headers of a successful instance answer on', async () => {
    const { client, events } = clientWith(() =>
      json({ items: [], cursor: null }, 200, { 'is-expiring': 'true', 'is-grace-period-x': 'false', 'is-paid': 'true' }),
    );

    await client.call(companyRoutes.list, { namespaceId: NAMESPACE });

    expect(events.instanceAnswer).toHaveBeenCalledWith({
      namespaceId: NAMESPACE,
      status: 200,
      trial: { expiring: true, gracePeriod: false, paid: true },
      gates: { terms: true, trial: true },
    });
  });

  it('says nothing of the instance for user routes, whose answers carry no trial headers', async () => {
    const { client, events } = clientWith(() => json({ namespaceIds: [] }), { selected: NAMESPACE });

    await client.call(namespaceRoutes.list);

    expect(events.instanceAnswer).not.toHaveBeenCalled();
  });

  it("rejects other failures with the server's message or the status text, and no reaction", async () => {
    const withMessage = clientWith(() => json({ message: 'Company Not Found' }, 404));
    const withoutMessage = clientWith(() => new Response('oops', { status: 502, statusText: 'Bad Gateway' }));

    await expect(
      withMessage.client.call(companyRoutes.get, { params: { id: 'c1' }, namespaceId: NAMESPACE }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Company Not Found',
    });
    await expect(withoutMessage.client.call(companyRoutes.list, { namespaceId: NAMESPACE })).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
    for (const { events } of [withMessage, withoutMessage]) {
      expect(events.unauthorized).not.toHaveBeenCalled();
      expect(events.forbidden).not.toHaveBeenCalled();
      expect(events.termsNotSigned).not.toHaveBeenCalled();
      expect(events.trialExpired).not.toHaveBeenCalled();
    }
  });

  it('sends the selected instance with instance routes that do not name one, and never with user routes', async () => {
    const { client, fetch } = clientWith(() => json({ items: [], cursor: null }), { selected: NAMESPACE });

    await client.call(companyRoutes.list);
    await client.call(companyRoutes.list, { namespaceId: 'acme-emea' });
    const headersOf = (index: number) => new Headers(fetch.mock.calls[index]?.[1].headers);
    const { client: other, fetch: otherFetch } = clientWith(() => json({ namespaceIds: [] }), { selected: NAMESPACE });
    await other.call(namespaceRoutes.list);

    expect(headersOf(0).get('SelectedNamespaceId')).toBe(NAMESPACE);
    expect(headersOf(1).get('SelectedNamespaceId')).toBe('acme-emea');
    expect(new Headers(otherFetch.mock.calls[0]?.[1].headers).has('SelectedNamespaceId')).toBe(false);
  });

  it('keeps its promise when a reaction throws', async () => {
    const fetch = vi.fn<FetchLike>(() => Promise.resolve(json({ message: 'Forbidden' }, 403)));
    const client = createApiClient({
      getIdToken: () => Promise.resolve('token'),
      fetch,
      events: {
        forbidden: () => {
          throw new Error('a broken reaction');
        },
      },
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(client.call(companyRoutes.list, { namespaceId: NAMESPACE })).rejects.toMatchObject({ status: 403 });
    quiet.mockRestore();
  });
});

describe('failureReaction', () => {
  it('maps the statuses of the error catalogue', () => {
    const at = (status: number, onPublicPage = false, path = '/api/company') => failureReaction({ status, path, onPublicPage });

    expect(at(401)).toBe('sign-out');
    expect(at(403)).toBe('forbidden');
    expect(at(489)).toBe('terms-not-signed');
    expect(at(488)).toBe('trial-expired');
    expect(at(404)).toBe('none');
    expect(at(500)).toBe('none');
    expect(at(401, true, '/api/user/role')).toBe('none');
    expect(at(401, true, '/api/user/register')).toBe('none');
    expect(at(401, true, '/api/company')).toBe('sign-out');
  });

  it('exempts the public server paths and the role', () => {
    expect(UNAUTHORIZED_EXEMPT_API_PATHS).toEqual(
      expect.arrayContaining([
        '/api/user/register',
        '/api/webhook/gmail',
        '/api/webhook/healthcheck',
        '/api/webhook/outlook',
        '/api/webhook/hubspot',
        '/api/email-status/read',
        '/api/email-status/click',
        '/api/email-status/unsubscribe',
        '/api/email-status/decrypt',
        '/api/email-status/encrypt',
        '/api/python',
        '/api/instant-demo/is-valid-email',
        '/api/instant-demo/random-example-email',
        '/api/user/role',
      ]),
    );
    expect(UNAUTHORIZED_EXEMPT_API_PATHS).not.toContain('/api/user/authenticate');
  });

  it('exempts exactly the public routes of the contract, the encrypt path and the role', () => {
    const contract = new Set([
      ...ROUTES.filter((route) => route.access === 'public').map((route) => route.path),
      emailStatusRoutes.encrypt.path,
      userRoutes.role.path,
    ]);
    expect(new Set(UNAUTHORIZED_EXEMPT_API_PATHS)).toEqual(contract);
    expect(UNAUTHORIZED_EXEMPT_API_PATHS).toHaveLength(contract.size);
  });
});

const CONFIG: RuntimeConfig = {
  mode: 'local',
  region: 'local',
  userPoolId: 'local_pool',
  userPoolClientId: 'client',
  apiPath: '/api',
  userPoolEndpoint: 'http://127.0.0.1:9229',
};

/** The app's services over a fake network; the sign-out is recorded (and fails when told to). */
function servicesWith(respond: (url: string) => Response, options: { signOutFails?: boolean; path?: string } = {}) {
  const signOut = vi.fn(() =>
    options.signOutFails === true ? Promise.reject(new Error('Signout timeout fail')) : Promise.resolve(),
  );
  const fetch = vi.fn<FetchLike>((url) => Promise.resolve(respond(url)));
  const services = createAppServices(CONFIG, memoryStorage(), {
    fetch,
    signOut,
    getIdToken: () => Promise.resolve('token'),
    currentPath: () => options.path ?? '/contact',
  });
  return { services, signOut, fetch };
}

describe('the app services wired to the client', () => {
  it("on 401 shows 'Token expired. Please login again.' after the redirect, signs out and forgets the session", async () => {
    const { services, signOut } = servicesWith(() => json({ message: 'Unauthorized' }, 401));
    services.queryClient.setQueryData(['company'], { cached: true });

    await expect(services.apiClient.call(companyRoutes.list, { namespaceId: NAMESPACE })).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(services.queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual({ status: 'none' }));

    expect(signOut).toHaveBeenCalledTimes(1);
    expect(services.alerts.getAlerts()).toEqual([
      expect.objectContaining({ type: 'danger', message: 'Token expired. Please login again.', showAfterRedirect: true }),
    ]);
    expect(services.queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual({ status: 'none' });
    expect(services.queryClient.getQueryData(['company'])).toBeUndefined();
  });

  it('falls back to sign-in when the sign-out fails', async () => {
    const { services } = servicesWith(() => json({ message: 'Unauthorized' }, 401), { signOutFails: true });

    await expect(services.apiClient.call(companyRoutes.list, { namespaceId: NAMESPACE })).rejects.toMatchObject({ status: 401 });

    await vi.waitFor(() => expect(services.queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual({ status: 'none' }));
  });

  it('signs out once when several calls are refused together', async () => {
    const { services, signOut } = servicesWith(() => json({ message: 'Unauthorized' }, 401));

    await Promise.allSettled([1, 2, 3].map(() => services.apiClient.call(companyRoutes.list, { namespaceId: NAMESPACE })));
    await vi.waitFor(() => expect(services.queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual({ status: 'none' }));

    expect(signOut).toHaveBeenCalledTimes(1);
    expect(services.alerts.getAlerts()).toHaveLength(1);
  });

  it("on 403 shows 'Forbidden'", async () => {
    const { services } = servicesWith(() => json({ message: 'Forbidden' }, 403));

    await expect(services.apiClient.call(companyRoutes.list, { namespaceId: NAMESPACE })).rejects.toMatchObject({ status: 403 });

    expect(services.alerts.getAlerts().map((alert) => [alert.type, alert.message])).toEqual([['danger', 'Forbidden']]);
  });

  it('on 489 and 488 sets the flags that send the shell to /agreement and the blocking notice', async () => {
    const terms = servicesWith(() => json({ message: 'Accept the terms' }, 489));
    const trial = servicesWith((url) =>
      url.endsWith('/trial-end-date') ? json({ trialEndDate: '2026-11-01' }) : json({ message: 'Expired' }, 488),
    );

    await expect(terms.services.apiClient.call(companyRoutes.list, { namespaceId: NAMESPACE })).rejects.toMatchObject({
      status: 489,
    });
    await expect(trial.services.apiClient.call(companyRoutes.list, { namespaceId: NAMESPACE })).rejects.toMatchObject({
      status: 488,
    });

    expect(flagsOf(terms.services.account.getState(), NAMESPACE).termsNotSigned).toBe(true);
    expect(flagsOf(trial.services.account.getState(), NAMESPACE).trialExpired).toBe(true);
  });

  it('reloads the trial end date when the trial headers change the flags, once', async () => {
    const { services, fetch } = servicesWith((url) =>
      url.endsWith('/trial-end-date')
        ? json({ trialEndDate: '2026-12-24' }, 200, { 'is-expiring': 'true' })
        : json({ items: [], cursor: null }, 200, { 'is-expiring': 'true' }),
    );

    await services.apiClient.call(companyRoutes.list, { namespaceId: NAMESPACE });
    await vi.waitFor(() => expect(services.account.getState().trialEndDate).toBe('2026-12-24'));
    await services.apiClient.call(companyRoutes.list, { namespaceId: NAMESPACE });

    const reloads = fetch.mock.calls.filter(([url]) => url.endsWith('/namespace/trial-end-date'));
    expect(reloads).toHaveLength(1);
    expect(new Headers(reloads[0]?.[1].headers).get('SelectedNamespaceId')).toBe(NAMESPACE);
    expect(services.account.getState().trialEndDateNamespaceId).toBe(NAMESPACE);
    expect(flagsOf(services.account.getState(), NAMESPACE).trialExpiring).toBe(true);
  });
});
