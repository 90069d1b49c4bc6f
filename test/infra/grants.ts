import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnResource, Stack } from 'aws-cdk-lib';
import type { CfnPolicy, IRole } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';

/** What a synthesised function was given: its role's actions, its environment's names, its code asset. */
export interface FunctionGrants {
  /** every IAM action its role's policies allow, e.g. `dynamodb:GetItem` */
  readonly actions: readonly string[];
  /** names of its environment variables */
  readonly environment: readonly string[];
  /** the hash its code asset is stored under */
  readonly assetHash: string;
}

interface Statement {
  Effect: string;
  Action: string | string[];
}

/** Reads a function's grants from its constructs, resolved as they are synthesised. */
export function functionGrants(fn: NodejsFunction): FunctionGrants {
  const cfn = fn.node.defaultChild as CfnFunction;
  const stack = Stack.of(fn);
  const environment = stack.resolve(cfn.environment) as { variables?: Record<string, unknown> } | undefined;
  const code = stack.resolve(cfn.code) as { s3Key?: unknown };
  const role = fn.role as IRole;
  const policies = role.node
    .findAll()
    .filter((child): child is CfnPolicy => CfnResource.isCfnResource(child) && child.cfnResourceType === 'AWS::IAM::Policy');
  const actions = policies.flatMap((policy) => {
    const document = Stack.of(policy).resolve(policy.policyDocument) as { Statement: Statement[] };
    return document.Statement.filter((statement) => statement.Effect === 'Allow').flatMap((statement) =>
      Array.isArray(statement.Action) ? statement.Action : [statement.Action],
    );
  });
  return {
    actions: [...new Set(actions)].sort(),
    environment: Object.keys(environment?.variables ?? {}),
    assetHash: typeof code.s3Key === 'string' ? code.s3Key.replace(/\.zip$/, '') : '',
  };
}
