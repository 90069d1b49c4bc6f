import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { bundleBudget } from '../bench/bundles';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';

import { ROUTES } from '../../shared/api/routes';
import { functionIdOf } from '../../infra/api';
import { JOB_LIST, JOBS } from '../../shared/platform/jobs';
import { needsSignature, type Needs } from '../../shared/platform/needs';
import { functionGrants, type FunctionGrants } from './grants';
import { CALLBACK_PATH } from '../../infra/auth';
import { ACKNOWLEDGEMENTS } from '../../infra/nag';
import { SES_EVENTS } from '../../infra/mail';
import { CONSUMERS, MAX_RECEIVE_COUNT, SCHEDULED, VISIBILITY_FACTOR } from '../../infra/workers';
import { WRITE_LEASE_MS } from '../../functions/core/generation/worker';
import { bundleSizes, nagReportRows, resourcesOf, synth, type Synthesized } from './synth';
import {
  EMAIL_DOMAIN_LISTS_FILE,
  decodeEmailDomainLists,
  readPackagedEmailDomainLists,
} from '../../shared/contacts/email-domain-lists-file';

/** CloudFront's managed policies, by id. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
/** Bundle budgets (docs/architecture.md, Budgets): any function, and one that touches no table. */
const MAX_BUNDLE_BYTES = 400 * 1024;
const MAX_TABLELESS_BUNDLE_BYTES = 60 * 1024;
const MAX_RESOURCES_PER_STACK = 450;

// one real synthesis per run, bundling included, as `npx cdk synth` does it
let out: Synthesized;
beforeAll(() => {
  out = synth({}, { bundle: true });
}, 600_000);

type Resource = { Properties: Record<string, unknown> } & Record<string, unknown>;
const all = (type: string) => resourcesOf(out.all, type) as Resource[];
const logicalIdOf = (value: unknown): string =>
  JSON.stringify(value).match(/"(?:Ref|Fn::GetAtt)":\s*\[?"([A-Za-z0-9]+)"/)?.[1] ?? '';

describe('sign-in (Cognito)', () => {
  it('has a web client with no secret, the code grant (PKCE) only, the four scopes and the app callback', () => {
    out.main.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    out.main.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
      CallbackURLs: [Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([`${CALLBACK_PATH}`])] })],
      LogoutURLs: [Match.objectLike({ 'Fn::Join': ['', Match.arrayWith(['/'])] })],
      SupportedIdentityProviders: ['COGNITO'],
      RefreshTokenRotation: { Feature: 'ENABLED', RetryGracePeriodSeconds: 60 },
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 43_200,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
      EnableTokenRevocation: true,
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  it('lets users write only their names and company: no writable attribute carries tenancy', () => {
    const [client] = all('AWS::Cognito::UserPoolClient');
    const [pool] = all('AWS::Cognito::UserPool');
    const schema = (pool?.Properties.Schema ?? []) as { Name: string; Mutable?: boolean }[];

    expect(client?.Properties.WriteAttributes).toEqual(['custom:company', 'family_name', 'given_name']);
    expect(client?.Properties.ReadAttributes).toEqual(
      expect.arrayContaining(['custom:company', 'email', 'email_verified', 'family_name', 'given_name']),
    );
    expect(schema.filter((attribute) => !['email', 'given_name', 'family_name'].includes(attribute.Name))).toEqual([
      expect.objectContaining({ Name: 'company', AttributeDataType: 'String', Mutable: true }),
    ]);
  });

  it('signs in by verified email with a strong password policy and optional TOTP', () => {
    out.main.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 12,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
    });
    out.main.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
  });

  it('lets the app check a second factor itself: TOTP calls with the admin scope, and SRP sign-in, never a plain password', () => {
    // /account/security sets TOTP up and turns it off with the access token (admin scope), and proves the
    // password and a current code by an SRP sign-in of its own (web/src/auth/mfa.ts)
    const [client] = all('AWS::Cognito::UserPoolClient');
    expect(client?.Properties.AllowedOAuthScopes).toContain('aws.cognito.signin.user.admin');
    expect(client?.Properties.ExplicitAuthFlows).toEqual(expect.arrayContaining(['ALLOW_USER_SRP_AUTH']));
    expect(client?.Properties.ExplicitAuthFlows).not.toContain('ALLOW_USER_PASSWORD_AUTH');
    out.main.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });
});

