import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  callToActionRoutes,
  campaignRoutes,
  campaignStatusRoutes,
  companyRoutes,
  contactListRoutes,
  contactRoutes,
  productRoutes,
  senderRoutes,
} from '../../../shared/api/routes';
import { CAMPAIGN_NOT_PAUSED_MESSAGE } from '../../../functions/core/campaigns/campaign-service';
import { NOT_RUNNING_MESSAGE } from '../../../functions/core/generation/generation-service';
import { AUDIENCE_REQUIRED_MESSAGE } from '../../../shared/schemas/campaign-generation';
import type {
  CampaignAudience,
  CampaignPreview,
  CampaignWithProgress,
  GenerationRun,
} from '../../../shared/schemas/campaign-generation';
import type { TestDeps } from '../../support/http';
import { call, installDeps, recompose, settableClock } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { as, bodyOf, idOf, person, signIn, type Caller } from './behaviour-support';

const table = useTestTable();
const clock = settableClock('2026-03-02T10:00:00.000Z');
let deps: TestDeps;
let owner: Caller;
let count = 0;

interface World {
  companyId: string;
  productId: string;
  callToActionId: string;
  senderId: string;
  listId: string;
  contactIds: string[];
}

async function createWorld(caller: Caller, contacts: number): Promise<World> {
  count += 1;
  const company = await call(companyRoutes.create, {
    ...as(caller),
    body: { name: `Coldline ${count}`, description: 'Cold chains you can see.' },
  });
  const product = await call(productRoutes.create, {
    ...as(caller),
    body: { name: `Sensors ${count}`, description: 'Wireless temperature sensors for trucks.', companyId: idOf(company) },
  });
  const callToAction = await call(callToActionRoutes.create, { ...as(caller), body: { objective: 'Book a demo.' } });
  const sender = await call(senderRoutes.create, {
    ...as(caller),
    body: { senderEmail: `maya${count}@${caller.namespaceId}.example`, senderName: 'Maya', type: 'STUB' },
  });
  const list = await call(contactListRoutes.create, { ...as(caller), body: { name: `Buyers ${count}` } });
  const contactIds: string[] = [];
  for (let index = 0; index < contacts; index += 1) {
    const contact = await call(contactRoutes.create, {
      ...as(caller),
      body: { email: `buyer${count}x${index}@fleet${index}.example`, firstName: `Ivo${index}`, contactListId: idOf(list) },
    });
    expect(contact.status).toBe(201);
    contactIds.push(idOf(contact));
  }
  return {
    companyId: idOf(company),
    productId: idOf(product),
    callToActionId: idOf(callToAction),
    senderId: idOf(sender),
    listId: idOf(list),
    contactIds,
  };
}

function campaignBody(world: World, extra: Record<string, unknown> = {}) {
  return {
    name: `Campaign ${count}`,
    companyId: world.companyId,
    productId: world.productId,
    callToActionId: world.callToActionId,
    senderConfigIds: [world.senderId],
    contactListId: world.listId,
    ...extra,
  };
}

async function launch(world: World, extra: Record<string, unknown> = {}): Promise<string> {
  const created = await call(campaignRoutes.create, { ...as(owner), body: campaignBody(world, extra) });
  expect(created.status).toBe(201);
  return idOf(created);
}

async function campaign(id: string): Promise<CampaignWithProgress> {
  const got = await call(campaignRoutes.get, { ...as(owner), params: { id } });
  expect(got.status).toBe(200);
  return bodyOf<CampaignWithProgress>(got);
}

beforeAll(async () => {
  deps = installDeps(table, clock);
  owner = await signIn(deps, person('maya'));
});

beforeEach(() => {
  deps.queues.take('generation');
});

describe('launching a campaign', () => {
  it('queues the first emails at once, and its progress counts the contacts in scope', async () => {
    const world = await createWorld(owner, 3);
    const id = await launch(world);
    const queued = deps.queues.take('generation');
    expect(queued.map((message) => (message.body as { contactId: string }).contactId).sort()).toEqual(
      [...world.contactIds].sort(),
    );
    expect((await campaign(id)).progress).toMatchObject({ inScope: 3, queued: 3, written: 0 });
  });

  it('lists the campaign with its progress, and filters by status', async () => {
    const world = await createWorld(owner, 1);
    const running = await launch(world);
    const paused = await launch(world, { name: 'Paused one' });
    await call(campaignStatusRoutes.setStatus, { ...as(owner), params: { id: paused }, body: { status: 'PAUSED' } });

    const onlyPaused = bodyOf<{ items: CampaignWithProgress[] }>(
      await call(campaignRoutes.list, { ...as(owner), body: { status: 'PAUSED', limit: 100 } }),
    );
    expect(onlyPaused.items.map((item) => item.id)).toEqual([paused]);
    const all = bodyOf<{ items: CampaignWithProgress[] }>(
      await call(campaignRoutes.list, { ...as(owner), body: { limit: 100 } }),
    );
    expect(all.items.map((item) => item.id)).toEqual(expect.arrayContaining([running, paused]));
    expect(all.items.find((item) => item.id === running)?.progress.inScope).toBe(1);
  });
});

