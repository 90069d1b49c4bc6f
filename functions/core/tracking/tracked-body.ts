import { emailStatusRoutes } from '../../../shared/api/routes/email-status';
import type { LinkSigner, TrackingLinkIds } from '../sending/link-token';

/** The longest address a click token carries (link-token.ts); a longer link is left as written. */
const MAX_TRACKED_URL_BYTES = 2048;

/** `<a … href="…" …>` or `href='…'`: the opening tags whose address a click link replaces. */
const ANCHOR_HREF = /(<a\b[^>]*?\bhref\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi;

/** The few entities an address in an attribute is written with. */
function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/gi, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An address a click link may lead to: an absolute http(s) URL, not one of ours, short enough for a token. */
export function isTrackableUrl(address: string, apiOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  // the product's own links (unsubscribe, pixel, clicks) stay as they are
  if (url.origin === apiOrigin) return false;
  return Buffer.byteLength(address, 'utf8') <= MAX_TRACKED_URL_BYTES;
}

/** What {@link trackedHtml} needs to know about one email. */
interface TrackedEmail extends TrackingLinkIds {
  /** the public origin that serves `/api/*`, e.g. `https://app.example.com` */
  readonly apiBaseUrl: string;
}

/**
 * The HTML of an email as it leaves when its instance tracks opens and clicks:
 * - each `<a href>` to an http(s) address leads through `/api/email-status/click?token=…`, whose
 *   signed token names the email and the address, so the click route can only ever redirect there;
 * - a 1×1 image from `/api/email-status/read?token=…` (an open token of the same email) at the end
 *   of the body.
 *
 * `mailto:`, `tel:`, anchors and the product's own links are left alone, as is the plain-text part
 * (a click there goes straight to the address). With the email's send time, the tokens carry it
 * (version 2), so the routes can tell a fetch at delivery from an open without reading the email.
 * The same email and send time always give the same HTML.
 */
export async function trackedHtml(signer: LinkSigner, email: TrackedEmail, html: string): Promise<string> {
  const api = new URL(email.apiBaseUrl).origin;
  const ids: TrackingLinkIds = {
    namespaceId: email.namespaceId,
    contactId: email.contactId,
    emailId: email.emailId,
    ...(email.sentAt === undefined ? {} : { sentAt: email.sentAt }),
  };

  const addresses = new Map<string, string>();
  for (const match of html.matchAll(ANCHOR_HREF)) {
    const address = decodeAttribute((match[2] ?? match[3] ?? '').trim());
    if (isTrackableUrl(address, api) && !addresses.has(address)) {
      const token = await signer.sign({ purpose: 'click', ...ids, url: address });
      addresses.set(address, `${api}${emailStatusRoutes.click.path}?token=${token}`);
    }
  }
  const linked = html.replace(ANCHOR_HREF, (whole, start: string, double?: string, single?: string) => {
    const tracked = addresses.get(decodeAttribute((double ?? single ?? '').trim()));
    return tracked ? `${start}"${escapeAttribute(tracked)}"` : whole;
  });

  const openToken = await signer.sign({ purpose: 'open', ...ids });
  const pixel =
    `<img src="${api}${emailStatusRoutes.read.path}?token=${openToken}" width="1" height="1" alt="" ` +
    'style="display:block;width:1px;height:1px;border:0;opacity:0" />';
  const bodyEnd = linked.search(/<\/body\s*>/i);
  return bodyEnd === -1 ? `${linked}${pixel}` : `${linked.slice(0, bodyEnd)}${pixel}${linked.slice(bodyEnd)}`;
}
