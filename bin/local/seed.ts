import { DEFAULT_CALL_TO_ACTION } from '../../shared/domain/ai';
import { addDays, toDateOnly } from '../../shared/rules/trial';
import { CreateCompanyInputSchema } from '../../shared/schemas/company';
import { CreateContactInputSchema } from '../../shared/schemas/contact';
import { CreateContactListInputSchema } from '../../shared/schemas/contact-list';
import { CreateCustomerProfileInputSchema } from '../../shared/schemas/customer-profile';
import { CreateEmailSenderConfigInputSchema, isSmtpSenderType } from '../../shared/schemas/email-sender-config';
import { CreatePersonaInputSchema } from '../../shared/schemas/persona';
import { CreateSignatureInputSchema } from '../../shared/schemas/signature';
import { CreateProductInputSchema } from '../../shared/schemas/product';
import type { TenantContext } from '../../functions/core/tenant';
import type { AllServices } from '../../functions/composition/all-services';
import type { Stores } from '../../functions/core/ports/stores';

/** What the seed writes with: every store and every service over the local table. */
export interface SeedDeps {
  readonly repos: Stores;
  readonly services: AllServices;
}

/** The demo account `npm start` signs in with. */
export const DEMO_USER = {
  email: 'demo@reachwise.local',
  firstName: 'Dana',
  lastName: 'Demo',
} as const;

/** The demo's two instances: the onboarded workspace and a second one to switch to. */
export const DEMO_NAMESPACES = {
  workspace: { id: 'demo-workspace', name: 'Northwind Demo' },
  second: { id: 'demo-second-team', name: 'Second Team' },
} as const;

/**
 * Instances on the BASIC plan, unpaid, at each stage of the trial, so every trial notice can be
 * met: the trial ends in 3 days (expiring banner), ended 3 days ago (grace period), ended 10 days
 * ago (blocked). Their trial end dates are set again on every start.
 */
export const DEMO_TRIAL_NAMESPACES = [
  { id: 'demo-trial-ending', name: 'Trial ending soon', trialDaysLeft: 3 },
  { id: 'demo-trial-grace', name: 'In grace period', trialDaysLeft: -3 },
  { id: 'demo-trial-expired', name: 'Trial expired', trialDaysLeft: -10 },
] as const;

/** Days of trial the demo workspace has left, on every start. */
const DEMO_TRIAL_DAYS_LEFT = 10;
export const DEMO_CONTACT_COUNT = 20;
/** The list the demo's contacts are in, so a campaign can be written to them in a few clicks. */
export const DEMO_CONTACT_LIST_NAME = 'Logistics leads';

const FIRST_NAMES = ['Ava', 'Ben', 'Chloe', 'Diego', 'Elif', 'Farah', 'Gus', 'Hana', 'Ivan', 'Jade'];
const LAST_NAMES = ['Novak', 'Osei'];
const TITLES = ['Head of Operations', 'VP Logistics', 'Supply Chain Manager', 'COO'];
const COMPANIES = ['Harbor Freight Co', 'Bluewater Shipping', 'Summit Distribution', 'Atlas Cargo'];

/** The demo's 20 contacts: fixed names and emails, so a second start finds them again. */
export function demoContacts(): { email: string; firstName: string; lastName: string; jobTitle: string; companyName: string }[] {
  return Array.from({ length: DEMO_CONTACT_COUNT }, (_, index) => {
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Alex';
    const lastName = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Smith';
    const companyName = COMPANIES[index % COMPANIES.length] ?? 'Atlas Cargo';
    const domain = `${companyName.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
    return {
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@${domain}`,
      firstName,
      lastName,
      jobTitle: TITLES[index % TITLES.length] ?? 'Manager',
      companyName,
    };
  });
}

export interface SeedResult {
  readonly created: string[];
}

/**
 * The demo data, written through the same stores and services as the API and idempotent:
 * what exists is left alone, except the trial end date, which is set so the demo always has
 * DEMO_TRIAL_DAYS_LEFT days left.
 */
