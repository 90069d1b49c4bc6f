import { Duration, RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  OAuthScope,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolEmail,
  type UserPoolDomain,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

import { PASSWORD_POLICY } from '../shared/domain/password-policy';
import { COMPANY_ATTRIBUTE, PROFILE_ATTRIBUTE_MAX_LENGTH } from '../shared/domain/sign-up';
import { ENV } from '../shared/platform/environment';
import { SIGN_UP_CHECK } from '../shared/platform/triggers';
import { AppFunction } from './function';

/** Where the hosted sign-in returns to, under the web origin. */
export const CALLBACK_PATH = '/account/callback';
const SIGN_OUT_PATH = '/';

/** Token lifetimes of the web client. */
const TOKEN_VALIDITY = {
  access: Duration.hours(1),
  id: Duration.hours(1),
  refresh: Duration.days(30),
  rotationGrace: Duration.seconds(60),
} as const;

interface AuthProps {
  /** prefix of the hosted sign-in domain */
  readonly domainPrefix: string;
  readonly selfSignUp: boolean;
  /** Cognito's own emails come from no-reply@ this domain (an SES-verified domain); Cognito's sender without it */
  readonly providerEmailDomain?: string | undefined;
  /** keep the pool when the stack is deleted */
  readonly protect: boolean;
}

/**
 * Sign-in: a Cognito user pool (email as the user name, verified emails, optional TOTP), the hosted
 * sign-in domain and the web app's client, which has no secret and uses the authorization-code
 * grant with PKCE. No attribute the user can write carries tenancy: instances and roles live in
 * the table, never in the token.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly domain: UserPoolDomain;
  private readonly selfSignUp: boolean;
  private webClient: UserPoolClient | undefined;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    this.selfSignUp = props.selfSignUp;
    const region = Stack.of(this).region;
    if (props.providerEmailDomain && Token.isUnresolved(region)) {
      throw new Error('providerEmailDomain needs the stack region: set AWS_REGION (or CDK_DEFAULT_REGION) when you synthesise.');
    }
    this.userPool = new UserPool(this, 'UserPool', {
      featurePlan: FeaturePlan.ESSENTIALS,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      selfSignUpEnabled: props.selfSignUp,
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      // the company a person gives at sign-up names their first instance
      customAttributes: {
        [COMPANY_ATTRIBUTE]: new StringAttribute({ minLen: 0, maxLen: PROFILE_ATTRIBUTE_MAX_LENGTH, mutable: true }),
      },
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(3) },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { sms: false, otp: true },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: props.protect,
      removalPolicy: props.protect ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      email: props.providerEmailDomain
        ? UserPoolEmail.withSES({
            fromEmail: `no-reply@${props.providerEmailDomain}`,
            fromName: 'Reachwise',
            sesVerifiedDomain: props.providerEmailDomain,
            sesRegion: region,
          })
        : UserPoolEmail.withCognito(),
    });

    this.domain = this.userPool.addDomain('HostedDomain', { cognitoDomain: { domainPrefix: props.domainPrefix } });
  }

  /**
   * The web app's client, once the web origins are known (https://app.example.com,
   * http://localhost:5173): sign-in returns to `<origin>/account/callback`, sign-out to `<origin>/`.
   */
  addWebClient(webOrigins: readonly string[]): UserPoolClient {
    // users give their names and company at sign-up and may change them, never their email through
    // the token, and nothing that means tenancy
    const attributes = new ClientAttributes()
      .withStandardAttributes({ email: true, emailVerified: true, givenName: true, familyName: true })
      .withCustomAttributes(COMPANY_ATTRIBUTE);
    const writable = new ClientAttributes()
      .withStandardAttributes({ givenName: true, familyName: true })
      .withCustomAttributes(COMPANY_ATTRIBUTE);
    this.webClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userSrp: true },
      oAuth: {
        flows: { authorizationCodeGrant: true, implicitCodeGrant: false, clientCredentials: false },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE, OAuthScope.COGNITO_ADMIN],
        callbackUrls: webOrigins.map((origin) => `${origin}${CALLBACK_PATH}`),
        logoutUrls: webOrigins.map((origin) => `${origin}${SIGN_OUT_PATH}`),
      },
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: TOKEN_VALIDITY.access,
      idTokenValidity: TOKEN_VALIDITY.id,
      refreshTokenValidity: TOKEN_VALIDITY.refresh,
      refreshTokenRotationGracePeriod: TOKEN_VALIDITY.rotationGrace,
      readAttributes: attributes,
      writeAttributes: writable,
    });
    return this.webClient;
  }

  /**
   * Refuses sign-ups from the domains the stage blocks in the pool itself (a pre-sign-up trigger),
   * so that the hosted sign-in page's sign-up keeps the rule as the app's form does. Nothing is
   * added when the stage blocks no domain, or when nobody signs up by themselves (`selfSignUp` off).
   */
  addSignUpCheck(blockedSignUpDomains: readonly string[]): AppFunction | undefined {
    if (blockedSignUpDomains.length === 0 || !this.selfSignUp) return undefined;
    const logGroup = new LogGroup(this, 'TriggerLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(this, `${SIGN_UP_CHECK.name}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Reachwise user pool trigger: ${SIGN_UP_CHECK.description}`,
    });
    role.addToPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [`${logGroup.logGroupArn}:*`],
      }),
    );
    const fn = new AppFunction(this, SIGN_UP_CHECK.name, {
      entry: `functions/triggers/${SIGN_UP_CHECK.handler}.ts`,
      description: SIGN_UP_CHECK.description,
      role,
      logGroup,
      // Cognito waits at most 5 s for a trigger
      timeout: Duration.seconds(5),
      memorySize: 256,
      environment: {
        POWERTOOLS_SERVICE_NAME: 'reachwise-auth',
        [ENV.blockedSignUpDomains]: blockedSignUpDomains.join(','),
      },
    });
    this.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, fn);
    return fn;
  }

  get client(): UserPoolClient {
    if (!this.webClient) throw new Error('Auth.addWebClient has not been called.');
    return this.webClient;
  }

  /** The hosted sign-in host, e.g. reachwise-dev.auth.eu-west-1.amazoncognito.com. */
  get hostedDomain(): string {
    return `${this.domain.domainName}.auth.${Stack.of(this).region}.amazoncognito.com`;
  }

  /** The issuer of the pool's tokens, for the API's JWT authorizer. */
  get issuer(): string {
    return `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;
  }
}
