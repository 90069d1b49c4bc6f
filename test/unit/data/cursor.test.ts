import { describe, expect, it } from 'vitest';

import { decodeCursor, encodeCursor, INVALID_CURSOR_MESSAGE } from '../../../functions/adapters/dynamodb/cursor';

function storeCursor(key: Record<string, string>): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

function envelope(scope: string, key: Record<string, string>): string {
  return Buffer.from(JSON.stringify({ n: scope, k: storeCursor(key) }), 'utf8').toString('base64url');
}

describe('tenant-bound cursor', () => {
  it('round-trips a store cursor within its namespace', () => {
    const inner = storeCursor({ pk: 'acme#contact', sk: '01J' });

    const cursor = encodeCursor('acme', inner);

    expect(decodeCursor('acme', cursor)).toBe(inner);
  });

  it('answers null for the last page and undefined for no cursor', () => {
    expect(encodeCursor('acme', null)).toBeNull();
    expect(decodeCursor('acme', null)).toBeUndefined();
    expect(decodeCursor('acme', '')).toBeUndefined();
  });

  it('refuses a cursor issued in another namespace', () => {
    const cursor = encodeCursor('acme', storeCursor({ pk: 'acme#contact', sk: '01J' }));

    expect(() => decodeCursor('globex', cursor)).toThrow(INVALID_CURSOR_MESSAGE);
  });

  it('refuses a forged envelope whose key lies in another namespace', () => {
    const forged = envelope('globex', { pk: 'acme#contact', sk: '01J' });

    expect(() => decodeCursor('globex', forged)).toThrow(INVALID_CURSOR_MESSAGE);
  });

  it('refuses a namespace whose id is a prefix of another', () => {
    const forged = envelope('acme', { pk: 'acme-2#contact', sk: '01J' });

    expect(() => decodeCursor('acme', forged)).toThrow(INVALID_CURSOR_MESSAGE);
  });

  it('refuses an envelope with no key of the scope at all', () => {
    const forged = envelope('acme', { sk: '01J' });

    expect(() => decodeCursor('acme', forged)).toThrow(INVALID_CURSOR_MESSAGE);
  });

  it('refuses garbage with a 400 error rather than crashing', () => {
    for (const garbage of [
      'not-a-cursor',
      '%%%',
      Buffer.from('{"n":"acme"}').toString('base64url'),
      Buffer.from('[1]').toString('base64url'),
    ]) {
      expect(() => decodeCursor('acme', garbage)).toThrow(
        expect.objectContaining({ status: 400, message: INVALID_CURSOR_MESSAGE }),
      );
    }
  });

  it('checks only the named keys for cursors over a global index', () => {
    const cursor = encodeCursor(
      'user#u1',
      storeCursor({ pk: 'acme#membership', sk: 'u1', gsi1pk: 'user#u1#membership', gsi1sk: 'acme' }),
    );

    expect(decodeCursor('user#u1', cursor, ['gsi1pk'])).toBeTypeOf('string');
    expect(() => decodeCursor('user#u2', cursor, ['gsi1pk'])).toThrow(INVALID_CURSOR_MESSAGE);
  });

  it('refuses a key of another shape in the caller’s own scope, naming the cursor', () => {
    const shape = { attributes: ['pk', 'sk'], equal: { pk: 'acme#company' } };
    const decode = (key: Record<string, unknown>) =>
      decodeCursor('acme', envelope('acme', key as Record<string, string>), undefined, shape);

    expect(decode({ pk: 'acme#company', sk: '01J' })).toBeTypeOf('string');
    for (const key of [
      { pk: 'acme#contact', sk: '01J' },
      { pk: 'acme#company' },
      { pk: 'acme#company', sk: 7 },
      { pk: 'acme#company', sk: '01J', gsi1pk: 'acme#x' },
      { pk: 'acme#company', sk: '01J', note: 'x' },
    ]) {
      expect(() => decode(key)).toThrow(
        expect.objectContaining({ status: 400, fieldErrors: [{ path: 'cursor', message: INVALID_CURSOR_MESSAGE }] }),
      );
    }
  });
});
