import { describe, expect, it } from 'vitest';

import {
  classifyTrackingEvent,
  CLICK_DELIVERY_WINDOW_MS,
  keptUserAgent,
  OPEN_DELIVERY_WINDOW_MS,
  USER_AGENT_MAX_LENGTH,
} from '../../../functions/core/tracking/machine-events';
import type { TrackingEventKind } from '../../../shared/domain/links';

// User agents as mail clients, proxies and scanners send them
const UA = {
  appleMailPrivacy: 'Mozilla/5.0',
  gmailProxy: 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)',
  yahooProxy: 'YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html',
  outlookDesktop: 'Mozilla/4.0 (compatible; ms-office; MSOffice 16)',
  outlookDesktopOffice: 'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17928; Pro)',
  iPhoneMail: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  safeLinksBrowserLike:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
  officeExistenceDiscovery: 'Microsoft Office Existence Discovery',
  barracuda: 'Mozilla/5.0 (compatible; Barracuda Sentinel (EE); +https://barracuda.com/sentinel)',
  mimecast: 'Mozilla/5.0 (compatible; Mimecast URL Protect; +https://www.mimecast.com)',
  proofpoint: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) urldefense.proofpoint.com Proofpoint-URL-Defense/2.0',
  curl: 'curl/8.5.0',
  pythonRequests: 'python-requests/2.31.0',
  goClient: 'Go-http-client/1.1',
  javaClient: 'Java/17.0.9',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.6367.60 Safari/537.36',
  crawler: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  empty: '',
} as const;

const SENT_AT = '2026-03-02T10:00:00.000Z';

/** The event `ms` after the send. */
function after(ms: number): Date {
  return new Date(Date.parse(SENT_AT) + ms);
}

const SECONDS = 1000;
const MINUTES = 60 * SECONDS;
const HOURS = 60 * MINUTES;

function verdict(kind: TrackingEventKind, userAgent: string | undefined, ms: number) {
  return classifyTrackingEvent({ kind, userAgent, at: after(ms), sentAt: SENT_AT });
}

