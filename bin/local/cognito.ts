import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { setTimeout as delay } from 'node:timers/promises';

import { PASSWORD_POLICY } from '../../shared/domain/password-policy';
import { COMPANY_ATTRIBUTE, PROFILE_ATTRIBUTE_MAX_LENGTH } from '../../shared/domain/sign-up';
import type { AuthorizerClaims, TokenVerifier } from './api-server';
import { stopChild } from './process';

export const LOCAL_POOL_NAME = 'reachwise-local';
const LOCAL_CLIENT_NAME = 'reachwise-web';

export interface CognitoLocal {
  readonly endpoint: string;
  readonly port: number;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts cognito-local on 127.0.0.1 with its data under `dataDir/.cognito`. Lines it prints about
 * codes it would have emailed (sign-up confirmation, password reset) go to `onCode`.
 */
export async function startCognitoLocal(options: {
  port: number;
  dataDir: string;
  root: string;
  onCode?: (line: string) => void;
  onExit?: (code: number | null) => void;
}): Promise<CognitoLocal> {
  mkdirSync(options.dataDir, { recursive: true });
  const child = spawn(process.execPath, [path.join(options.root, 'node_modules', 'cognito-local', 'lib', 'bin', 'start.js')], {
    cwd: options.dataDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), NODE_NO_WARNINGS: '1', DEBUG: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-4000);
    // codes are printed in a box: "Confirmation Code Delivery", then "Destination: …" and "Code: …"
    for (const line of text.split('\n')) {
      const clean = stripVTControlCharacters(line)
        .replace(/[│╭╮╰╯─]/g, '')
        .trim();
      if (/^(Confirmation Code Delivery|Username:|Destination:|Code:)/.test(clean)) options.onCode?.(clean);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.once('exit', (code) => options.onExit?.(code));
  const endpoint = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`cognito-local exited with code ${child.exitCode}: ${output.trim()}`);
    try {
      await fetch(`${endpoint}/health`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        await stopChild(child);
        throw new Error(`cognito-local did not start within 20 s: ${output.trim()}`);
      }
      await delay(100);
    }
  }
  return { endpoint, port: options.port, child, stop: () => stopChild(child) };
}

/** An SDK client for cognito-local (it accepts any credentials). */
export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** The local user pool and web client, created on first start and found again after. */
export async function ensurePoolAndClient(
  client: CognitoIdentityProviderClient,
): Promise<{ userPoolId: string; clientId: string }> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === LOCAL_POOL_NAME)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      // as the cloud pool (infra/auth.ts): anyone signs up with their email, which a code verifies,
      // under the same password policy, and may give their company
      new CreateUserPoolCommand({
        PoolName: LOCAL_POOL_NAME,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_POLICY.minLength,
            RequireLowercase: PASSWORD_POLICY.requireLowercase,
            RequireUppercase: PASSWORD_POLICY.requireUppercase,
            RequireNumbers: PASSWORD_POLICY.requireDigits,
            RequireSymbols: PASSWORD_POLICY.requireSymbols,
          },
        },
        Schema: [
          {
            Name: COMPANY_ATTRIBUTE,
            AttributeDataType: 'String',
            Mutable: true,
            StringAttributeConstraints: { MinLength: '0', MaxLength: String(PROFILE_ATTRIBUTE_MAX_LENGTH) },
          },
        ],
      }),
    );
    userPoolId = created.UserPool?.Id;
  }
  if (!userPoolId) throw new Error('cognito-local did not create the user pool.');
  await allowTotpMfa(client, userPoolId);
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let clientId = clients.UserPoolClients?.find((candidate) => candidate.ClientName === LOCAL_CLIENT_NAME)?.ClientId;
  if (!clientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: LOCAL_CLIENT_NAME,
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    clientId = created.UserPoolClient?.ClientId;
  }
  if (!clientId) throw new Error('cognito-local did not create the app client.');
  return { userPoolId, clientId };
}

/**
 * MFA as the cloud pool has it (infra/auth.ts): optional, by authenticator app only. Set on every start, so
 * a pool made before it gets it too; cognito-local's default, OFF, would never ask a user for a code.
 */
async function allowTotpMfa(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );
}

