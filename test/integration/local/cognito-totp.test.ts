import {
  AssociateSoftwareTokenCommand,
  CodeMismatchException,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  cognitoClient,
  ensurePoolAndClient,
  ensureUser,
  LOCAL_POOL_NAME,
  startCognitoLocal,
  type CognitoLocal,
} from '../../../bin/local/cognito';
import { freeLocalPorts } from '../../../bin/local/stack';

const root = path.resolve(import.meta.dirname, '../../..');
const EMAIL = 'totp.person@example.com';
const PASSWORD = 'Totp-person-pass-123';

let dataDir: string;
let cognito: CognitoLocal;
let client: CognitoIdentityProviderClient;
let pool: { userPoolId: string; clientId: string };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'reachwise-cognito-totp-'));
  cognito = await startCognitoLocal({ port: (await freeLocalPorts()).cognito, dataDir, root });
  client = cognitoClient(cognito.endpoint);
  // a pool as the local stack made it before TOTP: cognito-local's MFA default, OFF, made explicit
  await client.send(
    new CreateUserPoolCommand({ PoolName: LOCAL_POOL_NAME, UsernameAttributes: ['email'], MfaConfiguration: 'OFF' }),
  );
  pool = await ensurePoolAndClient(client);
  await ensureUser(client, pool.userPoolId, { email: EMAIL, password: PASSWORD, givenName: 'Totp' });
}, 60_000);

afterAll(async () => {
  client.destroy();
  await cognito.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const passwordSignIn = () =>
  client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.clientId,
      AuthParameters: { USERNAME: EMAIL, PASSWORD },
    }),
  );

describe('the local user pool', () => {
  it('allows optional TOTP on every start, also in a pool made without it', async () => {
    const described = await client.send(new DescribeUserPoolCommand({ UserPoolId: pool.userPoolId }));

    expect(described.UserPool?.MfaConfiguration).toBe('OPTIONAL');
  });

  it('asks a user with TOTP on for the code, refuses a wrong one and signs in with the right one', async () => {
    const accessToken = (await passwordSignIn()).AuthenticationResult?.AccessToken ?? '';
    const { SecretCode: secret = '' } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
    await client.send(
      new VerifySoftwareTokenCommand({
        AccessToken: accessToken,
        UserCode: generateSync({ secret }),
        FriendlyDeviceName: 'My TOTP device',
      }),
    );
    await client.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );

    const challenge = await passwordSignIn();
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.AuthenticationResult).toBeUndefined();
    const answer = (code: string) =>
      client.send(
        new RespondToAuthChallengeCommand({
          ClientId: pool.clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: challenge.Session,
          ChallengeResponses: { USERNAME: EMAIL, SOFTWARE_TOKEN_MFA_CODE: code },
        }),
      );
    const current = generateSync({ secret });
    await expect(answer(current === '000000' ? '111111' : '000000')).rejects.toBeInstanceOf(CodeMismatchException);
    const signedIn = await answer(current);
    expect(signedIn.AuthenticationResult?.AccessToken).toEqual(expect.any(String));

    await client.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: signedIn.AuthenticationResult?.AccessToken,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    expect((await passwordSignIn()).AuthenticationResult?.AccessToken).toEqual(expect.any(String));
  });
});
