import { Amplify } from 'aws-amplify';

import type { RuntimeConfig } from '../../../shared/config/runtime-config';
import { amplifyConfigFor } from './amplify-config';

/** Configures Amplify Auth once, from the runtime config, for this page's origin. */
export function configureAuth(config: RuntimeConfig): void {
  Amplify.configure(amplifyConfigFor(config, window.location.origin));
}
