import { beforeAll, describe, expect, it } from 'vitest';

import { companyRoutes, namespaceRoutes, userRoutes } from '../../../shared/api/routes';
import type { TestDeps } from '../../support/http';
import { call, installDeps, settableClock, type CallResult } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { bodyOf, joinAs, person, signIn } from './behaviour-support';

const table = useTestTable();
const clock = settableClock('2026-03-01T10:00:00.000Z');
let deps: TestDeps;
beforeAll(() => {
  deps = installDeps(table, clock);
});

/** The default options (docs/product.md, Options), written out so a drift of the constants shows here. */
const DOCUMENTED_DEFAULTS = {
  AI_PROSPECTOR: 'INACTIVE',
  AUTO_PROSPECT_FROM_CONTACTS: 'INACTIVE',
  AUTO_CADENCES: 'INACTIVE',
  AUTO_RUN_CAMPAIGNS: 'ACTIVE',
  AUTO_SEND_EMAILS: 'INACTIVE',
  SEND_REVIEWED_EMAILS_ONLY: 'ACTIVE',
  SEND_DURING_OFFICE_HOURS_ONLY: 'ACTIVE',
  SEND_DURING_WEEKDAYS_ONLY: 'ACTIVE',
  HAS_LINKEDIN_PREMIUM: 'INACTIVE',
};

interface OptionAnswer {
  name: string;
  status: 'ACTIVE' | 'INACTIVE';
  userId?: string;
  isSet: boolean;
}

function options(result: CallResult): OptionAnswer[] {
  return bodyOf<{ options: OptionAnswer[] }>(result).options;
}

/** name → status of an options answer. */
function statuses(result: CallResult): Record<string, string> {
  return Object.fromEntries(options(result).map((option) => [option.name, option.status]));
}

function statusOf(result: CallResult, name: string): string | undefined {
  return statuses(result)[name];
}

describe('reading options', () => {
  it('answers the documented defaults, none of them set, for a new instance', async () => {
    const ana = await signIn(deps, person('ana'), { acceptTerms: false });

    const answer = await call(namespaceRoutes.getOptions, { identity: ana.identity });

    expect(answer.status).toBe(200);
    expect(statuses(answer)).toEqual(DOCUMENTED_DEFAULTS);
    expect(options(answer).every((option) => !option.isSet)).toBe(true);
    expect(options(answer).find((option) => option.name === 'HAS_LINKEDIN_PREMIUM')).toMatchObject({ userId: ana.identity.sub });
  });

  it('answers the default instance without a header and the selected instance with one', async () => {
    const bob = await signIn(deps, person('bob'));
    const cleo = await joinAs(deps, person('cleo'), bob.namespaceId);
    const cleoOwn = (await deps.repos.users.get(cleo.identity.sub)).defaultNamespaceId;
    await call(namespaceRoutes.setOptions, {
      identity: bob.identity,
      namespaceId: bob.namespaceId,
      body: { options: [{ name: 'AUTO_SEND_EMAILS', status: 'ACTIVE' }] },
    });

    const withoutHeader = await call(namespaceRoutes.getOptions, { identity: cleo.identity });
    const ownHeader = await call(namespaceRoutes.getOptions, { identity: cleo.identity, namespaceId: cleoOwn });
    const otherHeader = await call(namespaceRoutes.getOptions, { identity: cleo.identity, namespaceId: bob.namespaceId });

    expect(withoutHeader.status).toBe(200);
    expect(statuses(withoutHeader)).toEqual(DOCUMENTED_DEFAULTS);
    expect(statuses(ownHeader)).toEqual(DOCUMENTED_DEFAULTS);
    expect(otherHeader.status).toBe(200);
    expect(statusOf(otherHeader, 'AUTO_SEND_EMAILS')).toBe('ACTIVE');
  });

  it('answers 403 when the header names an instance the caller does not belong to', async () => {
    const dan = await signIn(deps, person('dan'), { acceptTerms: false });
    const eve = await signIn(deps, person('eve'), { acceptTerms: false });

    const answer = await call(namespaceRoutes.getOptions, { identity: dan.identity, namespaceId: eve.namespaceId });

    expect(answer).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
  });
});

