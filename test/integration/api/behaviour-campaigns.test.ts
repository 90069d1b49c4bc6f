import { beforeAll, describe, expect, it } from 'vitest';

import {
  callToActionRoutes,
  campaignRoutes,
  campaignStatusRoutes,
  companyRoutes,
  namespaceRoutes,
  productRoutes,
  senderRoutes,
} from '../../../shared/api/routes';
import { CAMPAIGN_STATUSES, CAMPAIGN_STATUS_TRANSITIONS, type CampaignStatus } from '../../../shared/domain/campaign';
import type { TestDeps } from '../../support/http';
import { call, installDeps, settableClock } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { bodyOf, idOf, joinAs, person, signIn, type Caller } from './behaviour-support';

const table = useTestTable();
const clock = settableClock('2026-03-01T10:00:00.000Z');
let deps: TestDeps;

interface CampaignAnswer {
  id: string;
  status: CampaignStatus;
  ownerId?: string;
  senderConfigIds: string[];
}

/** What a campaign needs, created through the API in the caller's instance. */
interface World {
  companyId: string;
  productId: string;
  callToActionId: string;
  senderId: string;
  senderEmail: string;
}

let worldCount = 0;

async function createWorld(caller: Caller): Promise<World> {
  worldCount += 1;
  const as = { identity: caller.identity, namespaceId: caller.namespaceId };
  const company = await call(companyRoutes.create, {
    ...as,
    body: { name: `Company ${worldCount}`, description: 'Cold chains.' },
  });
  const product = await call(productRoutes.create, {
    ...as,
    body: { name: `Product ${worldCount}`, description: 'Sensors.', companyId: idOf(company) },
  });
  const callToAction = await call(callToActionRoutes.create, { ...as, body: { objective: 'Book a call.' } });
  const senderEmail = `sender${worldCount}@${caller.namespaceId}.example`;
  const sender = await call(senderRoutes.create, { ...as, body: { senderEmail, senderName: 'Sales', type: 'STUB' } });
  for (const created of [company, product, callToAction, sender]) expect(created.status).toBe(201);
  return {
    companyId: idOf(company),
    productId: idOf(product),
    callToActionId: idOf(callToAction),
    senderId: idOf(sender),
    senderEmail,
  };
}

function campaignBody(world: World, name = 'Spring outreach') {
  return {
    name,
    companyId: world.companyId,
    productId: world.productId,
    callToActionId: world.callToActionId,
    senderConfigIds: [world.senderId],
  };
}

async function createCampaign(caller: Caller, world: World): Promise<CampaignAnswer> {
  const created = await call(campaignRoutes.create, {
    identity: caller.identity,
    namespaceId: caller.namespaceId,
    body: campaignBody(world),
  });
  expect(created.status).toBe(201);
  return bodyOf<CampaignAnswer>(created);
}

let owner: Caller;
let world: World;
beforeAll(async () => {
  deps = installDeps(table, clock);
  owner = await signIn(deps, person('ana'));
  world = await createWorld(owner);
});

describe('creating a campaign', () => {
  it('answers 201 with a RUNNING campaign owned by the caller', async () => {
    const created = await call(campaignRoutes.create, {
      identity: owner.identity,
      namespaceId: owner.namespaceId,
      body: campaignBody(world, 'Launch'),
    });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Launch',
      status: 'RUNNING',
      ownerId: owner.identity.sub,
      namespaceId: owner.namespaceId,
      channel: 'EMAIL',
      language: 'ENGLISH',
      generatorVersion: 'MCP_NO_LINKS_GENERATOR',
      senderConfigIds: [world.senderId],
    });
    expect(await deps.repos.campaigns.get(owner.ctx, idOf(created))).toMatchObject({
      status: 'RUNNING',
      ownerId: owner.identity.sub,
    });
  });

  it('answers 404 Company Not Found and writes no campaign when the company belongs to another instance', async () => {
    const bob = await signIn(deps, person('bob'));
    const bobWorld = await createWorld(bob);
    const foreignCompany = await call(companyRoutes.create, {
      identity: owner.identity,
      namespaceId: owner.namespaceId,
      body: { name: 'Visible only to Ana', description: 'x' },
    });

    const answer = await call(campaignRoutes.create, {
      identity: bob.identity,
      namespaceId: bob.namespaceId,
      body: { ...campaignBody(bobWorld), companyId: idOf(foreignCompany) },
    });

    expect(answer).toMatchObject({ status: 404, body: { message: 'Company Not Found' } });
    expect(await deps.repos.campaigns.listAll(bob.ctx)).toEqual([]);
  });
});

