import { describe, expect, it } from 'vitest';

import { createTableInput, TABLE_INDEXES, TABLE_KEYS } from '../../../functions/adapters/dynamodb/table';

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
    ]);
    expect(new Set(input.AttributeDefinitions?.map((definition) => definition.AttributeType))).toEqual(new Set(['S']));
  });

  it('names the table keys, indexes and TTL attribute the data model documents', () => {
    expect(TABLE_KEYS).toEqual({ partitionKey: 'pk', sortKey: 'sk', ttlAttribute: 'expiresAt' });
    expect(TABLE_INDEXES.map((index) => index.name)).toEqual(['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5']);
    expect(createTableInput('t').BillingMode).toBe('PAY_PER_REQUEST');
  });
});
