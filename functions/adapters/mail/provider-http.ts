import { OAuthProviderError } from '../../core/ports/oauth';

/**
 * The mailbox's access token: the one held (`false`), or a new one from the provider (`true`,
 * after a 401). Fails with {@link OAuthProviderError}: `invalid_grant` when the provider no longer
 * accepts the sign-in, another failure when it could not be asked.
 */
export type AccessToken = (forceRefresh: boolean) => Promise<string>;

/** The providers' API origins, unless configured otherwise (`GMAIL_API_URL`, `GRAPH_API_URL`). */
export const GMAIL_API_URL = 'https://gmail.googleapis.com';
export const GRAPH_API_URL = 'https://graph.microsoft.com';

/** How long one call to a mailbox provider may take, by default. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/**
 * What became of one HTTP call to a provider:
 * - `answered`: a response, whatever its status;
 * - `unreached`: the request surely never reached the provider (refused, DNS, TLS handshake);
 * - `lost`: it may have reached the provider and no answer came (timeout, connection reset);
 * - `auth`: the mailbox's token was refused twice, or the sign-in is no longer accepted.
 */
export type CallResult =
  | { readonly kind: 'answered'; readonly response: Response }
  | { readonly kind: 'unreached'; readonly reason: string }
  | { readonly kind: 'lost'; readonly reason: string }
  | { readonly kind: 'auth'; readonly reason: string };

// codes of a connection that was never made, so no byte of the request left
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'CERT_HAS_EXPIRED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

function codeOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : '';
}

/** One HTTP call with a timeout, its failure told apart: never reached, or lost on the way. */
export async function call(url: string, init: RequestInit, timeoutMs: number): Promise<CallResult> {
  try {
    const response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    return { kind: 'answered', response };
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return { kind: 'lost', reason: `no answer within ${timeoutMs} ms` };
    }
    const code = codeOf(error instanceof Error ? error.cause : undefined) || codeOf(error);
    if (NOT_CONNECTED.has(code)) return { kind: 'unreached', reason: `could not connect (${code})` };
    return { kind: 'lost', reason: `the connection failed${code ? ` (${code})` : ''}` };
  }
}

/**
 * Calls with the mailbox's token; on a 401 asks for a new token once and calls again (a 401 means
 * the request was refused before anything was done, so calling again cannot duplicate anything).
 */
export async function authorizedCall(
  accessToken: AccessToken,
  request: (token: string) => Promise<CallResult>,
): Promise<CallResult> {
  const attempt = async (forceRefresh: boolean): Promise<CallResult> => {
    let token: string;
    try {
      token = await accessToken(forceRefresh);
    } catch (error) {
      if (error instanceof OAuthProviderError && error.failure === 'invalid_grant')
        return { kind: 'auth', reason: error.message };
      if (error instanceof OAuthProviderError) return { kind: 'unreached', reason: error.message };
      throw error;
    }
    return request(token);
  };
  const first = await attempt(false);
  if (!isUnauthorized(first)) return first;
  await first.response.body?.cancel();
  const second = await attempt(true);
  if (!isUnauthorized(second)) return second;
  await second.response.body?.cancel();
  return { kind: 'auth', reason: 'The provider refused the mailbox’s access token, even a new one (401).' };
}

function isUnauthorized(result: CallResult): result is Extract<CallResult, { kind: 'answered' }> {
  return result.kind === 'answered' && result.response.status === 401;
}

/** A provider's JSON answer, or undefined when the body is not JSON (or was cut). */
export async function jsonBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The message of a Google or Microsoft error body (`{ error: { message, code, errors: [{ reason }] } }`),
 * and the reason or code that names the kind of refusal.
 */
export function providerError(body: unknown, status: number): { message: string; reason: string } {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  if (typeof error !== 'object' || error === null) return { message: `HTTP ${status}`, reason: '' };
  const fields = error as { message?: unknown; code?: unknown; status?: unknown; errors?: unknown };
  const first: unknown = Array.isArray(fields.errors) ? fields.errors[0] : undefined;
  const detail =
    typeof first === 'object' && first !== null && typeof (first as { reason?: unknown }).reason === 'string'
      ? (first as { reason: string }).reason
      : '';
  const code = typeof fields.code === 'string' ? fields.code : typeof fields.status === 'string' ? fields.status : '';
  const message = typeof fields.message === 'string' && fields.message !== '' ? fields.message : `HTTP ${status}`;
  return { message: `HTTP ${status}: ${message}`, reason: detail || code };
}

/** The base URL without a trailing slash. */
export function trimBase(url: string): string {
  return url.replace(/\/+$/, '');
}

/** What a provider's mailer is built with: the mailbox's access token, and where the provider answers. */
export interface ProviderMailerOptions {
  readonly accessToken: AccessToken;
  /** the provider's API origin (a fake in tests and the local stack); its public address by default */
  readonly baseUrl?: string | undefined;
  /** per call, in ms (default 15 s) */
  readonly timeoutMs?: number | undefined;
}
