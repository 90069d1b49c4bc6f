import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { createAesSecretBox } from '../../../functions/adapters/secrets/secret-box';
import { createCrmAccess, type CrmAccessDeps } from '../../../functions/core/integrations/crm-access';
import { openCrmCredential, sealCrmCredential, type CrmCredential } from '../../../functions/core/integrations/crm-credential';
import {
  CRM_OAUTH_STATE_TTL_MS,
  openCrmOAuthState,
  sealCrmOAuthState,
} from '../../../functions/core/integrations/crm-oauth-state';
import { sealOAuthState } from '../../../functions/core/senders/oauth-state';
import { InvalidInputError } from '../../../functions/core/errors';
import { CrmAuthError, type CrmTokenClient, type CrmTokens } from '../../../functions/core/ports/crm-auth';
import type { IntegrationStore } from '../../../functions/core/ports/stores';
import { INTEGRATION_MESSAGES } from '../../../shared/domain/integration';

const box = createAesSecretBox(randomBytes(32));
const ctx = { namespaceId: 'acme', userId: 'sub-ana', role: 'MANAGER' as const };
const at = Date.parse('2026-03-01T10:00:00.000Z');

describe('the sealed CRM sign-in state', () => {
  const claims = {
    namespaceId: 'acme',
    userId: 'sub-ana',
    type: 'SALESFORCE' as const,
    redirectUri: 'https://app.example.com/integration/oauth',
    codeVerifier: 'v'.repeat(43),
    expiresAt: at + CRM_OAUTH_STATE_TTL_MS,
  };
  const expected = {
    namespaceId: 'acme',
    userId: 'sub-ana',
    type: 'SALESFORCE' as const,
    redirectUri: claims.redirectUri,
    now: at + 1000,
  };

  it('opens to its PKCE verifier for the same user, instance, CRM and redirect within 10 minutes, and hides them', async () => {
    const state = await sealCrmOAuthState(box, claims);

    await expect(openCrmOAuthState(box, state, expected)).resolves.toBe(claims.codeVerifier);
    expect(state).not.toContain('acme');
  });

  it.each([
    ['another instance', { namespaceId: 'globex' }],
    ['another user', { userId: 'sub-bo' }],
    ['another CRM', { type: 'HUBSPOT' as const }],
    ['another redirect', { redirectUri: 'https://app.example.com/elsewhere' }],
    ['after 10 minutes', { now: at + CRM_OAUTH_STATE_TTL_MS }],
  ])('refuses it for %s, naming the state', async (_case, change) => {
    const state = await sealCrmOAuthState(box, claims);

    await expect(openCrmOAuthState(box, state, { ...expected, ...change })).rejects.toMatchObject({
      fieldErrors: [{ path: 'state', message: INTEGRATION_MESSAGES.stateInvalid }],
    });
  });

  it('refuses a mailbox sign-in’s state and a forged one', async () => {
    const senderState = await sealOAuthState(box, { ...claims, type: 'GOOGLE' });

    await expect(openCrmOAuthState(box, senderState, expected)).rejects.toBeInstanceOf(InvalidInputError);
    await expect(openCrmOAuthState(box, 'not-sealed', expected)).rejects.toBeInstanceOf(InvalidInputError);
  });
});

describe('the sealed CRM credential', () => {
  it('opens to what was sealed, OAuth tokens and a private-app token alike, and to null under another key', async () => {
    const oauth: CrmCredential = {
      kind: 'OAUTH',
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: at,
      apiBase: 'https://x.example',
    };
    const privateApp: CrmCredential = { kind: 'PRIVATE_APP', token: 'pat', apiBase: 'https://api.hubapi.com' };

    await expect(openCrmCredential(box, await sealCrmCredential(box, oauth))).resolves.toEqual(oauth);
    await expect(openCrmCredential(box, await sealCrmCredential(box, privateApp))).resolves.toEqual(privateApp);
    await expect(openCrmCredential(createAesSecretBox(randomBytes(32)), await sealCrmCredential(box, oauth))).resolves.toBeNull();
  });
});

/** The integration's credential as the store keeps it: a version, and a conditional replace. */
function memoryStore(initial: { sealed: string; version: number }) {
  const state = { ...initial, errors: [] as string[], writes: 0 };
  const store: Pick<IntegrationStore, 'credential' | 'replaceCredential' | 'markError'> = {
    credential: () => Promise.resolve({ sealed: state.sealed, version: state.version }),
    replaceCredential: (_ctx, _type, sealed, version) => {
      if (version !== state.version) return Promise.resolve(false);
      Object.assign(state, { sealed, version: version + 1, writes: state.writes + 1 });
      return Promise.resolve(true);
    },
    markError: (_ctx, _type, reason) => {
      state.errors.push(reason);
      return Promise.resolve();
    },
  };
  return { state, store: store as IntegrationStore };
}

