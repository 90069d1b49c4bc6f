import type { SendWindow } from '../../../shared/rules/send-slot';
import type { OptionStore } from '../ports/stores';
import type { TenantContext } from '../tenant';

/** The hours and days an instance lets its emails leave, before any campaign or zone. */
export type InstanceSendWindow = Pick<SendWindow, 'officeHoursOnly' | 'weekdaysOnly'>;

/** A window read in a known zone: the one an email keeps. */
export type ZonedSendWindow = SendWindow & { readonly timeZone: string };

/**
 * An instance's send window from its options 'send during office hours only' and 'send during
 * weekdays only'. The send planner and the review queue's 'Schedule now' both read it here, so the
 * time a rep is offered is one the planner will keep.
 */
export async function instanceSendWindow(options: Pick<OptionStore, 'status'>, ctx: TenantContext): Promise<InstanceSendWindow> {
  const [office, weekdays] = await Promise.all([
    options.status(ctx, 'SEND_DURING_OFFICE_HOURS_ONLY'),
    options.status(ctx, 'SEND_DURING_WEEKDAYS_ONLY'),
  ]);
  return { officeHoursOnly: office === 'ACTIVE', weekdaysOnly: weekdays === 'ACTIVE' };
}

/**
 * The window one email keeps: its instance's, opened at its campaign's send hour when the campaign
 * names one, read in the email's zone (emailTimeZone).
 */
export function emailSendWindow(
  window: InstanceSendWindow,
  campaign: { readonly sendHour?: number | undefined } | null,
  timeZone: string,
): ZonedSendWindow {
  const startHour = campaign?.sendHour;
  return { ...window, ...(startHour === undefined ? {} : { startHour }), timeZone };
}
