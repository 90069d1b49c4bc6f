import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { App, CfnResource, Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';

import { requireNoValidationFindings, validationFindings } from '../../infra/validation';
import { projectContext, synth, type Synthesized } from './synth';

// the stack's templates as `npx cdk synth` makes them (cdk.json's flags), without bundling
let out: Synthesized;
beforeAll(() => {
  out = synth({}, { bundle: false });
}, 300_000);

/** A one-resource app with the project's context, synthesised: its cloud assembly directory. */
function synthOne(type: string, properties: Record<string, unknown>): string {
  const app = new App({ outdir: mkdtempSync(path.join(tmpdir(), 'reachwise-cfn-')), context: projectContext() });
  new CfnResource(new Stack(app, 'Probe'), 'Resource', { type, properties });
  return app.synth().directory;
}

const key = (name: string) => ({ AttributeName: name, KeyType: 'HASH' });

describe('CloudFormation validation', () => {
  it('leaves no finding in the stack and acknowledges none', () => {
    expect(out.validation.open).toEqual([]);
    expect(out.validation.acknowledged).toEqual([]);
    expect(() => requireNoValidationFindings(out.outdir)).not.toThrow();
  });

  it.each([
    [
      'an index that projects 21 non-key attributes',
      'AWS::DynamoDB::GlobalTable',
      {
        BillingMode: 'PAY_PER_REQUEST',
        Replicas: [{ Region: 'us-east-1' }],
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'gsi', AttributeType: 'S' },
        ],
        KeySchema: [key('pk')],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'wide',
            KeySchema: [key('gsi')],
            Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: Array.from({ length: 21 }, (_, at) => `a${at}`) },
          },
        ],
      },
    ],
    ['a property the resource does not have', 'AWS::SQS::Queue', { QueueColour: 'blue' }],
  ])('fails synthesis on %s', (_what, type, properties) => {
    expect(() => synthOne(type, properties)).toThrow(/CloudFormation Validate/);
  });

  it('fails synthesis on a warning too', () => {
    const directory = synthOne('AWS::S3::Bucket', {
      AccessControl: 'LogDeliveryWrite',
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
    });

    expect(validationFindings(directory).open.map((finding) => finding.severity)).toEqual(['warning']);
    expect(() => requireNoValidationFindings(directory)).toThrow(/1 CloudFormation validation finding/);
  });
});
