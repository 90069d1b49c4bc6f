import { emailReviewService } from '../../functions/composition/services/email-review';
import { sendPlannerDeps } from '../../functions/composition/send-planner';
import { sendWorkerDeps } from '../../functions/composition/send-worker';
import { suppressionFor } from '../../functions/composition/services/suppression';
import type { Clock } from '../../functions/core/clock';
import { contactNameOf } from '../../functions/core/generation/audience';
import { emailIdFor } from '../../functions/core/generation/email-id';
import { planCampaign } from '../../functions/core/generation/planner';
import { GenerationMessageSchema } from '../../functions/core/generation/messages';
import { writeQueuedEmail } from '../../functions/core/generation/worker';
import type { EmailMessageItem } from '../../functions/core/ports/items';
import { createOfflineWriter } from '../../functions/core/writing/offline';
import { JOBS } from '../../shared/platform/jobs';
import { jobWiring, testPlannerDeps, testWorkerDeps, type SeededCampaign } from './generation';
import type { TestDeps } from './http';

/** The send planner's parts, composed as the scheduled job composes them. */
export function testSendPlannerDeps(now: Clock) {
  return sendPlannerDeps(jobWiring(JOBS.sendPlanner, now));
}

/** The send worker's parts, composed as the queue consumer composes them. */
export function testSendWorkerDeps(now: Clock) {
  const wiring = jobWiring(JOBS.sendingConsumer, now);
  return sendWorkerDeps(wiring, suppressionFor(wiring));
}

/** The review queue's service, as its routes compose it. */
export function testReviewService(now: Clock) {
  return emailReviewService(jobWiring(JOBS.sendPlanner, now));
}

/** Writes every email of the campaign's first step with the offline writer, as the pipeline does. */
export async function writeCampaign(deps: TestDeps, world: SeededCampaign, now: Clock): Promise<EmailMessageItem[]> {
  const campaign = await deps.repos.campaigns.get(world.ctx, world.campaign.id);
  for (;;) {
    const run = await planCampaign(testPlannerDeps(now), world.ctx, campaign, 'onDemand');
    if (run.queued === 0) break;
  }
  const worker = { ...testWorkerDeps(now), writer: createOfflineWriter() };
  for (const message of deps.queues.take('generation')) {
    await writeQueuedEmail(worker, GenerationMessageSchema.parse(message.body));
  }
  const page = await deps.repos.emailMessages.listByCampaign(world.ctx, world.campaign.id, { limit: 100 });
  return page.items;
}

/** Writes the campaign's emails and schedules them all for now, as a rep does from the review queue. */
export async function writeAndSchedule(deps: TestDeps, world: SeededCampaign, now: Clock): Promise<EmailMessageItem[]> {
  const emails = await writeCampaign(deps, world, now);
  await scheduleEmails(
    world,
    emails.map((email) => email.id),
    now,
    now().toISOString(),
  );
  return emails;
}

/** Schedules these emails at `at` (or the next slot), as a rep does from the review queue. */
export async function scheduleEmails(world: SeededCampaign, ids: readonly string[], now: Clock, at?: string): Promise<void> {
  const review = testReviewService(now);
  for (const id of ids) {
    await review.schedule(world.ctx, id, { acceptViolations: true, ...(at === undefined ? {} : { at }) });
  }
}

/** Suppresses contacts as the send worker's composition does (a bounce, an unsubscribe). */
export function testSuppression(now: Clock) {
  return suppressionFor(jobWiring(JOBS.sendingConsumer, now));
}

/**
 * Writes a follow-up (step `step`) of the campaign to one contact through the generation pipeline:
 * created as the planner creates emails, then written by the offline writer. Its id.
 */
export async function writeFollowUp(
  deps: TestDeps,
  world: SeededCampaign,
  contactId: string,
  step: number,
  now: Clock,
): Promise<string> {
  const contact = await deps.repos.contacts.get(world.ctx, contactId);
  const id = emailIdFor(world.campaign.id, contactId, step);
  const planner = testPlannerDeps(now);
  const outcome = await planner.store.createPending(
    world.ctx,
    {
      id,
      campaignId: world.campaign.id,
      contactId,
      step,
      type: 'FOLLOW_UP',
      threadRootId: emailIdFor(world.campaign.id, contactId, 0),
      channel: world.campaign.channel,
      language: world.campaign.language,
      contactEmail: contact.email,
      ...contactNameOf(contact),
    },
    { contactId, seenCampaignId: contact.campaignId },
    now().toISOString(),
  );
  if (outcome === 'CREATED') await planner.store.addCreated(world.ctx, world.campaign.id, { emails: 1, firstEmails: 0 });
  const worker = { ...testWorkerDeps(now), writer: createOfflineWriter() };
  await writeQueuedEmail(worker, {
    namespaceId: world.ctx.namespaceId,
    campaignId: world.campaign.id,
    contactId,
    step,
    emailId: id,
  });
  return id;
}
