import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Key } from 'aws-cdk-lib/aws-kms';
import { describe, expect, it } from 'vitest';

import { createTableInput, TABLE_INDEXES, TABLE_KEYS } from '../../functions/adapters/dynamodb/table';
import {
  EMAIL_DUE_ATTRIBUTES,
  EMAIL_LIST_ATTRIBUTES,
  MAX_INDEX_NON_KEY_ATTRIBUTES,
  MAX_TABLE_NON_KEY_ATTRIBUTES,
} from '../../shared/platform/table';
import { Data } from '../../infra/data';
import { environmentOf } from '../../infra/needs';
import { stageConfig } from '../../infra/config';
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

  it('has the indexes of the table version a stage being upgraded runs at, and tells its functions that version', () => {
    const indexesAt = (version: number) => {
      const stack = new Stack(new App(), `Data${String(version)}`);
      const data = new Data(stack, 'Data', { protect: false, version });
      const [table] = Object.values(Template.fromStack(stack).findResources('AWS::DynamoDB::GlobalTable'));
      const names = (table?.Properties as { GlobalSecondaryIndexes: { IndexName: string }[] }).GlobalSecondaryIndexes.map(
        (index) => index.IndexName,
      );
      const environment = environmentOf(
        { table: 'read' },
        { table: data.table, senderKey: new Key(stack, 'Key'), queues: new Map(), tableVersion: version },
      );
      return { names, version: environment.TABLE_VERSION };
    };

    expect(indexesAt(1)).toEqual({ names: ['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5'], version: '1' });
    expect(indexesAt(2)).toEqual({ names: ['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5', 'gsi6'], version: '2' });
    expect(indexesAt(3).names).toEqual(['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5', 'gsi6', 'gsi7']);
    // the latest version is the functions' default: nothing to tell them
    expect(indexesAt(4)).toEqual({ names: ['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5', 'gsi6', 'gsi7'], version: undefined });
  });

  it('reads the table version from the context, and refuses one that does not exist with the setting named', () => {
    const config = (tableVersion?: string) =>
      stageConfig((key) => (key === 'stage' ? 'dev' : key === 'tableVersion' ? tableVersion : undefined));
    expect(config().tableVersion).toBe(4);
    expect(config('2').tableVersion).toBe(2);
    expect(() => config('7')).toThrow('tableVersion must be from 1 to 4');
  });
});
