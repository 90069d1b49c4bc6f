import { beforeAll, describe, expect, it } from 'vitest';

import { companyRoutes, namespaceRoutes, userRoutes } from '../../../shared/api/routes';
import type { TestDeps } from '../../support/http';
import { call, installDeps, settableClock } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
const clock = settableClock('2026-03-01T10:00:00.000Z');
let deps: TestDeps;
beforeAll(() => {
  deps = installDeps(table, clock);
});

const ana = { sub: 'sub-ana', email: 'ana@acme.example', given_name: 'Ana' };

describe('accounts', () => {
  it('creates the account, a first instance on a 14-day trial and the default call to action on the first call', async () => {
    const { status, body } = await call(userRoutes.authenticate, { identity: ana });

    expect(status).toBe(200);
    expect(body).toMatchObject({
      created: true,
      // the person who creates an instance manages it
      role: 'MANAGER',
      user: { id: 'sub-ana', email: 'ana@acme.example', firstName: 'Ana' },
    });
    const { defaultNamespaceId } = body as { defaultNamespaceId: string };
    const namespace = await deps.repos.namespaces.get(defaultNamespaceId);
    expect(namespace).toMatchObject({ tier: 'FREE', trialEndDate: '2026-03-15', isPaid: false, warmedUp: true });
    const ctas = await deps.repos.callToActions.list({ namespaceId: defaultNamespaceId, userId: 'sub-ana', role: 'MANAGER' });
    expect(ctas.items).toEqual([
      expect.objectContaining({ objective: 'Sell our product / service.', description: 'Book a demo meeting.' }),
    ]);
  });

  it('answers 489 on a gated route until the terms are accepted, then lets the call through', async () => {
    const { body } = await call(userRoutes.authenticate, { identity: ana });
    const namespaceId = (body as { defaultNamespaceId: string }).defaultNamespaceId;

    const before = await call(companyRoutes.list, { identity: ana, namespaceId, body: {} });
    const trialEnd = await call(namespaceRoutes.trialEndDate, { identity: ana, namespaceId });
    const accepted = await call(userRoutes.acceptTerms, { identity: ana, namespaceId });
    const after = await call(companyRoutes.list, { identity: ana, namespaceId, body: {} });

    expect(before.status).toBe(489);
    expect(trialEnd).toMatchObject({ status: 200, body: { trialEndDate: '2026-03-15' } });
    expect(accepted.status).toBe(200);
    expect(after).toMatchObject({ status: 200, body: { items: [], cursor: null } });
  });
});
