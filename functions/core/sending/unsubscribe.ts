import { unsubscribePageRoute } from '../../../shared/api/routes/email-unsubscribe-page';
import { LIST_UNSUBSCRIBE_POST, UNSUBSCRIBED_PAGE_PATH } from '../../../shared/domain/links';
import type { LinkIds, LinkSigner } from './link-token';

/** The headers that let a mailbox offer one-click unsubscribe (RFC 8058, RFC 2369). */
interface UnsubscribeHeaders {
  readonly 'List-Unsubscribe': string;
  readonly 'List-Unsubscribe-Post': string;
}

/** What an email's unsubscribe link names, and where it points. */
interface UnsubscribeLinkInput extends LinkIds {
  /** the public origin that serves `/api/*` (`PUBLIC_API_URL`), e.g. `https://app.example.com` */
  readonly apiBaseUrl: string;
}

/** What an email's unsubscribe headers name: its link, and the mailbox it is sent from. */
interface UnsubscribeHeadersInput extends UnsubscribeLinkInput {
  /** the sender's address: the `mailto:` alternative for mail clients that do not POST */
  readonly mailbox: string;
}

/** An address safe inside `<mailto:…>` in a header: no spaces, brackets, commas or line breaks. */
const MAILBOX = /^[^\s<>,;"()\\]+@[^\s<>,;"()\\]+$/;

/** The origin alone: http(s), with no path, query or anything a header could be broken with. */
function originOf(apiBaseUrl: string): string {
  const url = new URL(apiBaseUrl);
  const plain = url.pathname === '/' && url.search === '' && url.hash === '' && !/[\s<>,]/.test(apiBaseUrl);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !plain) {
    throw new Error(`The public API address must be an http(s) origin such as https://app.example.com, not "${apiBaseUrl}".`);
  }
  return url.origin;
}

/**
 * The unsubscribe link of one email to one contact:
 * `<apiBaseUrl>/api/email-status/unsubscribe?token=<signed token>`. Opened in a browser it leads to
 * a page with one button (it changes nothing by itself); POSTed with `List-Unsubscribe=One-Click`
 * it unsubscribes the contact. The same ids always give the same link, so a footer link and the
 * header are one address.
 */
export async function unsubscribeUrl(signer: LinkSigner, input: UnsubscribeLinkInput): Promise<string> {
  const token = await signer.sign({
    purpose: 'unsubscribe',
    namespaceId: input.namespaceId,
    contactId: input.contactId,
    emailId: input.emailId,
  });
  return `${originOf(input.apiBaseUrl)}${unsubscribePageRoute.path}?token=${token}`;
}

/**
 * The `List-Unsubscribe` and `List-Unsubscribe-Post` headers of one email: the signed link (for the
 * mailbox's one-click POST) and a `mailto:` to the sender's mailbox, e.g.
 *
 *     List-Unsubscribe: <https://app.example.com/api/email-status/unsubscribe?token=…>, <mailto:maya@coldline.example?subject=unsubscribe>
 *     List-Unsubscribe-Post: List-Unsubscribe=One-Click
 *
 * @throws Error when the mailbox or the address could break the header
 */
export async function unsubscribeHeaders(signer: LinkSigner, input: UnsubscribeHeadersInput): Promise<UnsubscribeHeaders> {
  if (!MAILBOX.test(input.mailbox)) throw new Error(`The sender's address cannot go in List-Unsubscribe: "${input.mailbox}".`);
  const url = await unsubscribeUrl(signer, input);
  return {
    'List-Unsubscribe': `<${url}>, <mailto:${input.mailbox}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': LIST_UNSUBSCRIBE_POST,
  };
}

/**
 * Where an unsubscribe link opened in a browser leads: the web app's page with the same token, whose
 * one button makes the one-click POST. Mail scanners that open the link change nothing.
 */
export function unsubscribePageUrl(webBaseUrl: string, token: string): string {
  return `${new URL(webBaseUrl).origin}${UNSUBSCRIBED_PAGE_PATH}?${new URLSearchParams({ token }).toString()}`;
}
