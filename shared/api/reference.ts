import { CAMPAIGN_STATUS_TRANSITIONS, CAMPAIGN_STATUSES } from '../domain/campaign';
import { EMAIL_LIST_TAB_STATUSES, EMAIL_LIST_TABS, EMAIL_STATUS_LABELS, type EmailStatus } from '../domain/email';
import {
  EMAIL_ACTION_FROM,
  EMAIL_ACTION_TO,
  EMAIL_BULK_CHUNK,
  EMAIL_BULK_MAX_IDS,
  EMAIL_REVIEW_ACTIONS,
  type EmailReviewAction,
} from '../domain/email-review';
import { LINKEDIN_EXTENSION_MAX_MESSAGES } from '../domain/linkedin';
import { EMAIL_HISTORY_SIZE } from '../domain/sending';
import type { Needs } from '../platform/needs';
import type { AnswerType, RouteDefinition } from './route';

/** The route of each review change. */
const ACTION_ROUTES: Readonly<Record<EmailReviewAction, string>> = {
  edit: '`PUT /api/email/{id}`',
  regenerate: '`POST /api/email/{id}/regenerate`',
  review: '`POST /api/email/{id}/review`',
  schedule: '`POST /api/email/{id}/schedule`',
  unschedule: '`POST /api/email/{id}/unschedule`',
  cancel: '`POST /api/email/{id}/cancel`',
  delete: '`DELETE /api/email/{id}`',
  copy: '`POST /api/email/{id}/copied`',
};