export async function seedDemo(deps: SeedDeps, userId: string, now = new Date()): Promise<SeedResult> {
  const { repos, services } = deps;
  const created: string[] = [];
  const timestamp = now.toISOString();
  const trialEndDate = addDays(toDateOnly(now, 'UTC'), DEMO_TRIAL_DAYS_LEFT);

  const user = await repos.users.find(userId);
  if (!user) {
    await repos.users.create({
      id: userId,
      email: DEMO_USER.email,
      firstName: DEMO_USER.firstName,
      lastName: DEMO_USER.lastName,
      termsAcceptedAt: timestamp,
      defaultNamespaceId: DEMO_NAMESPACES.workspace.id,
    });
    created.push('demo user');
  } else if (!user.termsAcceptedAt || !user.defaultNamespaceId) {
    await repos.users.update(userId, {
      termsAcceptedAt: user.termsAcceptedAt ?? timestamp,
      defaultNamespaceId: user.defaultNamespaceId ?? DEMO_NAMESPACES.workspace.id,
    });
  }

  for (const [key, namespace] of Object.entries(DEMO_NAMESPACES)) {
    const existing = await repos.namespaces.find(namespace.id);
    if (!existing) {
      await repos.namespaces.create({
        id: namespace.id,
        name: namespace.name,
        tier: 'FREE',
        trialEndDate,
        isPaid: false,
        warmedUp: true,
        ...(key === 'workspace' ? { onboardedAt: timestamp } : {}),
      });
      created.push(`instance ${namespace.id}`);
    } else if (key === 'workspace' && existing.trialEndDate !== trialEndDate) {
      await repos.namespaces.update(namespace.id, { trialEndDate });
    }
    if (!(await repos.memberships.find(namespace.id, userId))) {
      await repos.memberships.add({
        namespaceId: namespace.id,
        userId,
        email: DEMO_USER.email,
        role: 'ADMIN',
        firstName: DEMO_USER.firstName,
      });
    }
    const ctx: TenantContext = { namespaceId: namespace.id, userId, role: 'ADMIN' };
    if ((await repos.callToActions.list(ctx, { limit: 1 })).items.length === 0) {
      await repos.callToActions.create(ctx, { ...DEFAULT_CALL_TO_ACTION });
    }
  }

  for (const trial of DEMO_TRIAL_NAMESPACES) {
    const endDate = addDays(toDateOnly(now, 'UTC'), trial.trialDaysLeft);
    const existing = await repos.namespaces.find(trial.id);
    if (!existing) {
      await repos.namespaces.create({
        id: trial.id,
        name: trial.name,
        tier: 'BASIC',
        trialEndDate: endDate,
        isPaid: false,
        warmedUp: true,
        onboardedAt: timestamp,
      });
      created.push(`instance ${trial.id}`);
    } else if (existing.trialEndDate !== endDate) {
      await repos.namespaces.update(trial.id, { trialEndDate: endDate });
    }
    if (!(await repos.memberships.find(trial.id, userId))) {
      await repos.memberships.add({
        namespaceId: trial.id,
        userId,
        email: DEMO_USER.email,
        role: 'ADMIN',
        firstName: DEMO_USER.firstName,
      });
    }
  }

  const ctx: TenantContext = { namespaceId: DEMO_NAMESPACES.workspace.id, userId, role: 'ADMIN' };
  if ((await repos.companies.list(ctx, { limit: 1 })).items.length === 0) {
    const company = await services.company.create(
      ctx,
      CreateCompanyInputSchema.parse({
        name: 'Northwind Analytics',
        website: 'https://northwind.example',
        description: 'We help logistics teams see every shipment in real time and cut delays before they happen.',
      }),
    );
    await services.product.create(
      ctx,
      CreateProductInputSchema.parse({
        name: 'Northwind Live Tracking',
        description: 'Real-time shipment tracking with delay predictions and automatic customer updates.',
        achievements: 'Customers cut late deliveries by 32% in the first quarter.',
        companyId: company.id,
      }),
    );
    const persona = await services.persona.create(
      ctx,
      CreatePersonaInputSchema.parse({
        name: 'Operations leader',
        responsibilities: 'Owns on-time delivery, carrier performance and the cost of logistics.',
      }),
    );
    await services.customerProfile.create(
      ctx,
      CreateCustomerProfileInputSchema.parse({
        name: 'Mid-market shippers',
        description: 'Companies shipping 500+ parcels a day across several carriers.',
        jobTitles: ['Head of Operations', 'VP Logistics'],
        industries: ['Logistics', 'E-commerce'],
        personaId: persona.id,
      }),
    );
    created.push('company, product, persona and customer profile');
  }
  if (!(await repos.emailSenderConfigs.findBySenderEmail(ctx, DEMO_USER.email))) {
    await services.sender.create(
      ctx,
      CreateEmailSenderConfigInputSchema.parse({ senderEmail: DEMO_USER.email, senderName: 'Dana Demo', type: 'STUB' }),
    );
    created.push('STUB sender');
  }
  const lists = await repos.contactLists.listAll(ctx);
  let list = lists.find((candidate) => candidate.name === DEMO_CONTACT_LIST_NAME);
  if (!list) {
    list = await services.contactList.create(ctx, CreateContactListInputSchema.parse({ name: DEMO_CONTACT_LIST_NAME }));
    created.push('contact list');
  }
  let contacts = 0;
  for (const contact of demoContacts()) {
    if (await repos.contacts.findByEmail(ctx, contact.email)) continue;
    const { companyName: _companyName, ...fields } = contact;
    await services.contact.create(ctx, CreateContactInputSchema.parse({ ...fields, contactListId: list.id }));
    contacts += 1;
  }
  if (contacts > 0) created.push(`${contacts} contacts`);
  return { created };
}

