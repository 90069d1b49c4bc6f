import { CAMPAIGN_STATUS_TRANSITIONS, CAMPAIGN_STATUSES } from '../domain/campaign';
import type { RouteDefinition } from './route';

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
    return `| \`${route.method}\` | \`${route.path}\` | ${ACCESS_TEXT[route.access]} | ${gates} | ${status} | ${route.summary} |`;
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
    '  `cursor` is null on the last page and only valid in the instance that issued it.',
    '',
    '| method | path | access | gates | success | what it does |',
    '|---|---|---|---|---|---|',
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