describe('classifyTrackingEvent', () => {
  it.each([
    ['Gmail’s image proxy', UA.gmailProxy],
    ['Yahoo’s image proxy', UA.yahooProxy],
    ['Outlook desktop', UA.outlookDesktop],
    ['Outlook desktop (Office user agent)', UA.outlookDesktopOffice],
    ['iPhone Mail', UA.iPhoneMail],
    ['Chrome (webmail)', UA.chrome],
  ])('counts an open by %s an hour after the send as a person’s', (_label, userAgent) => {
    expect(verdict('OPEN', userAgent, HOURS)).toEqual({ machine: false });
  });

  it.each([
    ['Chrome', UA.chrome],
    ['iPhone Safari', UA.iPhoneMail],
  ])('counts a click from %s five minutes after the send as a person’s', (_label, userAgent) => {
    expect(verdict('CLICK', userAgent, 5 * MINUTES)).toEqual({ machine: false });
  });

  it.each([
    ['Apple Mail Privacy Protection', UA.appleMailPrivacy, 'Apple Mail Privacy Protection'],
    ['Barracuda', UA.barracuda, 'security gateway (Barracuda)'],
    ['Mimecast', UA.mimecast, 'security gateway (Mimecast)'],
    ['Proofpoint', UA.proofpoint, 'security gateway (Proofpoint)'],
    ['curl', UA.curl, 'HTTP library (curl)'],
    ['python-requests', UA.pythonRequests, 'HTTP library (Python)'],
    ['Go-http-client', UA.goClient, 'HTTP library (Go)'],
    ['Java', UA.javaClient, 'HTTP library (Java)'],
    ['HeadlessChrome', UA.headlessChrome, 'headless browser'],
    ['a crawler', UA.crawler, 'bot or crawler'],
    ['an empty user agent', UA.empty, 'no user agent'],
    ['a blank user agent', '   ', 'no user agent'],
    ['no user agent', undefined, 'no user agent'],
  ])('keeps an open and a click by %s as a machine’s, days after the send', (_label, userAgent, reason) => {
    expect(verdict('OPEN', userAgent, 3 * 24 * HOURS)).toEqual({ machine: true, reason });
    expect(verdict('CLICK', userAgent, 3 * 24 * HOURS)).toEqual({ machine: true, reason });
  });

  it.each([
    ['Microsoft Office’s link check', UA.outlookDesktopOffice],
    ['Office’s ms-office fetch (the mark Safe Links leaks)', UA.outlookDesktop],
    ['Office’s Existence Discovery', UA.officeExistenceDiscovery],
  ])('keeps a click by %s as a machine’s, while an open with it counts', (_label, userAgent) => {
    expect(verdict('CLICK', userAgent, HOURS)).toEqual({ machine: true, reason: 'Microsoft Office link check' });
    expect(verdict('OPEN', userAgent, HOURS).machine).toBe(userAgent === UA.officeExistenceDiscovery);
  });

  it.each([
    ['Gmail’s image proxy at delivery', UA.gmailProxy, 3 * SECONDS],
    ['Chrome 90 seconds after the send', UA.chrome, 90 * SECONDS],
    ['iPhone Mail just inside the window', UA.iPhoneMail, OPEN_DELIVERY_WINDOW_MS - 1],
    ['Outlook stamped before the send (clocks apart)', UA.outlookDesktop, -2 * SECONDS],
  ])('keeps an open by %s as a machine’s: inside the 2-minute delivery window', (_label, userAgent, ms) => {
    expect(verdict('OPEN', userAgent, ms)).toEqual({ machine: true, reason: 'opened within 2 minutes of delivery' });
  });

  it.each([
    ['Safe Links with a browser’s user agent, 4 seconds after the send', UA.safeLinksBrowserLike, 4 * SECONDS],
    ['Chrome 59 seconds after the send', UA.chrome, CLICK_DELIVERY_WINDOW_MS - 1 * SECONDS],
  ])('keeps a click by %s as a machine’s: inside the 60-second delivery window', (_label, userAgent, ms) => {
    expect(verdict('CLICK', userAgent, ms)).toEqual({ machine: true, reason: 'clicked within 60 seconds of delivery' });
  });

  it('counts a person from the end of each window on', () => {
    expect(verdict('OPEN', UA.gmailProxy, OPEN_DELIVERY_WINDOW_MS)).toEqual({ machine: false });
    expect(verdict('CLICK', UA.safeLinksBrowserLike, CLICK_DELIVERY_WINDOW_MS)).toEqual({ machine: false });
    // a click 90 seconds in is past the click window, though an open then would not be
    expect(verdict('CLICK', UA.chrome, 90 * SECONDS)).toEqual({ machine: false });
  });

  it('applies no timing rule to an email without a send time, or with one it cannot read', () => {
    const at = after(1 * SECONDS);

    expect(classifyTrackingEvent({ kind: 'OPEN', userAgent: UA.iPhoneMail, at })).toEqual({ machine: false });
    expect(classifyTrackingEvent({ kind: 'CLICK', userAgent: UA.chrome, at, sentAt: 'not a time' })).toEqual({
      machine: false,
    });
  });

  it('names the user agent rule rather than the timing one when both hold', () => {
    expect(verdict('OPEN', UA.appleMailPrivacy, 1 * SECONDS)).toEqual({ machine: true, reason: 'Apple Mail Privacy Protection' });
    expect(verdict('CLICK', UA.barracuda, 1 * SECONDS)).toEqual({ machine: true, reason: 'security gateway (Barracuda)' });
  });

  it('does not take an Apple Mail user agent with more after Mozilla/5.0 for the privacy proxy', () => {
    expect(verdict('OPEN', UA.iPhoneMail, HOURS)).toEqual({ machine: false });
    expect(verdict('OPEN', ' Mozilla/5.0 ', HOURS)).toEqual({ machine: true, reason: 'Apple Mail Privacy Protection' });
  });
});

describe('keptUserAgent', () => {
  it('keeps at most the first 256 characters, trimmed, and nothing for a blank one', () => {
    const long = `${UA.chrome} ${'x'.repeat(400)}`;

    expect(keptUserAgent(long)).toBe(long.slice(0, USER_AGENT_MAX_LENGTH));
    expect(keptUserAgent(`  ${UA.curl}  `)).toBe(UA.curl);
    expect(keptUserAgent('  ')).toBeUndefined();
    expect(keptUserAgent(undefined)).toBeUndefined();
  });
});
