import type { HubSpotStore } from './hubspot-store';

/**
 * The fake HubSpot's demo portal: 50 contacts at ten business domains, with titles, phones, owners
 * and lifecycle stages, and three lists. Built from fixed tables, so every start has the same data
 * (ids included, on a fresh fake).
 */

const FIRST_NAMES = ['Ava', 'Liam', 'Sofia', 'Noah', 'Maya', 'Ethan', 'Chloe', 'Lucas', 'Nora', 'Owen'];
const LAST_NAMES = ['Hart', 'Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Reyes', 'Novak', 'Brennan', 'Castillo', 'Weber'];
const COMPANIES = [
  ['Northwind Logistics', 'northwind-logistics.com'],
  ['Bluepeak Analytics', 'bluepeak-analytics.io'],
  ['Greenline Energy', 'greenline-energy.com'],
  ['Corvid Security', 'corvidsecurity.com'],
  ['Harbor Health Partners', 'harborhealthpartners.com'],
  ['Lumen Retail Group', 'lumenretail.co'],
  ['Stratus Manufacturing', 'stratus-mfg.com'],
  ['Keystone Legal', 'keystonelegal.com'],
  ['Brightforge Software', 'brightforge.dev'],
  ['Atlas Freight', 'atlasfreight.net'],
] as const;
const TITLES = [
  'VP of Sales',
  'Head of Revenue Operations',
  'Director of Marketing',
  'Chief Operating Officer',
  'Sales Development Manager',
  'IT Director',
  'Procurement Lead',
  'Founder & CEO',
  'Customer Success Manager',
  'Head of Partnerships',
];
const STAGES = [
  'subscriber',
  'lead',
  'lead',
  'marketingqualifiedlead',
  'salesqualifiedlead',
  'opportunity',
  'customer',
  'lead',
  'evangelist',
  'other',
];
/** the portal's owners (users), by HubSpot owner id */
const DEMO_OWNER_IDS = ['71230011', '71230012', '71230013'];

function at(index: number): string {
  return new Date(Date.UTC(2026, 8, 1, 9, 0, 0) + index * 3_600_000).toISOString();
}

/** Puts the demo portal's contacts and lists in the store; answers the contacts' ids in creation order. */
export function seedDemoPortal(store: HubSpotStore): string[] {
  const ids: string[] = [];
  for (let index = 0; index < 50; index += 1) {
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Ava';
    const lastName = LAST_NAMES[((Math.floor(index / FIRST_NAMES.length) * 2) % LAST_NAMES.length) + (index % 2)] ?? 'Hart';
    const [company, domain] = COMPANIES[(index * 3) % COMPANIES.length] ?? COMPANIES[0];
    const record = store.createContact(
      {
        email: `${firstName}.${lastName}@${domain}`.toLowerCase(),
        firstname: firstName,
        lastname: lastName,
        jobtitle: TITLES[(index * 7) % TITLES.length] ?? 'VP of Sales',
        phone: `+1 415 555 ${String(1000 + index * 37).slice(-4)}`,
        company,
        hubspot_owner_id: DEMO_OWNER_IDS[index % DEMO_OWNER_IDS.length] ?? '71230011',
        lifecyclestage: STAGES[index % STAGES.length] ?? 'lead',
        hs_email_optout: 'false',
      },
      at(index),
    );
    ids.push(record.id);
  }
  store.createList(
    'Q3 webinar attendees',
    ids.filter((_, index) => index % 3 === 0),
  );
  store.createList(
    'Target accounts',
    ids.filter((_, index) => index % 10 === 0 || index % 10 === 9 || index % 10 === 3),
  );
  store.createList(
    'Open opportunities',
    ids.filter((_, index) => index % 10 === 4 || index % 10 === 5),
    'DYNAMIC',
  );
  return ids;
}
