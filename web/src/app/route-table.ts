import { EMBED_PARAM, PATHS } from './paths';

/**
 * Who may open a page (docs/product.md, Screens and shell):
 * - `public`: anyone, rendered as is;
 * - `user`: any signed-in user, rendered once the session is known (no instance, terms or trial checks);
 * - `instance`: a signed-in user in their selected instance, after the terms, onboarding and trial checks.
 */
export const PAGE_ACCESS = ['public', 'user', 'instance'] as const;
export type PageAccess = (typeof PAGE_ACCESS)[number];

/** `full`: the navigation bar with every menu; `simple`: the product name and one or two actions; `none`. */
type NavVariant = 'full' | 'simple' | 'none';

interface PageLayout {
  readonly nav: NavVariant;
  /** the content is a narrow column in the middle of the page */
  readonly centred: boolean;
  readonly footer: boolean;
}

interface PageRoute {
  readonly path: string;
  readonly access: PageAccess;
  readonly layout: PageLayout;
}

const FULL: PageLayout = { nav: 'full', centred: false, footer: true };
const CENTRED_SIMPLE: PageLayout = { nav: 'simple', centred: true, footer: true };
const CENTRED_SIMPLE_NO_FOOTER: PageLayout = { nav: 'simple', centred: true, footer: false };

const instancePage = (path: string, layout: PageLayout = FULL): PageRoute => ({ path, access: 'instance', layout });
const publicPage = (path: string, layout: PageLayout): PageRoute => ({ path, access: 'public', layout });
const userPage = (path: string, layout: PageLayout): PageRoute => ({ path, access: 'user', layout });

/** Every page (docs/product.md, Screens and shell) with its access and layout. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  instancePage(PATHS.home),
  instancePage(PATHS.dashboard),
  publicPage(PATHS.login, CENTRED_SIMPLE),
  publicPage(PATHS.signIn, CENTRED_SIMPLE),
  publicPage(PATHS.register, CENTRED_SIMPLE_NO_FOOTER),
  publicPage(PATHS.accountRegister, CENTRED_SIMPLE_NO_FOOTER),
  publicPage(PATHS.signInCallback, { nav: 'none', centred: true, footer: false }),
  publicPage(PATHS.changePassword, CENTRED_SIMPLE),
  userPage(PATHS.accountSecurity, CENTRED_SIMPLE),
  publicPage(PATHS.unsubscribed, CENTRED_SIMPLE),
  publicPage(PATHS.instantDemo, { nav: 'simple', centred: false, footer: false }),
  instancePage(PATHS.agreement, CENTRED_SIMPLE),
  instancePage(PATHS.onboarding, { nav: 'simple', centred: false, footer: true }),
  instancePage(PATHS.option),
  instancePage(PATHS.integration),
  instancePage(PATHS.cadence),
  instancePage(PATHS.callToAction),
  instancePage(PATHS.company),
  instancePage(PATHS.contactList),
  instancePage(PATHS.contact),
  instancePage(PATHS.customerProfile),
  instancePage(PATHS.product),
  instancePage(PATHS.sampleEmail),
  instancePage(PATHS.signature),
  instancePage(PATHS.emailSenderConfig),
  instancePage(PATHS.emailSenderConfigAdd),
  instancePage(PATHS.campaign),
  instancePage(PATHS.campaignAdd),
  instancePage(PATHS.campaignDetail),
  instancePage(PATHS.email),
  instancePage(PATHS.reply),
  instancePage(PATHS.persona),
  instancePage(PATHS.inbound),
  instancePage(PATHS.member),
  publicPage(PATHS.invitationAccept, CENTRED_SIMPLE),
];

/** An address the app does not know: an instance page in the full frame, which sends it to the dashboard. */
const UNKNOWN_PAGE: PageLayout = FULL;

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? PATHS.home : trimmed.toLowerCase();
}

/** True when `path` fits a route path whose `:name` segments stand for any one non-empty segment. */
function matchesPattern(pattern: string, path: string): boolean {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => {
      const part = actual[index] ?? '';
      return segment.startsWith(':') ? part !== '' : segment === part;
    })
  );
}

/**
 * The page route of an address (its path only); unknown paths are instance pages in the full frame.
 * A path named exactly wins over a pattern (`/campaign/add` over `/campaign/:id`).
 */
export function pageRouteOf(pathname: string): PageRoute {
  const path = normalise(pathname);
  return (
    PAGE_ROUTES.find((route) => route.path === path) ??
    PAGE_ROUTES.find((route) => route.path.includes('/:') && matchesPattern(route.path, path)) ?? {
      path,
      access: 'instance',
      layout: UNKNOWN_PAGE,
    }
  );
}

/** True for the pages anyone may open without signing in. */
export function isPublicPath(pathname: string): boolean {
  return pageRouteOf(pathname).access === 'public';
}

/** What the page frame shows for an address: its layout, with the footer hidden when embedded. */
export interface FrameOptions extends PageLayout {
  /** `?embed=true`: shown inside another product, so no footer, analytics or chat */
  readonly embedded: boolean;
}

/** The frame of a page for its path and query string (`?embed=true` hides the footer). */
export function frameOf(pathname: string, search: string): FrameOptions {
  const { layout } = pageRouteOf(pathname);
  const embedded = new URLSearchParams(search).get(EMBED_PARAM) === 'true';
  return { ...layout, footer: layout.footer && !embedded, embedded };
}
