import { describe, expect, it, vi } from 'vitest';

import { createOptionService } from '../../../functions/core/options/option-service';
import type { TenantContext } from '../../../functions/core/tenant';

type Repos = Parameters<typeof createOptionService>[0];

const CTX: TenantContext = { namespaceId: 'acme-sales', userId: 'usr_1', role: 'ADMIN' };

function service() {
  const set = vi.fn(() => Promise.resolve());
  const repos = { namespaces: {}, options: { set, list: vi.fn(() => Promise.resolve([])) } } as unknown as Repos;
  return { options: createOptionService(repos), set };
}

async function refusal(answer: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = (await answer.then(
    () => undefined,
    (reason: unknown) => reason,
  )) as { status: number; message: string } | undefined;
  return { status: error?.status ?? 200, message: error?.message ?? '' };
}

describe('an option sent to the wrong route', () => {
  it.each([
    ['AI_PROSPECTOR', 'AI prospector'],
    ['AUTO_PROSPECT_FROM_CONTACTS', 'Auto prospect from contacts'],
    ['AUTO_CADENCES', 'Auto cadences'],
    ['AUTO_RUN_CAMPAIGNS', 'Auto run campaigns'],
    ['AUTO_SEND_EMAILS', 'Auto send emails'],
    ['SEND_REVIEWED_EMAILS_ONLY', 'Send reviewed emails only'],
    ['SEND_DURING_OFFICE_HOURS_ONLY', 'Send during office hours only'],
    ['SEND_DURING_WEEKDAYS_ONLY', 'Send during weekdays only'],
  ] as const)('is refused by name when the instance option %s is sent as a user option', async (name, label) => {
    const { options, set } = service();

    const answer = await refusal(options.setUserOptions(CTX, { options: [{ name, status: 'ACTIVE' }] }));

    expect(answer).toEqual({
      status: 400,
      message: `"${label}" is an instance option: set it with /api/namespace/options.`,
    });
    expect(set).not.toHaveBeenCalled();
  });

  it('is refused by name when the user option is sent as an instance option', async () => {
    const { options, set } = service();

    const answer = await refusal(
      options.setNamespaceOptions(CTX, {
        options: [
          { name: 'AUTO_CADENCES', status: 'ACTIVE' },
          { name: 'HAS_LINKEDIN_PREMIUM', status: 'ACTIVE' },
        ],
      }),
    );

    expect(answer).toEqual({ status: 400, message: '"Has LinkedIn premium" is a user option: set it with /api/user/options.' });
    expect(set).not.toHaveBeenCalled();
  });
});
