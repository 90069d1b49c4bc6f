import type { SenderUsageResponse } from '../../../shared/api/schemas';
import { WARM_UP } from '../../../shared/domain/sending';
import { warmUpDailyCap, warmUpDayOf } from '../../../shared/rules/warm-up';
import type { TenantReader } from '../ports/data';
import type { CampaignItem, EmailSenderConfigItem } from '../ports/items';
import type { SendStore } from '../ports/sending';
import type { TenantContext } from '../tenant';
import {
  dailyCapOf,
  holdReasonText,
  isWarmingUp,
  mailboxAllowance,
  pausedReasonOf,
  type MailboxState,
} from '../../../shared/rules/mailbox-limits';
import { lastLocalDays, localDay } from '../../../shared/rules/mailbox-days';
import { mailboxTimeZone } from '../../../shared/rules/sending-zone';

/** Campaigns whose throttle counts for their senders: those that send now or may again once resumed. */
const SENDING_CAMPAIGN_STATUSES: readonly CampaignItem['status'][] = ['RUNNING', 'PAUSED'];

export interface MailboxUsageDeps {
  readonly store: Pick<SendStore, 'usage'>;
  readonly senders: Pick<TenantReader<EmailSenderConfigItem>, 'get'>;
  readonly campaigns: Pick<TenantReader<CampaignItem>, 'listAll'>;
  /** the instance's time zone (a sender's default) */
  readonly instanceTimeZone: (ctx: TenantContext) => Promise<string>;
  readonly now: () => Date;
}

/**
 * A mailbox's sends today against its daily cap, and where it stands in warm-up, as the send
 * planner counts them (mailbox-limits.ts): the day is the sender's (its time zone, else the
 * instance's); the cap is the largest throttle of the RUNNING and PAUSED campaigns that send from
 * it (10 when none names one), lowered by warm-up's cap while it warms up and by the provider's
 * daily ceiling. A sender of another instance is not found (NotFoundError).
 */
export function createMailboxUsageService(deps: MailboxUsageDeps) {
  return {
    async usage(ctx: TenantContext, senderId: string): Promise<SenderUsageResponse> {
      const sender = await deps.senders.get(ctx, senderId);
      const now = deps.now().getTime();
      const [timeZone, campaigns] = await Promise.all([
        mailboxTimeZone(sender, () => deps.instanceTimeZone(ctx)),
        deps.campaigns.listAll(ctx),
      ]);
      const week = lastLocalDays(now, timeZone, 7);
      const day = week[0] ?? localDay(now, timeZone);
      const usage = await deps.store.usage(ctx, sender.senderEmail, week);

      const named = campaigns
        .filter((campaign) => SENDING_CAMPAIGN_STATUSES.includes(campaign.status) && campaign.senderConfigIds.includes(sender.id))
        .map((campaign) => campaign.throttle)
        .filter((throttle) => throttle !== undefined);
      const throttles = [...new Set(named)].sort((x, y) => x - y);
      const reservedToday = usage.days[day]?.reserved ?? 0;
      const sentThisWeek = week.reduce((sum, each) => sum + (usage.days[each]?.reserved ?? 0), 0);
      const warmUpDay = warmUpDayOf(sender.createdAt, now);
      const state: MailboxState = {
        type: sender.type,
        status: sender.status,
        credentialsValid: sender.credentialsValid !== false,
        sentToday: reservedToday,
        sentThisWeek,
        sentLastMinute: 0,
        sentTotal: usage.sentTotal,
        // the limits count warm-up's days from 0
        warmUpDay: warmUpDay - 1,
        lastSentAt: usage.lastSendAt,
        dailyLimit: sender.dailyLimit,
        pausedReason: pausedReasonOf(sender),
      };
      const warming = isWarmingUp(state);
      const warmUpCap = warmUpDailyCap(state.warmUpDay);
      // the cap and its source as the planner computes them: one rule, shown as it is applied
      const cap = dailyCapOf(state, throttles);
      const held = mailboxAllowance(state, throttles, now).held;

      return {
        day,
        timeZone,
        sentToday: usage.days[day]?.sent ?? 0,
        reservedToday,
        dailyCap: cap.cap,
        capSource: cap.source,
        throttles,
        warmUp: {
          active: warming,
          day: warmUpDay,
          dailyCap: warmUpCap,
          sentThisWeek,
          weekCap: WARM_UP.maxThreadsPerWeek,
          sentTotal: usage.sentTotal,
          until: WARM_UP.minimumMessages,
        },
        ...(held ? { holdReason: holdReasonText(held) } : {}),
        ...(usage.lastSendAt === undefined ? {} : { lastSendAt: new Date(usage.lastSendAt).toISOString() }),
      };
    },
  };
}
