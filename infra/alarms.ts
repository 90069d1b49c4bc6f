import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Key } from 'aws-cdk-lib/aws-kms';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

interface AlarmsProps {
  /** each dead-letter queue, by name: any message in one raises an alarm */
  readonly deadLetterQueues: ReadonlyMap<string, IQueue>;
  readonly alarmEmail?: string | undefined;
}

/** Alarms on every dead-letter queue, sent to an SNS topic (and the alarm email, when configured). */
export class Alarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    const key = new Key(this, 'TopicKey', { description: 'Reachwise: encrypts the alarm topic', enableKeyRotation: true });
    key.grantEncryptDecrypt(new ServicePrincipal('cloudwatch.amazonaws.com'));
    this.topic = new Topic(this, 'Topic', { displayName: 'Reachwise alarms', masterKey: key, enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    for (const [name, queue] of props.deadLetterQueues) {
      const alarm = new Alarm(this, `${name.charAt(0).toUpperCase()}${name.slice(1)}DeadLetters`, {
        alarmDescription: `Messages are waiting in the ${name} dead-letter queue`,
        metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(new SnsAction(this.topic));
      this.alarms.push(alarm);
    }
  }
}
