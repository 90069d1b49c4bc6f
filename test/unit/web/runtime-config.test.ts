import { describe, expect, it, vi } from 'vitest';

import { loadRuntimeConfig, parseRuntimeConfig } from '../../../web/src/app/runtime-config';

const local = {
  mode: 'local',
  region: 'local',
  userPoolId: 'local_pool',
  userPoolClientId: 'client-1',
  apiPath: '/api',
  userPoolEndpoint: 'http://127.0.0.1:9229',
  demoEmail: 'demo@reachwise.local',
};

const cloud = {
  mode: 'cloud',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_abc',
  userPoolClientId: 'client-2',
  apiPath: '/api',
  hostedDomain: 'reachwise.auth.eu-west-1.amazoncognito.com',
};

function fetchAnswering(response: Response | Error) {
  return vi.fn((_input: string, _init: RequestInit) =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
}

describe('parseRuntimeConfig', () => {
  it('accepts a local config with the demo email', () => {
    expect(parseRuntimeConfig(local)).toEqual({ ok: true, config: local });
  });

  it('accepts a cloud config with its hosted sign-in domain', () => {
    expect(parseRuntimeConfig(cloud)).toEqual({ ok: true, config: cloud });
  });

  it('names the missing field of a config', () => {
    const { hostedDomain: _, ...withoutDomain } = cloud;

    const result = parseRuntimeConfig(withoutDomain);

    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatch(/^\/config\.json is invalid: hostedDomain: /);
  });

  it("accepts the provider's email domain and a support address in both modes, and needs neither", () => {
    const extras = { providerEmailDomain: 'reachwise.example', supportUrl: 'mailto:support@reachwise.example' };

    expect(parseRuntimeConfig({ ...local, ...extras })).toEqual({ ok: true, config: { ...local, ...extras } });
    expect(parseRuntimeConfig({ ...cloud, ...extras, supportUrl: 'https://help.reachwise.example' }).ok).toBe(true);
    expect(parseRuntimeConfig(cloud)).toEqual({ ok: true, config: cloud });
  });

  it('refuses a provider domain that is not a domain and a support address that is not https or mailto', () => {
    expect(parseRuntimeConfig({ ...cloud, providerEmailDomain: 'Not a domain' }).ok).toBe(false);
    expect(parseRuntimeConfig({ ...cloud, supportUrl: 'javascript:alert(1)' }).ok).toBe(false);
    expect(parseRuntimeConfig({ ...cloud, supportUrl: 'http://help.example.com' }).ok).toBe(false);
  });

  it('refuses an unknown mode and a local endpoint that is not an address', () => {
    expect(parseRuntimeConfig({ ...cloud, mode: 'staging' }).ok).toBe(false);
    const result = parseRuntimeConfig({ ...local, userPoolEndpoint: 'cognito' });
    expect(!result.ok && result.problem).toContain('userPoolEndpoint');
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches /config.json as JSON, never from the cache, and answers the config', async () => {
    const fetch = fetchAnswering(new Response(JSON.stringify(local), { headers: { 'content-type': 'application/json' } }));

    const result = await loadRuntimeConfig(fetch);

    expect(result).toEqual({ ok: true, config: local });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/config.json');
    expect(init?.cache).toBe('no-store');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
  });

  it('says the file is missing when the server answers 404', async () => {
    const result = await loadRuntimeConfig(fetchAnswering(new Response('Not Found', { status: 404 })));

    expect(result).toEqual({ ok: false, problem: '/config.json could not be loaded: the server answered 404.' });
  });

  it('says the file is not JSON when it is something else', async () => {
    const result = await loadRuntimeConfig(fetchAnswering(new Response('<!doctype html><html></html>', { status: 200 })));

    expect(result).toEqual({ ok: false, problem: '/config.json is not valid JSON.' });
  });

  it('says why the file could not be fetched', async () => {
    const result = await loadRuntimeConfig(fetchAnswering(new TypeError('Failed to fetch')));

    expect(result).toEqual({ ok: false, problem: '/config.json could not be loaded: Failed to fetch.' });
  });

  it('refuses a fetched config that breaks the schema', async () => {
    const result = await loadRuntimeConfig(fetchAnswering(new Response(JSON.stringify({ mode: 'local' }))));

    expect(result.ok).toBe(false);
  });
});