/** A confirmed user with a permanent password and a verified email; answers their `sub`. */
export async function ensureUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  user: { email: string; password: string; givenName: string; familyName?: string },
): Promise<string> {
  const subOf = (attributes: { Name?: string; Value?: string }[] | undefined) =>
    attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  try {
    const existing = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }));
    const sub = subOf(existing.UserAttributes);
    if (sub) {
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: userPoolId,
          Username: user.email,
          Password: user.password,
          Permanent: true,
        }),
      );
      return sub;
    }
  } catch (error) {
    if (!(error instanceof UserNotFoundException) && (error as { name?: string }).name !== 'UserNotFoundException') throw error;
  }
  const created = await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: user.givenName },
        ...(user.familyName ? [{ Name: 'family_name', Value: user.familyName }] : []),
      ],
    }),
  );
  await client.send(
    new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: user.email, Password: user.password, Permanent: true }),
  );
  const sub = subOf(created.User?.Attributes);
  if (!sub) throw new Error(`cognito-local created ${user.email} without a sub.`);
  return sub;
}

/** A claim value as API Gateway's JWT authorizer passes it: strings as they are, lists as `[a b]`, the rest as JSON. */
function claimString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `[${value.map(claimString).join(' ')}]`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The user's attributes as an ID token claims them, and their status. */
type UserRecord = { attributes: Map<string, string>; status: string | undefined };

/**
 * The claims the cloud pool's ID tokens carry that cognito-local's leave out, from the user's
 * record: `given_name` and `family_name`, and `email_verified`, which cognito-local's ConfirmSignUp
 * does not set where Cognito does (the code went to that address). Custom attributes are in the
 * token already.
 */
export function missingProfileClaims(claims: AuthorizerClaims, user: UserRecord): AuthorizerClaims {
  const added: AuthorizerClaims = {};
  for (const name of ['given_name', 'family_name']) {
    const value = user.attributes.get(name);
    if (claims[name] === undefined && value !== undefined && value !== '') added[name] = value;
  }
  const verified = user.attributes.get('email_verified');
  if (verified === 'true' || (verified === undefined && user.status === 'CONFIRMED')) added.email_verified = 'true';
  return added;
}

async function userRecord(client: CognitoIdentityProviderClient, userPoolId: string, username: string): Promise<UserRecord> {
  const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
  const attributes = new Map<string, string>();
  for (const attribute of user.UserAttributes ?? []) {
    if (attribute.Name && attribute.Value !== undefined) attributes.set(attribute.Name, attribute.Value);
  }
  return { attributes, status: user.UserStatus };
}

/**
 * Verifies tokens of the local pool as API Gateway's JWT authorizer verifies the cloud pool's: the
 * signature against the pool's JWKS, the issuer, expiry and not-before, and `aud` (ID tokens) or
 * `client_id` (access tokens) equal to the web client. With `client`, an ID token's claims are
 * completed as the cloud pool's would be (missingProfileClaims).
 */
export function createLocalTokenVerifier(options: {
  endpoint: string;
  userPoolId: string;
  clientId: string;
  client?: CognitoIdentityProviderClient;
}): TokenVerifier {
  const issuer = `${options.endpoint}/${options.userPoolId}`;
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  // a token's claims do not change: its user is read once per token
  const completed = new Map<string, AuthorizerClaims>();
  const complete = async (claims: AuthorizerClaims): Promise<AuthorizerClaims> => {
    const username = claims['cognito:username'] ?? claims.sub;
    if (!options.client || claims.token_use !== 'id' || username === undefined || claims.jti === undefined) return claims;
    let extra = completed.get(claims.jti);
    if (!extra) {
      extra = missingProfileClaims(claims, await userRecord(options.client, options.userPoolId, username));
      if (completed.size >= 1000) completed.clear();
      completed.set(claims.jti, extra);
    }
    return { ...claims, ...extra };
  };
  return {
    async verify(token) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, jwks, { issuer }));
      } catch {
        return null;
      }
      const audiences = Array.isArray(payload.aud) ? payload.aud : payload.aud ? [payload.aud] : [];
      if (!audiences.includes(options.clientId) && payload.client_id !== options.clientId) return null;
      const claims: AuthorizerClaims = {};
      for (const [name, value] of Object.entries(payload)) claims[name] = claimString(value);
      const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : null;
      return { claims: await complete(claims), scopes };
    },
  };
}
