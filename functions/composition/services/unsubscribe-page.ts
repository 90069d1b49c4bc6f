import { unsubscribePageUrl } from '../../core/sending/unsubscribe';
import { publicUrls } from '../public-urls';
import type { Wiring } from '../wiring';

/** An unsubscribe link opened in a browser: where it leads. It reads and changes nothing (no table, no key). */
export function unsubscribePageService(wiring: Wiring) {
  const { web } = publicUrls(wiring);
  return { location: (token: string) => unsubscribePageUrl(web, token) };
}
