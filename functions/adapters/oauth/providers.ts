// The mailbox providers' public OAuth endpoints; the clients configured for them are composed at cold start.
import type { OAuthSenderType } from '../../../shared/schemas/email-sender-config';
import type { OAuthProvider } from '../../core/ports/oauth';

/** What a provider is before a server configures a client for it. */
type ProviderDefaults = Omit<OAuthProvider, 'type' | 'clientId' | 'clientSecret'>;

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
    // Mail.ReadWrite: the Graph mailer writes a draft and finds it, or the sent message, by its Message-ID
    scopes: [
      'openid',
      'email',
      'offline_access',
      'https://graph.microsoft.com/Mail.Send',
      'https://graph.microsoft.com/Mail.ReadWrite',
    ],
    authorizationParams: { response_mode: 'query', prompt: 'select_account' },
  },
};
