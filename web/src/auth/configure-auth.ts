import { Amplify } from 'aws-amplify';

import type { RuntimeConfig } from '../../../shared/config/runtime-config';
import { amplifyConfigFor } from './amplify-config';
import { storeSessionInCookies } from './session-storage';

/** Configures Amplify Auth once, from the runtime config, for this page's origin, with the session in cookies. */
export function configureAuth(config: RuntimeConfig): void {
  Amplify.configure(amplifyConfigFor(config, window.location.origin));
  storeSessionInCookies(window.location);
}
