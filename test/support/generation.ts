import { currentRuntime } from '../../functions/composition/runtime';
import { plannerDeps } from '../../functions/composition/generation-planner';
import { workerDeps } from '../../functions/composition/generation-worker';
import type { FunctionNeeds, Wiring } from '../../functions/composition/wiring';
import type { Clock } from '../../functions/core/clock';
import type { createStores } from '../../functions/adapters/dynamodb/stores';
import type { composeAllServices } from '../../functions/composition/all-services';
import type { TenantContext } from '../../functions/core/tenant';
import { JOBS } from '../../shared/platform/jobs';
import type { Campaign } from '../../shared/schemas/campaign';
import { CreateContactInputSchema } from '../../shared/schemas/contact';
import * as z from '../../shared/schemas/zod';

/** A wiring for a job, over the installed test runtime, as the job's function composes itself. */
export function jobWiring(fn: FunctionNeeds, now: Clock): Wiring {
  return { fn, overrides: currentRuntime().overrides, now, storeDeps: { now } };
}

/** The generation planner's parts, composed as the scheduled job composes them. */
export function testPlannerDeps(now: Clock) {
  return plannerDeps(jobWiring(JOBS.generationPlanner, now));
}

/** The generation worker's parts, composed as the queue consumer composes them. */
export function testWorkerDeps(now: Clock) {
  return workerDeps(jobWiring(JOBS.generationConsumer, now));
}

type Services = ReturnType<typeof composeAllServices>;
type Stores = ReturnType<typeof createStores>;

/** The company, product and call to action a seeded campaign writes from, created as a rep would. */
export async function seedCampaignParts(services: Services, ctx: TenantContext) {
  const company = await services.company.create(ctx, {
    name: 'Coldline',
    description: 'We help food distributors keep cold chains visible.',
  });
  const product = await services.product.create(ctx, {
    name: 'Coldline Sensors',
    description: 'Wireless temperature sensors that alert drivers before a load spoils.',
    companyId: company.id,
  });
  const callToAction = await services.callToAction.create(ctx, { objective: 'Book a demo.', description: 'A 20 minute call.' });
  return { company, product, callToAction };
}

/** A seeded instance: its context, its campaign over the list, and the list's contacts. */
export interface SeededCampaign {
  readonly ctx: TenantContext;
  readonly campaign: Campaign;
  readonly contactIds: string[];
  readonly listId: string;
}

/**
 * A paid instance `namespaceId` with a company, product, call to action, STUB sender and a list of
 * `contacts` contacts (`buyer<n>@` the domain `domainOf(n)` gives), and a RUNNING campaign over the
 * list, created through the services as a rep would.
 */
export async function seedCampaign(
  deps: { readonly services: Services; readonly repos: Stores },
  options: {
    readonly namespaceId: string;
    readonly owner: number;
    readonly contacts: number;
    readonly domainOf: (n: number) => string;
    readonly campaign?: Partial<Campaign>;
  },
): Promise<SeededCampaign> {
  const { services: s, repos } = deps;
  const { namespaceId, owner } = options;
  const ctx: TenantContext = { namespaceId, userId: `owner-${owner}`, role: 'DEFAULT' };
  await repos.namespaces.create({
    id: namespaceId,
    name: 'Coldline',
    trialEndDate: '2099-12-31',
    isPaid: true,
    warmedUp: true,
    tier: 'PRO',
  });
  await repos.memberships.add({
    namespaceId,
    userId: ctx.userId,
    email: `owner${owner}@seller.example`,
    role: 'ADMIN',
    firstName: 'Maya',
  });
  const { company, product, callToAction } = await seedCampaignParts(s, ctx);
  const sender = await s.sender.create(ctx, {
    senderEmail: `maya@${namespaceId}.example`,
    senderName: 'Maya Ortiz',
    type: 'STUB',
  });
  const list = await s.contactList.create(ctx, { name: 'Distributors' });
  const contactIds: string[] = [];
  for (let n = 0; n < options.contacts; n += 1) {
    const contact = await s.contact.create(
      ctx,
      z.parse(CreateContactInputSchema, {
        email: `buyer${n}@${options.domainOf(n)}`,
        firstName: `Buyer${n}`,
        jobTitle: 'Head of Logistics',
        contactListId: list.id,
      }),
    );
    contactIds.push(contact.id);
  }
  const campaign = await s.campaign.create(ctx, {
    name: 'Q2 distributors',
    companyId: company.id,
    productId: product.id,
    callToActionId: callToAction.id,
    senderConfigIds: [sender.id],
    contactListId: list.id,
    generatorVersion: 'MCP_NO_LINKS_GENERATOR',
    channel: 'EMAIL',
    language: 'ENGLISH',
    ...options.campaign,
  });
  return { ctx, campaign, contactIds, listId: list.id };
}

/**
 * A model's answer (`{ subject, html }` as JSON) that passes the writing rules for every contact of
 * a seeded campaign, so no repair is asked for.
 */
export const PASSING_ANSWER = JSON.stringify({
  subject: 'Could your drivers catch a warm load sooner?',
  html: [
    '<html><body>',
    '<p>Hi {{firstName}},</p>',
    '<p>Logistics teams often learn that a load got warm only when it reaches the dock.</p>',
    '<p>Coldline Sensors alert drivers before a load spoils, so your team can act on the road.</p>',
    '<p>Would a 20 minute call next week be useful?</p>',
    '<p>Best,<br>Maya Ortiz</p>',
    "<p>P.S. If this isn't a priority, just reply 'no thanks' and I won't follow up.</p>",
    '</body></html>',
  ].join('\n'),
});