/** The demo workspace's SMTP mailbox: it sends through the local SMTP server, which keeps each message as an .eml file. */
export const DEMO_SMTP_SENDER = { email: 'dana@northwind.example', name: 'Dana Demo' } as const;

/** The demo SMTP sender's signature: it ends every email the sender sends, so it shows in each `.eml`. */
export const DEMO_SIGNATURE = {
  name: 'Dana, Northwind',
  content:
    '<p><strong>Dana Demo</strong><br>Head of Sales, Northwind Analytics<br><a href="https://northwind.example">northwind.example</a></p>',
} as const;

/**
 * The demo signature's id: the one of that name, else a new one (created is told so). A sender the
 * seed added before signatures existed gets it on the next start.
 */
async function demoSignatureId(deps: SeedDeps, ctx: TenantContext, created: string[]): Promise<string> {
  const existing = (await deps.repos.signatures.listAll(ctx)).find((signature) => signature.name === DEMO_SIGNATURE.name);
  if (existing) return existing.id;
  const signature = await deps.services.signature.create(ctx, CreateSignatureInputSchema.parse({ ...DEMO_SIGNATURE }));
  created.push(`signature ${DEMO_SIGNATURE.name}`);
  return signature.id;
}

/**
 * Adds the demo workspace's SMTP sender, pointed at the local SMTP server with its mailbox password
 * (once that server's port is known), with the demo signature, unless it exists. It is an
 * established mailbox (no warm-up), so the demo sends at its daily cap from the first day. What it
 * did, for the start-up log.
 */
export async function seedDemoSmtpSender(
  deps: SeedDeps,
  userId: string,
  smtp: { port: number; password: string; imapPort?: number },
): Promise<SeedResult> {
  const ctx: TenantContext = { namespaceId: DEMO_NAMESPACES.workspace.id, userId, role: 'ADMIN' };
  // its replies are read from the local IMAP server, whose port may change from one start to the next
  const imap = smtp.imapPort === undefined ? undefined : { host: '127.0.0.1', port: smtp.imapPort, secure: false };
  const existing = await deps.repos.emailSenderConfigs.findBySenderEmail(ctx, DEMO_SMTP_SENDER.email);
  const created: string[] = [];
  if (existing) {
    if (imap && isSmtpSenderType(existing.type) && existing.imap?.port !== imap.port) {
      await deps.repos.emailSenderConfigs.update(ctx, existing.id, { imap });
    }
    if (existing.signatureId === undefined) {
      await deps.repos.emailSenderConfigs.update(ctx, existing.id, { signatureId: await demoSignatureId(deps, ctx, created) });
    }
    return { created };
  }
  const signatureId = await demoSignatureId(deps, ctx, created);
  await deps.services.sender.create(
    ctx,
    CreateEmailSenderConfigInputSchema.parse({
      senderEmail: DEMO_SMTP_SENDER.email,
      senderName: DEMO_SMTP_SENDER.name,
      type: 'SMTP',
      smtp: { host: '127.0.0.1', port: smtp.port, username: DEMO_SMTP_SENDER.email, secure: false },
      ...(imap ? { imap } : {}),
      password: smtp.password,
      signatureId,
      alreadyWarmedUp: true,
    }),
  );
  return { created: [...created, `SMTP sender ${DEMO_SMTP_SENDER.email}`] };
}
