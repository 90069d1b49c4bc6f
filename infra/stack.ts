import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

import { Data } from './data';

export interface ReachwiseStackProps extends StackProps {
  /** stage name, e.g. dev or prod */
  readonly stage: string;
}

/** The Reachwise application stack. */
export class ReachwiseStack extends Stack {
  readonly data: Data;

  constructor(scope: Construct, id: string, props: ReachwiseStackProps) {
    super(scope, id, props);
    this.data = new Data(this, 'Data', { protect: props.stage === 'prod' });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
  }
}
