import { Fn, NestedStack, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  HttpApi,
  HttpAuthorizer,
  HttpAuthorizerType,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type HttpRouteAuthorizerConfig,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

import type { RouteDefinition } from '../shared/api/route';
import { needsSignature, type Needs } from '../shared/platform/needs';
import type { QueueName } from '../shared/platform/queues';
import { AppFunction } from './function';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import {
  environmentOf,
  grantNeeds,
  type CrmResources,
  type GmailPushResource,
  type ModelSettings,
  type NeedResources,
  type OAuthClientResource,
  type SystemMailResource,
} from './needs';

/** How many routes share one nested stack: each route is four resources (function, route, integration, permission). */
export const ROUTES_PER_NESTED_STACK = 30;

/** Stage throttling of the HTTP API (requests per second, and the burst above it). */
const API_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;

/** Google and Microsoft sign-in of senders, and the web origins a sign-in may return to. */
interface SenderSignInProps {
  /** the web app's origins (tokens allowed): a redirect URI must be one of them plus /email-sender-config/add */
  readonly webOrigins: readonly string[];
  readonly google?: OAuthClientResource | undefined;
  readonly microsoft?: OAuthClientResource | undefined;
}

/** Construct id of the role shared by the routes with these needs: `table:read+senderKey` → `RoleTableReadSenderKey`. */
export function roleIdOf(needs: Needs): string {
  return `Role${needsSignature(needs)
    .split(/[^a-zA-Z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;
}

/** The first path segment after /api: routes of one resource share a nested stack. */
export function resourceOf(route: RouteDefinition): string {
  return route.path.split('/')[2] ?? 'root';
}

/**
 * Routes grouped by resource into batches of at most ROUTES_PER_NESTED_STACK, in contract order:
 * a resource never straddles two batches, so adding a route moves no other function.
 */
export function routeBatches(routes: readonly RouteDefinition[]): RouteDefinition[][] {
  const byResource = new Map<string, RouteDefinition[]>();
  for (const route of routes) byResource.set(resourceOf(route), [...(byResource.get(resourceOf(route)) ?? []), route]);
  const batches: RouteDefinition[][] = [];
  let current: RouteDefinition[] = [];
  for (const group of byResource.values()) {
    if (current.length > 0 && current.length + group.length > ROUTES_PER_NESTED_STACK) {
      batches.push(current);
      current = [];
    }
    current.push(...group);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Construct id of a route's function: `company.create` → `CompanyCreate`. */
export function functionIdOf(route: RouteDefinition): string {
  return route.name
    .split(/[^a-zA-Z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** The JWT authorizer, created once in the API's stack and referenced by id from every route. */
class SharedJwtAuthorizer implements IHttpRouteAuthorizer {
  constructor(readonly authorizer: HttpAuthorizer) {}
  bind(): HttpRouteAuthorizerConfig {
    return { authorizerId: this.authorizer.authorizerId, authorizationType: 'JWT' };
  }
}

interface ApiProps {
  readonly routes: readonly RouteDefinition[];
  readonly table: ITableV2;
  /** the table's layout version (the latest by default) */
  readonly tableVersion?: number | undefined;
  /** the key that seals sender passwords */
  readonly senderKey: IKey;
  /** the work queues a route may send to */
  readonly queues: ReadonlyMap<QueueName, IQueue>;
  /** the model API key, for routes that write with the model (the campaign preview) */
  readonly modelKey?: ISecret | undefined;
  /** the key that signs the links in emails, for the routes that verify them */
  readonly linkKey?: ISecret | undefined;
  /** the stage's Gmail push settings, for the functions that declare `gmailPush` */
  readonly gmailPush?: GmailPushResource | undefined;
  /** the stage's model settings, for the routes that write (`modelKey`) */
  readonly model?: ModelSettings | undefined;
  /** the e-mail domains the registration refuses (`signUpDomains`) */
  readonly blockedSignUpDomains?: readonly string[] | undefined;
  /** the sender of the product's own messages (invitations), for the routes that declare `systemMail` */
  readonly systemMail?: SystemMailResource | undefined;
  /** the CRMs' OAuth clients and Salesforce's login URL, for the routes that declare `crm` */
  readonly crm?: CrmResources | undefined;
  /** JWT issuer (the user pool) and audience (the web client) */
  readonly jwtIssuer: string;
  readonly jwtAudience: string;
}

/**
 * The HTTP API: a JWT authorizer on every non-public route, stage throttling, JSON access logs,
 * and one function per route of the contract. Functions live in nested stacks of at most
 * ROUTES_PER_NESTED_STACK routes so no stack nears CloudFormation's resource limit. A function's
 * grants and environment come from its route's declared needs alone: routes with equal needs share
 * one role; all share one log group.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions = new Map<string, AppFunction>();
  /** one role per distinct set of needs, by needs signature */
  readonly roles = new Map<string, Role>();
  readonly functionLogs: LogGroup;
  readonly accessLogs: LogGroup;
  readonly nestedStacks: NestedStack[] = [];
  /** routes without the authorizer (public by the specification) */
  readonly publicRoutes: HttpRoute[] = [];
  private readonly routesByName = new Map<string, RouteDefinition>();
  private readonly resources: NeedResources;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Reachwise API (served under /api through CloudFront)',
      createDefaultStage: false,
      disableExecuteApiEndpoint: false,
    });
    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });
    const authorizer = new SharedJwtAuthorizer(
      new HttpAuthorizer(this, 'JwtAuthorizer', {
        httpApi: this.httpApi,
        type: HttpAuthorizerType.JWT,
        identitySource: ['$request.header.Authorization'],
        jwtIssuer: props.jwtIssuer,
        jwtAudience: [props.jwtAudience],
      }),
    );

    this.functionLogs = new LogGroup(this, 'FunctionLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.resources = {
      table: props.table,
      senderKey: props.senderKey,
      modelKey: props.modelKey,
      linkKey: props.linkKey,
      gmailPush: props.gmailPush,
      queues: props.queues,
      model: props.model,
      blockedSignUpDomains: props.blockedSignUpDomains,
      systemMail: props.systemMail,
      tableVersion: props.tableVersion,
      crm: props.crm,
    };
    routeBatches(props.routes).forEach((batch, index) => {
      const nested = new NestedStack(this, `Routes${index + 1}`, {
        description: `Reachwise API routes: ${[...new Set(batch.map(resourceOf))].join(', ')}`,
      });
      this.nestedStacks.push(nested);
      for (const route of batch) {
        const fn = new AppFunction(nested, functionIdOf(route), {
          entry: `functions/http/${route.handler}.ts`,
          description: `${route.method} ${route.path} (${route.name})`,
          role: this.roleFor(route.needs),
          logGroup: this.functionLogs,
          environment: { POWERTOOLS_SERVICE_NAME: 'reachwise-api', ...environmentOf(route.needs, this.resources) },
        });
        this.functions.set(route.name, fn);
        this.routesByName.set(route.name, route);
        const httpRoute = new HttpRoute(nested, `${functionIdOf(route)}Route`, {
          httpApi: this.httpApi,
          routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
          integration: new HttpLambdaIntegration(`${functionIdOf(route)}Integration`, fn),
          authorizer: route.access === 'public' ? new HttpNoneAuthorizer() : authorizer,
        });
        if (route.access === 'public') this.publicRoutes.push(httpRoute);
      }
    });
  }

  /** The role of the routes with these needs, made (and granted exactly those needs) on first use. */
  private roleFor(needs: Needs): Role {
    const signature = needsSignature(needs);
    let role = this.roles.get(signature);
    if (!role) {
      role = new Role(this, roleIdOf(needs), {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description: `Reachwise API functions that need ${signature}`,
      });
      role.addToPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [`${this.functionLogs.logGroupArn}:*`],
        }),
      );
      grantNeeds(role, needs, this.resources);
      this.roles.set(signature, role);
    }
    return role;
  }

  /**
   * Sets up sender sign-in once the web origins are known: the OAuth client ids and the secrets'
   * ARNs go to the functions whose routes declare `oauth`, `WEB_ORIGINS` to those that declare
   * `webOrigins`, and the roles of `oauth` routes may read the client secrets.
   */
  configureSenderSignIn(props: SenderSignInProps): void {
    const late: NeedResources = {
      ...this.resources,
      oauth: { google: props.google, microsoft: props.microsoft },
      webOrigins: Fn.join(',', [...props.webOrigins]),
    };
    for (const [signature, role] of this.roles) {
      const needs = [...this.routesByName.values()].find((route) => needsSignature(route.needs) === signature)?.needs;
      if (needs?.oauth) grantNeeds(role, { oauth: true }, late);
    }
    for (const [name, fn] of this.functions) {
      const route = this.routesByName.get(name);
      if (!route || !(route.needs.oauth || route.needs.webOrigins)) continue;
      const lateNeeds = { oauth: route.needs.oauth, webOrigins: route.needs.webOrigins };
      for (const [key, value] of Object.entries(environmentOf(lateNeeds, late))) fn.addEnvironment(key, value);
    }
  }

  /**
   * Gives the functions whose routes declare `publicUrls` the public origins of the API and the web
   * app, once the distribution exists.
   */
  configurePublicUrls(publicUrls: { readonly api: string; readonly web: string }): void {
    const late: NeedResources = { ...this.resources, publicUrls };
    for (const [name, fn] of this.functions) {
      if (!this.routesByName.get(name)?.needs.publicUrls) continue;
      for (const [key, value] of Object.entries(environmentOf({ publicUrls: true }, late))) fn.addEnvironment(key, value);
    }
  }

  /** The API's endpoint host, for CloudFront's `/api/*` origin. */
  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }
}
