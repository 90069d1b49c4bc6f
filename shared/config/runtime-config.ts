import * as z from '../schemas/zod';

/** Where the web app finds its runtime configuration: next to index.html, written at deploy or start time. */
export const RUNTIME_CONFIG_PATH = '/config.json';

const common = {
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** the API's path on the app's own origin */
  apiPath: z.literal('/api'),
  /**
   * The provider's own email domain (e.g. reachwise.example): its people may close the blocking
   * trial-expired notice. None by default, so nobody can.
   */
  providerEmailDomain: z.optional(
    z.string().check(z.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'providerEmailDomain must be a domain such as reachwise.example')),
  ),
  /**
   * Where Get Support, Contact Us and Book a demo lead (an https or mailto address). Without it they
   * write to support@ the provider's email domain when that is set.
   */
  supportUrl: z.optional(z.url({ protocol: /^(https|mailto)$/, error: 'supportUrl must be an https or mailto address' })),
};

/**
 * The web app's runtime configuration. One build serves every stage: the cloud deploy writes a
 * `cloud` config (hosted sign-in with PKCE), `npm start` a `local` one (cognito-local with
 * USER_PASSWORD_AUTH against `userPoolEndpoint`).
 */
export const RuntimeConfigSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('cloud'),
    ...common,
    /** hosted sign-in host, without scheme */
    hostedDomain: z.string().check(z.minLength(1)),
  }),
  z.object({
    mode: z.literal('local'),
    ...common,
    /** cognito-local's endpoint, e.g. http://127.0.0.1:9229 */
    userPoolEndpoint: z.url(),
    /** the demo user's email, shown on the local sign-in page */
    demoEmail: z.optional(z.email()),
  }),
]);
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
export type CloudRuntimeConfig = Extract<RuntimeConfig, { mode: 'cloud' }>;
export type LocalRuntimeConfig = Extract<RuntimeConfig, { mode: 'local' }>;
