import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

import { AppFunction } from './function';

/** Receives before a message moves to its dead-letter queue. */
export const MAX_RECEIVE_COUNT = 5;
/** A queue's visibility timeout is this many times its consumer's timeout. */
export const VISIBILITY_FACTOR = 6;
/** Retries of a scheduled invocation before it goes to the schedules' dead-letter queue. */
export const SCHEDULE_RETRY_ATTEMPTS = 3;

type QueueName = 'generation' | 'sending' | 'inbound';

interface ConsumerSpec {
  readonly queue: QueueName;
  readonly entry: string;
  readonly description: string;
  readonly timeout: Duration;
  readonly batchSize: number;
  readonly needs: readonly Need[];
}

interface ScheduledSpec {
  readonly id: string;
  readonly entry: string;
  readonly description: string;
  readonly schedule: ScheduleExpression;
  readonly timeout: Duration;
  readonly needs: readonly Need[];
}

/** What a worker may touch beyond its own queue and logs. */
type Need = 'table' | 'model-key' | 'sender-key' | `send-to:${QueueName}`;

export const CONSUMERS: readonly ConsumerSpec[] = [
  {
    queue: 'generation',
    entry: 'functions/workers/generate-email.ts',
    description: 'Writes one email of a campaign',
    timeout: Duration.seconds(120),
    batchSize: 1,
    needs: ['table', 'model-key'],
  },
  {
    queue: 'sending',
    entry: 'functions/workers/send-email.ts',
    description: 'Sends one due email',
    timeout: Duration.seconds(60),
    batchSize: 5,
    needs: ['table', 'sender-key'],
  },
  {
    queue: 'inbound',
    entry: 'functions/workers/inbound-events.ts',
    description: 'Handles delivery, bounce, complaint, open, click and reply events',
    timeout: Duration.seconds(30),
    batchSize: 10,
    needs: ['table'],
  },
];

export const SCHEDULED: readonly ScheduledSpec[] = [
  {
    id: 'GenerationPlanner',
    entry: 'functions/workers/generation-planner.ts',
    description: 'Queues the emails running campaigns need written (every 5 minutes)',
    schedule: ScheduleExpression.rate(Duration.minutes(5)),
    timeout: Duration.seconds(60),
    needs: ['table', 'send-to:generation'],
  },
  {
    id: 'SendPlanner',
    entry: 'functions/workers/send-planner.ts',
    description: 'Queues due emails for sending (every 5 minutes)',
    schedule: ScheduleExpression.rate(Duration.minutes(5)),
    timeout: Duration.seconds(60),
    needs: ['table', 'send-to:sending'],
  },
  {
    id: 'Cadence',
    entry: 'functions/workers/cadence.ts',
    description: 'Queues the follow-ups whose wait is over (daily)',
    schedule: ScheduleExpression.cron({ hour: '5', minute: '0' }),
    timeout: Duration.minutes(5),
    needs: ['table', 'send-to:generation'],
  },
  {
    id: 'SenderHealthCheck',
    entry: 'functions/workers/sender-health-check.ts',
    description: "Checks every sender's credentials and spam rate (daily)",
    schedule: ScheduleExpression.cron({ hour: '4', minute: '0' }),
    timeout: Duration.minutes(5),
    needs: ['table', 'sender-key'],
  },
  {
    id: 'WarmUp',
    entry: 'functions/workers/warm-up.ts',
    description: 'Raises the daily caps of warming-up senders (daily)',
    schedule: ScheduleExpression.cron({ hour: '3', minute: '0' }),
    timeout: Duration.minutes(5),
    needs: ['table'],
  },
  {
    id: 'WeeklyReport',
    entry: 'functions/workers/weekly-report.ts',
    description: 'Emails each instance its weekly report (Mondays)',
    schedule: ScheduleExpression.cron({ weekDay: 'MON', hour: '7', minute: '0' }),
    timeout: Duration.minutes(5),
    needs: ['table'],
  },
];

export interface WorkersProps {
  readonly table: ITableV2;
  readonly senderKey: IKey;
  readonly modelKey: ISecret;
}