describe('Generate now', () => {
  it('queues the contacts added since, and nothing more once every contact has an email', async () => {
    const world = await createWorld(owner, 2);
    const id = await launch(world);
    deps.queues.take('generation');
    expect(bodyOf<GenerationRun>(await call(campaignStatusRoutes.generate, { ...as(owner), params: { id } }))).toEqual({
      queued: 0,
      exhausted: true,
    });
    await call(contactRoutes.create, {
      ...as(owner),
      body: { email: `late${count}@fleet.example`, contactListId: world.listId },
    });
    const run = await call(campaignStatusRoutes.generate, { ...as(owner), params: { id } });
    expect(bodyOf<GenerationRun>(run)).toEqual({ queued: 1, exhausted: true });
    expect(deps.queues.take('generation')).toHaveLength(1);
  });

  it('answers 409 for a campaign that is not running, and queues nothing', async () => {
    const world = await createWorld(owner, 2);
    const id = await launch(world);
    deps.queues.take('generation');
    await call(campaignStatusRoutes.setStatus, { ...as(owner), params: { id }, body: { status: 'PAUSED' } });
    const run = await call(campaignStatusRoutes.generate, { ...as(owner), params: { id } });
    expect(run.status).toBe(409);
    expect(run.body).toMatchObject({ message: NOT_RUNNING_MESSAGE });
    expect(deps.queues.take('generation')).toEqual([]);
  });
});

describe('changing a campaign', () => {
  it('answers 409 while it runs, and changes it once paused', async () => {
    const world = await createWorld(owner, 1);
    const id = await launch(world);
    const refused = await call(campaignRoutes.update, { ...as(owner), params: { id }, body: { name: 'Renamed' } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: CAMPAIGN_NOT_PAUSED_MESSAGE });
    expect((await campaign(id)).name).not.toBe('Renamed');

    await call(campaignStatusRoutes.setStatus, { ...as(owner), params: { id }, body: { status: 'PAUSED' } });
    const changed = await call(campaignRoutes.update, { ...as(owner), params: { id }, body: { name: 'Renamed', throttle: 30 } });
    expect(changed.status).toBe(200);
    expect(await campaign(id)).toMatchObject({ name: 'Renamed', throttle: 30 });
  });

  it('walks a changed audience from its start when the campaign runs again', async () => {
    const world = await createWorld(owner, 1);
    const other = await createWorld(owner, 2);
    const id = await launch(world);
    deps.queues.take('generation');
    await call(campaignStatusRoutes.setStatus, { ...as(owner), params: { id }, body: { status: 'PAUSED' } });
    await call(campaignRoutes.update, { ...as(owner), params: { id }, body: { contactListId: other.listId } });
    await call(campaignStatusRoutes.setStatus, { ...as(owner), params: { id }, body: { status: 'RUNNING' } });
    const run = bodyOf<GenerationRun>(await call(campaignStatusRoutes.generate, { ...as(owner), params: { id } }));
    expect(run.queued).toBe(2);
  });
});

describe("a campaign's emails", () => {
  it('lists them by tab: those being written are GENERATED, none are SENT yet', async () => {
    const world = await createWorld(owner, 2);
    const id = await launch(world);
    const generated = bodyOf<{ items: { status: string; campaignId: string }[] }>(
      await call(campaignStatusRoutes.emails, { ...as(owner), params: { id }, body: { tab: 'GENERATED' } }),
    );
    expect(generated.items).toHaveLength(2);
    expect(generated.items.every((email) => email.status === 'CREATED' && email.campaignId === id)).toBe(true);
    const sent = bodyOf<{ items: unknown[] }>(
      await call(campaignStatusRoutes.emails, { ...as(owner), params: { id }, body: { tab: 'SENT' } }),
    );
    expect(sent.items).toEqual([]);
  });
});

