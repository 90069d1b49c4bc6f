import { describe, expect, it } from 'vitest';

import type { OptionStore } from '../../../functions/core/ports/stores';
import { emailSendWindow, instanceSendWindow } from '../../../functions/core/options/send-window';
import type { TenantContext } from '../../../functions/core/tenant';

const CTX: TenantContext = { namespaceId: 'ns-1', userId: 'send-planner', role: 'DEFAULT' };

/** The options of an instance, as its store answers them. */
function options(active: readonly string[]): Pick<OptionStore, 'status'> {
  return { status: (_ctx, name) => Promise.resolve(active.includes(name) ? 'ACTIVE' : 'INACTIVE') };
}

describe("an instance's send window", () => {
  it('keeps office hours and weekdays only while their options are active', async () => {
    expect(await instanceSendWindow(options(['SEND_DURING_OFFICE_HOURS_ONLY', 'SEND_DURING_WEEKDAYS_ONLY']), CTX)).toEqual({
      officeHoursOnly: true,
      weekdaysOnly: true,
    });
    expect(await instanceSendWindow(options(['SEND_DURING_WEEKDAYS_ONLY']), CTX)).toEqual({
      officeHoursOnly: false,
      weekdaysOnly: true,
    });
  });
});

describe("an email's send window", () => {
  it("is the instance's, opened at its campaign's send hour, read in the email's zone", () => {
    const window = { officeHoursOnly: true, weekdaysOnly: true };

    expect(emailSendWindow(window, { sendHour: 14 }, 'Europe/Berlin')).toEqual({
      officeHoursOnly: true,
      weekdaysOnly: true,
      startHour: 14,
      timeZone: 'Europe/Berlin',
    });
    expect(emailSendWindow(window, {}, 'UTC')).toEqual({ officeHoursOnly: true, weekdaysOnly: true, timeZone: 'UTC' });
    expect(emailSendWindow(window, null, 'UTC')).toEqual({ officeHoursOnly: true, weekdaysOnly: true, timeZone: 'UTC' });
  });
});
