import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startLocalApi, type LocalApi, type TokenVerifier } from '../../../bin/local/api-server';
import { route, type RouteDefinition } from '../../../shared/api/route';
import { companyRoutes } from '../../../shared/api/routes';

/** Handlers of these routes come from fixtures/functions/http. */
const fixtures = path.join(import.meta.dirname, 'fixtures');

function echoRoute(name: string, routePath: string, access: RouteDefinition['access']): RouteDefinition {
  return route({
    name,
    method: 'GET',
    path: routePath,
    access,
    handler: 'echo',
    response: companyRoutes.get.response,
    summary: name,
    needs: access === 'public' ? {} : { table: 'read' },
  });
}

const publicEcho = echoRoute('test.publicEcho', '/api/test/public/{id}', 'public');
const tenantEcho = echoRoute('test.tenantEcho', '/api/test/tenant/{id}', 'tenant');

const claims = { sub: 'user-1', email: 'rep@example.com' };
const verifier: TokenVerifier = {
  verify: (token) => Promise.resolve(token === 'good' ? { claims, scopes: null } : null),
};

interface Answer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly body: unknown;
}

/** A GET with the path sent exactly as written: no client normalises or re-encodes it. */
function get(api: LocalApi, rawPath: string, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: api.port,
        method: 'GET',
        path: rawPath,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'],
            body: text === '' ? undefined : (JSON.parse(text) as unknown),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

let api: LocalApi;
const lines: string[] = [];

beforeAll(async () => {
  api = await startLocalApi({
    port: 0,
    verifier,
    root: fixtures,
    routes: [companyRoutes.get, publicEcho, tenantEcho],
    log: (line) => lines.push(line),
  });
});

afterAll(async () => {
  await api.close();
});

describe('the local API server', () => {
  it('decodes path parameters for the handler and keeps the raw path as sent', async () => {
    const answer = await get(api, '/api/test/public/caf%C3%A9%2Fx');

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      routeKey: 'GET /api/test/public/{id}',
      rawPath: '/api/test/public/caf%C3%A9%2Fx',
      pathParameters: { id: 'café/x' },
      claims: null,
      functionName: 'reachwise-local-test.publicEcho',
    });
  });

  it("passes the verified token's claims to a tenant route and answers 401 without a token", async () => {
    expect((await get(api, '/api/test/tenant/1', 'good')).body).toMatchObject({ claims });
    expect(await get(api, '/api/test/tenant/1')).toEqual({
      status: 401,
      contentType: 'application/json',
      body: { message: 'Unauthorized' },
    });
  });

  it('answers 404 for a path that starts with //, rather than reading a host in it', async () => {
    expect(await get(api, '//')).toEqual({ status: 404, contentType: 'application/json', body: { message: 'Not Found' } });
    expect(await get(api, '//127.0.0.1/api/test/public/1')).toMatchObject({ status: 404 });
    expect((await get(api, '/api/test/public/1')).status).toBe(200);
  });

  it('answers 404 Not Found for a path no route has', async () => {
    expect(await get(api, '/api/nowhere')).toEqual({
      status: 404,
      contentType: 'application/json',
      body: { message: 'Not Found' },
    });
  });

  describe('answers 400, as API Gateway does, for a path id with broken percent-encoding', () => {
    const invalid = {
      status: 400,
      contentType: 'application/json',
      body: { message: 'Bad Request: the path is not valid' },
    };

    it.each([
      ['a truncated escape on a tenant route, signed in', '/api/company/%E0%A4%A', 'good'],
      ['a truncated escape on a tenant route, signed out', '/api/company/%E0%A4%A', undefined],
      ['a lone % on a tenant route, signed in', '/api/company/%', 'good'],
      ['a lone % on a tenant route, signed out', '/api/company/%', undefined],
      ['a truncated escape on a public route', '/api/test/public/%E0%A4%A', undefined],
      ['a lone % on a public route', '/api/test/public/%', undefined],
      ['escapes that are not UTF-8 on a public route', '/api/test/public/%E0%A4', undefined],
      ['a lone % on a path no route has', '/api/nowhere/%', undefined],
    ])('%s', async (_case, rawPath, token) => {
      expect(await get(api, rawPath, token)).toEqual(invalid);
    });

    it('logs the request with its status, and keeps serving', async () => {
      await get(api, '/api/test/public/%');

      expect(lines).toContainEqual(expect.stringMatching(/^GET \/api\/test\/public\/% 400 \d+ ms$/));
      expect((await get(api, '/api/test/public/ok')).status).toBe(200);
    });
  });
});