describe('HTTP API', () => {
  it('has one function and one route per contract route, and nothing else on the API', () => {
    const routes = all('AWS::ApiGatewayV2::Route');
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual(
      ROUTES.map((route) => `${route.method} ${route.path}`).sort(),
    );
    const descriptions = all('AWS::Lambda::Function').map((fn) => fn.Properties.Description);
    for (const route of ROUTES) expect(descriptions).toContain(`${route.method} ${route.path} (${route.name})`);
  });

  it('puts the JWT authorizer on every non-public route and on none of the public ones', () => {
    const byKey = new Map(
      all('AWS::ApiGatewayV2::Route').map((route) => [route.Properties.RouteKey as string, route.Properties]),
    );
    for (const route of ROUTES.filter((candidate) => candidate.access === 'public')) {
      const properties = byKey.get(`${route.method} ${route.path}`);
      expect(properties?.AuthorizationType, route.name).toBe('NONE');
      expect(properties?.AuthorizerId, route.name).toBeUndefined();
    }
    for (const route of ROUTES.filter((candidate) => candidate.access !== 'public')) {
      const properties = byKey.get(`${route.method} ${route.path}`);
      expect(properties?.AuthorizationType, route.name).toBe('JWT');
      expect(properties?.AuthorizerId, route.name).toBeDefined();
    }
    out.main.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    out.main.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Audience: [Match.anyValue()], Issuer: Match.anyValue() },
    });
  });

  it('runs every API function on Node.js 22, arm64, from a shared role and log group', () => {
    const functions = all('AWS::Lambda::Function').filter((fn) => String(fn.Properties.Description).includes(' /api/'));
    expect(functions).toHaveLength(ROUTES.length);
    for (const fn of functions) {
      const { Runtime, Architectures, Handler, LoggingConfig, Environment } = fn.Properties as {
        Runtime: string;
        Architectures: string[];
        Handler: string;
        LoggingConfig: { LogFormat: string; LogGroup?: unknown; SystemLogLevel?: string };
        Environment: { Variables: Record<string, unknown> };
      };
      expect({ Runtime, Architectures, Handler, LogFormat: LoggingConfig.LogFormat }).toEqual({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        LogFormat: 'JSON',
      });
      // no START, END or REPORT line for each request: the logs are billed by the byte
      expect(LoggingConfig.SystemLogLevel).toBe('WARN');
      expect(LoggingConfig.LogGroup).toBeDefined();
      expect(Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
    }
    // routes with equal needs share a role, and only those
    const roles = new Set(functions.map((fn) => JSON.stringify(fn.Properties.Role)));
    expect(roles.size).toBe(new Set(ROUTES.map((route) => needsSignature(route.needs))).size);
  });

  it('throttles the stage and writes JSON access logs', () => {
    out.main.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('"requestId":"\\$context.requestId"'),
      },
    });
  });

  it('names each function after its route', () => {
    expect(functionIdOf(ROUTES.find((route) => route.name === 'company.create') ?? ROUTES[0]!)).toBe('CompanyCreate');
    expect(new Set(ROUTES.map(functionIdOf)).size).toBe(ROUTES.length);
  });
});

