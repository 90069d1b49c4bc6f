import type { CrmOAuthCompleteBody, EffectiveIntegrationResponse, UpdateIntegrationBody } from '../../../shared/api/schemas';
import {
  CRM_LABELS,
  CRM_OAUTH_REDIRECT_PATH,
  INTEGRATION_MESSAGES,
  type CrmAuthMethod,
  type IntegrationType,
} from '../../../shared/domain/integration';
import { managesInstance } from '../../../shared/domain/role';
import type { Clock } from '../clock';
import { AppError, BadRequestError, ConflictError, ForbiddenError, InvalidInputError } from '../errors';
import { CrmAuthError, type CrmGrant, type CrmTokenClient } from '../ports/crm-auth';
import { CrmError, type CrmAccess, type CrmAccountDirectory, type CrmConnectorFactory } from '../ports/crm';
import type { EffectiveIntegration } from '../ports/items';
import type { SecretBox } from '../ports/secrets';
import type { Stores } from '../ports/stores';
import { isAllowedRedirectUri } from '../senders/sender-oauth';
import type { TenantContext } from '../tenant';
import { sealCrmCredential, type CrmCredential } from './crm-credential';
import { CRM_OAUTH_STATE_TTL_MS, openCrmOAuthState, sealCrmOAuthState } from './crm-oauth-state';

export interface IntegrationServiceDeps {
  readonly repos: Pick<Stores, 'integrations'>;
  readonly secrets: SecretBox;
  readonly tokens: CrmTokenClient;
  readonly connectors: CrmConnectorFactory;
  /** the web app's origins: a sign-in's redirect URI is one of them plus `/integration/oauth` */
  readonly webOrigins: readonly string[];
  readonly now: Clock;
  /** where a CRM's webhooks find the instances connected to its account (HubSpot's portal) */
  readonly accounts: Pick<CrmAccountDirectory, 'register' | 'unregister'>;
}

/** Refuses a caller who does not manage the instance: 403, before anything is read or written. */
function requireManager(ctx: TenantContext): void {
  if (!managesInstance(ctx.role)) throw new ForbiddenError(INTEGRATION_MESSAGES.managersOnly);
}