describe('campaign status changes', () => {
  const pairs = CAMPAIGN_STATUSES.flatMap((from) =>
    CAMPAIGN_STATUSES.filter((to) => to !== from).map((to) => ({
      from,
      to,
      allowed: CAMPAIGN_STATUS_TRANSITIONS[from].includes(to),
    })),
  );
  const allowed = pairs.filter((pair) => pair.allowed);
  const disallowed = pairs.filter((pair) => !pair.allowed);

  /** A campaign of the owner's instance, put in `status` directly in the table. */
  async function campaignIn(status: CampaignStatus): Promise<CampaignAnswer> {
    const campaign = await createCampaign(owner, world);
    if (status !== 'RUNNING') await deps.repos.campaigns.update(owner.ctx, campaign.id, { status });
    return { ...campaign, status };
  }

  it.each(allowed)('moves a campaign from $from to $to when the transition is allowed', async ({ from, to }) => {
    const campaign = await campaignIn(from);

    const answer = await call(campaignStatusRoutes.setStatus, {
      identity: owner.identity,
      namespaceId: owner.namespaceId,
      params: { id: campaign.id },
      body: { status: to },
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: campaign.id, status: to });
    expect(await deps.repos.campaigns.get(owner.ctx, campaign.id)).toMatchObject({ status: to });
  });

  it.each(disallowed)('answers 409 naming both statuses and keeps $from when asked to go to $to', async ({ from, to }) => {
    const campaign = await campaignIn(from);

    const answer = await call(campaignStatusRoutes.setStatus, {
      identity: owner.identity,
      namespaceId: owner.namespaceId,
      params: { id: campaign.id },
      body: { status: to },
    });

    expect(answer.status).toBe(409);
    expect(bodyOf<{ message: string }>(answer).message).toContain(`A campaign cannot go from ${from} to ${to}.`);
    expect(await deps.repos.campaigns.get(owner.ctx, campaign.id)).toMatchObject({ status: from });
  });

  it('covers every transition of CAMPAIGN_STATUS_TRANSITIONS in the allowed cases', () => {
    const declared = Object.values(CAMPAIGN_STATUS_TRANSITIONS).reduce((sum, targets) => sum + targets.length, 0);

    expect(allowed).toHaveLength(declared);
    expect(allowed.length + disallowed.length).toBe(CAMPAIGN_STATUSES.length * (CAMPAIGN_STATUSES.length - 1));
  });

  it('answers 200 and changes nothing when the campaign already has the asked status', async () => {
    const campaign = await campaignIn('STOPPED');

    const answer = await call(campaignStatusRoutes.setStatus, {
      identity: owner.identity,
      namespaceId: owner.namespaceId,
      params: { id: campaign.id },
      body: { status: 'STOPPED' },
    });

    expect(answer).toMatchObject({ status: 200, body: { id: campaign.id, status: 'STOPPED' } });
  });

  it('answers 404 Campaign Not Found when the campaign does not exist', async () => {
    const answer = await call(campaignStatusRoutes.setStatus, {
      identity: owner.identity,
      namespaceId: owner.namespaceId,
      params: { id: 'no-such-campaign' },
      body: { status: 'PAUSED' },
    });

    expect(answer).toMatchObject({ status: 404, body: { message: 'Campaign Not Found' } });
  });
});

