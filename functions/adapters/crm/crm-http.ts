import * as z from '../../../shared/schemas/zod';
import { CrmError, type CrmAccess } from '../../core/ports/crm';

/** How long one call to a CRM may take. */
export const CRM_HTTP_TIMEOUT_MS = 15_000;

/** The longest wait a `Retry-After` is taken at its word for; a longer one is capped (a caller puts its work back). */
const MAX_RETRY_AFTER_MS = 15 * 60 * 1000;

/** `Retry-After` in milliseconds: seconds, or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/** A CRM request: the path is joined to the access's API base; a body is sent as JSON. */
export interface CrmRequest {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly query?: Readonly<Record<string, string>> | undefined;
  readonly body?: unknown;
}

/** What a CRM answered: its status, its JSON body (undefined when empty or not JSON) and headers. */
export interface CrmResponse {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

/** The CRM's own name for a failure, for messages: an error code, never a token. */
export type ErrorCodeOf = (body: unknown) => string | undefined;

function urlOf(access: CrmAccess, request: CrmRequest): string {
  const url = new URL(request.path, access.apiBase.endsWith('/') ? access.apiBase : `${access.apiBase}/`);
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  return url.toString();
}

async function send(access: CrmAccess, request: CrmRequest, token: string, label: string): Promise<CrmResponse> {
  let response: Response;
  try {
    response = await fetch(urlOf(access, request), {
      method: request.method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(CRM_HTTP_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch {
    throw new CrmError('unavailable', `${label} could not be reached.`);
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, headers: response.headers };
}

/** The CrmError of a failed answer (any status outside 2xx, 401 included). */
export function crmErrorOf(response: CrmResponse, label: string, codeOf: ErrorCodeOf): CrmError {
  const code = codeOf(response.body);
  const what = `${label} answered ${response.status}${code ? ` ${code}` : ''}.`;
  const wait = retryAfterMs(response.headers.get('retry-after'));
  if (response.status === 401 || response.status === 403) return new CrmError('auth', what);
  if (response.status === 429) return new CrmError('rate_limited', what, wait);
  if (response.status >= 500) return new CrmError('unavailable', what, wait);
  if (response.status === 404 || response.status === 410) return new CrmError('not_found', what);
  return new CrmError('rejected', what);
}

/**
 * One call to a CRM with the access's token. A 401 refreshes the token once and tries again;
 * `auth` when it is refused again. Answers every 2xx (and the statuses in `accept`, such as a
 * 300 from a Salesforce upsert); any other status fails with the matching {@link CrmError}.
 */
export async function crmCall(
  access: CrmAccess,
  request: CrmRequest,
  options: { readonly label: string; readonly codeOf: ErrorCodeOf; readonly accept?: readonly number[] },
): Promise<CrmResponse> {
  const ok = (response: CrmResponse) =>
    (response.status >= 200 && response.status < 300) || (options.accept ?? []).includes(response.status);
  let response = await send(access, request, await access.token(), options.label);
  if (response.status === 401) response = await send(access, request, await access.refresh(), options.label);
  if (ok(response)) return response;
  throw crmErrorOf(response, options.label, options.codeOf);
}

/**
 * A CRM's answer read through its schema; one in another shape fails as `failure` (HubSpot's
 * connector treats it as an outage worth retrying, Salesforce's as a refusal a retry repeats).
 */
export function parseCrmAnswer<Schema extends z.ZodMiniType>(
  label: string,
  failure: 'unavailable' | 'rejected',
  schema: Schema,
  body: unknown,
  what: string,
): z.infer<Schema> {
  const parsed = z.safeParse(schema, body);
  if (!parsed.success)
    throw new CrmError(failure, `${label} answered ${what} in an ${failure === 'unavailable' ? 'unexpected' : 'unknown'} shape.`);
  return parsed.data;
}

/** A connector's own paging cursor: its state as opaque text the caller hands back. */
export function encodeConnectorCursor(state: unknown): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

/** A cursor this connector gave, read back through its schema; any other is refused (`rejected`). */
export function decodeConnectorCursor<Schema extends z.ZodMiniType>(schema: Schema, cursor: string): z.infer<Schema> {
  try {
    const parsed = z.safeParse(schema, JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // not base64url JSON: refused below, as a cursor in another shape is
  }
  throw new CrmError('rejected', 'The cursor of a changed-since read is not one this connector gave.');
}