/** What the user reads when the CRM refused or could not be reached while connecting. */
function connectFailure(type: IntegrationType, error: unknown, method: CrmAuthMethod): Error {
  const crm = CRM_LABELS[type];
  if (error instanceof CrmAuthError) {
    if (error.failure === 'invalid_grant') return new BadRequestError(INTEGRATION_MESSAGES.codeRefused(crm));
    if (error.failure === 'unavailable') return new AppError(INTEGRATION_MESSAGES.crmUnavailable(crm), 503, 'UNAVAILABLE');
    return new BadRequestError(INTEGRATION_MESSAGES.crmRejected(crm));
  }
  if (error instanceof CrmError) {
    if (error.failure === 'rate_limited' || error.failure === 'unavailable')
      return new AppError(INTEGRATION_MESSAGES.crmUnavailable(crm), 503, 'UNAVAILABLE');
    if (method === 'PRIVATE_APP' && error.failure === 'auth') {
      return new InvalidInputError(INTEGRATION_MESSAGES.tokenRefused(crm), [
        { path: 'token', message: INTEGRATION_MESSAGES.tokenRefused(crm) },
      ]);
    }
    return new BadRequestError(INTEGRATION_MESSAGES.crmRejected(crm));
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The access of a credential being checked, before anything is stored: its token as it came (an
 * OAuth one is fresh), and no refresh: a 401 means the CRM does not accept it.
 */
function checkingAccess(type: IntegrationType, credential: CrmCredential): CrmAccess {
  const token = credential.kind === 'OAUTH' ? credential.accessToken : credential.token;
  return {
    apiBase: credential.apiBase,
    token: () => Promise.resolve(token),
    refresh: () => Promise.reject(new CrmError('auth', `${CRM_LABELS[type]} did not accept the credential.`)),
  };
}

/**
 * Connecting a CRM and keeping it: HubSpot by OAuth or a private-app token, Salesforce by OAuth
 * (authorization code with PKCE and a sealed state, as senders connect mailboxes). The credential
 * is checked with one call (the connector's `account()`) and sealed with the sender key; the API
 * never returns it. Reading is for every member; connecting, pausing, the options and
 * disconnecting are for managers.
 */
export function createIntegrationService(deps: IntegrationServiceDeps) {
  const { integrations } = deps.repos;
  const view = (integration: EffectiveIntegration): EffectiveIntegrationResponse => ({
    ...integration,
    oauthAvailable: deps.tokens.configured(integration.type),
  });

  function checkRedirectUri(redirectUri: string): void {
    if (isAllowedRedirectUri(redirectUri, deps.webOrigins, CRM_OAUTH_REDIRECT_PATH)) return;
    const message = INTEGRATION_MESSAGES.redirectUriNotAllowed(CRM_OAUTH_REDIRECT_PATH);
    throw new InvalidInputError(message, [{ path: 'redirectUri', message }]);
  }

  function requireOAuth(type: IntegrationType): void {
    if (!deps.tokens.configured(type)) throw new BadRequestError(INTEGRATION_MESSAGES.notConfigured(CRM_LABELS[type]));
  }

  /** Checks the credential with the connector's `account()`, then stores it sealed: ACTIVE and CONNECTED. */
  async function connect(ctx: TenantContext, type: IntegrationType, method: CrmAuthMethod, credential: CrmCredential) {
    const sealed = await sealCrmCredential(deps.secrets, credential);
    let account;
    try {
      account = await deps.connectors(type, checkingAccess(type, credential)).account();
    } catch (error) {
      throw connectFailure(type, error, method);
    }
    const instanceUrl = type === 'SALESFORCE' ? { instanceUrl: credential.apiBase } : {};
    const connected = await integrations.connect(ctx, type, {
      method,
      account: { id: account.id, name: account.name, ...instanceUrl },
      connectedBy: ctx.userId,
      sealedCredential: sealed,
    });
    await deps.accounts.register(ctx, type, account.id);
    return view(connected);
  }

  function oauthCredential(type: IntegrationType, tokens: CrmGrant): CrmCredential {
    return {
      kind: 'OAUTH',
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: tokens.expiresAt,
      apiBase: tokens.instanceUrl ?? deps.tokens.apiBase(type),
    };
  }

  return {
    /** Both CRMs, set up or not, and whether this server can connect each by OAuth. */
    async list(ctx: TenantContext) {
      return { integrations: (await integrations.list(ctx)).map(view) };
    },

    /** The CRM's sign-in address, with a state sealed for this caller and instance that expires in 10 minutes. */
    async oauthStart(ctx: TenantContext, type: IntegrationType, input: { redirectUri: string }) {
      requireManager(ctx);
      requireOAuth(type);
      checkRedirectUri(input.redirectUri);
      const pkce = deps.tokens.createPkce();
      const state = await sealCrmOAuthState(deps.secrets, {
        namespaceId: ctx.namespaceId,
        userId: ctx.userId,
        type,
        redirectUri: input.redirectUri,
        codeVerifier: pkce.verifier,
        expiresAt: deps.now().getTime() + CRM_OAUTH_STATE_TTL_MS,
      });
      return {
        url: deps.tokens.authorizationUrl(type, { redirectUri: input.redirectUri, state, codeChallenge: pkce.challenge }),
      };
    },

    /** Exchanges the code (with the state's PKCE verifier), checks the account and stores the tokens sealed. */
    async oauthComplete(ctx: TenantContext, type: IntegrationType, input: CrmOAuthCompleteBody) {
      requireManager(ctx);
      requireOAuth(type);
      checkRedirectUri(input.redirectUri);
      const now = deps.now().getTime();
      const codeVerifier = await openCrmOAuthState(deps.secrets, input.state, {
        namespaceId: ctx.namespaceId,
        userId: ctx.userId,
        type,
        redirectUri: input.redirectUri,
        now,
      });
      let credential: CrmCredential;
      try {
        const tokens = await deps.tokens.exchangeCode(
          type,
          { code: input.code, redirectUri: input.redirectUri, codeVerifier },
          now,
        );
        credential = oauthCredential(type, tokens);
      } catch (error) {
        throw connectFailure(type, error, 'OAUTH');
      }
      return connect(ctx, type, 'OAUTH', credential);
    },

    /** Connects HubSpot with a private-app token a manager pasted, once HubSpot accepts it. */
    async connectPrivateApp(ctx: TenantContext, input: { token: string }) {
      requireManager(ctx);
      const credential: CrmCredential = { kind: 'PRIVATE_APP', token: input.token, apiBase: deps.tokens.apiBase('HUBSPOT') };
      return connect(ctx, 'HUBSPOT', 'PRIVATE_APP', credential);
    },

    /** Pauses or resumes a connected CRM, or switches its options: 409 while it is not connected. */
    async update(ctx: TenantContext, type: IntegrationType, input: UpdateIntegrationBody) {
      requireManager(ctx);
      const changes = {
        ...(input.status ? { status: input.status } : {}),
        ...(input.options ? { options: input.options } : {}),
      };
      const updated = await integrations.updateConnected(ctx, type, changes);
      if (!updated) throw new ConflictError(INTEGRATION_MESSAGES.notConnected(CRM_LABELS[type]));
      return view(updated);
    },

    /** Disconnects a CRM: its credential is removed and it reads NOT_SETUP again. */
    async disconnect(ctx: TenantContext, type: IntegrationType) {
      requireManager(ctx);
      const before = await integrations.get(ctx, type);
      await integrations.disconnect(ctx, type);
      // its webhooks no longer reach this instance
      if (before.account) await deps.accounts.unregister(ctx, type, before.account.id);
      return view(await integrations.get(ctx, type));
    },
  };
}

export type IntegrationService = ReturnType<typeof createIntegrationService>;
