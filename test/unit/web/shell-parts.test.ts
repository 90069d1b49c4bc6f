import { describe, expect, it } from 'vitest';

import type { RuntimeConfig } from '../../../shared/config/runtime-config';
import { planCardOf, planCardText, planText, tierChip, trialOf } from '../../../web/src/app/account/plan';
import { breakpointOf, isAtLeast } from '../../../web/src/app/breakpoints';
import { contactHref, isProviderEmail } from '../../../web/src/app/contact';
import { expiredSenders, senderWarning } from '../../../web/src/app/notices/sender-health';
import { frameOf, isPublicPath, PAGE_ROUTES, pageRouteOf } from '../../../web/src/app/route-table';
import { COMPONENT_ITEMS, INBOUND_ITEMS, navMenusFor } from '../../../web/src/components/nav-bar/nav-items';
import { keepEmbed } from '../../../web/src/components/use-follow';

describe("the app's routes", () => {
  it('has every route of the table', () => {
    const paths = PAGE_ROUTES.map((route) => route.path);

    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/dashboard',
        '/login',
        '/register',
        '/account/register',
        '/account/callback',
        '/account/change-password',
        '/email/unsubscribed',
        '/website/instant-demo',
        '/agreement',
        '/onboarding',
        '/option',
        '/integration',
        '/cadence',
        '/call-to-action',
        '/company',
        '/contact-list',
        '/contact',
        '/customer-profile',
        '/product',
        '/sample-email',
        '/email-sender-config',
        '/email-sender-config/add',
        '/campaign',
        '/campaign/add',
        '/email',
        '/persona',
        '/inbound',
      ]),
    );
  });

  it('makes the sign-in, registration, callback, password, unsubscribe, instant-demo and invitation pages public', () => {
    const publicPaths = PAGE_ROUTES.filter((route) => route.access === 'public').map((route) => route.path);

    expect(publicPaths.sort()).toEqual(
      [
        '/login',
        '/account/sign-in',
        '/register',
        '/account/register',
        '/account/callback',
        '/account/change-password',
        '/email/unsubscribed',
        '/website/instant-demo',
        '/invitation/accept',
      ].sort(),
    );
    expect(isPublicPath('/contact')).toBe(false);
    expect(isPublicPath('/register/')).toBe(true);
  });

  it('gives registration centred content, the simple bar and no footer', () => {
    for (const path of ['/register', '/account/register']) {
      expect(pageRouteOf(path).layout, path).toEqual({ nav: 'simple', centred: true, footer: false });
    }
  });

  it('gives the terms centred content, onboarding the simple bar, instant demo no footer', () => {
    expect(pageRouteOf('/agreement').layout.centred).toBe(true);
    expect(pageRouteOf('/onboarding').layout.nav).toBe('simple');
    expect(pageRouteOf('/website/instant-demo').layout.footer).toBe(false);
    expect(pageRouteOf('/contact').layout).toEqual({ nav: 'full', centred: false, footer: true });
  });

  it('treats unknown addresses as instance pages in the full frame', () => {
    expect(pageRouteOf('/nowhere')).toMatchObject({ access: 'instance', layout: { nav: 'full' } });
  });

  it('hides the footer when embedded', () => {
    expect(frameOf('/contact', '?embed=true')).toMatchObject({ footer: false, embedded: true });
    expect(frameOf('/contact', '?embed=false')).toMatchObject({ footer: true, embedded: false });
  });

  it('keeps an embedded app embedded as it moves between pages', () => {
    expect(keepEmbed('/contact?instance=acme', '?instance=acme&embed=true')).toBe('/contact?instance=acme&embed=true');
    expect(keepEmbed('/contact?instance=acme', '?instance=acme')).toBe('/contact?instance=acme');
  });
});

describe('the navigation bar menus', () => {
  it('lists the components in alphabetical order, signatures among them', () => {
    expect(COMPONENT_ITEMS.map((item) => item.text)).toEqual([
      'Cadences',
      'Calls To Action',
      'Companies',
      'Contact Lists',
      'Contacts',
      'Customer Profiles',
      'Products / Services',
      'Sample Emails',
      'Senders',
      'Signatures',
    ]);
    expect(COMPONENT_ITEMS.map((item) => item.path)).toEqual([
      '/cadence',
      '/call-to-action',
      '/company',
      '/contact-list',
      '/contact',
      '/customer-profile',
      '/product',
      '/sample-email',
      '/email-sender-config',
      '/signature',
    ]);
  });

  it('shows Inbound AI (Personas, Inbound Actions) to admins only', () => {
    expect(navMenusFor('ADMIN').inbound.map((item) => item.text)).toEqual(['Personas', 'Inbound Actions']);
    expect(navMenusFor('DEFAULT').inbound).toEqual([]);
    expect(navMenusFor(undefined).inbound).toEqual([]);
    expect(INBOUND_ITEMS.map((item) => item.path)).toEqual(['/persona', '/inbound']);
    expect(navMenusFor('DEFAULT').links.map((item) => item.text)).toEqual(['Campaigns', 'Emails', 'Replies']);
  });
});