/** What a function with these needs must be granted and given, and nothing beyond it. */
function expectExactly(grants: FunctionGrants, needs: Needs, label: string): void {
  const has = (prefix: string) => grants.actions.some((action) => action.startsWith(prefix));
  const tableWrites = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
  expect({ label, table: has('dynamodb:'), writes: tableWrites.some((action) => grants.actions.includes(action)) }).toEqual({
    label,
    table: needs.table !== undefined,
    writes: needs.table === 'readWrite',
  });
  if (needs.table === 'read')
    expect(grants.actions, label).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
  expect({ label, kms: has('kms:'), queues: has('sqs:SendMessage') }).toEqual({
    label,
    kms: needs.senderKey === true,
    queues: (needs.queues ?? []).length > 0,
  });
  // secrets: the model key, the link key, and the OAuth client secrets (mailboxes', CRMs') when the stage configures them
  if (!needs.modelKey && !needs.linkKey && !needs.oauth && !needs.crm) expect(has('secretsmanager:'), label).toBe(false);
  if (needs.modelKey || needs.linkKey) expect(has('secretsmanager:GetSecretValue'), label).toBe(true);
  expect({ label, environment: grants.environment.filter((name) => !BASE_ENVIRONMENT.includes(name)).sort() }).toEqual({
    label,
    environment: [
      ...(needs.table ? ['TABLE_NAME'] : []),
      ...(needs.senderKey ? ['SENDER_KEY_ID'] : []),
      ...(needs.webOrigins ? ['WEB_ORIGINS'] : []),
      ...(needs.modelKey ? ['OPENAI_SECRET_ARN'] : []),
      ...(needs.linkKey ? ['LINK_KEY_SECRET_ARN'] : []),
      ...(needs.publicUrls ? ['PUBLIC_API_URL', 'PUBLIC_WEB_URL'] : []),
      ...(needs.queues ?? []).map((queue) => `${queue.toUpperCase()}_QUEUE_URL`),
    ].sort(),
  });
}

/** Variables every function carries, whatever it needs. */
const BASE_ENVIRONMENT = ['NODE_OPTIONS', 'POWERTOOLS_LOG_LEVEL', 'POWERTOOLS_SERVICE_NAME'];

describe('least privilege, from what each function declares', () => {
  it('grants every API function exactly its route’s needs, and sets exactly the environment they read', () => {
    for (const route of ROUTES) {
      const fn = out.stack.api.functions.get(route.name);
      if (!fn) throw new Error(`No function for ${route.name}`);
      expectExactly(functionGrants(fn), route.needs, route.name);
    }
  });

  it('grants every worker exactly its job’s needs, and sets exactly the environment they read', () => {
    for (const job of JOB_LIST) {
      const fn = out.stack.workers.functions.get(job.name);
      if (!fn) throw new Error(`No function for ${job.name}`);
      expectExactly(functionGrants(fn), job.needs, job.name);
    }
  });

  it('gives public routes no table access unless they declare it', () => {
    const publicRoutes = ROUTES.filter((route) => route.access === 'public');
    expect(publicRoutes.filter((route) => route.needs.table).map((route) => route.name)).toEqual([
      // the mailbox webhooks look up the sender a push names, and queue it; HubSpot's, the instances of its portal
      'webhook.gmail',
      'webhook.outlook',
      'emailStatus.read',
      'emailStatus.click',
      'emailStatus.unsubscribeOneClick',
      'webhook.hubspot',
      // an invitation link is previewed before its invitee signs in: the token's hash finds the invitation
      'invitation.preview',
    ]);
    for (const route of publicRoutes.filter((candidate) => !candidate.needs.table)) {
      const grants = functionGrants(out.stack.api.functions.get(route.name)!);
      // the link key is read from Secrets Manager by the routes that declare it (decrypt), nothing else
      const declared = (action: string) =>
        action.startsWith('logs:') || (route.needs.linkKey === true && action.startsWith('secretsmanager:'));
      expect(
        grants.actions.filter((action) => !declared(action)),
        route.name,
      ).toEqual([]);
    }
  });
});