/**
 * Asynchronous work: the generation, sending and inbound-events queues (each with a dead-letter
 * queue), their consumers (partial batch failures reported), and the EventBridge Scheduler
 * schedules of the planners and daily and weekly jobs (each with retries and a dead-letter queue).
 * Each worker has its own role with only what it needs.
 */
export class Workers extends Construct {
  readonly queues = new Map<QueueName, Queue>();
  readonly deadLetterQueues = new Map<QueueName | 'schedules', Queue>();
  readonly functions = new Map<string, AppFunction>();
  readonly schedules = new Map<string, Schedule>();
  readonly logGroup: LogGroup;
  readonly schedulerRole: Role;

  constructor(scope: Construct, id: string, props: WorkersProps) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.THREE_MONTHS, removalPolicy: RemovalPolicy.DESTROY });

    for (const consumer of CONSUMERS) {
      const name = consumer.queue.charAt(0).toUpperCase() + consumer.queue.slice(1);
      const deadLetterQueue = this.queue(`${name}DeadLetters`);
      const queue = this.queue(`${name}Queue`, {
        visibilityTimeout: Duration.seconds(consumer.timeout.toSeconds() * VISIBILITY_FACTOR),
        deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: MAX_RECEIVE_COUNT },
      });
      this.queues.set(consumer.queue, queue);
      this.deadLetterQueues.set(consumer.queue, deadLetterQueue);
    }

    for (const consumer of CONSUMERS) {
      const name = consumer.queue.charAt(0).toUpperCase() + consumer.queue.slice(1);
      const fn = this.worker(`${name}Consumer`, consumer.entry, consumer.description, consumer.timeout, consumer.needs, props);
      fn.addEventSource(
        new SqsEventSource(this.queues.get(consumer.queue) as Queue, {
          batchSize: consumer.batchSize,
          reportBatchItemFailures: true,
        }),
      );
    }

    const scheduleDeadLetters = this.queue('ScheduleDeadLetters');
    this.deadLetterQueues.set('schedules', scheduleDeadLetters);
    const schedulerRole = (this.schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: 'EventBridge Scheduler: invokes the scheduled Reachwise jobs',
    }));
    for (const job of SCHEDULED) {
      const fn = this.worker(job.id, job.entry, job.description, job.timeout, job.needs, props);
      this.schedules.set(
        job.id,
        new Schedule(this, `${job.id}Schedule`, {
          description: job.description,
          schedule: job.schedule,
          target: new LambdaInvoke(fn, {
            role: schedulerRole,
            input: ScheduleTargetInput.fromObject({ job: job.id }),
            retryAttempts: SCHEDULE_RETRY_ATTEMPTS,
            maxEventAge: Duration.hours(1),
            deadLetterQueue: scheduleDeadLetters,
          }),
        }),
      );
    }
  }

  private queue(id: string, props: ConstructorParameters<typeof Queue>[2] = {}): Queue {
    return new Queue(this, id, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      ...props,
    });
  }

  private worker(
    id: string,
    entry: string,
    description: string,
    timeout: Duration,
    needs: readonly Need[],
    props: WorkersProps,
  ): AppFunction {
    const role = new Role(this, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Reachwise worker: ${description}`,
    });
    role.addToPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [`${this.logGroup.logGroupArn}:*`],
      }),
    );
    const environment: Record<string, string> = { POWERTOOLS_SERVICE_NAME: 'reachwise-workers' };
    for (const need of needs) {
      if (need === 'table') {
        props.table.grantReadWriteData(role);
        environment.TABLE_NAME = props.table.tableName;
      } else if (need === 'model-key') {
        props.modelKey.grantRead(role);
        environment.OPENAI_SECRET_ARN = props.modelKey.secretArn;
      } else if (need === 'sender-key') {
        props.senderKey.grantEncryptDecrypt(role);
        environment.SENDER_KEY_ID = props.senderKey.keyArn;
      } else {
        const target = need.slice('send-to:'.length) as QueueName;
        const queue = this.queues.get(target) as Queue;
        queue.grantSendMessages(role);
        environment[`${target.toUpperCase()}_QUEUE_URL`] = queue.queueUrl;
      }
    }
    const fn = new AppFunction(this, id, { entry, description, role, logGroup: this.logGroup, timeout, environment });
    this.functions.set(id, fn);
    return fn;
  }
}
