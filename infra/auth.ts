import { Duration, RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  OAuthScope,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolEmail,
  type UserPoolDomain,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

/** Where the hosted sign-in returns to, under the web origin. */
export const CALLBACK_PATH = '/account/callback';
export const SIGN_OUT_PATH = '/';

/** Token lifetimes of the web client. */
export const TOKEN_VALIDITY = {
  access: Duration.hours(1),
  id: Duration.hours(1),
  refresh: Duration.days(30),
  rotationGrace: Duration.seconds(60),
} as const;

export interface AuthProps {
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
  private webClient: UserPoolClient | undefined;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
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
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
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
    // users may change their names, never their email through the token, and nothing that means tenancy
    const attributes = new ClientAttributes().withStandardAttributes({ email: true, givenName: true, familyName: true });
    const writable = new ClientAttributes().withStandardAttributes({ givenName: true, familyName: true });
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