describe('the plan in the account menu', () => {
  it("says 'You're on the {tier} plan.' with ENTERPRISE shown as PRO", () => {
    expect(planText('FREE')).toBe("You're on the FREE plan.");
    expect(planText('BASIC')).toBe("You're on the BASIC plan.");
    expect(planText('ENTERPRISE')).toBe("You're on the PRO plan.");
  });

  it('has chips for free, basic and pro', () => {
    expect(['FREE', 'BASIC', 'PRO', 'ENTERPRISE', 'TEST'].map((tier) => tierChip(tier as 'FREE'))).toEqual([
      'free',
      'basic',
      'pro',
      'pro',
      'free',
    ]);
  });

  it('promotes the paid plans to FREE instances', () => {
    const card = planCardOf({ tier: 'FREE', isPaid: false, trial: trialOf('2026-12-01', false, '2026-11-25') });

    expect(planCardText(card)).toBe('Unlock up to 1500 emails per month');
  });

  it('counts the trial days left, then the grace days left, for other tiers', () => {
    const during = planCardOf({ tier: 'BASIC', isPaid: false, trial: trialOf('2026-12-01', false, '2026-11-28') });
    const lastDay = planCardOf({ tier: 'PRO', isPaid: false, trial: trialOf('2026-12-01', false, '2026-12-01') });
    const grace = planCardOf({ tier: 'BASIC', isPaid: false, trial: trialOf('2026-12-01', false, '2026-12-04') });
    const ended = planCardOf({ tier: 'BASIC', isPaid: false, trial: trialOf('2026-12-01', false, '2026-12-20') });

    expect(during).toEqual({ kind: 'trial', daysLeft: 3 });
    expect(planCardText(during)).toBe('3 days left in your free trial.');
    expect(planCardText(lastDay)).toBe('Your free trial ends today.');
    expect(grace).toEqual({ kind: 'grace', daysLeft: 4 });
    expect(planCardText(grace)).toBe('Your free trial has ended: 4 days left in your grace period.');
    expect(ended).toEqual({ kind: 'ended' });
  });

  it('shows no card to paid instances', () => {
    expect(planCardOf({ tier: 'FREE', isPaid: true, trial: undefined })).toEqual({ kind: 'none' });
    expect(planCardOf({ tier: 'BASIC', isPaid: true, trial: trialOf('2026-12-01', true, '2026-12-04') })).toEqual({
      kind: 'none',
    });
  });

  it('has no trial without a usable end date', () => {
    expect(trialOf(undefined, false, '2026-12-01')).toBeUndefined();
    expect(trialOf('soon', false, '2026-12-01')).toBeUndefined();
  });
});

describe('breakpoints (xs 0, sm 600, md 900, lg 1200, xl 1536)', () => {
  it('places widths at their breakpoint', () => {
    expect([0, 599, 600, 899, 900, 1199, 1200, 1535, 1536, 2560].map(breakpointOf)).toEqual([
      'xs',
      'xs',
      'sm',
      'sm',
      'md',
      'md',
      'lg',
      'lg',
      'xl',
      'xl',
    ]);
  });

  it('compares breakpoints', () => {
    expect(isAtLeast('lg', 'md')).toBe(true);
    expect(isAtLeast('sm', 'md')).toBe(false);
  });
});

const BASE: Pick<RuntimeConfig, 'supportUrl' | 'providerEmailDomain'> = {};

describe('contact links and the provider domain', () => {
  it('uses the configured support address first', () => {
    expect(contactHref({ ...BASE, supportUrl: 'https://help.example.com', providerEmailDomain: 'reachwise.example' }, 'Hi')).toBe(
      'https://help.example.com',
    );
  });

  it("writes to support@ the provider's domain, with the subject", () => {
    expect(contactHref({ providerEmailDomain: 'reachwise.example' }, 'Book a demo')).toBe(
      'mailto:support@reachwise.example?subject=Book%20a%20demo',
    );
  });

  it('opens a new mail with the subject when nothing is configured', () => {
    expect(contactHref(BASE, 'Book a demo')).toBe('mailto:?subject=Book%20a%20demo');
    expect(contactHref(BASE)).toBe('mailto:');
  });

  it("knows the provider's own people by their email domain", () => {
    expect(isProviderEmail('ops@Reachwise.Example', 'reachwise.example')).toBe(true);
    expect(isProviderEmail('ops@reachwise.example.evil.com', 'reachwise.example')).toBe(false);
    expect(isProviderEmail('ops@reachwise.example', undefined)).toBe(false);
    expect(isProviderEmail(undefined, 'reachwise.example')).toBe(false);
  });
});

describe('the expired-credentials warning', () => {
  it('names every sender whose status is not 200, once', () => {
    expect(
      expiredSenders([
        { status: 200, senderEmail: 'ok@acme.example' },
        { status: 401, senderEmail: 'old@acme.example' },
        { status: 500, senderEmail: 'down@acme.example' },
        { status: 401, senderEmail: 'old@acme.example' },
      ]),
    ).toEqual(['old@acme.example', 'down@acme.example']);
  });

  it('reads as documented, with its link to add a sender', () => {
    const warning = senderWarning(['old@acme.example', 'down@acme.example']);

    expect(`${warning.before}${warning.linkText}${warning.after}`).toBe(
      'Email credentials for old@acme.example, down@acme.example have expired. Please update them by signing in here.',
    );
    expect(warning.linkText).toBe('here');
    expect(warning.href).toBe('/email-sender-config/add');
  });
});