describe('setting options', () => {
  it('changes an instance option that another member then sees', async () => {
    const fox = await signIn(deps, person('fox'));
    const gil = await joinAs(deps, person('gil'), fox.namespaceId);

    const set = await call(namespaceRoutes.setOptions, {
      identity: fox.identity,
      namespaceId: fox.namespaceId,
      body: { options: [{ name: 'AUTO_SEND_EMAILS', status: 'ACTIVE' }] },
    });
    const seenByOther = await call(namespaceRoutes.getOptions, { identity: gil.identity, namespaceId: fox.namespaceId });

    expect(set.status).toBe(200);
    expect(options(set)).toContainEqual(expect.objectContaining({ name: 'AUTO_SEND_EMAILS', status: 'ACTIVE', isSet: true }));
    expect(options(seenByOther)).toContainEqual(
      expect.objectContaining({ name: 'AUTO_SEND_EMAILS', status: 'ACTIVE', isSet: true }),
    );
  });

  it('answers 400 naming /api/user/options and writes nothing when HAS_LINKEDIN_PREMIUM is sent to namespace.setOptions', async () => {
    const hana = await signIn(deps, person('hana'));

    const answer = await call(namespaceRoutes.setOptions, {
      identity: hana.identity,
      namespaceId: hana.namespaceId,
      body: {
        options: [
          { name: 'AUTO_CADENCES', status: 'ACTIVE' },
          { name: 'HAS_LINKEDIN_PREMIUM', status: 'ACTIVE' },
        ],
      },
    });
    const after = await call(namespaceRoutes.getOptions, { identity: hana.identity, namespaceId: hana.namespaceId });

    expect(answer.status).toBe(400);
    expect(bodyOf<{ message: string }>(answer).message).toContain('/api/user/options');
    expect(statuses(after)).toEqual(DOCUMENTED_DEFAULTS);
  });

  it('sets HAS_LINKEDIN_PREMIUM for the caller only through user.setOptions', async () => {
    const ivo = await signIn(deps, person('ivo'));
    const jade = await joinAs(deps, person('jade'), ivo.namespaceId);

    const set = await call(userRoutes.setOptions, {
      identity: ivo.identity,
      namespaceId: ivo.namespaceId,
      body: { options: [{ name: 'HAS_LINKEDIN_PREMIUM', status: 'ACTIVE' }] },
    });
    const mine = await call(namespaceRoutes.getOptions, { identity: ivo.identity, namespaceId: ivo.namespaceId });
    const theirs = await call(namespaceRoutes.getOptions, { identity: jade.identity, namespaceId: ivo.namespaceId });

    expect(set.status).toBe(200);
    expect(options(mine)).toContainEqual(
      expect.objectContaining({ name: 'HAS_LINKEDIN_PREMIUM', status: 'ACTIVE', isSet: true, userId: ivo.identity.sub }),
    );
    expect(options(theirs)).toContainEqual(
      expect.objectContaining({ name: 'HAS_LINKEDIN_PREMIUM', status: 'INACTIVE', isSet: false, userId: jade.identity.sub }),
    );
  });

  it('answers 400 naming /api/namespace/options when an instance option is sent to user.setOptions', async () => {
    const kai = await signIn(deps, person('kai'));

    const answer = await call(userRoutes.setOptions, {
      identity: kai.identity,
      namespaceId: kai.namespaceId,
      body: { options: [{ name: 'AUTO_SEND_EMAILS', status: 'ACTIVE' }] },
    });
    const after = await call(namespaceRoutes.getOptions, { identity: kai.identity, namespaceId: kai.namespaceId });

    expect(answer.status).toBe(400);
    expect(bodyOf<{ message: string }>(answer).message).toContain('/api/namespace/options');
    expect(statusOf(after, 'AUTO_SEND_EMAILS')).toBe('INACTIVE');
  });
});