describe('queues and schedules', () => {
  it('gives each queue a dead-letter queue, enough receives and a visibility of at least six consumer timeouts', () => {
    const queues = out.main.findResources('AWS::SQS::Queue');
    const functions = out.main.findResources('AWS::Lambda::Function');
    const mappings = all('AWS::Lambda::EventSourceMapping');
    expect(mappings).toHaveLength(CONSUMERS.length);
    for (const mapping of mappings) {
      expect(mapping.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
      const queue = queues[logicalIdOf(mapping.Properties.EventSourceArn)];
      const fn = functions[logicalIdOf(mapping.Properties.FunctionName)];
      const queueProps = queue?.Properties as {
        VisibilityTimeout: number;
        RedrivePolicy: { maxReceiveCount: number; deadLetterTargetArn: unknown };
      };
      expect(queueProps.RedrivePolicy.maxReceiveCount).toBeGreaterThanOrEqual(MAX_RECEIVE_COUNT);
      expect(queues[logicalIdOf(queueProps.RedrivePolicy.deadLetterTargetArn)]).toBeDefined();
      expect(queueProps.VisibilityTimeout).toBeGreaterThanOrEqual(
        VISIBILITY_FACTOR * (fn?.Properties as { Timeout: number }).Timeout,
      );
    }
    for (const queue of Object.values(queues)) expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true });
  });

  it("hands each consumer batches of its size, the generation consumer's 5 gathered for up to a second, and a write's lease outlasts its timeout", () => {
    const mappings = all('AWS::Lambda::EventSourceMapping');
    const functions = Object.entries(out.main.findResources('AWS::Lambda::Function'));
    const functionOf = (consumer: (typeof CONSUMERS)[number]) =>
      functions.find(([, fn]) => (fn.Properties as { Description?: string }).Description === consumer.job.description);
    for (const consumer of CONSUMERS) {
      const [id] = functionOf(consumer) ?? [];
      const mapping = mappings.find((candidate) => logicalIdOf(candidate.Properties.FunctionName) === id);
      expect(mapping?.Properties.BatchSize, consumer.job.name).toBe(consumer.batchSize);
      expect(mapping?.Properties.MaximumBatchingWindowInSeconds, consumer.job.name).toBe(consumer.maxBatchingWindow?.toSeconds());
    }
    const generation = CONSUMERS.find((consumer) => consumer.job === JOBS.generationConsumer);
    if (!generation) throw new Error('no generation consumer');
    // a batch's emails are written at once: several model waits in one invocation
    expect(generation.batchSize).toBe(5);
    expect(generation.maxBatchingWindow?.toSeconds()).toBe(1);
    // the batch's records run side by side within one email's timeout, and a live write's lease outlasts it
    const [, generationFunction] = functionOf(generation) ?? [];
    expect((generationFunction?.Properties as { Timeout: number }).Timeout * 1000).toBeLessThan(WRITE_LEASE_MS);
  });

  it('runs both planners every 5 minutes, the CRM outbox every minute, the mailbox watch and the CRM sync hourly and the cadence and health-check jobs daily (no job is scheduled that does nothing), each with retries and a dead-letter queue', () => {
    const schedules = all('AWS::Scheduler::Schedule');
    expect(schedules.map((schedule) => schedule.Properties.ScheduleExpression).sort()).toEqual(
      [
        'rate(5 minutes)',
        'rate(5 minutes)',
        // the mailbox poll
        'rate(5 minutes)',
        // the mailbox watch
        'rate(1 hour)',
        // the CRM sync
        'rate(1 hour)',
        // the CRM outbox
        'rate(1 minute)',
        'cron(0 5 * * ? *)',
        'cron(0 4 * * ? *)',
      ].sort(),
    );
    expect(schedules).toHaveLength(SCHEDULED.length);
    for (const schedule of schedules) {
      const target = schedule.Properties.Target as { RetryPolicy: unknown; DeadLetterConfig?: { Arn?: unknown } };
      expect(target.RetryPolicy).toEqual({ MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 });
      expect(target.DeadLetterConfig?.Arn).toBeDefined();
    }
  });

  it("gives the cadence job the schedule's time in its input, and the other jobs their name only", () => {
    const inputs = all('AWS::Scheduler::Schedule').map(
      (schedule) => JSON.parse((schedule.Properties.Target as { Input: string }).Input) as Record<string, string>,
    );
    expect(inputs).toContainEqual({ job: 'Cadence', scheduledTime: '<aws.scheduler.scheduled-time>' });
    expect(inputs.filter((input) => 'scheduledTime' in input)).toHaveLength(1);
    expect(inputs).toContainEqual({ job: 'SendPlanner' });
  });
});