describe('audiences', () => {
  it('counts who is in and who is left out, and why', async () => {
    const world = await createWorld(owner, 4);
    const [dnc, high] = world.contactIds as [string, string];
    await call(contactRoutes.update, { ...as(owner), params: { id: dnc }, body: { status: 'DO_NOT_CONTACT' } });
    await call(contactRoutes.update, { ...as(owner), params: { id: high }, body: { lifecycleStage: 'CUSTOMER' } });
    const answer = await call(campaignStatusRoutes.audience, { ...as(owner), body: { contactListId: world.listId } });
    expect(answer.status).toBe(200);
    expect(bodyOf<CampaignAudience>(answer)).toMatchObject({
      total: 4,
      included: 2,
      complete: true,
      excluded: { DO_NOT_CONTACT: 1, LIFECYCLE_STAGE_TOO_HIGH: 1, IN_OTHER_CAMPAIGN: 0, RECENTLY_EMAILED: 0, NO_USABLE_EMAIL: 0 },
    });
    expect(bodyOf<CampaignAudience>(answer).firstIncluded.map((contact) => contact.id)).toEqual(world.contactIds.slice(2));
  });

  it('leaves out contacts another running campaign writes to', async () => {
    const world = await createWorld(owner, 2);
    await launch(world);
    const answer = bodyOf<CampaignAudience>(
      await call(campaignStatusRoutes.audience, { ...as(owner), body: { contactIds: world.contactIds } }),
    );
    expect(answer).toMatchObject({ total: 2, included: 0, excluded: { IN_OTHER_CAMPAIGN: 2 } });
  });

  it('answers 400 naming the field when there is no list and no contact', async () => {
    const answer = await call(campaignStatusRoutes.audience, { ...as(owner), body: { contactIds: [] } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fieldErrors: [{ path: 'contactListId', message: AUDIENCE_REQUIRED_MESSAGE }] });
  });
});

describe('the preview', () => {
  it('writes one email for the first contact of the audience, with the verdict, and saves nothing', async () => {
    const world = await createWorld(owner, 2);
    const before = bodyOf<{ items: unknown[] }>(await call(campaignRoutes.list, { ...as(owner), body: { limit: 100 } })).items
      .length;
    const answer = await call(campaignStatusRoutes.preview, { ...as(owner), body: campaignBody(world) });
    expect(answer.status).toBe(200);
    const preview = bodyOf<CampaignPreview>(answer);
    expect(preview).toMatchObject({ status: 'WRITTEN', writer: 'offline', violations: [], contact: { id: world.contactIds[0] } });
    expect(preview.subject).not.toBe('');
    expect(preview.bodyHtml).toMatch(/^<html><body>/);
    const after = bodyOf<{ items: unknown[] }>(await call(campaignRoutes.list, { ...as(owner), body: { limit: 100 } })).items
      .length;
    expect(after).toBe(before);
  });

  it('says nobody can be written to when every contact is left out', async () => {
    const world = await createWorld(owner, 1);
    await call(contactRoutes.update, {
      ...as(owner),
      params: { id: world.contactIds[0] as string },
      body: { status: 'DO_NOT_CONTACT' },
    });
    const preview = bodyOf<CampaignPreview>(
      await call(campaignStatusRoutes.preview, { ...as(owner), body: campaignBody(world) }),
    );
    expect(preview).toMatchObject({ status: 'NO_CONTACT', contact: null });
  });
});