/** What a route touches, in a few words: `table read, sender key`. */
function needsText(needs: Needs): string {
  const parts = [
    needs.table === 'read' ? 'table read' : needs.table === 'readWrite' ? 'table read-write' : undefined,
    needs.senderKey ? 'sender key' : undefined,
    needs.oauth ? 'OAuth clients' : undefined,
    needs.webOrigins ? 'web origins' : undefined,
    needs.modelKey ? 'model key' : undefined,
    needs.linkKey ? 'link key' : undefined,
    needs.publicUrls ? 'public URLs' : undefined,
    needs.gmailPush ? 'Gmail push settings' : undefined,
    ...(needs.queues ?? []).map((queue) => `${queue} queue`),
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

/** How the success column names an answer that is not JSON. */
const ANSWER_TEXT: Readonly<Record<AnswerType, string>> = {
  json: '',
  redirect: ' (redirect)',
  image: ' (image)',
  text: ' (text)',
};

const ACCESS_TEXT = {
  public: 'public',
  user: 'signed in',
  tenant: 'member',
  admin: 'admin',
} as const;

/** A status as the reference names it, with the word the app shows when that is another one (READ is shown as Opened). */
function statusText(status: EmailStatus): string {
  const label = EMAIL_STATUS_LABELS[status];
  return label.toUpperCase().replaceAll(' ', '_') === status ? status : `${status} (shown as ${label})`;
}

/** The API reference in Markdown, generated from the contract (docs/api.md). */
export function apiReference(routes: readonly RouteDefinition[]): string {
  const rows = routes.map((route) => {
    const gates = route.gates.terms ? '489, 488' : '—';
    const status = !route.implemented ? '501 (not yet)' : `${route.successStatus}${ANSWER_TEXT[route.answerType]}`;
    return `| \`${route.method}\` | \`${route.path}\` | ${ACCESS_TEXT[route.access]} | ${gates} | ${status} | ${needsText(route.needs)} | ${route.summary} |`;
  });
  const transitions = CAMPAIGN_STATUSES.map((from) => {
    const to = CAMPAIGN_STATUS_TRANSITIONS[from];
    return `| ${from} | ${to.length > 0 ? to.join(', ') : '— (final)'} |`;
  });
  const actions = EMAIL_REVIEW_ACTIONS.map(
    (action) =>
      `| ${action} | ${ACTION_ROUTES[action]} | ${EMAIL_ACTION_FROM[action].join(', ')} | ${EMAIL_ACTION_TO[action] ?? (action === 'delete' ? 'deleted' : 'unchanged')} |`,
  );
  const tabs = EMAIL_LIST_TABS.map((tab) => `| ${tab} | ${EMAIL_LIST_TAB_STATUSES[tab].map(statusText).join(', ')} |`);
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
    '  One-click unsubscribe alone takes a form (`application/x-www-form-urlencoded` or `multipart/form-data`), as RFC 8058 has mail clients send it.',
    '- **Links in emails** carry a signed token (`?token=`); a token that is altered, forged or made for another',
    '  link answers 400. docs/architecture.md describes the tokens. The open pixel alone answers an image: a 1×1',
    '  transparent GIF (`image/gif`, `Cache-Control: no-store, no-cache, must-revalidate, private`).',
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
    '## The review queue',
    '',
    '`POST /api/email` lists one tab of the Emails page (`tab`, GENERATED by default), newest first, narrowed by',
    '`campaignId`, `contactId`, `reviewStatus`, `channel` and `search`. Each tab holds these statuses:',
    '',
    '| tab | statuses |',
    '|---|---|',
    ...tabs,
    '',
    `\`POST /api/email/bulk\` applies an action to \`ids\` (at most ${EMAIL_BULK_MAX_IDS}) or to everything a \`filter\` matches,`,
    `${EMAIL_BULK_CHUNK} emails a call: call again with the answer's \`cursor\` until it is null; the first answer over a filter gives \`total\`.`,
    '',
    'Each change is allowed only from these statuses; any other answers 409 with a message naming the',
    "email's status and the one the change would have given it (an email that is SENDING or sent allows none):",
    '',
    '| change | route | from | to |',
    '|---|---|---|---|',
    ...actions,
    '',
    '- An edit stores the rules the new text breaks (the server runs the same checker as the editor) and keeps',
    `  the earlier version in the email's history; so does writing again. The history keeps ${EMAIL_HISTORY_SIZE} earlier versions, the`,
    '  oldest dropped first. An edit naming `updatedAt` is refused with 409 if the email changed since.',
    '- Scheduling an email that breaks writing rules needs `acceptViolations: true`; it is then marked',
    '  `sentAgainstRules` for reports. Without `at`, the email goes at the next slot the send planner would give it:',
    "  the instance's options (office hours 9:00–17:00, weekdays) and its campaign's send hour, read in the email's",
    "  sending zone (the recipient's, else the sender's, else the instance's), never the rep's browser zone. The",
    "  email's detail answers that slot as `nextSlot` with its zone as `nextSlotTimeZone`. While 'Send reviewed emails only' is",
    '  on, scheduling one email marks it reviewed; a bulk schedule takes only reviewed emails and lists the others as skipped.',
    "- Every change is one conditional transaction with its history entry and its campaign's progress counts, and",
    '  applies only while the email is as it was read: of two changes at once, one applies and the other is tried',
    '  again on the new state, never applied twice.',
    `- \`POST /api/linkedin/session\` serves the LinkedIn browser extension: it reports the messages it sent (\`sent\`)`,
    `  and could not send (\`failed\`, scheduled again), and takes up to ${LINKEDIN_EXTENSION_MAX_MESSAGES} due LinkedIn messages of running campaigns,`,
    '  each held for it 10 minutes (SCHEDULED → SENDING). A message whose hold runs out without a report may have',
    "  gone: it becomes FAILED with 'delivery unknown' for the rep to decide, and is never handed out again on its own.",
    '',
    '## Signed links: encrypt and decrypt',
    '',
    'The product lists `/api/email-status/encrypt` and `/api/email-status/decrypt` among its public paths. Every link in',
    'an email (open pixel, click, unsubscribe) carries a token signed with the instance-wide link key; whoever could',
    'mint one could record opens, send a browser anywhere through our domain or unsubscribe anyone. So:',
    '',
    '- **encrypt** keeps its path but needs a member of the selected instance, and makes links only for an email of',
    '  that instance (404 `Email Not Found` for any other id): the open pixel, the unsubscribe link and, with `url`,',
    '  a click link to that http(s) address, as the product puts them in its own emails. It serves a rep who writes',
    '  to the contact outside the product. Nobody without a sign-in can make a token, and a member only for their',
    '  own emails; each token names the instance, the contact and the email, so it opens nothing else.',
    '- **decrypt** stays public and answers only `{ valid, purpose }`: whether the product signed the token and',
    '  for which kind of link. It never answers what the token names, changes nothing and reads no table. The',
    '  unsubscribe page uses it to tell a broken link apart before offering its button.',
    '',
  ].join('\n');
}
