import { CRM_LABELS, INTEGRATION_MESSAGES, type IntegrationType } from '../../../shared/domain/integration';
import type { Clock } from '../clock';
import { CrmAuthError, type CrmTokenClient } from '../ports/crm-auth';
import { CrmError, type CrmAccess } from '../ports/crm';
import type { SecretBox } from '../ports/secrets';
import type { Stores } from '../ports/stores';
import type { TenantContext } from '../tenant';
import { openCrmCredential, sealCrmCredential, type CrmCredential } from './crm-credential';

/** An access token is renewed this long before it expires, so it does not expire mid-call. */
const TOKEN_EXPIRY_MARGIN_MS = 60_000;

export interface CrmAccessDeps {
  readonly repos: Pick<Stores, 'integrations'>;
  readonly secrets: SecretBox;
  readonly tokens: CrmTokenClient;
  readonly now: Clock;
}

/** A connected integration's credential as read, with the version it was stored at. */
export interface HeldCredential {
  readonly credential: CrmCredential;
  readonly version: number;
}

/** The CrmError of a failed token request: `invalid_grant` is `auth` (reconnect), never retried. */
export function accessErrorOf(type: IntegrationType, error: CrmAuthError): CrmError {
  const crm = CRM_LABELS[type];
  if (error.failure === 'invalid_grant') return new CrmError('auth', INTEGRATION_MESSAGES.reconnect(crm));
  if (error.failure === 'unavailable') return new CrmError('unavailable', error.message);
  return new CrmError('rejected', error.message);
}

/**
 * The access of a connected CRM, for its connector: the held access token while it is valid, a
 * new one when it expires (HubSpot: on `expires_in`, since a 401 is no sign it has) or when a call
 * was refused with 401 (`refresh`). Concurrent calls share one refresh. Every refresh is sealed and
 * saved at once with a conditional write on the credential's version, so a rotated refresh token
 * (Salesforce) is never lost: when another refresh saved first, its credential is the one kept.
 * `invalid_grant` marks the integration ERROR (the page asks to reconnect) and fails with `auth`,
 * unless another refresh had already rotated the token, whose credential is then used.
 */
export function createCrmAccess(deps: CrmAccessDeps, ctx: TenantContext, type: IntegrationType, held: HeldCredential): CrmAccess {
  let current = held;
  let refreshing: Promise<string> | undefined;

  async function fail(reason: string): Promise<never> {
    await deps.repos.integrations.markError(ctx, type, reason);
    throw new CrmError('auth', reason);
  }

  /** The stored credential when it is newer than the one held (another refresh saved it). */
  async function newerStored(): Promise<HeldCredential | null> {
    const stored = await deps.repos.integrations.credential(ctx, type);
    if (!stored || stored.version === current.version) return null;
    const credential = await openCrmCredential(deps.secrets, stored.sealed);
    return credential ? { credential, version: stored.version } : null;
  }

  async function exchange(credential: CrmCredential & { kind: 'OAUTH' }): Promise<CrmCredential> {
    const fresh = await deps.tokens.refresh(type, credential.refreshToken, deps.now().getTime());
    return {
      kind: 'OAUTH',
      accessToken: fresh.accessToken,
      refreshToken: fresh.refreshToken ?? credential.refreshToken,
      expiresAt: fresh.expiresAt,
      apiBase: fresh.instanceUrl ?? credential.apiBase,
    };
  }

  async function refreshOnce(): Promise<string> {
    const { credential } = current;
    if (credential.kind === 'PRIVATE_APP') return fail(INTEGRATION_MESSAGES.reconnect(CRM_LABELS[type]));
    let next: CrmCredential;
    try {
      next = await exchange(credential);
    } catch (error) {
      if (!(error instanceof CrmAuthError)) throw error;
      if (error.failure === 'invalid_grant') {
        // another container may have rotated the refresh token a moment ago: its credential holds
        const newer = await newerStored();
        if (newer) {
          current = newer;
          return tokenOf(current.credential);
        }
        return fail(INTEGRATION_MESSAGES.reconnect(CRM_LABELS[type]));
      }
      throw accessErrorOf(type, error);
    }
    const sealed = await sealCrmCredential(deps.secrets, next);
    if (await deps.repos.integrations.replaceCredential(ctx, type, sealed, current.version)) {
      current = { credential: next, version: current.version + 1 };
    } else {
      // another refresh saved first: its rotation is kept, this call still uses the token it got
      current = (await newerStored()) ?? current;
    }
    return tokenOf(next);
  }

  function shared(): Promise<string> {
    refreshing ??= refreshOnce().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  function valid(credential: CrmCredential): boolean {
    if (credential.kind === 'PRIVATE_APP' || credential.expiresAt === undefined) return true;
    return credential.expiresAt - TOKEN_EXPIRY_MARGIN_MS > deps.now().getTime();
  }

  return {
    get apiBase() {
      return current.credential.apiBase;
    },
    token: () => (valid(current.credential) ? Promise.resolve(tokenOf(current.credential)) : shared()),
    refresh: shared,
  };
}

function tokenOf(credential: CrmCredential): string {
  return credential.kind === 'OAUTH' ? credential.accessToken : credential.token;
}
