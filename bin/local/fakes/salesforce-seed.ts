/**
 * The fake Salesforce's demo organisation: three sales reps, eight accounts and fifty contacts,
 * the same on every start. Most contacts have a work email at their account's domain; a few are
 * the cases a real org always holds: two personal addresses (the free-mail rule), one without any
 * email, three opted out of email.
 */

export interface SeedUser {
  readonly name: string;
  readonly alias: string;
  readonly email: string;
}

export interface SeedContact {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | undefined;
  readonly title: string;
  readonly phone: string;
  /** index in {@link SEED_ACCOUNTS} */
  readonly account: number;
  /** index in {@link SEED_USERS} */
  readonly owner: number;
  readonly optedOut: boolean;
  /** epoch ms of the record's last change */
  readonly modifiedAt: number;
}

export const SEED_ORGANIZATION_NAME = 'Northwind Robotics';

export const SEED_USERS: readonly SeedUser[] = [
  { name: 'Dana Whitfield', alias: 'dwhit', email: 'dana.whitfield@northwind-robotics.example' },
  { name: 'Marco Ruiz', alias: 'mruiz', email: 'marco.ruiz@northwind-robotics.example' },
  { name: 'Priya Natarajan', alias: 'pnata', email: 'priya.natarajan@northwind-robotics.example' },
];

export const SEED_ACCOUNTS: readonly { readonly name: string; readonly domain: string }[] = [
  { name: 'Acme Logistics', domain: 'acme-logistics.example' },
  { name: 'Bluefin Analytics', domain: 'bluefin-analytics.example' },
  { name: 'Cobalt Health', domain: 'cobalt-health.example' },
  { name: 'Driftwood Foods', domain: 'driftwood-foods.example' },
  { name: 'Evergreen Energy', domain: 'evergreen-energy.example' },
  { name: 'Foxglove Software', domain: 'foxglove-software.example' },
  { name: 'Granite Manufacturing', domain: 'granite-mfg.example' },
  { name: 'Harbor Insurance', domain: 'harbor-insurance.example' },
];

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Ethan',
  'Sophia',
  'Mason',
  'Isabella',
  'Lucas',
  'Mia',
  'Aiden',
  'Harper',
  'Elijah',
  'Amelia',
  'James',
  'Evelyn',
  'Benjamin',
  'Abigail',
  'Henry',
  'Chloe',
  'Samuel',
  'Grace',
  'Daniel',
  'Zoe',
];
const LAST_NAMES = [
  'Bennett',
  'Carter',
  'Delgado',
  'Ellison',
  'Fischer',
  'Gallagher',
  'Hoffman',
  'Ibarra',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quinn',
  'Rosen',
  'Sato',
  'Thornton',
  'Usman',
  'Vasquez',
  'Whitaker',
  'Xu',
  'Yilmaz',
  'Zimmerman',
];
const TITLES = [
  'VP of Sales',
  'Head of Operations',
  'Director of Marketing',
  'Chief Technology Officer',
  'Account Executive',
  'Operations Manager',
  'Procurement Lead',
  'Director of Engineering',
  'Sales Development Representative',
  'Chief Revenue Officer',
];

/** When the first seeded record last changed; each next one 37 minutes later. */
const SEED_EPOCH = Date.parse('2026-01-05T09:00:00Z');

function emailOf(index: number, first: string, last: string, domain: string): string | undefined {
  if (index === 47) return undefined;
  if (index === 48) return `${first}.${last}@gmail.com`.toLowerCase();
  if (index === 49) return `${first}${last}@outlook.com`.toLowerCase();
  return `${first}.${last}@${domain}`.toLowerCase();
}

/** The fifty demo contacts, in creation order. */
export function seedContacts(): SeedContact[] {
  return Array.from({ length: 50 }, (_, index) => {
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Alex';
    const lastName = LAST_NAMES[(index * 7) % LAST_NAMES.length] ?? 'Morgan';
    const account = index % SEED_ACCOUNTS.length;
    return {
      firstName,
      lastName,
      email: emailOf(index, firstName, lastName, SEED_ACCOUNTS[account]?.domain ?? 'example.com'),
      title: TITLES[index % TITLES.length] ?? 'Manager',
      phone: `+1 415 555 ${String(100 + index).padStart(4, '0')}`,
      account,
      owner: index % SEED_USERS.length,
      optedOut: index % 17 === 5,
      modifiedAt: SEED_EPOCH + index * 37 * 60 * 1000,
    };
  });
}

/** The titles the "Decision Makers" list view keeps. */
export const DECISION_MAKER_TITLE = /\b(?:VP|Head|Director|Chief)\b/;
