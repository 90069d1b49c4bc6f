import { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { beforeAll, describe, expect, it } from 'vitest';

import { ROUTES } from '../../shared/api/routes';
import { JOB_LIST } from '../../shared/platform/jobs';
import { QUEUE_NAMES } from '../../shared/platform/queues';
import { functionGrants } from './grants';
import { synth, type Synthesized } from './synth';

const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0f3c5a1e-1111-2222-3333-444455556666';

// templates only: a production stage with a custom domain, an embedding CRM and its own mail domain
let prod: Synthesized;
beforeAll(() => {
  // a deploy knows its region (the CLI sets CDK_DEFAULT_REGION); SES mail for Cognito needs it
  process.env.CDK_DEFAULT_REGION = 'eu-west-1';
  process.env.CDK_DEFAULT_ACCOUNT = '123456789012';
  prod = synth(
    {
      stage: 'prod',
      webDomain: 'app.example.com',
      webCertificateArn: CERTIFICATE,
      embedAncestors: 'https://crm.example.com',
      selfSignUp: 'false',
      providerEmailDomain: 'example.com',
      alarmEmail: 'ops@example.com',
      sesIdentity: 'example.com',
      googleOAuthClientId: 'google-client.apps.example',
      googleOAuthClientSecretName: 'reachwise/google-oauth',
      hubspotOAuthClientId: 'hubspot-client-id',
      hubspotOAuthClientSecretName: 'reachwise/hubspot-oauth',
      salesforceOAuthClientId: 'salesforce-consumer-key',
      salesforceOAuthClientSecretName: 'reachwise/salesforce-oauth',
      salesforceLoginUrl: 'https://acme.my.salesforce.com',
      blockedSignUpDomains: 'rival.example,blocked.example',
      openAiBaseUrl: 'http://models.internal.example:8080/v1',
      openAiModel: 'llama-3.1-8b-instruct',
      modelTokensPerMinute: '90000',
    },
    { bundle: false },
  );
}, 120_000);

describe('a production stage with a custom domain', () => {
  it('serves the custom domain with TLS 1.2 or newer and needs no acknowledgement for it', () => {
    prod.main.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['app.example.com'],
        ViewerCertificate: Match.objectLike({ AcmCertificateArn: CERTIFICATE, MinimumProtocolVersion: 'TLSv1.2_2021' }),
      }),
    });
    expect(prod.nagFindings).toEqual([]);
  });

  it('leaves no CloudFormation validation finding', () => {
    expect(prod.validation.open).toEqual([]);
    expect(prod.validation.acknowledged).toEqual([]);
  });

  it('lets only the configured origins frame the app, without X-Frame-Options', () => {
    const policies = prod.main.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const headers = Object.values(policies)[0]?.Properties as {
      ResponseHeadersPolicyConfig: { SecurityHeadersConfig: Record<string, { ContentSecurityPolicy?: string }> };
    };
    const security = headers.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(security).not.toHaveProperty('FrameOptions');
    expect(JSON.stringify(security.ContentSecurityPolicy)).toContain('frame-ancestors https://crm.example.com');
  });

  it('signs in at the custom domain and mails from the configured domain, with sign-up by invitation only', () => {
    prod.main.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: Match.arrayWith(['https://app.example.com/account/callback']),
      LogoutURLs: Match.arrayWith(['https://app.example.com/']),
    });
    prod.main.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'DEVELOPER', From: 'Reachwise <no-reply@example.com>' }),
      DeletionProtection: 'ACTIVE',
    });
  });

  it('keeps the user pool and the credentials key when the stack is deleted', () => {
    prod.main.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
    prod.main.hasResource('AWS::KMS::Key', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ Description: Match.stringLikeRegexp('sender') }),
    });
  });

  it('emails alarms of every dead-letter queue and registers the SES identity with the configuration set', () => {
    prod.main.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
    // one per queue's dead letters, and one for the schedules'
    prod.main.resourceCountIs('AWS::CloudWatch::Alarm', QUEUE_NAMES.length + 1);
    prod.main.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'example.com',
      ConfigurationSetAttributes: Match.anyValue(),
    });
  });
});

