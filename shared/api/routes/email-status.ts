import { route } from '../route';
import { linkCheckRoute } from './email-link-check';
import {
  EncryptLinksBodySchema,
  EncryptLinksResponseSchema,
  LinkTokenQuerySchema,
  OneClickBodySchema,
  UnsubscribeResponseSchema,
} from '../link-schemas';
import { ImageResponseSchema, RedirectResponseSchema } from '../status-schemas';
import { unsubscribePageRoute } from './email-unsubscribe-page';

export const emailStatusRoutes = {
  // a mail client fetches the pixel with no sign-in: the signed token is the proof, and the answer is
  // the image whatever the token's email has become (only a token that is not valid answers 400)
  read: route({
    name: 'emailStatus.read',
    method: 'GET',
    path: '/api/email-status/read',
    access: 'public',
    handler: 'email-status/read',
    query: LinkTokenQuerySchema,
    response: ImageResponseSchema,
    answerType: 'image',
    summary:
      "Open-tracking pixel: a 1×1 GIF for a signed open token. A person's open moves SENT to READ, counted once (through the inbound queue); a machine's is kept apart. 400 for a bad token.",
    needs: { table: 'readWrite', linkKey: true, queues: ['inbound'] },
  }),
  // the address comes from the verified token only, never from the query: no open redirect
  click: route({
    name: 'emailStatus.click',
    method: 'GET',
    path: '/api/email-status/click',
    access: 'public',
    handler: 'email-status/click',
    query: LinkTokenQuerySchema,
    response: RedirectResponseSchema,
    successStatus: 302,
    answerType: 'redirect',
    summary:
      "Click redirect (302) to the http(s) address in the signed click token only. A person's click moves SENT or READ to CLICKED, counted once (through the inbound queue); a scanner's is kept apart. 400 for a bad token.",
    needs: { table: 'readWrite', linkKey: true, queues: ['inbound'] },
  }),
  unsubscribe: unsubscribePageRoute,
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
      "One-click unsubscribe (RFC 8058): the form `List-Unsubscribe=One-Click` (urlencoded or multipart), or none, with the link's signed token; the contact becomes DO_NOT_CONTACT and its unsent emails are cancelled. 400 for a bad token.",
    needs: { table: 'readWrite', linkKey: true },
  }),
  decrypt: linkCheckRoute,
  // tokens are made only for a signed-in member, about an email of the instance they act in
  encrypt: route({
    name: 'emailStatus.encrypt',
    method: 'POST',
    path: '/api/email-status/encrypt',
    access: 'tenant',
    handler: 'email-status/encrypt',
    body: EncryptLinksBodySchema,
    response: EncryptLinksResponseSchema,
    summary:
      "The signed links of one of the instance's emails (open pixel, unsubscribe link and, with `url`, a click link to that http(s) address), for a rep writing to the contact outside the product. Members only (the path is on the public list of docs/product.md, Calls and public paths, its access is not public): 404 `Email Not Found` for an email of another instance.",
    needs: { table: 'read', linkKey: true, publicUrls: true },
  }),
};
