import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

import { TABLE_KEYS, TABLE_VERSION, tableIndexesAt } from '../shared/platform/table';

interface DataProps {
  /** keep the table (deletion protection, retain on stack delete); on for production stages */
  readonly protect: boolean;
  /** the table's layout version: which indexes it has (the latest by default) */
  readonly version?: number;
}

/**
 * The one DynamoDB table, built from the same key and index names as the local and test tables:
 * on-demand, point-in-time recovery, TTL on `expiresAt`.
 */
export class Data extends Construct {
  readonly table: TableV2;
  readonly keys = TABLE_KEYS;
  readonly indexes: ReturnType<typeof tableIndexesAt>;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    this.indexes = tableIndexesAt(props.version ?? TABLE_VERSION);
    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_KEYS.ttlAttribute,
      deletionProtection: props.protect,
      removalPolicy: props.protect ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      globalSecondaryIndexes: this.indexes.map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        ...(index.keysOnly
          ? { projectionType: ProjectionType.KEYS_ONLY }
          : index.include
            ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.include] }
            : {}),
      })),
    });
  }
}
