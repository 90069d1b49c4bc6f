import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

import { ROUTES } from '../../../shared/api/routes';
import type { RouteDefinition } from '../../../shared/api/route';
import { ROUTES_PER_NESTED_STACK, resourceOf, roleIdOf, routeBatches } from '../../../infra/api';
import { needsSignature } from '../../../shared/platform/needs';
import { stageConfig } from '../../../infra/config';
import { SPA_REWRITE_FUNCTION, contentSecurityPolicy } from '../../../infra/web';

function readFrom(context: Record<string, unknown>) {
  return (key: string) => context[key];
}

describe('stage configuration from CDK context', () => {
  it('defaults to the dev stage, self sign-up, no blocked sign-up domains, the default model-key secret name and the latest table version', () => {
    expect(stageConfig(readFrom({}))).toEqual({
      stage: 'dev',
      selfSignUp: true,
      extraWebOrigins: [],
      embedAncestors: [],
      blockedSignUpDomains: [],
      openAiSecretName: 'reachwise/openai-api-key',
      tableVersion: 4,
    });
  });

  it('reads the model settings and blocked sign-up domains from -c strings, and names a bad one', () => {
    const config = stageConfig(
      readFrom({
        blockedSignUpDomains: 'rival.example, blocked.example',
        openAiBaseUrl: 'http://127.0.0.1:11434/v1',
        openAiModel: 'llama3.1',
        modelTokensPerMinute: '90000',
      }),
    );

    expect(config).toMatchObject({
      blockedSignUpDomains: ['rival.example', 'blocked.example'],
      openAiBaseUrl: 'http://127.0.0.1:11434/v1',
      openAiModel: 'llama3.1',
      modelTokensPerMinute: 90_000,
    });
    expect(() => stageConfig(readFrom({ modelTokensPerMinute: 'lots', blockedSignUpDomains: 'Not A Domain' }))).toThrow(
      /blockedSignUpDomains\.0: blockedSignUpDomains must be[\s\S]*modelTokensPerMinute: modelTokensPerMinute must be a whole number/,
    );
  });

  it('reads -c strings: booleans and comma lists', () => {
    const config = stageConfig(
      readFrom({ stage: 'prod', selfSignUp: 'false', extraWebOrigins: 'http://localhost:5173, https://staging.example.com' }),
    );
    expect(config).toMatchObject({
      stage: 'prod',
      selfSignUp: false,
      extraWebOrigins: ['http://localhost:5173', 'https://staging.example.com'],
    });
  });

  it('names every bad key in one error', () => {
    expect(() => stageConfig(readFrom({ stage: 'Prod!', alarmEmail: 'ops', extraWebOrigins: 'not a url' }))).toThrow(
      /stage: stage must be[\s\S]*extraWebOrigins\.0: extraWebOrigins must be URLs[\s\S]*alarmEmail: alarmEmail must be an email address/,
    );
  });

  it('requires a us-east-1 certificate with a custom web domain', () => {
    expect(() => stageConfig(readFrom({ webDomain: 'app.example.com' }))).toThrow(
      /webCertificateArn: required when webDomain is set/,
    );
    expect(() =>
      stageConfig(
        readFrom({ webDomain: 'app.example.com', webCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/x' }),
      ),
    ).toThrow(/webCertificateArn must be an ACM certificate in us-east-1/);
  });
});

describe('the CRMs’ OAuth clients in the stage configuration', () => {
  it('reads both clients, their secrets’ names and a Salesforce login URL', () => {
    const config = stageConfig(
      readFrom({
        hubspotOAuthClientId: 'hubspot-client',
        hubspotOAuthClientSecretName: 'reachwise/hubspot-oauth',
        salesforceOAuthClientId: 'sf-key',
        salesforceOAuthClientSecretName: 'reachwise/salesforce-oauth',
        salesforceLoginUrl: 'https://test.salesforce.com',
      }),
    );

    expect(config).toMatchObject({
      hubspotOAuthClientId: 'hubspot-client',
      hubspotOAuthClientSecretName: 'reachwise/hubspot-oauth',
      salesforceOAuthClientId: 'sf-key',
      salesforceOAuthClientSecretName: 'reachwise/salesforce-oauth',
      salesforceLoginUrl: 'https://test.salesforce.com',
    });
  });

  it.each([
    ['http://login.salesforce.com', /salesforceLoginUrl: salesforceLoginUrl must be an https URL/],
    ['https://login.salesforce.com/services/oauth2', /salesforceLoginUrl: salesforceLoginUrl must be an origin only/],
    ['not a url', /salesforceLoginUrl: salesforceLoginUrl must be an https URL/],
  ])('refuses the Salesforce login URL %s, naming the setting', (salesforceLoginUrl, message) => {
    expect(() => stageConfig(readFrom({ salesforceLoginUrl }))).toThrow(message);
  });

  it.each(['hubspot', 'salesforce'])('requires the %s client secret’s name with its client id', (crm) => {
    expect(() => stageConfig(readFrom({ [`${crm}OAuthClientId`]: 'client' }))).toThrow(
      new RegExp(`${crm}OAuthClientSecretName: required when ${crm}OAuthClientId is set`),
    );
  });
});

describe('API functions across nested stacks', () => {
  it('keeps each resource in one batch and no batch above the limit', () => {
    const batches = routeBatches(ROUTES);
    expect(batches.flat()).toHaveLength(ROUTES.length);
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(ROUTES_PER_NESTED_STACK);
    const batchOf = new Map<string, number>();
    batches.forEach((batch, index) => {
      for (const route of batch) {
        expect(batchOf.get(resourceOf(route)) ?? index).toBe(index);
        batchOf.set(resourceOf(route), index);
      }
    });
  });

  it('does not move existing routes to another batch when a route is added to the last resource', () => {
    const before = routeBatches(ROUTES);
    const last = ROUTES[ROUTES.length - 1] as RouteDefinition;
    const added = { ...last, name: `${last.name}Extra`, path: `${last.path}/extra` };
    const after = routeBatches([...ROUTES, added]);
    before.forEach((batch, index) => expect(after[index]?.slice(0, batch.length)).toEqual(batch));
  });

  it('shares a role between routes exactly when their needs are equal, whatever order they are declared in', () => {
    expect(needsSignature({ queues: ['sending', 'generation'], oauth: true, table: 'read' })).toBe(
      needsSignature({ table: 'read', oauth: true, queues: ['generation', 'sending'] }),
    );
    expect(needsSignature({ table: 'read' })).not.toBe(needsSignature({ table: 'readWrite' }));
    expect(needsSignature({})).toBe('none');
    expect(roleIdOf({ table: 'read', senderKey: true, oauth: true, webOrigins: true })).toBe(
      'RoleTableReadSenderKeyOauthWebOrigins',
    );
    expect(new Set(ROUTES.map((route) => roleIdOf(route.needs))).size).toBe(
      new Set(ROUTES.map((route) => needsSignature(route.needs))).size,
    );
  });
});

describe('web hosting rules', () => {
  // evaluated in a bare context, as CloudFront Functions run it: no Node globals
  const rewrite = runInNewContext(`${SPA_REWRITE_FUNCTION}; handler`) as (event: { request: { uri: string } }) => { uri: string };

  it.each([
    ['/', '/index.html'],
    ['/campaigns', '/index.html'],
    ['/campaigns/01HX/emails', '/index.html'],
    ['/account/callback', '/index.html'],
  ])('serves the app for the route %s', (uri, expected) => {
    expect(rewrite({ request: { uri } }).uri).toBe(expected);
  });

  it.each(['/assets/index-3f9a.js', '/config.json', '/favicon.ico', '/index.html'])('leaves the file %s alone', (uri) => {
    expect(rewrite({ request: { uri } }).uri).toBe(uri);
  });

  it('allows the app, Cognito and the hosted sign-in, and no framing by default', () => {
    const csp = contentSecurityPolicy({
      region: 'eu-west-1',
      hostedDomain: 'rw.auth.eu-west-1.amazoncognito.com',
      frameAncestors: [],
    });
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(
      "connect-src 'self' https://cognito-idp.eu-west-1.amazonaws.com https://rw.auth.eu-west-1.amazoncognito.com",
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('lets the configured origins frame the app for embed=true', () => {
    const csp = contentSecurityPolicy({
      region: 'eu-west-1',
      hostedDomain: 'rw.auth.eu-west-1.amazoncognito.com',
      frameAncestors: ['https://crm.example.com'],
    });
    expect(csp).toContain('frame-ancestors https://crm.example.com');
  });
});