describe('campaign senders', () => {
  async function secondSender(email: string): Promise<string> {
    const created = await call(senderRoutes.create, {
      identity: owner.identity,
      namespaceId: owner.namespaceId,
      body: { senderEmail: email, senderName: 'Second', type: 'STUB' },
    });
    expect(created.status).toBe(201);
    return idOf(created);
  }

  it('attaches a sender by its email once, even when asked twice', async () => {
    const campaign = await createCampaign(owner, world);
    const secondId = await secondSender('second@attach.example');
    const attach = () =>
      call(senderRoutes.attachSenders, {
        identity: owner.identity,
        namespaceId: owner.namespaceId,
        params: { id: campaign.id },
        body: { senderEmail: 'Second@Attach.example' },
      });

    const first = await attach();
    const second = await attach();

    expect(first).toMatchObject({ status: 200, body: { senderConfigIds: [world.senderId, secondId] } });
    expect(second).toMatchObject({ status: 200, body: { senderConfigIds: [world.senderId, secondId] } });
    expect((await deps.repos.campaigns.get(owner.ctx, campaign.id)).senderConfigIds).toEqual([world.senderId, secondId]);
  });

  it('answers 404 naming the email and leaves the campaign unchanged when no sender has that email', async () => {
    const campaign = await createCampaign(owner, world);

    const answer = await call(senderRoutes.attachSenders, {
      identity: owner.identity,
      namespaceId: owner.namespaceId,
      params: { id: campaign.id },
      body: { senderEmail: 'nobody@nowhere.example' },
    });

    expect(answer).toMatchObject({
      status: 404,
      body: { message: 'Email sender configuration not found for nobody@nowhere.example.' },
    });
    expect((await deps.repos.campaigns.get(owner.ctx, campaign.id)).senderConfigIds).toEqual([world.senderId]);
  });

  it('answers 404 when the sender email belongs to a sender of another instance', async () => {
    const cara = await signIn(deps, person('cara'));
    const caraWorld = await createWorld(cara);
    const campaign = await createCampaign(owner, world);

    const answer = await call(senderRoutes.attachSenders, {
      identity: owner.identity,
      namespaceId: owner.namespaceId,
      params: { id: campaign.id },
      body: { senderEmail: caraWorld.senderEmail },
    });

    expect(answer).toMatchObject({
      status: 404,
      body: { message: `Email sender configuration not found for ${caraWorld.senderEmail}.` },
    });
  });

  it('empties senderConfigIds when every sender is detached', async () => {
    const campaign = await createCampaign(owner, world);

    const answer = await call(senderRoutes.detachAllSenders, {
      identity: owner.identity,
      namespaceId: owner.namespaceId,
      params: { id: campaign.id },
    });

    expect(answer).toMatchObject({ status: 200, body: { id: campaign.id, senderConfigIds: [] } });
    expect((await deps.repos.campaigns.get(owner.ctx, campaign.id)).senderConfigIds).toEqual([]);
  });

  it('pauses a RUNNING campaign when every sender is detached, and leaves a paused one paused', async () => {
    const campaign = await createCampaign(owner, world);
    await deps.services.campaign.setStatus(owner.ctx, campaign.id, 'RUNNING');

    const answer = await call(senderRoutes.detachAllSenders, {
      identity: owner.identity,
      namespaceId: owner.namespaceId,
      params: { id: campaign.id },
    });
    const again = await call(senderRoutes.detachAllSenders, {
      identity: owner.identity,
      namespaceId: owner.namespaceId,
      params: { id: campaign.id },
    });

    expect(answer).toMatchObject({ status: 200, body: { status: 'PAUSED', senderConfigIds: [] } });
    expect(again).toMatchObject({ status: 200, body: { status: 'PAUSED' } });
    const running = await deps.repos.campaigns.listRunning({ cursor: null, limit: 100 });
    expect(running.items.map((item) => item.id)).not.toContain(campaign.id);
  });
});

describe('campaign owners', () => {
  it('lists the members who created campaigns and leaves out those who did not', async () => {
    const dee = await signIn(deps, person('dee'));
    const deeWorld = await createWorld(dee);
    const eli = await joinAs(deps, person('eli'), dee.namespaceId);
    await joinAs(deps, person('fin'), dee.namespaceId);
    await createCampaign(dee, deeWorld);
    await createCampaign(eli, deeWorld);
    await createCampaign(eli, deeWorld);

    const answer = await call(namespaceRoutes.campaignOwners, { identity: dee.identity, namespaceId: dee.namespaceId });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      owners: [
        { userId: dee.identity.sub, email: dee.identity.email, firstName: 'Dee' },
        { userId: eli.identity.sub, email: eli.identity.email, firstName: 'Eli' },
      ],
    });
  });
});