describe('sending through SES', () => {
  it('lets exactly the jobs that declare ses send through the identity with its configuration set, and tells them both', () => {
    const declared = JOB_LIST.map((job) => ({
      name: job.name,
      needs: job.needs,
      fn: prod.stack.workers.functions.get(job.name),
    }));
    const sending = declared.filter(({ fn }) => fn && functionGrants(fn).actions.includes('ses:SendEmail'));
    const told = declared.filter(({ fn }) => fn && functionGrants(fn).environment.includes('SES_IDENTITY'));

    expect(sending.map(({ name }) => name)).toEqual(['SendingConsumer']);
    expect(told.map(({ name }) => name)).toEqual(declared.filter(({ needs }) => needs.ses).map(({ name }) => name));
    expect(functionGrants(prod.stack.workers.functions.get('SendingConsumer') ?? fail()).environment).toEqual(
      expect.arrayContaining(['SES_IDENTITY', 'SES_CONFIGURATION_SET']),
    );
    expect(ROUTES.some((route) => route.needs.ses)).toBe(false);
    expect(prod.nagFindings).toEqual([]);
  });
});

describe('Google sign-in for senders', () => {
  it('gives the client id, the secret and the web origins to the connect functions only', () => {
    type LambdaFunction = { id: string; Properties: { Environment?: { Variables?: Record<string, unknown> } } };
    const functions = [...prod.nested.values()].flatMap((template) =>
      Object.entries(template.findResources('AWS::Lambda::Function')).map(([id, fn]) => ({ id, ...fn }) as LambdaFunction),
    );
    const withClient = functions.filter((fn) => fn.Properties.Environment?.Variables?.GOOGLE_OAUTH_CLIENT_ID !== undefined);
    const start = withClient.find((fn) => /oauthstart/i.test(fn.id));

    expect(withClient.map((fn) => fn.id).join(' ')).toMatch(/oauthcomplete/i);
    expect(withClient.length).toBeLessThan(10);
    const variables = start?.Properties.Environment?.Variables;
    expect(variables?.GOOGLE_OAUTH_CLIENT_ID).toBe('google-client.apps.example');
    expect(variables).toHaveProperty('GOOGLE_OAUTH_CLIENT_SECRET_ARN');
    expect(variables).toHaveProperty('WEB_ORIGINS');
    expect(functions.some((fn) => fn.Properties.Environment?.Variables?.MICROSOFT_OAUTH_CLIENT_ID !== undefined)).toBe(false);
    expect(prod.nagFindings).toEqual([]);
  });

  it('gives the Google client to exactly the functions that declare the OAuth clients, routes and workers alike', () => {
    const declared = [
      ...ROUTES.map((route) => ({ name: route.name, needs: route.needs, fn: prod.stack.api.functions.get(route.name) })),
      ...JOB_LIST.map((job) => ({ name: job.name, needs: job.needs, fn: prod.stack.workers.functions.get(job.name) })),
    ];

    const withClient = declared.filter(({ fn }) => fn && functionGrants(fn).environment.includes('GOOGLE_OAUTH_CLIENT_ID'));
    const readingSecrets = declared.filter(
      ({ fn }) => fn && functionGrants(fn).actions.includes('secretsmanager:GetSecretValue'),
    );

    const declaring = declared.filter(({ needs }) => needs.oauth).map(({ name }) => name);
    expect(withClient.map(({ name }) => name)).toEqual(declaring);
    expect(declaring).toEqual(
      expect.arrayContaining(['email-sender-config.oauthComplete', 'SendingConsumer', 'SenderHealthCheck']),
    );
    // the model key, the link key and the CRMs' client secrets are the only other secrets a function reads
    expect(readingSecrets.map(({ name }) => name).sort()).toEqual(
      declared
        .filter(({ needs }) => needs.oauth || needs.crm || needs.modelKey || needs.linkKey)
        .map(({ name }) => name)
        .sort(),
    );
  });
});

describe('connecting HubSpot and Salesforce', () => {
  it('gives both CRMs’ client ids, secrets and the Salesforce login URL to exactly the functions that declare crm', () => {
    const declared = [
      ...ROUTES.map((route) => ({ name: route.name, needs: route.needs, fn: prod.stack.api.functions.get(route.name) })),
      ...JOB_LIST.map((job) => ({ name: job.name, needs: job.needs, fn: prod.stack.workers.functions.get(job.name) })),
    ];

    const told = declared.filter(({ fn }) => fn && functionGrants(fn).environment.includes('HUBSPOT_OAUTH_CLIENT_ID'));
    const variables = variablesOf(prod.stack.api.functions.get('integration.oauthComplete'));

    expect(told.map(({ name }) => name)).toEqual(declared.filter(({ needs }) => needs.crm).map(({ name }) => name));
    expect(told.map(({ name }) => name)).toEqual(expect.arrayContaining(['integration.oauthStart', 'integration.list']));
    expect(variables).toMatchObject({
      HUBSPOT_OAUTH_CLIENT_ID: 'hubspot-client-id',
      SALESFORCE_OAUTH_CLIENT_ID: 'salesforce-consumer-key',
      SALESFORCE_LOGIN_URL: 'https://acme.my.salesforce.com',
    });
    expect(variables).toHaveProperty('HUBSPOT_OAUTH_CLIENT_SECRET_ARN');
    expect(variables).toHaveProperty('SALESFORCE_OAUTH_CLIENT_SECRET_ARN');
    // the secrets themselves stay in Secrets Manager: only their ARNs are set
    expect(variables).not.toHaveProperty('HUBSPOT_OAUTH_CLIENT_SECRET');
    expect(variables).not.toHaveProperty('SALESFORCE_OAUTH_CLIENT_SECRET');
  });
});