describe('mail and secrets', () => {
  it('sends bounce, complaint, delivery, open and click events of the configuration set to the inbound-events queue', () => {
    out.main.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        EventBridgeDestination: Match.anyValue(),
        MatchingEventTypes: Object.keys(SES_EVENTS),
      }),
    });
    const [rule] = all('AWS::Events::Rule');
    expect(rule?.Properties).toMatchObject({ EventPattern: { source: ['aws.ses'], 'detail-type': Object.values(SES_EVENTS) } });
    const target = (rule?.Properties.Targets as { Arn: unknown }[])[0];
    expect(logicalIdOf(target?.Arn)).toMatch(/^WorkersInboundQueue/);
  });

  it('references the model key in Secrets Manager without creating it, generates the link key, and rotates the credentials key', () => {
    out.main.resourceCountIs('AWS::SecretsManager::Secret', 1);
    const [linkKey] = all('AWS::SecretsManager::Secret');
    expect(linkKey?.Properties).toMatchObject({
      Description: expect.stringMatching(/links in emails/) as unknown,
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true, IncludeSpace: false },
    });
    expect(linkKey?.Properties.SecretString).toBeUndefined();
    expect(JSON.stringify(out.main.toJSON())).toContain('reachwise/openai-api-key');
    out.main.hasResourceProperties('AWS::KMS::Key', {
      Description: Match.stringLikeRegexp('sender mailboxes'),
      EnableKeyRotation: true,
    });
  });
});

describe('web hosting', () => {
  it('serves a private bucket through origin access control', () => {
    out.main.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: Match.anyValue(),
    });
    out.main.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    out.main.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([
          Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: Match.anyValue() }),
        ]),
      }),
    });
  });

  it('forwards /api/* to the HTTP API on the same origin, uncached, with the Authorization header and query strings', () => {
    const [distribution] = all('AWS::CloudFront::Distribution');
    const config = distribution?.Properties.DistributionConfig as {
      CacheBehaviors: {
        PathPattern: string;
        CachePolicyId: string;
        OriginRequestPolicyId: string;
        TargetOriginId: string;
        AllowedMethods: string[];
      }[];
      Origins: { Id: string; DomainName: unknown }[];
      DefaultCacheBehavior: { FunctionAssociations: { EventType: string }[]; ResponseHeadersPolicyId: unknown };
    };
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    expect(api).toMatchObject({ CachePolicyId: CACHING_DISABLED, OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER });
    expect(api?.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
    const origin = config.Origins.find((candidate) => candidate.Id === api?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toMatch(/ApiHttpApi.*execute-api/);
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
  });

  it('sends HSTS, a content security policy and frame denial with every answer', () => {
    out.main.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({
            AccessControlMaxAgeSec: 63_072_000,
            IncludeSubdomains: true,
            Override: true,
          }),
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.anyValue() }),
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentTypeOptions: { Override: true },
        }),
      }),
    });
  });

  it('deploys the web build and a config.json written at deploy time', () => {
    const deployments = all('Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(2);
    const entry = deployments.find((deployment) => deployment.Properties.DistributionPaths !== undefined);
    expect(entry?.Properties).toMatchObject({ DistributionPaths: ['/index.html', '/config.json'], Prune: false });
    expect(entry?.Properties.SourceObjectKeys).toHaveLength(2);
    expect(JSON.stringify(entry?.Properties.SourceMarkers ?? entry?.Properties)).toMatch(/UserPool|WebClient/);
  });
});

