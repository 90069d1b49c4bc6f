import { DecryptLinkBodySchema, DecryptLinkResponseSchema } from '../link-schemas';
import { route } from '../route';

// Its own module: the function behind it reads no table and bundles this route alone, not every
// email-status route with its schemas (60 KB for a function that touches no table: docs/architecture.md, Budgets).

/** A public caller learns only whether a link is good and what for; nobody can make a token here. */
export const linkCheckRoute = route({
  name: 'emailStatus.decrypt',
  method: 'POST',
  path: '/api/email-status/decrypt',
  access: 'public',
  handler: 'email-status/decrypt',
  body: DecryptLinkBodySchema,
  response: DecryptLinkResponseSchema,
  summary:
    'Checks a link token from an email: `{ valid, purpose }` (unsubscribe, open or click). It never answers what the token names and changes nothing; the unsubscribe page checks its link with it. Public, as the product lists it (docs/product.md, Calls and public paths).',
  needs: { linkKey: true },
});
