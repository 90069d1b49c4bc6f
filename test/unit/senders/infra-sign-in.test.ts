import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { SynthesisMessageLevel } from 'aws-cdk-lib/cx-api';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../../infra/app';

interface Resource {
  Type: string;
  Properties?: { Description?: unknown; Environment?: { Variables?: Record<string, unknown> }; PolicyDocument?: unknown };
}

let functions: Resource[];
let policies: string;
let nagFindings: string[];

beforeAll(() => {
  const outdir = mkdtempSync(path.join(tmpdir(), 'reachwise-sign-in-'));
  const { app, stack } = buildApp({ outdir, context: { 'aws:cdk:bundling-stacks': [] } });
  stack.api.configureSenderSignIn({
    webOrigins: [stack.web.url, 'https://app.example.com'],
    google: {
      clientId: 'google-client-id',
      clientSecret: Secret.fromSecretNameV2(stack, 'GoogleClientSecret', 'reachwise/google-oauth-client-secret'),
    },
  });
  const assembly = app.synth();
  const artifact = assembly.getStackByName(stack.stackName);
  const templates = [
    artifact.template as { Resources: Record<string, Resource> },
    ...readdirSync(outdir)
      .filter((name) => name.endsWith('.nested.template.json'))
      .map((name) => JSON.parse(readFileSync(path.join(outdir, name), 'utf8')) as { Resources: Record<string, Resource> }),
  ];
  const resources = templates.flatMap((template) => Object.values(template.Resources));
  functions = resources.filter((resource) => resource.Type === 'AWS::Lambda::Function');
  policies = JSON.stringify(resources.filter((resource) => resource.Type === 'AWS::IAM::Policy'));
  nagFindings = artifact.messages
    .filter((message) => message.level === SynthesisMessageLevel.ERROR || message.level === SynthesisMessageLevel.WARNING)
    .map((message) => JSON.stringify(message.entry.data))
    .filter((data) => data.includes('AwsSolutions-'));
}, 120_000);

function variablesOf(description: string): Record<string, unknown> {
  const fn = functions.find((candidate) => String(candidate.Properties?.Description).endsWith(`(${description})`));
  if (!fn) throw new Error(`No function for ${description}`);
  return fn.Properties?.Environment?.Variables ?? {};
}

describe('sender sign-in in the cloud', () => {
  it.each(['email-sender-config.oauthStart', 'email-sender-config.oauthComplete'])(
    'gives %s the Google client id, the secret by ARN and the web origins (a sign-in returns to one of them)',
    (route) => {
      const variables = variablesOf(route);

      expect(variables).toMatchObject({ GOOGLE_OAUTH_CLIENT_ID: 'google-client-id' });
      expect(variables).toHaveProperty('GOOGLE_OAUTH_CLIENT_SECRET_ARN');
      expect(variables).toHaveProperty('WEB_ORIGINS');
      expect(variables).not.toHaveProperty('MICROSOFT_OAUTH_CLIENT_ID');
    },
  );

  it.each(['email-sender-config.health', 'email-sender-config.validate', 'email-sender-config.oauthProviders'])(
    'gives %s the Google client id and the secret by ARN, and no web origins (it redirects nobody)',
    (route) => {
      const variables = variablesOf(route);

      expect(variables).toMatchObject({ GOOGLE_OAUTH_CLIENT_ID: 'google-client-id' });
      expect(variables).toHaveProperty('GOOGLE_OAUTH_CLIENT_SECRET_ARN');
      expect(variables).not.toHaveProperty('WEB_ORIGINS');
    },
  );

  it.each(['email-sender-config.create', 'company.create', 'email-sender-config.list'])('gives %s none of it', (route) => {
    const variables = variablesOf(route);

    expect(Object.keys(variables).filter((key) => key.includes('OAUTH') || key === 'WEB_ORIGINS')).toEqual([]);
  });

  it('lets the functions read the client secret and stays clean under cdk-nag', () => {
    expect(policies).toContain('secretsmanager:GetSecretValue');
    expect(nagFindings).toEqual([]);
  });
});