describe('checks', () => {
  it('has no unacknowledged cdk-nag AwsSolutions finding', () => {
    expect(out.nagFindings).toEqual([]);
  });

  it('gives every acknowledgement a specific reason and uses each one', () => {
    const suppressed = nagReportRows(out.outdir).filter((row) => row.compliance === 'Suppressed');
    for (const acknowledgement of ACKNOWLEDGEMENTS) {
      expect(acknowledgement.reason.length, acknowledgement.id).toBeGreaterThan(60);
      expect(
        suppressed.some((row) => row.ruleId.startsWith(acknowledgement.id) && row.exception.endsWith(acknowledgement.reason)),
        `${acknowledgement.id}: ${acknowledgement.where} is never used`,
      ).toBe(true);
    }
    expect(new Set(ACKNOWLEDGEMENTS.map((acknowledgement) => acknowledgement.reason)).size).toBe(ACKNOWLEDGEMENTS.length);
  });

  it(`keeps every stack under ${MAX_RESOURCES_PER_STACK} resources`, () => {
    for (const template of out.all) {
      expect(Object.keys(template.toJSON().Resources as object).length).toBeLessThan(MAX_RESOURCES_PER_STACK);
    }
    expect(out.nested.size).toBeGreaterThanOrEqual(2);
  });

  it('keeps every function within its bundle budget: 400 KB minified, 60 KB for one that touches no table, and the budgets of the functions held apart with their reasons', () => {
    // the budgets of docs/architecture.md, Budgets, except for the functions held apart in docs/architecture.md, Bundles (test/bench/bundles.ts)
    expect([
      bundleBudget({ table: 'read' }),
      bundleBudget({ table: 'readWrite', queues: ['generation'] }),
      bundleBudget({}),
    ]).toEqual([MAX_BUNDLE_BYTES, MAX_BUNDLE_BYTES, MAX_TABLELESS_BUNDLE_BYTES]);
    const sizes = new Map(bundleSizes(out.outdir).map(({ asset, bytes }) => [asset.replace(/^asset\./, ''), bytes]));
    const declared = [
      ...ROUTES.map((route) => ({ name: route.name, fn: out.stack.api.functions.get(route.name), needs: route.needs })),
      ...JOB_LIST.map((job) => ({ name: job.name, fn: out.stack.workers.functions.get(job.name), needs: job.needs })),
    ];
    for (const { name, fn, needs } of declared) {
      if (!fn) throw new Error(`No function for ${name}`);
      const bytes = sizes.get(functionGrants(fn).assetHash);
      expect(bytes, name).toBeDefined();
      expect.soft(bytes, name).toBeLessThanOrEqual(bundleBudget(needs, name));
    }
  });
  it('carries the domain lists beside the contact import bundles only (the CSV import route, the CRM page consumer and the CRM webhook events consumer), with every domain of the packages', () => {
    const assetOf = (name: string) => {
      const fn = out.stack.api.functions.get(name) ?? out.stack.workers.functions.get(name);
      if (!fn) throw new Error(`No function for ${name}`);
      return path.join(out.outdir, `asset.${functionGrants(fn).assetHash}`);
    };
    const carrying = [...ROUTES.map((route) => route.name), ...JOB_LIST.map((job) => job.name)].filter((name) =>
      existsSync(path.join(assetOf(name), EMAIL_DOMAIN_LISTS_FILE)),
    );

    expect(carrying).toEqual(['contact-list.import', 'CrmEventsConsumer', 'CrmImportConsumer']);
    expect(decodeEmailDomainLists(readFileSync(path.join(assetOf('contact-list.import'), EMAIL_DOMAIN_LISTS_FILE)))).toEqual(
      readPackagedEmailDomainLists(),
    );
  });
});
