import type { IConstruct } from 'constructs';
import { NagSuppressions, type NagPackSuppression } from 'cdk-nag';

import type { ReachwiseStack } from './stack';

type AppliesTo = NonNullable<NagPackSuppression['appliesTo']>;

/** A cdk-nag AwsSolutions finding we accept, where, and why it is acceptable here. */
interface Acknowledgement {
  readonly id: string;
  readonly reason: string;
  /** the exact findings (for IAM4/IAM5): without it, every finding of the rule on the targets */
  readonly appliesTo?: AppliesTo;
  /** the constructs it covers (with their children) */
  readonly targets: (stack: ReachwiseStack) => readonly IConstruct[];
  /** what the targets are, for the list in the docs */
  readonly where: string;
}

const bucketDeploymentHandlers = (stack: ReachwiseStack) =>
  stack.node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
const everything = (stack: ReachwiseStack) => [stack];

/** Every cdk-nag acknowledgement of the stack, each with its reason (listed in docs/infrastructure.md). */
export const ACKNOWLEDGEMENTS: readonly Acknowledgement[] = [
  {
    id: 'AwsSolutions-L1',
    where: 'every function',
    reason:
      'Functions run on nodejs22.x, the runtime this release is built and tested for; a newer runtime is a deliberate upgrade with its own test run. CDK picks the runtime of its own deployment helpers.',
    targets: everything,
  },
  {
    id: 'AwsSolutions-COG2',
    where: 'the user pool',
    reason:
      'MFA is optional by product decision: each user may turn on TOTP; requiring it would block the first sign-in of every new rep.',
    targets: (stack) => [stack.auth.userPool],
  },
  {
    id: 'AwsSolutions-COG8',
    where: 'the user pool',
    reason:
      'The Essentials plan gives hosted sign-in, PKCE and refresh-token rotation; the Plus plan (threat protection) is billed per active user and left to the operator.',
    targets: (stack) => [stack.auth.userPool],
  },
  {
    id: 'AwsSolutions-SQS3',
    where: "the schedules' dead-letter queue",
    reason:
      'This queue is itself the dead-letter queue of the EventBridge Scheduler targets; cdk-nag only recognises dead-letter queues that other queues point to.',
    targets: (stack) => [stack.workers.deadLetterQueues.get('schedules') as IConstruct],
  },
  {
    id: 'AwsSolutions-CFR1',
    where: 'the distribution',
    reason: 'Sales teams sign in from anywhere they travel; there is no country to block by default.',
    targets: (stack) => [stack.web.distribution],
  },
  {
    id: 'AwsSolutions-CFR2',
    where: 'the distribution',
    reason:
      'The static app has nothing to protect and the API has stage throttling and JWT authorization; a WAF web ACL is billed per rule and request, so attaching one is left to the operator.',
    targets: (stack) => [stack.web.distribution],
  },
  {
    id: 'AwsSolutions-CFR4',
    where: 'the distribution, when no webDomain is configured',
    reason:
      'Without a custom domain the distribution serves the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; with webDomain set, TLSv1.2_2021 is enforced and this finding does not arise.',
    targets: (stack) => (stack.web.customDomain ? [] : [stack.web.distribution]),
  },
  {
    id: 'AwsSolutions-SMG4',
    where: 'the link signing key',
    reason:
      'The key signs the unsubscribe links of emails already sent, which must keep working as long as recipients keep those emails: a rotated key would break them. Secrets Manager generates it; only the functions that sign or verify links may read it, and the links carry ids only.',
    targets: (stack) => [stack.secrets.linkKey],
  },
  {
    id: 'AwsSolutions-APIG4',
    where: 'the public routes',
    reason:
      'Public by the specification: registration, provider webhooks (each verifies its caller), email-status tracking and the instant demo. Every other route has the JWT authorizer.',
    targets: (stack) => stack.api.publicRoutes,
  },
  {
    id: 'AwsSolutions-IAM5',
    where: 'API and worker roles',
    reason:
      "The table grant includes the table's own global secondary indexes (index/*): functions query gsi1 to gsi7 of this one table and nothing else.",
    appliesTo: [{ regex: '/^Resource::<DataTable[A-Za-z0-9]+\\.Arn>\\/index\\/\\*$/g' }],
    targets: everything,
  },
  {
    id: 'AwsSolutions-IAM5',
    where: 'API, worker and user pool trigger roles',
    reason:
      'Functions write their logs to one log group each kind shares; <log group ARN>:* names its log streams, which Lambda creates at run time.',
    appliesTo: [{ regex: '/^Resource::<(Api|Workers|Auth)[A-Za-z]*Logs[A-Za-z0-9]+\\.Arn>:\\*$/g' }],
    targets: everything,
  },
  {
    id: 'AwsSolutions-IAM5',
    where: "EventBridge Scheduler's role",
    reason: "The scheduler's role invokes exactly the scheduled functions; <function ARN>:* covers their versions and aliases.",
    appliesTo: [{ regex: '/^Resource::<Workers[A-Za-z0-9]+\\.Arn>:\\*$/g' }],
    targets: (stack) => [stack.workers.schedulerRole],
  },
  {
    id: 'AwsSolutions-IAM5',
    where: 'roles that seal or open sender credentials, and the alarm topic key',
    reason:
      'Encrypt and decrypt on one customer-managed key only: kms:GenerateDataKey* and kms:ReEncrypt* are the envelope-encryption actions of that key.',
    appliesTo: ['Action::kms:GenerateDataKey*', 'Action::kms:ReEncrypt*'],
    targets: everything,
  },
  {
    id: 'AwsSolutions-IAM4',
    where: "CDK's BucketDeployment handler",
    reason:
      "CDK's deploy-time helper that copies the web build uses AWSLambdaBasicExecutionRole for its own logs; it runs only during deployments.",
    appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
    targets: bucketDeploymentHandlers,
  },
  {
    id: 'AwsSolutions-IAM5',
    where: "CDK's BucketDeployment handler",
    reason:
      "CDK's deploy-time helper copies the web build from the CDK assets bucket into the web bucket and invalidates the distribution; these are the object-level grants CDK gives it on those two buckets.",
    appliesTo: [
      'Action::s3:Abort*',
      'Action::s3:DeleteObject*',
      'Action::s3:GetBucket*',
      'Action::s3:GetObject*',
      'Action::s3:List*',
      'Resource::*',
      { regex: '/^Resource::<WebBucket[A-Za-z0-9]+\\.Arn>\\/\\*$/g' },
      // the partition is a token, or a literal where the stack's region is known (partition literals)
      { regex: '/^Resource::arn:(<AWS::Partition>|aws[a-z-]*):s3:::cdk-[a-z0-9]+-assets-[^/]+\\/\\*$/g' },
    ],
    targets: bucketDeploymentHandlers,
  },
];

/** Applies the acknowledgements to their constructs (nested stacks included). */
export function acknowledgeNagFindings(stack: ReachwiseStack): void {
  for (const { id, reason, appliesTo, targets } of ACKNOWLEDGEMENTS) {
    const suppression: NagPackSuppression = { id, reason, ...(appliesTo ? { appliesTo: [...appliesTo] } : {}) };
    for (const target of targets(stack)) {
      if (target === stack) NagSuppressions.addStackSuppressions(stack, [suppression], true);
      else NagSuppressions.addResourceSuppressions(target, [suppression], true);
    }
  }
}
