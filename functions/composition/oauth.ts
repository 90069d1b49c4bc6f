import { OAUTH_SENDER_TYPES, type OAuthSenderType } from '../../shared/schemas/email-sender-config';
import { ENV, oauthClientIdEnv, oauthClientSecretArnEnv } from '../../shared/platform/environment';
import { fetchOAuthClient } from '../adapters/oauth/oauth-client';
import { PROVIDER_DEFAULTS } from '../adapters/oauth/providers';
import { readSecretString } from '../adapters/secrets/secrets-manager';
import type { OAuthDeps, OAuthProvider, OAuthSettings } from '../core/ports/oauth';
import { optionalEnv } from './environment';
import { requireNeed, type Wiring } from './wiring';

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/**
 * A provider from the environment, `<PREFIX>` being GOOGLE or MICROSOFT:
 * `<PREFIX>_OAUTH_CLIENT_ID` (without it the provider is not configured), the secret in
 * `<PREFIX>_OAUTH_CLIENT_SECRET` (local runs) or in the Secrets Manager secret named by
 * `<PREFIX>_OAUTH_CLIENT_SECRET_ARN` (the cloud, read when first needed), and endpoint overrides for
 * tests: `<PREFIX>_OAUTH_AUTHORIZATION_ENDPOINT`, `_TOKEN_ENDPOINT`, `_JWKS_URI`, `_ISSUER`.
 */
export function providerFromEnv(type: OAuthSenderType, env: Env = process.env): OAuthProvider {
  const defaults = PROVIDER_DEFAULTS[type];
  const prefix = `${type}_OAUTH_`;
  const secret = read(env, `${prefix}CLIENT_SECRET`);
  const secretArn = read(env, oauthClientSecretArnEnv(type));
  return {
    type,
    label: defaults.label,
    clientId: read(env, oauthClientIdEnv(type)),
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
  return (optionalEnv(ENV.webOrigins) ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
}

/**
 * Google's and Microsoft's OAuth clients, read from the environment once when the function is
 * composed, with the web origins when the function declares them. Only functions that declare
 * `oauth` get them.
 */
export function oauthDeps(wiring: Wiring): OAuthDeps {
  requireNeed(wiring, wiring.fn.needs.oauth, 'the mailbox providers’ OAuth clients');
  const providers = Object.fromEntries(OAUTH_SENDER_TYPES.map((type) => [type, providerFromEnv(type)])) as Record<
    OAuthSenderType,
    OAuthProvider
  >;
  const settings: OAuthSettings = { providers, webOrigins: wiring.fn.needs.webOrigins ? webOriginsFromEnv() : [] };
  return { settings, client: fetchOAuthClient };
}