describe('resetting an instance', () => {
  it('restores the default options, clears onboardedAt and keeps companies when an admin confirms the selected instance', async () => {
    const lena = await signIn(deps, person('lena'), { admin: true });
    await call(namespaceRoutes.setOptions, {
      identity: lena.identity,
      namespaceId: lena.namespaceId,
      body: {
        options: [
          { name: 'AUTO_SEND_EMAILS', status: 'ACTIVE' },
          { name: 'AUTO_RUN_CAMPAIGNS', status: 'INACTIVE' },
        ],
      },
    });
    await deps.repos.namespaces.update(lena.namespaceId, { onboardedAt: '2026-03-01T10:30:00.000Z' });
    const company = await call(companyRoutes.create, {
      identity: lena.identity,
      namespaceId: lena.namespaceId,
      body: { name: 'Lena Freight', description: 'We move cold goods.' },
    });

    const reset = await call(namespaceRoutes.reset, {
      identity: lena.identity,
      namespaceId: lena.namespaceId,
      body: { namespaceId: lena.namespaceId },
    });
    const after = await call(namespaceRoutes.getOptions, { identity: lena.identity, namespaceId: lena.namespaceId });
    const companies = await call(companyRoutes.list, { identity: lena.identity, namespaceId: lena.namespaceId, body: {} });

    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ id: lena.namespaceId });
    expect(reset.body).not.toHaveProperty('onboardedAt');
    expect(await deps.repos.namespaces.get(lena.namespaceId)).not.toHaveProperty('onboardedAt');
    expect(statuses(after)).toEqual(DOCUMENTED_DEFAULTS);
    expect(options(after).every((option) => !option.isSet)).toBe(true);
    expect(bodyOf<{ items: { id: string }[] }>(companies).items.map((item) => item.id)).toEqual([
      bodyOf<{ id: string }>(company).id,
    ]);
  });

  it('keeps the members’ own user options when the instance is reset', async () => {
    const lars = await signIn(deps, person('lars'), { admin: true });
    await call(userRoutes.setOptions, {
      identity: lars.identity,
      namespaceId: lars.namespaceId,
      body: { options: [{ name: 'HAS_LINKEDIN_PREMIUM', status: 'ACTIVE' }] },
    });

    const reset = await call(namespaceRoutes.reset, {
      identity: lars.identity,
      namespaceId: lars.namespaceId,
      body: { namespaceId: lars.namespaceId },
    });
    const after = await call(namespaceRoutes.getOptions, { identity: lars.identity, namespaceId: lars.namespaceId });

    expect(reset.status).toBe(200);
    expect(statusOf(after, 'HAS_LINKEDIN_PREMIUM')).toBe('ACTIVE');
  });

  it('answers 400 and changes nothing when the body names another instance', async () => {
    const milo = await signIn(deps, person('milo'), { admin: true });
    const nell = await signIn(deps, person('nell'), { acceptTerms: false });
    await call(namespaceRoutes.setOptions, {
      identity: milo.identity,
      namespaceId: milo.namespaceId,
      body: { options: [{ name: 'AUTO_SEND_EMAILS', status: 'ACTIVE' }] },
    });
    await deps.repos.namespaces.update(milo.namespaceId, { onboardedAt: '2026-03-01T10:30:00.000Z' });

    const answer = await call(namespaceRoutes.reset, {
      identity: milo.identity,
      namespaceId: milo.namespaceId,
      body: { namespaceId: nell.namespaceId },
    });
    const after = await call(namespaceRoutes.getOptions, { identity: milo.identity, namespaceId: milo.namespaceId });

    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Name the selected instance in namespaceId to confirm the reset.' },
    });
    expect(statusOf(after, 'AUTO_SEND_EMAILS')).toBe('ACTIVE');
    expect(await deps.repos.namespaces.get(milo.namespaceId)).toMatchObject({ onboardedAt: '2026-03-01T10:30:00.000Z' });
  });

  it('answers 403 and changes nothing when a DEFAULT member asks for the reset', async () => {
    const otto = await signIn(deps, person('otto'), { admin: true });
    const pam = await joinAs(deps, person('pam'), otto.namespaceId);
    await call(namespaceRoutes.setOptions, {
      identity: otto.identity,
      namespaceId: otto.namespaceId,
      body: { options: [{ name: 'AUTO_SEND_EMAILS', status: 'ACTIVE' }] },
    });

    const answer = await call(namespaceRoutes.reset, {
      identity: pam.identity,
      namespaceId: otto.namespaceId,
      body: { namespaceId: otto.namespaceId },
    });
    const after = await call(namespaceRoutes.getOptions, { identity: otto.identity, namespaceId: otto.namespaceId });

    expect(answer).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
    expect(statusOf(after, 'AUTO_SEND_EMAILS')).toBe('ACTIVE');
  });
});
