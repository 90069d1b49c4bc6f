import { Match, type Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';

import { createTableInput, TABLE_INDEXES, TABLE_KEYS } from '../../functions/adapters/dynamodb/table';
import {
  EMAIL_DUE_ATTRIBUTES,
  EMAIL_LIST_ATTRIBUTES,
  MAX_INDEX_NON_KEY_ATTRIBUTES,
  MAX_TABLE_NON_KEY_ATTRIBUTES,
} from '../../shared/platform/table';
import { synth as synthApp } from './synth';

const templates = new Map<string, Template>();
/** The stack's template for a stage, templates only (no bundling). */
function synth(stage: string): Template {
  const cached = templates.get(stage);
  if (cached) return cached;
  const template = synthApp({ stage }, { bundle: false }).main;
  templates.set(stage, template);
  return template;
}

describe('data table', () => {
  it('uses the same keys and indexes as the local and test tables', () => {
    const template = synth('dev');
    const local = createTableInput('local');

    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: local.KeySchema,
      AttributeDefinitions: Match.arrayWith(local.AttributeDefinitions ?? []),
      GlobalSecondaryIndexes: (local.GlobalSecondaryIndexes ?? []).map((index) =>
        Match.objectLike({ IndexName: index.IndexName, KeySchema: index.KeySchema, Projection: index.Projection }),
      ),
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
    });
    expect(local.GlobalSecondaryIndexes?.map((index) => index.IndexName)).toEqual(TABLE_INDEXES.map((index) => index.name));
    expect(local.GlobalSecondaryIndexes?.find((index) => index.IndexName === 'gsi4')?.Projection).toEqual({
      ProjectionType: 'INCLUDE',
      NonKeyAttributes: [...EMAIL_LIST_ATTRIBUTES],
    });
    expect(local.GlobalSecondaryIndexes?.find((index) => index.IndexName === 'gsi5')?.Projection).toEqual({
      ProjectionType: 'INCLUDE',
      NonKeyAttributes: [...EMAIL_DUE_ATTRIBUTES],
    });
    expect(local.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
  });

  it(`projects at most ${MAX_INDEX_NON_KEY_ATTRIBUTES} non-key attributes per index and ${MAX_TABLE_NON_KEY_ATTRIBUTES} in all, none of them a key`, () => {
    const tables = Object.values(synth('dev').findResources('AWS::DynamoDB::GlobalTable'));
    const indexes = tables.flatMap(
      (table) =>
        (table.Properties as { GlobalSecondaryIndexes: { Projection: { NonKeyAttributes?: string[] } }[] })
          .GlobalSecondaryIndexes,
    );
    const projected = indexes.map((index) => index.Projection.NonKeyAttributes ?? []);
    const keys = createTableInput('local').AttributeDefinitions?.map((definition) => definition.AttributeName) ?? [];

    expect(tables).toHaveLength(1);
    for (const attributes of projected) {
      expect(attributes.length).toBeLessThanOrEqual(MAX_INDEX_NON_KEY_ATTRIBUTES);
      expect(attributes.filter((name) => keys.includes(name))).toEqual([]);
    }
    expect(projected.flat().length).toBeLessThanOrEqual(MAX_TABLE_NON_KEY_ATTRIBUTES);
  });

  it('turns on point-in-time recovery in every stage', () => {
    synth('dev').hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
    });
  });

  it('protects the table from deletion in prod and not in dev', () => {
    synth('prod').hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })] }),
    });
    synth('dev').hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: false })] }),
    });
  });
});
