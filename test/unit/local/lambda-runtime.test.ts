import path from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  apiGatewayEvent,
  httpHandlerFile,
  importHandler,
  invokeHttpRoute,
  lambdaContext,
  PROJECT_ROOT,
  type HttpHandler,
} from '../../../bin/local/lambda-runtime';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const route = { method: 'GET', path: '/api/company/{id}' } as const;

describe('apiGatewayEvent', () => {
  it('fills the route key, the encoded path and the decoded path parameters', () => {
    const event = apiGatewayEvent({ route, pathParameters: { id: 'café 1' }, requestId: 'req-1' });

    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/company/{id}',
      rawPath: '/api/company/caf%C3%A9%201',
      rawQueryString: '',
      pathParameters: { id: 'café 1' },
      isBase64Encoded: false,
      requestContext: {
        requestId: 'req-1',
        routeKey: 'GET /api/company/{id}',
        stage: '$default',
        http: { method: 'GET', path: '/api/company/caf%C3%A9%201', sourceIp: '127.0.0.1' },
      },
    });
    expect(event).not.toHaveProperty('queryStringParameters');
    expect(event).not.toHaveProperty('body');
    expect(event.requestContext).not.toHaveProperty('authorizer');
  });

  it('keeps a raw path as requested', () => {
    const event = apiGatewayEvent({ route, rawPath: '/api/company/a%2Fb', pathParameters: { id: 'a/b' } });

    expect(event.rawPath).toBe('/api/company/a%2Fb');
    expect(event.pathParameters).toEqual({ id: 'a/b' });
  });

  it('reads query parameters from the raw query string, repeated keys joined by commas', () => {
    const event = apiGatewayEvent({ route: { method: 'GET', path: '/api/contact' }, rawQueryString: 'tag=a&tag=b&q=x%20y' });

    expect(event.rawQueryString).toBe('tag=a&tag=b&q=x%20y');
    expect(event.queryStringParameters).toEqual({ tag: 'a,b', q: 'x y' });
  });

  it('writes the raw query string from query parameters', () => {
    const event = apiGatewayEvent({ route: { method: 'GET', path: '/api/contact' }, queryStringParameters: { q: 'x y' } });

    expect(event.rawQueryString).toBe('q=x+y');
    expect(event.queryStringParameters).toEqual({ q: 'x y' });
  });

  it('passes headers in lower case, joins repeated ones and moves cookies apart', () => {
    const event = apiGatewayEvent({
      route,
      pathParameters: { id: '1' },
      headers: { 'Content-Type': 'application/json', accept: ['a', 'b'], Cookie: 'one=1; two=2', host: 'api.example.com' },
    });

    expect(event.headers).toEqual({ 'content-type': 'application/json', accept: 'a,b', host: 'api.example.com' });
    expect(event.cookies).toEqual(['one=1', 'two=2']);
    expect(event.requestContext.domainName).toBe('api.example.com');
    expect(event.requestContext.domainPrefix).toBe('api');
  });

  it('sends a JSON body as its JSON and a raw body as is, with its base64 flag', () => {
    const post = { method: 'POST', path: '/api/contact' };

    expect(apiGatewayEvent({ route: post, body: { limit: 5 } })).toMatchObject({ body: '{"limit":5}', isBase64Encoded: false });
    expect(apiGatewayEvent({ route: post, body: { limit: 5 }, rawBody: 'not json' })).toMatchObject({
      body: 'not json',
      isBase64Encoded: false,
    });
    expect(apiGatewayEvent({ route: post, rawBody: 'AAEC', isBase64Encoded: true })).toMatchObject({
      body: 'AAEC',
      isBase64Encoded: true,
    });
    expect(apiGatewayEvent({ route: post, rawBody: '', isBase64Encoded: true })).toMatchObject({ isBase64Encoded: false });
  });

  it('carries the JWT authorizer claims only when given', () => {
    const event = apiGatewayEvent({ route, pathParameters: { id: '1' }, claims: { sub: 'u1', email: 'a@b.c' }, scopes: ['x'] });

    expect(event.requestContext.authorizer).toEqual({
      principalId: '',
      integrationLatency: 0,
      jwt: { claims: { sub: 'u1', email: 'a@b.c' }, scopes: ['x'] },
    });
    expect(apiGatewayEvent({ route, pathParameters: { id: '1' }, claims: null }).requestContext).not.toHaveProperty('authorizer');
  });

  it('stamps the time of the request', () => {
    const now = new Date('2030-01-07T09:00:00.000Z');
    const event = apiGatewayEvent({ route, pathParameters: { id: '1' }, now });

    expect(event.requestContext.time).toBe(now.toUTCString());
    expect(event.requestContext.timeEpoch).toBe(now.getTime());
  });
});

describe('lambdaContext', () => {
  it('names the function and the request', () => {
    const context = lambdaContext({ functionName: 'reachwise-local-company.get', requestId: 'req-1' });

    expect(context).toMatchObject({
      awsRequestId: 'req-1',
      functionName: 'reachwise-local-company.get',
      functionVersion: '$LATEST',
      invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:reachwise-local-company.get',
      memoryLimitInMB: '512',
    });
  });

  it('counts the remaining time down to the deadline on its clock, never below zero', () => {
    let now = 1_000;
    const context = lambdaContext({ functionName: 'f', deadline: 6_000, now: () => now });

    expect(context.getRemainingTimeInMillis()).toBe(5_000);
    now = 5_500;
    expect(context.getRemainingTimeInMillis()).toBe(500);
    now = 7_000;
    expect(context.getRemainingTimeInMillis()).toBe(0);
  });

  it('starts the countdown at the timeout when no deadline is given', () => {
    let now = 1_000;
    const context = lambdaContext({ functionName: 'f', timeoutMs: 30_000, now: () => now });

    now = 11_000;
    expect(context.getRemainingTimeInMillis()).toBe(20_000);
  });
});

describe('importHandler', () => {
  it('imports a module once, whether named by an absolute path or one relative to a root', async () => {
    const absolute = importHandler<HttpHandler>(path.join(fixtures, 'functions/http/echo.ts'));
    const relative = importHandler<HttpHandler>('functions/http/echo.ts', fixtures);

    expect(relative).toBe(absolute);
    expect(typeof (await absolute)).toBe('function');
  });

  it('refuses a module without a handler, and tries it again on the next call', async () => {
    const first = importHandler('functions/http/no-handler.ts', fixtures);
    await expect(first).rejects.toThrow('functions/http/no-handler.ts does not export a handler function.');

    const second = importHandler('functions/http/no-handler.ts', fixtures);
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow('does not export a handler function');
  });

  it("finds a route's handler under functions/http of the repository", () => {
    expect(httpHandlerFile({ handler: 'company/get' })).toBe(path.join(PROJECT_ROOT, 'functions', 'http', 'company', 'get.ts'));
  });
});

describe('invokeHttpRoute', () => {
  it("invokes the route's handler with the event and a context of the same request", async () => {
    const echo = { name: 'test.echo', method: 'GET', path: '/api/echo/{id}', handler: 'echo' };
    const event = apiGatewayEvent({ route: echo, pathParameters: { id: 'x' }, requestId: 'req-7' });

    const result = await invokeHttpRoute(echo, event, { root: fixtures });

    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? '')).toMatchObject({
      routeKey: 'GET /api/echo/{id}',
      pathParameters: { id: 'x' },
      requestId: 'req-7',
      awsRequestId: 'req-7',
      functionName: 'reachwise-local-test.echo',
    });
  });
});
