import { ENV } from '../../shared/platform/environment';
import { requireEnv } from './environment';
import type { PublicUrls } from './runtime';
import { requireNeed, type Wiring } from './wiring';

export type { PublicUrls } from './runtime';

/** An origin from a variable: http(s), nothing after the host. */
function originFrom(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) origin such as https://app.example.com, not "${value}".`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search !== '') {
    throw new Error(`${name} must be an http(s) origin such as https://app.example.com, not "${value}".`);
  }
  return url.origin;
}

/**
 * Where the links in emails lead: the runtime's, else `PUBLIC_API_URL` (the origin serving
 * `/api/*`) and `PUBLIC_WEB_URL` (the web app's origin), each checked to be an origin. Only
 * functions that declare `publicUrls` get them.
 */
export function publicUrls(wiring: Wiring): PublicUrls {
  requireNeed(wiring, wiring.fn.needs.publicUrls, 'the public URLs');
  if (wiring.overrides?.publicUrls) return wiring.overrides.publicUrls;
  return {
    api: originFrom(ENV.publicApiUrl, requireEnv(ENV.publicApiUrl)),
    web: originFrom(ENV.publicWebUrl, requireEnv(ENV.publicWebUrl)),
  };
}