/** A token client whose refresh answers from a script (a rotated token each time, or a failure). */
function scriptedTokens(answer: (refreshToken: string, call: number) => CrmTokens | CrmAuthError) {
  const calls: string[] = [];
  const client: Pick<CrmTokenClient, 'refresh'> = {
    async refresh(_type, refreshToken) {
      calls.push(refreshToken);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const result = answer(refreshToken, calls.length);
      if (result instanceof CrmAuthError) throw result;
      return result;
    },
  };
  return { calls, client: client as CrmTokenClient };
}

const expired: CrmCredential = {
  kind: 'OAUTH',
  accessToken: 'old',
  refreshToken: 'r0',
  expiresAt: at - 1,
  apiBase: 'https://na1.example',
};
const rotate = (_token: string, n: number): CrmTokens => ({
  accessToken: `a${String(n)}`,
  refreshToken: `r${String(n)}`,
  expiresAt: undefined,
  instanceUrl: 'https://na2.example',
});

async function accessOver(credential: CrmCredential, tokens: CrmTokenClient) {
  const { state, store } = memoryStore({ sealed: await sealCrmCredential(box, credential), version: 1 });
  const deps: CrmAccessDeps = { repos: { integrations: store }, secrets: box, tokens, now: () => new Date(at) };
  return { state, access: createCrmAccess(deps, ctx, 'SALESFORCE', { credential, version: 1 }) };
}

describe('a connected CRM’s access', () => {
  it('answers a valid token without refreshing', async () => {
    const tokens = scriptedTokens(rotate);
    const { access } = await accessOver({ ...expired, expiresAt: at + 10 * 60_000 }, tokens.client);

    await expect(access.token()).resolves.toBe('old');
    expect(tokens.calls).toEqual([]);
  });

  it('shares one refresh among concurrent calls, and seals the rotated refresh token and the new instance URL', async () => {
    const tokens = scriptedTokens(rotate);
    const { state, access } = await accessOver(expired, tokens.client);

    const answered = await Promise.all([access.token(), access.token(), access.refresh()]);

    expect(answered).toEqual(['a1', 'a1', 'a1']);
    expect(tokens.calls).toEqual(['r0']);
    expect(state.version).toBe(2);
    await expect(openCrmCredential(box, state.sealed)).resolves.toMatchObject({
      refreshToken: 'r1',
      apiBase: 'https://na2.example',
    });
    expect(access.apiBase).toBe('https://na2.example');
  });

  it('refreshes again with the rotated token, never the spent one', async () => {
    const tokens = scriptedTokens(rotate);
    const { access } = await accessOver(expired, tokens.client);

    await access.refresh();
    await access.refresh();

    expect(tokens.calls).toEqual(['r0', 'r1']);
  });

  it('keeps its refresh token when the refresh answers none (an org that does not rotate them)', async () => {
    const tokens = scriptedTokens((_token, n) => ({ ...rotate(_token, n), refreshToken: undefined }));
    const { state, access } = await accessOver(expired, tokens.client);

    await access.refresh();
    await access.refresh();

    expect(tokens.calls).toEqual(['r0', 'r0']);
    await expect(openCrmCredential(box, state.sealed)).resolves.toMatchObject({ accessToken: 'a2', refreshToken: 'r0' });
  });

  it('marks the integration ERROR on invalid_grant and fails with auth', async () => {
    const tokens = scriptedTokens(() => new CrmAuthError('invalid_grant', 'Salesforce answered invalid_grant.'));
    const { state, access } = await accessOver(expired, tokens.client);

    await expect(access.token()).rejects.toMatchObject({ failure: 'auth' });
    expect(state.errors).toEqual([INTEGRATION_MESSAGES.reconnect('Salesforce')]);
  });

  it('keeps the credential another refresh saved first, and uses it when its own refresh token was spent', async () => {
    const tokens = scriptedTokens((token) => (token === 'r0' ? new CrmAuthError('invalid_grant', 'spent') : rotate(token, 9)));
    const { state, access } = await accessOver(expired, tokens.client);
    // another container refreshed a moment ago: the stored credential is newer than the one held
    state.sealed = await sealCrmCredential(box, { ...expired, accessToken: 'theirs', refreshToken: 'r5', expiresAt: undefined });
    state.version = 2;

    await expect(access.token()).resolves.toBe('theirs');
    expect(state.errors).toEqual([]);
  });

  it('fails a transient token endpoint outage as unavailable, without marking ERROR', async () => {
    const tokens = scriptedTokens(() => new CrmAuthError('unavailable', 'Salesforce could not be reached.'));
    const { state, access } = await accessOver(expired, tokens.client);

    await expect(access.token()).rejects.toMatchObject({ failure: 'unavailable' });
    expect(state.errors).toEqual([]);
  });
});
