import { beforeAll, describe, expect, it } from 'vitest';

import { senderRoutes, signatureRoutes } from '../../../shared/api/routes';
import type { TestDeps } from '../../support/http';
import { call, installDeps, settableClock } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { as, bodyOf, idOf, person, signIn } from './behaviour-support';

const table = useTestTable();
const clock = settableClock('2026-03-01T10:00:00.000Z');
let deps: TestDeps;
beforeAll(() => {
  deps = installDeps(table, clock);
});

const SIGNATURE = '<p><strong>Dana Demo</strong><br>Head of Sales, <a href="https://northwind.example">Northwind</a></p>';

describe('signatures', () => {
  it('creates, lists, reads, changes and deletes a signature of the instance', async () => {
    const ana = await signIn(deps, person('ana'));

    const created = await call(signatureRoutes.create, { ...as(ana), body: { name: 'Dana', content: SIGNATURE } });
    const listed = await call(signatureRoutes.list, { ...as(ana), body: {} });
    const changed = await call(signatureRoutes.update, {
      ...as(ana),
      params: { id: idOf(created) },
      body: { content: 'Dana Demo\nNorthwind' },
    });
    const read = await call(signatureRoutes.get, { ...as(ana), params: { id: idOf(created) } });
    const deleted = await call(signatureRoutes.delete, { ...as(ana), params: { id: idOf(created) } });
    const gone = await call(signatureRoutes.get, { ...as(ana), params: { id: idOf(created) } });

    expect(created).toMatchObject({ status: 201, body: { name: 'Dana', content: SIGNATURE, namespaceId: ana.namespaceId } });
    expect(bodyOf<{ items: { id: string }[] }>(listed).items).toEqual([expect.objectContaining({ id: idOf(created) })]);
    expect(changed).toMatchObject({ status: 200, body: { name: 'Dana', content: 'Dana Demo<br>Northwind' } });
    expect(read).toMatchObject({ status: 200, body: { content: 'Dana Demo<br>Northwind' } });
    expect(deleted).toMatchObject({ status: 200, body: { id: idOf(created) } });
    expect(gone).toMatchObject({ status: 404, body: { message: 'Signature Not Found' } });
  });

  it('stores the HTML sanitised: no scripts, event handlers, styles or unsafe links, on create and on change', async () => {
    const bo = await signIn(deps, person('bo'));
    const unsafe =
      '<p style="color:red" onclick="steal()">Bo</p><script>alert(1)</script><a href="javascript:alert(1)">click</a>' +
      '<img src="x" onerror="alert(1)">';

    const created = await call(signatureRoutes.create, { ...as(bo), body: { name: 'Bo', content: unsafe } });
    const changed = await call(signatureRoutes.update, {
      ...as(bo),
      params: { id: idOf(created) },
      body: { content: `${unsafe}<em>again</em>` },
    });
    const stored = await deps.repos.signatures.get(bo.ctx, idOf(created));

    expect(created).toMatchObject({ status: 201, body: { content: '<p>Bo</p>click' } });
    expect(changed).toMatchObject({ status: 200, body: { content: '<p>Bo</p>click<em>again</em>' } });
    expect(stored.content).toBe('<p>Bo</p>click<em>again</em>');
  });

  it('answers 400 naming content when nothing is left once the unsafe parts are removed, or when it is missing', async () => {
    const cy = await signIn(deps, person('cy'));

    const emptied = await call(signatureRoutes.create, {
      ...as(cy),
      body: { name: 'Cy', content: '<script>alert(1)</script>' },
    });
    const missing = await call(signatureRoutes.create, { ...as(cy), body: { name: 'Cy' } });
    const listed = await call(signatureRoutes.list, { ...as(cy), body: {} });

    expect(emptied).toMatchObject({ status: 400, body: { fieldErrors: [{ path: 'content' }] } });
    expect(missing).toMatchObject({ status: 400, body: { fieldErrors: [{ path: 'content' }] } });
    expect(bodyOf<{ items: unknown[] }>(listed).items).toEqual([]);
  });

  it('refuses with 409 to delete a signature a sender uses, naming the sender, and deletes it once no sender does', async () => {
    const di = await signIn(deps, person('di'));
    const signature = await call(signatureRoutes.create, { ...as(di), body: { name: 'Di', content: 'Di' } });
    const sender = await call(senderRoutes.create, {
      ...as(di),
      body: { senderEmail: 'di@di.example', senderName: 'Di', type: 'STUB', signatureId: idOf(signature) },
    });

    const refused = await call(signatureRoutes.delete, { ...as(di), params: { id: idOf(signature) } });
    await call(senderRoutes.update, { ...as(di), params: { id: idOf(sender) }, body: { signatureId: null } });
    const deleted = await call(signatureRoutes.delete, { ...as(di), params: { id: idOf(signature) } });

    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'This signature is used by di@di.example. Choose another signature for that sender first.' },
    });
    expect(deleted).toMatchObject({ status: 200, body: { id: idOf(signature) } });
  });

  it("does not show, change or delete another instance's signature", async () => {
    const ed = await signIn(deps, person('ed'));
    const fay = await signIn(deps, person('fay'));
    const created = await call(signatureRoutes.create, { ...as(ed), body: { name: 'Ed', content: 'Ed' } });

    const read = await call(signatureRoutes.get, { ...as(fay), params: { id: idOf(created) } });
    const deleted = await call(signatureRoutes.delete, { ...as(fay), params: { id: idOf(created) } });
    const picked = await call(senderRoutes.create, {
      ...as(fay),
      body: { senderEmail: 'fay@fay.example', senderName: 'Fay', type: 'STUB', signatureId: idOf(created) },
    });

    expect(read).toMatchObject({ status: 404, body: { message: 'Signature Not Found' } });
    expect(deleted).toMatchObject({ status: 404, body: { message: 'Signature Not Found' } });
    expect(picked).toMatchObject({ status: 404, body: { message: 'Signature Not Found' } });
    expect(await deps.repos.signatures.get(ed.ctx, idOf(created))).toMatchObject({ content: 'Ed' });
  });
});
