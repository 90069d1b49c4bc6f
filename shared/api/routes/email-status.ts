import { route } from '../route';
import { OneClickBodySchema, LinkTokenQuerySchema, UnsubscribeResponseSchema } from '../link-schemas';
import { RedirectResponseSchema } from '../status-schemas';
import { later } from './later';

export const emailStatusRoutes = {
  read: later('emailStatus.read', 'GET', '/api/email-status/read', 'public', 'email-status/read', 'Open-tracking pixel.'),
  click: later('emailStatus.click', 'GET', '/api/email-status/click', 'public', 'email-status/click', 'Click tracking redirect.'),
  // mail scanners open links before people do: a GET changes nothing and leads to a page with one button
  unsubscribe: route({
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
  }),
  unsubscribeOneClick: route({
    name: 'emailStatus.unsubscribeOneClick',
    method: 'POST',
    path: '/api/email-status/unsubscribe',
    access: 'public',
    handler: 'email-status/unsubscribe-one-click',
    query: LinkTokenQuerySchema,
    body: OneClickBodySchema,
    bodyType: 'form',
    response: UnsubscribeResponseSchema,
    summary:
      "One-click unsubscribe (RFC 8058): the form `List-Unsubscribe=One-Click` with the link's signed token; the contact becomes DO_NOT_CONTACT and every email to it not yet sent is cancelled. 400 for a token that is not valid.",
    needs: { table: 'readWrite', linkKey: true },
  }),
  decrypt: later(
    'emailStatus.decrypt',
    'POST',
    '/api/email-status/decrypt',
    'public',
    'email-status/decrypt',
    'Open a tracking token.',
  ),
  encrypt: later(
    'emailStatus.encrypt',
    'POST',
    '/api/email-status/encrypt',
    'public',
    'email-status/encrypt',
    'Make a tracking token.',
  ),
};