/** A function's environment variables, resolved as they are synthesised. */
function variablesOf(fn: NodejsFunction | undefined): Record<string, unknown> | undefined {
  if (!fn) return undefined;
  const environment = Stack.of(fn).resolve((fn.node.defaultChild as CfnFunction).environment) as
    { variables?: Record<string, unknown> } | undefined;
  return environment?.variables;
}

describe('the model and sign-up settings of the stage', () => {
  const declared = () => [
    ...ROUTES.map((route) => ({ name: route.name, needs: route.needs, fn: prod.stack.api.functions.get(route.name) })),
    ...JOB_LIST.map((job) => ({ name: job.name, needs: job.needs, fn: prod.stack.workers.functions.get(job.name) })),
  ];

  it('gives openAiBaseUrl, openAiModel and modelTokensPerMinute to exactly the functions that write, routes and workers alike', () => {
    const writing = declared().filter(({ fn }) => fn && functionGrants(fn).environment.includes('OPENAI_MODEL'));
    const variables = variablesOf(prod.stack.workers.functions.get('GenerationConsumer'));

    expect(writing.map(({ name }) => name)).toEqual(
      declared()
        .filter(({ needs }) => needs.modelKey)
        .map(({ name }) => name),
    );
    expect(writing.map(({ name }) => name)).toEqual(expect.arrayContaining(['campaign.preview', 'GenerationConsumer']));
    expect(variables).toMatchObject({
      OPENAI_BASE_URL: 'http://models.internal.example:8080/v1',
      OPENAI_MODEL: 'llama-3.1-8b-instruct',
      MODEL_TOKENS_PER_MINUTE: '90000',
    });
  });

  it('gives blockedSignUpDomains to the registration alone', () => {
    const blocking = declared().filter(({ fn }) => fn && functionGrants(fn).environment.includes('BLOCKED_SIGN_UP_DOMAINS'));
    const variables = variablesOf(prod.stack.api.functions.get('user.register'));

    expect(blocking.map(({ name }) => name)).toEqual(['user.register']);
    expect(variables?.BLOCKED_SIGN_UP_DOMAINS).toBe('rival.example,blocked.example');
  });

  it('lets exactly the invitation routes that email send from no-reply@<providerEmailDomain>, on that identity only', () => {
    const routes = declared().filter(({ name }) => !JOB_LIST.some((job) => job.name === name));
    const sending = routes.filter(({ fn }) => fn && functionGrants(fn).actions.includes('ses:SendEmail'));
    const told = routes.filter(({ fn }) => fn && functionGrants(fn).environment.includes('SYSTEM_MAIL_FROM'));
    const policies = Object.values(prod.main.findResources('AWS::IAM::Policy')) as {
      Properties: { PolicyDocument: { Statement: { Action: unknown }[] } };
    }[];
    // the sending worker's statement names both SES actions; the invitation routes' names SendEmail alone
    const statements = policies
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
      .filter((statement) => statement.Action === 'ses:SendEmail');

    expect(sending.map(({ name }) => name)).toEqual(['invitation.create', 'invitation.resend']);
    expect(told.map(({ name }) => name)).toEqual(routes.filter(({ needs }) => needs.systemMail).map(({ name }) => name));
    expect(variablesOf(prod.stack.api.functions.get('invitation.create'))?.SYSTEM_MAIL_FROM).toBe('no-reply@example.com');
    expect(statements).toHaveLength(1);
    expect(JSON.stringify(statements)).toContain(':identity/example.com');
    expect(JSON.stringify(statements)).not.toContain('configuration-set');
  });
});

function fail(): never {
  throw new Error('The sending consumer is missing.');
}
