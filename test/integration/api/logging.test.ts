import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { companyRoutes, laterRoutes } from '../../../shared/api/routes';
import type { TestDeps } from '../../support/http';
import { call, installDeps, settableClock } from '../../support/http';
import { breakTable } from '../../support/failing-table';
import { captureLogLines } from '../../support/log-lines';
import { useTestTable } from '../../support/table-per-file';
import { person, signIn } from './behaviour-support';

// the suite runs with request logs off; this file turns them on before the logger is created
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
});

const table = useTestTable();
const clock = settableClock('2026-03-01T10:00:00.000Z');
let deps: TestDeps;
let lines: Record<string, unknown>[];

beforeAll(() => {
  deps = installDeps(table, clock);
});

beforeEach(() => {
  lines = captureLogLines();
});

afterEach(() => {
  vi.restoreAllMocks();
  deps = installDeps(table, clock);
});

/** Every function composes itself again over a table whose queries fail (reads of single items still work). */
function breakQueries(): void {
  breakTable(table.client, ['QueryCommand'], new Error('connection reset'));
}

describe('request logs', () => {
  it('carry the caller’s instance on an error line, and a request id', async () => {
    const ana = await signIn(deps, person('ana'));
    breakQueries();

    const answer = await call(companyRoutes.list, { identity: ana.identity, namespaceId: ana.namespaceId, body: {} });

    expect(answer.status).toBe(500);
    const errors = lines.filter((line) => line.level === 'ERROR');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      service: 'reachwise-api',
      namespaceId: ana.namespaceId,
      requestId: (answer.body as { requestId: string }).requestId,
    });
  });

  it('do not carry the previous request’s instance into the next request', async () => {
    const bea = await signIn(deps, person('bea'));
    breakQueries();
    await call(companyRoutes.list, { identity: bea.identity, namespaceId: bea.namespaceId, body: {} });

    await call(companyRoutes.list, { identity: bea.identity, body: {} });

    const errors = lines.filter((line) => line.level === 'ERROR');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toHaveProperty('namespaceId', bea.namespaceId);
  });

  it('record a route that is not available yet at info level, not as an error', async () => {
    const route = Object.values(laterRoutes)[0]!;

    const answer = await call(route, {});

    expect(answer.status).toBe(501);
    expect(lines.filter((line) => line.level === 'ERROR')).toEqual([]);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'INFO', message: 'not available yet' }));
  });
});
