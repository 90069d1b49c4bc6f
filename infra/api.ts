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
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

import type { Access, RouteDefinition } from '../shared/api/route';
import { AppFunction } from './function';

/** How many routes share one nested stack: each route is four resources (function, route, integration, permission). */
export const ROUTES_PER_NESTED_STACK = 30;

/** Stage throttling of the HTTP API (requests per second, and the burst above it). */
export const API_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;

/** Execution roles: one per access level, and one for the routes that seal or open sender credentials. */
export type RoleKind = Access | 'credentials';

/** Routes whose functions may use the sender-credentials key: they store or check mailbox passwords. */
export function needsSenderCredentials(route: RouteDefinition): boolean {
  return route.handler.startsWith('email-sender-config/');
}

/** Handlers that talk to Google or Microsoft (client id and secret) or check a sign-in's redirect against the web origins. */
export const SENDER_SIGN_IN_HANDLERS = [
  'email-sender-config/oauth-providers',
  'email-sender-config/oauth-start',
  'email-sender-config/oauth-complete',
  'email-sender-config/health',
  'email-sender-config/validate',
] as const;

export function needsSenderSignIn(route: RouteDefinition): boolean {
  return (SENDER_SIGN_IN_HANDLERS as readonly string[]).includes(route.handler);
}

/** One provider's OAuth client for sender sign-in. */
export interface SenderOAuthClient {
  readonly clientId: string;
  /** the client secret in Secrets Manager (read at run time, never put in the environment) */
  readonly clientSecret?: ISecret | undefined;
}

/** Google and Microsoft sign-in of senders, and the web origins a sign-in may return to. */
export interface SenderSignInProps {
  /** the web app's origins (tokens allowed): a redirect URI must be one of them plus /email-sender-config/add */
  readonly webOrigins: readonly string[];
  readonly google?: SenderOAuthClient | undefined;
  readonly microsoft?: SenderOAuthClient | undefined;
}

export function roleKindOf(route: RouteDefinition): RoleKind {
  return needsSenderCredentials(route) ? 'credentials' : route.access;
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

export interface ApiProps {
  readonly routes: readonly RouteDefinition[];
  readonly table: ITableV2;
  /** the key that seals sender passwords */
  readonly senderKey: IKey;
  /** JWT issuer (the user pool) and audience (the web client) */
  readonly jwtIssuer: string;
  readonly jwtAudience: string;
}

/**
 * The HTTP API: a JWT authorizer on every non-public route, stage throttling, JSON access logs,
 * and one function per route of the contract. Functions live in nested stacks of at most
 * ROUTES_PER_NESTED_STACK routes so no stack nears CloudFormation's resource limit; they share one
 * role per access level and one log group.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions = new Map<string, AppFunction>();
  readonly roles = new Map<RoleKind, Role>();
  readonly functionLogs: LogGroup;
  readonly accessLogs: LogGroup;
  readonly nestedStacks: NestedStack[] = [];
  /** routes without the authorizer (public by the specification) */
  readonly publicRoutes: HttpRoute[] = [];
  private readonly routesByName = new Map<string, RouteDefinition>();

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
    for (const kind of ['public', 'user', 'tenant', 'admin', 'credentials'] as const) {
      const role = new Role(this, `${kind.charAt(0).toUpperCase()}${kind.slice(1)}Role`, {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description: `Reachwise API functions: ${kind} routes`,
      });
      role.addToPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [`${this.functionLogs.logGroupArn}:*`],
        }),
      );
      props.table.grantReadWriteData(role);
      if (kind === 'credentials') props.senderKey.grantEncryptDecrypt(role);
      this.roles.set(kind, role);
    }

    routeBatches(props.routes).forEach((batch, index) => {
      const nested = new NestedStack(this, `Routes${index + 1}`, {
        description: `Reachwise API routes: ${[...new Set(batch.map(resourceOf))].join(', ')}`,
      });
      this.nestedStacks.push(nested);
      for (const route of batch) {
        const kind = roleKindOf(route);
        const fn = new AppFunction(nested, functionIdOf(route), {
          entry: `functions/http/${route.handler}.ts`,
          description: `${route.method} ${route.path} (${route.name})`,
          role: this.roles.get(kind) as Role,
          logGroup: this.functionLogs,
          environment: {
            TABLE_NAME: props.table.tableName,
            POWERTOOLS_SERVICE_NAME: 'reachwise-api',
            ...(kind === 'credentials' ? { SENDER_KEY_ID: props.senderKey.keyArn } : {}),
          },
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

  /**
   * Sets up sender sign-in once the web origins are known: the client ids, the secrets' ARNs and
   * `WEB_ORIGINS` go to the functions of SENDER_SIGN_IN_HANDLERS only; the credentials role (which
   * those functions share) may read the client secrets.
   */
  configureSenderSignIn(props: SenderSignInProps): void {
    const environment: Record<string, string> = { WEB_ORIGINS: Fn.join(',', [...props.webOrigins]) };
    const credentialsRole = this.roles.get('credentials');
    for (const [prefix, client] of [
      ['GOOGLE', props.google],
      ['MICROSOFT', props.microsoft],
    ] as const) {
      if (!client) continue;
      environment[`${prefix}_OAUTH_CLIENT_ID`] = client.clientId;
      if (client.clientSecret) {
        environment[`${prefix}_OAUTH_CLIENT_SECRET_ARN`] = client.clientSecret.secretArn;
        if (credentialsRole) client.clientSecret.grantRead(credentialsRole);
      }
    }
    for (const [name, fn] of this.functions) {
      const route = this.routesByName.get(name);
      if (!route || !needsSenderSignIn(route)) continue;
      for (const [key, value] of Object.entries(environment)) fn.addEnvironment(key, value);
    }
  }

  /** The API's endpoint host, for CloudFront's `/api/*` origin. */
  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }
}
