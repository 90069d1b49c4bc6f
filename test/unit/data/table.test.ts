import { describe, expect, it } from 'vitest';

import { createTableInput, TABLE_INDEXES, TABLE_KEYS, TABLE_VERSION } from '../../../functions/adapters/dynamodb/table';
import { parseTableVersion } from '../../../shared/platform/table';

describe('table definition', () => {
  it('declares every key attribute once, as a string', () => {
    const input = createTableInput('t');
    const names = (input.AttributeDefinitions ?? []).map((definition) => definition.AttributeName);

    expect(names).toEqual([
      'pk',
      'sk',
      'gsi1pk',
      'gsi1sk',
      'gsi2pk',
      'gsi2sk',
      'gsi3pk',
      'gsi3sk',
      'gsi4pk',
      'gsi4sk',
      'gsi5pk',
      'gsi5sk',
      'gsi6pk',
      'gsi6sk',
      'gsi7pk',
      'gsi7sk',
    ]);
    expect(new Set(input.AttributeDefinitions?.map((definition) => definition.AttributeType))).toEqual(new Set(['S']));
  });

  it('names the table keys, indexes and TTL attribute the data model documents', () => {
    expect(TABLE_KEYS).toEqual({ partitionKey: 'pk', sortKey: 'sk', ttlAttribute: 'expiresAt' });
    expect(TABLE_INDEXES.map((index) => index.name)).toEqual(['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5', 'gsi6', 'gsi7']);
    expect(createTableInput('t').BillingMode).toBe('PAY_PER_REQUEST');
  });

  it('creates a table of an earlier version with the indexes that version had, the emails’ own keys only', () => {
    const indexesAt = (version: number) =>
      (createTableInput('t', version).GlobalSecondaryIndexes ?? []).map((index) => index.IndexName);

    expect(indexesAt(1)).toEqual(['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5']);
    expect(indexesAt(2)).toEqual(['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5', 'gsi6']);
    expect(indexesAt(3)).toEqual(['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5', 'gsi6', 'gsi7']);
    expect(indexesAt(4)).toEqual(indexesAt(3));
    expect(createTableInput('t', 1).AttributeDefinitions?.map((definition) => definition.AttributeName)).not.toContain('gsi6pk');
    const projections: Record<string, string | undefined> = Object.fromEntries(
      (createTableInput('t').GlobalSecondaryIndexes ?? []).map((index) => [
        index.IndexName ?? '',
        index.Projection?.ProjectionType,
      ]),
    );
    expect(projections).toEqual({
      gsi1: 'ALL',
      gsi2: 'ALL',
      gsi3: 'ALL',
      gsi4: 'INCLUDE',
      gsi5: 'INCLUDE',
      gsi6: 'KEYS_ONLY',
      gsi7: 'KEYS_ONLY',
    });
  });

  it('reads the deployment’s table version, and refuses one that does not exist with the setting named', () => {
    expect(parseTableVersion(undefined)).toBe(TABLE_VERSION);
    expect(parseTableVersion('2')).toBe(2);
    expect(() => parseTableVersion('5')).toThrow('tableVersion must be a whole number from 1 to 4; found "5".');
    expect(() => parseTableVersion('two')).toThrow('tableVersion must be');
  });
});
