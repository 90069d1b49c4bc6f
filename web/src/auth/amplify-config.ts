import type { ResourcesConfig } from 'aws-amplify';

import type { RuntimeConfig } from '../../../shared/config/runtime-config';
import { PATHS } from '../app/paths';

/** Scopes of the hosted sign-in; `aws.cognito.signin.user.admin` lets the app read the user's own attributes. */
const OAUTH_SCOPES = ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'];

/**
 * Amplify's configuration for a runtime config. Cloud: the hosted sign-in with the authorization
 * code and PKCE, back to `/account/callback`. Local: cognito-local at `userPoolEndpoint`.
 */
export function amplifyConfigFor(config: RuntimeConfig, origin: string): ResourcesConfig {
  const pool = { userPoolId: config.userPoolId, userPoolClientId: config.userPoolClientId };
  if (config.mode === 'local') {
    return { Auth: { Cognito: { ...pool, userPoolEndpoint: config.userPoolEndpoint } } };
  }
  return {
    Auth: {
      Cognito: {
        ...pool,
        loginWith: {
          oauth: {
            domain: config.hostedDomain,
            scopes: OAUTH_SCOPES,
            redirectSignIn: [`${origin}${PATHS.signInCallback}`],
            redirectSignOut: [`${origin}${PATHS.home}`],
            responseType: 'code',
          },
        },
      },
    },
  };
}
