import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { createAesSecretBox } from '../../../functions/adapters/secrets/secret-box';
import { InvalidInputError } from '../../../functions/core/errors';
import {
  OAUTH_STATE_INVALID,
  OAUTH_STATE_TTL_MS,
  openOAuthState,
  sealOAuthState,
  type OAuthStateClaims,
} from '../../../functions/core/senders/oauth-state';
import { openTokens, sealTokens } from '../../../functions/core/senders/oauth-tokens';

const box = createAesSecretBox(randomBytes(32));
const startedAt = Date.parse('2026-03-01T10:00:00.000Z');
const claims: OAuthStateClaims = {
  namespaceId: 'acme',
  userId: 'sub-ana',
  type: 'GOOGLE',
  redirectUri: 'https://app.example.com/email-sender-config/add',
  codeVerifier: 'v'.repeat(43),
  expiresAt: startedAt + OAUTH_STATE_TTL_MS,
};
const expected = {
  namespaceId: claims.namespaceId,
  userId: claims.userId,
  type: claims.type,
  redirectUri: claims.redirectUri,
  now: startedAt + 60_000,
};

describe('the sealed OAuth state', () => {
  it('opens to its PKCE verifier for the same user, instance, provider and redirect within 10 minutes', async () => {
    const state = await sealOAuthState(box, claims);

    await expect(openOAuthState(box, state, expected)).resolves.toBe(claims.codeVerifier);
    expect(state).not.toContain('acme');
    expect(state).not.toContain(claims.codeVerifier);
  });

  it.each([
    ['another instance', { namespaceId: 'globex' }],
    ['another user', { userId: 'sub-bob' }],
    ['another provider', { type: 'MICROSOFT' as const }],
    ['another redirect URI', { redirectUri: 'https://evil.example/email-sender-config/add' }],
    ['10 minutes after the start', { now: startedAt + OAUTH_STATE_TTL_MS }],
  ])('is refused with a 400 on state for %s', async (_label, change) => {
    const state = await sealOAuthState(box, claims);

    const opened = openOAuthState(box, state, { ...expected, ...change });

    await expect(opened).rejects.toBeInstanceOf(InvalidInputError);
    await expect(opened).rejects.toMatchObject({ status: 400, fieldErrors: [{ path: 'state', message: OAUTH_STATE_INVALID }] });
  });

  it('is refused when it was sealed with another key, tampered with or made up', async () => {
    const foreign = await sealOAuthState(createAesSecretBox(randomBytes(32)), claims);
    const state = await sealOAuthState(box, claims);
    const tampered = `${state.slice(0, -2)}${state.endsWith('A') ? 'B' : 'A'}A`;

    for (const candidate of [foreign, tampered, 'made-up', '']) {
      await expect(openOAuthState(box, candidate, expected)).rejects.toBeInstanceOf(InvalidInputError);
    }
  });

  it('is refused when the sealed value is a sender credential rather than a state', async () => {
    const tokens = await sealTokens(box, { accessToken: 'a', refreshToken: 'r', expiresAt: undefined });

    await expect(openOAuthState(box, tokens, expected)).rejects.toBeInstanceOf(InvalidInputError);
    await expect(openTokens(box, await sealOAuthState(box, claims))).resolves.toBeNull();
  });
});
