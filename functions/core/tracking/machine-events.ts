import type { TrackingEventKind } from '../../../shared/domain/links';

/**
 * Which opens and clicks a machine made rather than the person the email went to. Mail gateways,
 * image proxies and link scanners fetch a message's images and follow its links on their own,
 * most of them as the message is delivered; counting them would report opens and clicks that no
 * one made. An event is a machine's when any rule below holds, checked in this order:
 *
 * 1. **No user agent** (missing or blank): every browser and mail client sends one; scripts and
 *    some scanners do not.
 * 2. **Apple Mail Privacy Protection**: Apple's proxy fetches every image of a message at delivery,
 *    whether or not the person ever reads it, with the bare user agent `Mozilla/5.0` and nothing
 *    after it. No browser or mail client sends that alone, so a click with it is a machine's too.
 * 3. **Known scanners and tools**, by a mark in the user agent: security gateways that open and
 *    follow everything on the way in (Barracuda, Mimecast, Proofpoint and its urldefense, Microsoft
 *    Safe Links when it names itself, Symantec, Forcepoint, Trend Micro, Cisco IronPort, Sophos,
 *    FireEye, Office's Existence Discovery check), HTTP libraries (curl, Wget, python-requests,
 *    Go-http-client, axios, node-fetch, Java, libwww-perl, ...), headless browsers, and anything
 *    that calls itself a bot, crawler or spider.
 * 4. **Office's check before a click** (clicks only): Outlook and the other Office apps fetch a link
 *    themselves (`Microsoft Office/16.0 (…)`, `ms-office`, `MSOffice`) before they hand it to the
 *    browser, and Safe Links leaks the same marks; the browser's own request that follows is the
 *    person's click. Outlook fetches images with those marks when the person opens the message, so
 *    an open with them counts.
 * 5. **Timing**: an open within {@link OPEN_DELIVERY_WINDOW_MS} (2 minutes) of the send, or a click
 *    within {@link CLICK_DELIVERY_WINDOW_MS} (60 seconds), is a gateway's or a proxy's at delivery,
 *    whatever its user agent says: scanners that borrow a browser's user agent are caught here, and
 *    Gmail's and Yahoo's image proxies (GoogleImageProxy, YahooMailProxy), which otherwise fetch when
 *    the person opens the message and so count, are a machine's inside that window. A person who
 *    really opens within the window is not counted: fewer opens reported rather than invented ones.
 *
 * Machine events are still recorded (see the tracking service): they are kept apart from a
 * person's and move nothing.
 */

/** An open this soon after the send is a gateway's or an image proxy's at delivery. */
export const OPEN_DELIVERY_WINDOW_MS = 2 * 60_000;

/** A click this soon after the send is a link scanner's at delivery. */
export const CLICK_DELIVERY_WINDOW_MS = 60_000;

/** The user agent Apple Mail Privacy Protection fetches images with, exactly. */
const APPLE_PRIVACY_PROXY_USER_AGENT = 'Mozilla/5.0';

/** The most of a user agent the product keeps: enough to tell a client, never a whole header. */
export const USER_AGENT_MAX_LENGTH = 256;

