import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

import { TABLE_INDEXES, TABLE_KEYS } from '../shared/platform/table';

export interface DataProps {
  /** keep the table (deletion protection, retain on stack delete); on for production stages */
  readonly protect: boolean;
}

/**
 * The one DynamoDB table, built from the same key and index names as the local and test tables:
 * on-demand, point-in-time recovery, TTL on `expiresAt`.
 */
export class Data extends Construct {
  readonly table: TableV2;
  readonly keys = TABLE_KEYS;
  readonly indexes = TABLE_INDEXES;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_KEYS.ttlAttribute,
      deletionProtection: props.protect,
      removalPolicy: props.protect ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      globalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        ...(index.include ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.include] } : {}),
      })),
    });
  }
}
