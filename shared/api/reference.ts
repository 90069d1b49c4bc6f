import { CAMPAIGN_STATUS_TRANSITIONS, CAMPAIGN_STATUSES } from '../domain/campaign';
import type { Needs } from '../platform/needs';
import type { RouteDefinition } from './route';

/** What a route touches, in a few words: `table read, sender key`. */
export function needsText(needs: Needs): string {
  const parts = [
    needs.table === 'read' ? 'table read' : needs.table === 'readWrite' ? 'table read-write' : undefined,
    needs.senderKey ? 'sender key' : undefined,
    needs.oauth ? 'OAuth clients' : undefined,
    needs.webOrigins ? 'web origins' : undefined,
    needs.modelKey ? 'model key' : undefined,
    ...(needs.queues ?? []).map((queue) => `${queue} queue`),
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

const ACCESS_TEXT = {
  public: 'public',
  user: 'signed in',
  tenant: 'member',
  admin: 'admin',
} as const;

/** The API reference in Markdown, generated from the contract (docs/api.md). */
export function apiReference(routes: readonly RouteDefinition[]): string {
  const rows = routes.map((route) => {
    const gates = route.gates.terms ? '489, 488' : '—';
    const status = route.implemented ? String(route.successStatus) : '501 (not yet)';
    return `| \`${route.method}\` | \`${route.path}\` | ${ACCESS_TEXT[route.access]} | ${gates} | ${status} | ${needsText(route.needs)} | ${route.summary} |`;
  });
  const transitions = CAMPAIGN_STATUSES.map((from) => {
    const to = CAMPAIGN_STATUS_TRANSITIONS[from];
    return `| ${from} | ${to.length > 0 ? to.join(', ') : '— (final)'} |`;
  });
  return [
    '# API reference',
    '',
    'Generated from the contract in `shared/api` by `npm run docs:api`; a test fails when it is out of date.',
    '',
    'Every call is JSON over HTTPS under `/api`. Signed-in calls carry the identity provider access token',
    '(`Authorization: Bearer …`); instance calls name the instance in the `SelectedNamespaceId` header.',
    '',
    '- **Access**: *public* needs no token; *signed in* needs only a session; *member* needs membership of the',
    '  selected instance (403 `Forbidden` otherwise); *admin* needs the ADMIN role there.',
    '- **Gates**: 489 until the terms are accepted, 488 once the trial and its grace period are over and the',
    '  instance is not paid. Instance answers carry `is-expiring`, `is-grace-period-x` and `is-paid` (`true`) when they hold.',
    '- **Errors**: `{ "message": … }`; 400 adds `fieldErrors: [{ path, message }]`; 500 adds `requestId`.',
    '- **Lists** take `{ limit?: 1..100, cursor?, order?: "asc" | "desc" }` and answer `{ items, cursor }`;',
    '  `cursor` is null on the last page and only valid in the list that issued it (anything else: 400 naming `cursor`).',
    '- **Bodies** are JSON sent as `Content-Type: application/json`; a body in any other content type answers 415.',
    "- **Touches**: what the route's function is granted, and all it is granted (see docs/architecture.md). Routes",
    "  for any signed-in user write: a new user's first call creates the account and a first instance.",
    '',
    '| method | path | access | gates | success | touches | what it does |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    '## Campaign status transitions',
    '',
    '`POST /api/campaign/{id}/status` with `{ "status": … }`. Asking for the current status changes nothing;',
    'any other change not listed answers 409 with a message that says what is allowed.',
    '',
    '| from | to |',
    '|---|---|',
    ...transitions,
    '',
  ].join('\n');
}