/** Marks of automated user agents, each with the reason a machine event records. */
const MACHINE_USER_AGENTS: readonly (readonly [RegExp, string])[] = [
  // security gateways that open and follow everything on the way in
  [/barracuda/i, 'security gateway (Barracuda)'],
  [/mimecast/i, 'security gateway (Mimecast)'],
  [/proofpoint|urldefense/i, 'security gateway (Proofpoint)'],
  [/safe ?links/i, 'security gateway (Microsoft Safe Links)'],
  [/symantec/i, 'security gateway (Symantec)'],
  [/forcepoint/i, 'security gateway (Forcepoint)'],
  [/trend ?micro|\bTMES\b/i, 'security gateway (Trend Micro)'],
  [/ironport|cisco ?secure ?email/i, 'security gateway (Cisco)'],
  [/sophos/i, 'security gateway (Sophos)'],
  [/fireeye/i, 'security gateway (FireEye)'],
  // Office asks whether a link's address exists before it opens it: never a person's open or click
  [/Microsoft Office (?:Existence|Protocol) Discovery/i, 'Microsoft Office link check'],
  // HTTP libraries and command-line tools: no person reads mail with them
  [/\bcurl\//i, 'HTTP library (curl)'],
  [/\bwget\//i, 'HTTP library (Wget)'],
  [/python-requests|python-urllib|aiohttp|\bhttpx\//i, 'HTTP library (Python)'],
  [/Go-http-client/i, 'HTTP library (Go)'],
  [/\baxios\//i, 'HTTP library (axios)'],
  [/node-fetch|\bundici\b/i, 'HTTP library (Node.js)'],
  [/\bJava\/|okhttp|Apache-HttpClient/i, 'HTTP library (Java)'],
  [/libwww-perl/i, 'HTTP library (Perl)'],
  [/HeadlessChrome|PhantomJS/i, 'headless browser'],
  [/bot\b|crawl|spider/i, 'bot or crawler'],
];

/**
 * Office's own fetch of a link before the browser opens it (`Microsoft Office/16.0 (…)`, `ms-office`,
 * `MSOffice`), and Safe Links' leak of the same marks.
 */
const OFFICE_LINK_CHECK = /^Microsoft Office\/|ms-office|MSOffice/i;

/** An event to classify: its kind, the client's user agent, when it came and when the email was sent. */
interface ClassifiedEvent {
  readonly kind: TrackingEventKind;
  readonly userAgent?: string | undefined;
  readonly at: Date;
  /** ISO time the email left; without it the timing rule does not apply */
  readonly sentAt?: string | undefined;
}

/** A person's event, or a machine's with the rule that says so. */
type MachineVerdict = { readonly machine: false } | { readonly machine: true; readonly reason: string };

/** The user agent as the product keeps it: trimmed, at most {@link USER_AGENT_MAX_LENGTH} characters. */
export function keptUserAgent(userAgent: string | undefined): string | undefined {
  const trimmed = userAgent?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed.slice(0, USER_AGENT_MAX_LENGTH);
}

function byUserAgent(kind: TrackingEventKind, userAgent: string | undefined): string | undefined {
  if (userAgent === undefined) return 'no user agent';
  if (userAgent === APPLE_PRIVACY_PROXY_USER_AGENT) return 'Apple Mail Privacy Protection';
  const known = MACHINE_USER_AGENTS.find(([pattern]) => pattern.test(userAgent));
  if (known) return known[1];
  if (kind === 'CLICK' && OFFICE_LINK_CHECK.test(userAgent)) return 'Microsoft Office link check';
  return undefined;
}

function byTiming(kind: TrackingEventKind, at: Date, sentAt: string | undefined): string | undefined {
  if (sentAt === undefined) return undefined;
  const sent = Date.parse(sentAt);
  if (Number.isNaN(sent)) return undefined;
  // an event stamped before the send (clocks a little apart) is inside the window too
  const elapsed = at.getTime() - sent;
  if (kind === 'OPEN' && elapsed < OPEN_DELIVERY_WINDOW_MS) return 'opened within 2 minutes of delivery';
  if (kind === 'CLICK' && elapsed < CLICK_DELIVERY_WINDOW_MS) return 'clicked within 60 seconds of delivery';
  return undefined;
}

/**
 * Whether an open or a click was a machine's (see the rules at the top of this file). Pure: the
 * same event always gets the same verdict.
 */
export function classifyTrackingEvent(event: ClassifiedEvent): MachineVerdict {
  const trimmed = event.userAgent?.trim();
  const userAgent = trimmed === '' ? undefined : trimmed;
  const reason = byUserAgent(event.kind, userAgent) ?? byTiming(event.kind, event.at, event.sentAt);
  return reason === undefined ? { machine: false } : { machine: true, reason };
}
