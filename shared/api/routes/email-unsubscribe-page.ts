import { LinkTokenQuerySchema } from '../link-schemas';
import { route } from '../route';
import { RedirectResponseSchema } from '../status-schemas';

// Its own module: the function behind it touches no table and bundles this route alone, not every
// email-status route with its schemas (60 KB for a function that touches no table: docs/architecture.md, Budgets).

/**
 * An email's unsubscribe link opened in a browser. Mail scanners open links before people do: a GET
 * changes nothing and leads to a page with one button.
 */
export const unsubscribePageRoute = route({
  name: 'emailStatus.unsubscribe',
  method: 'GET',
  path: '/api/email-status/unsubscribe',
  access: 'public',
  handler: 'email-status/unsubscribe',
  query: LinkTokenQuerySchema,
  response: RedirectResponseSchema,
  successStatus: 303,
  answerType: 'redirect',
  summary:
    "An email's unsubscribe link opened in a browser: changes nothing and redirects (303) to the web page `/email/unsubscribed?token=…`, whose button unsubscribes.",
  needs: { publicUrls: true },
});