describe('ids that name nothing in the instance', () => {
  /** The first contact of another instance, and an id that names nothing at all. */
  async function strangers(): Promise<{ foreign: string; missing: string }> {
    const other = await signIn(deps, person(`other${count}`));
    const theirs = await call(contactRoutes.create, {
      ...as(other),
      body: { email: `buyer${count}@elsewhere.example`, firstName: 'Bo' },
    });
    expect(theirs.status).toBe(201);
    return { foreign: idOf(theirs), missing: 'no-such-contact' };
  }

  const contactMessage = (index: number) => `Contact ${index + 1}: it must be a contact of this instance.`;

  it('answers 400 naming contactIds.N, and creates no campaign, when chosen contacts are of another instance or of none', async () => {
    const world = await createWorld(owner, 1);
    const { foreign, missing } = await strangers();
    const before = await deps.repos.campaigns.listAll(owner.ctx);

    const answer = await call(campaignRoutes.create, {
      ...as(owner),
      body: campaignBody(world, { contactIds: [world.contactIds[0], foreign, missing] }),
    });

    expect(answer).toMatchObject({
      status: 400,
      body: {
        message: `${contactMessage(1)} Plus 1 more.`,
        fieldErrors: [
          { path: 'contactIds.1', message: contactMessage(1) },
          { path: 'contactIds.2', message: contactMessage(2) },
        ],
      },
    });
    expect(await deps.repos.campaigns.listAll(owner.ctx)).toEqual(before);
    expect(deps.queues.take('generation')).toEqual([]);
  });

  it('answers 400 naming sampleEmailIds.N, and creates no campaign, when a sample email is another instance’s', async () => {
    const world = await createWorld(owner, 1);
    const other = await signIn(deps, person(`writer${count}`));
    const theirs = await deps.services.sampleEmail.create(other.ctx, { name: 'Theirs', subject: 'Hello', body: 'Hi there.' });
    const before = await deps.repos.campaigns.listAll(owner.ctx);
    const message = 'Sample email 1: it must be a sample email of this instance.';

    const answer = await call(campaignRoutes.create, {
      ...as(owner),
      body: campaignBody(world, { sampleEmailIds: [theirs.id] }),
    });

    expect(answer).toMatchObject({ status: 400, body: { message, fieldErrors: [{ path: 'sampleEmailIds.0', message }] } });
    expect(await deps.repos.campaigns.listAll(owner.ctx)).toEqual(before);
  });

  it('creates the campaign when every chosen contact is the instance’s own', async () => {
    const world = await createWorld(owner, 2);

    const answer = await call(campaignRoutes.create, {
      ...as(owner),
      body: campaignBody(world, { contactIds: world.contactIds }),
    });

    expect(answer).toMatchObject({ status: 201, body: { contactIds: world.contactIds } });
  });

  it('answers 400 naming contactIds.N to a paused campaign’s change, and keeps its contacts', async () => {
    const world = await createWorld(owner, 2);
    const id = await launch(world, { contactIds: [world.contactIds[0]] });
    await call(campaignStatusRoutes.setStatus, { ...as(owner), params: { id }, body: { status: 'PAUSED' } });
    const { foreign } = await strangers();

    const answer = await call(campaignRoutes.update, {
      ...as(owner),
      params: { id },
      body: { contactIds: [world.contactIds[1], foreign] },
    });

    expect(answer).toMatchObject({
      status: 400,
      body: { message: contactMessage(1), fieldErrors: [{ path: 'contactIds.1', message: contactMessage(1) }] },
    });
    expect(await deps.repos.campaigns.get(owner.ctx, id)).toMatchObject({ contactIds: [world.contactIds[0]] });
  });

  it('answers 400 to a preview naming sampleEmailIds.N and contactIds.N that are not the instance’s, and writes nothing', async () => {
    const world = await createWorld(owner, 1);
    const { foreign } = await strangers();
    const other = await signIn(deps, person(`sampler${count}`));
    const theirs = await deps.services.sampleEmail.create(other.ctx, { name: 'Theirs', subject: 'Hello', body: 'Hi there.' });
    const mine = await deps.services.sampleEmail.create(owner.ctx, { name: 'Mine', subject: 'Hello', body: 'Hi there.' });
    const sampleMessage = 'Sample email 2: it must be a sample email of this instance.';

    const answer = await call(campaignStatusRoutes.preview, {
      ...as(owner),
      body: campaignBody(world, { contactIds: [foreign], sampleEmailIds: [mine.id, theirs.id] }),
    });

    expect(answer).toMatchObject({
      status: 400,
      body: {
        fieldErrors: [
          { path: 'contactIds.0', message: contactMessage(0) },
          { path: 'sampleEmailIds.1', message: sampleMessage },
        ],
      },
    });
  });
});

describe('which writer writes', () => {
  it('says the offline writer writes, and why, when no model is configured, and names the model once a server is', async () => {
    const offline = await call(campaignStatusRoutes.writer, as(owner));
    vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:11434/v1');
    vi.stubEnv('OPENAI_MODEL', 'llama3.1');
    recompose();

    const model = await call(campaignStatusRoutes.writer, as(owner));
    vi.unstubAllEnvs();
    recompose();

    expect(offline).toMatchObject({ status: 200, body: { kind: 'offline', reason: 'NO_MODEL_CONFIGURED' } });
    expect(model).toMatchObject({ status: 200, body: { kind: 'model', model: 'llama3.1' } });
  });
});
