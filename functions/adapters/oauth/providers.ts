import { OAUTH_SENDER_TYPES, type OAuthSenderType } from '../../../shared/schemas/email-sender-config';
import { optionalEnv } from '../../config';
import { readSecretString } from '../secrets/secrets-manager';

/** One mailbox provider's OAuth client: who we are to it and where its endpoints are. */
export interface OAuthProvider {
  readonly type: OAuthSenderType;
  /** 'Google' or 'Microsoft', for messages */
  readonly label: string;
  /** undefined when this server is not set up for the provider */
  readonly clientId: string | undefined;
  /** the client secret, read when first needed (env locally, Secrets Manager in the cloud); undefined for a public client */
  readonly clientSecret: () => Promise<string | undefined>;
  readonly authorizationEndpoint: string;
  readonly tokenEndpoint: string;
  readonly jwksUri: string;
  /** the id_token's expected `iss`; `{tenantid}` stands for the token's own `tid` (Microsoft's multi-tenant issuer) */
  readonly issuer: string;
  readonly scopes: readonly string[];
  /** more query parameters of the authorization request */
  readonly authorizationParams: Readonly<Record<string, string>>;
}

/** Every provider, and the web origins the provider may send the user back to. */
export interface OAuthSettings {
  readonly providers: Readonly<Record<OAuthSenderType, OAuthProvider>>;
  /** origins of the web app (`WEB_ORIGINS`, comma-separated): a redirect URI must be one of them plus the add-sender path */
  readonly webOrigins: readonly string[];
}

interface ProviderDefaults {
  readonly label: string;
  readonly authorizationEndpoint: string;
  readonly tokenEndpoint: string;
  readonly jwksUri: string;
  readonly issuer: string;
  readonly scopes: readonly string[];
  readonly authorizationParams: Readonly<Record<string, string>>;
}

/** The providers' public endpoints and the scopes a sender needs (send mail, and a refresh token). */
export const PROVIDER_DEFAULTS: Readonly<Record<OAuthSenderType, ProviderDefaults>> = {
  GOOGLE: {
    label: 'Google',
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
    issuer: 'https://accounts.google.com',
    // https://mail.google.com/ is the scope SMTP (XOAUTH2) sending needs
    scopes: ['openid', 'email', 'https://mail.google.com/'],
    // a refresh token is issued only with offline access, and again on a later sign-in only with consent
    authorizationParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
  },
  MICROSOFT: {
    label: 'Microsoft',
    authorizationEndpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenEndpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    jwksUri: 'https://login.microsoftonline.com/common/discovery/v2.0/keys',
    issuer: 'https://login.microsoftonline.com/{tenantid}/v2.0',
    scopes: ['openid', 'email', 'offline_access', 'https://graph.microsoft.com/Mail.Send'],
    authorizationParams: { response_mode: 'query', prompt: 'select_account' },
  },
};

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/**
 * A provider from the environment, `<PREFIX>` being GOOGLE or MICROSOFT:
 * `<PREFIX>_OAUTH_CLIENT_ID` (without it the provider is not configured), the secret in
 * `<PREFIX>_OAUTH_CLIENT_SECRET` (local runs) or in the Secrets Manager secret named by
 * `<PREFIX>_OAUTH_CLIENT_SECRET_ARN` (the cloud), and endpoint overrides for tests:
 * `<PREFIX>_OAUTH_AUTHORIZATION_ENDPOINT`, `_TOKEN_ENDPOINT`, `_JWKS_URI`, `_ISSUER`.
 */
export function providerFromEnv(type: OAuthSenderType, env: Env = process.env): OAuthProvider {
  const defaults = PROVIDER_DEFAULTS[type];
  const prefix = `${type}_OAUTH_`;
  const secret = read(env, `${prefix}CLIENT_SECRET`);
  const secretArn = read(env, `${prefix}CLIENT_SECRET_ARN`);
  return {
    type,
    label: defaults.label,
    clientId: read(env, `${prefix}CLIENT_ID`),
    clientSecret: () =>
      secret !== undefined ? Promise.resolve(secret) : secretArn ? readSecretString(secretArn) : Promise.resolve(undefined),
    authorizationEndpoint: read(env, `${prefix}AUTHORIZATION_ENDPOINT`) ?? defaults.authorizationEndpoint,
    tokenEndpoint: read(env, `${prefix}TOKEN_ENDPOINT`) ?? defaults.tokenEndpoint,
    jwksUri: read(env, `${prefix}JWKS_URI`) ?? defaults.jwksUri,
    issuer: read(env, `${prefix}ISSUER`) ?? defaults.issuer,
    scopes: defaults.scopes,
    authorizationParams: defaults.authorizationParams,
  };
}

/** The allowed web origins from `WEB_ORIGINS` (comma-separated), without trailing slashes. */
export function webOriginsFromEnv(): string[] {
  return (optionalEnv('WEB_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
}

/** Settings of both providers from the environment; cheap, so read per request (tests change the environment). */
export function oauthSettingsFromEnv(): OAuthSettings {
  const providers = Object.fromEntries(OAUTH_SENDER_TYPES.map((type) => [type, providerFromEnv(type)])) as Record<
    OAuthSenderType,
    OAuthProvider
  >;
  return { providers, webOrigins: webOriginsFromEnv() };
}
