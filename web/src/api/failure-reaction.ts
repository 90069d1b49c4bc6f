import { HTTP_STATUS } from '../../../shared/domain/trial';

/** What the app does about a refused call (docs/product.md, Errors and messages). */
type FailureReaction = 'sign-out' | 'forbidden' | 'terms-not-signed' | 'trial-expired' | 'none';

/**
 * Paths whose 401 is left to the page while a public page is open (docs/product.md, Calls and public paths): the public server
 * paths (encrypt among them: it needs a member, but its path is on the list), and the role, which the
 * navigation asks for on every load. Written out rather than read from the contract, whose every
 * schema would otherwise load with the app; a unit test holds it to the contract's public routes.
 */
export const UNAUTHORIZED_EXEMPT_API_PATHS: readonly string[] = [
  '/api/user/register',
  '/api/webhook/healthcheck',
  '/api/webhook/gmail',
  '/api/webhook/outlook',
  '/api/email-status/read',
  '/api/email-status/click',
  '/api/email-status/unsubscribe',
  '/api/email-status/decrypt',
  '/api/webhook/hubspot',
  '/api/python',
  '/api/instant-demo/is-valid-email',
  '/api/instant-demo/random-example-email',
  '/api/email-status/encrypt',
  '/api/user/role',
  '/api/invitation/preview',
];

interface RefusedCall {
  readonly status: number;
  /** the API path of the call, e.g. `/api/user/role` (no query string) */
  readonly path: string;
  /** a public page is open */
  readonly onPublicPage: boolean;
}

/**
 * docs/product.md, Errors and messages: 401 signs out (unless a public page is open and the path is exempt), 403 says
 * Forbidden, 489 opens the terms, 488 the blocking trial notice; anything else is the page's to show.
 */
export function failureReaction({ status, path, onPublicPage }: RefusedCall): FailureReaction {
  switch (status) {
    case HTTP_STATUS.unauthorized:
      return onPublicPage && UNAUTHORIZED_EXEMPT_API_PATHS.includes(path) ? 'none' : 'sign-out';
    case HTTP_STATUS.forbidden:
      return 'forbidden';
    case HTTP_STATUS.termsNotSigned:
      return 'terms-not-signed';
    case HTTP_STATUS.trialExpired:
      return 'trial-expired';
    default:
      return 'none';
  }
}
