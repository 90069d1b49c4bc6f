import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

import { JOB_LIST, JOBS, type JobDefinition } from '../shared/platform/jobs';
import { QUEUE_NAMES, type QueueName } from '../shared/platform/queues';
import { AppFunction } from './function';
import {
  environmentOf,
  grantNeeds,
  type CrmResources,
  type GmailPushResource,
  type ModelSettings,
  type NeedResources,
  type OAuthClientResource,
  type SesResource,
} from './needs';

/** Receives before a message moves to its dead-letter queue. */
export const MAX_RECEIVE_COUNT = 5;
/** A queue's visibility timeout is this many times its consumer's timeout. */
export const VISIBILITY_FACTOR = 6;
/** Retries of a scheduled invocation before it goes to the schedules' dead-letter queue. */
export const SCHEDULE_RETRY_ATTEMPTS = 3;

/** How a queue's consumer runs. */
interface ConsumerSpec {
  readonly job: JobDefinition & { readonly consumes: QueueName };
  readonly timeout: Duration;
  readonly batchSize: number;
  /** how long Lambda may gather messages into a batch before it invokes the consumer (default: not at all) */
  readonly maxBatchingWindow?: Duration;
}

/** When and how long a scheduled job runs. */
interface ScheduledSpec {
  readonly job: JobDefinition;
  readonly schedule: ScheduleExpression;
  readonly timeout: Duration;
  /** the input also carries `scheduledTime`, the time the schedule fired for, which the job runs at */
  readonly scheduledTime?: boolean;
}

/** A spec with its job's timeout (shared/platform/jobs.ts, which its function also counts its time from). */
function withTimeout<T extends { readonly job: JobDefinition }>(spec: T): T & { readonly timeout: Duration } {
  return { ...spec, timeout: Duration.seconds(spec.job.timeoutSeconds) };
}

export const CONSUMERS: readonly ConsumerSpec[] = [
  // a batch's emails are written at once, so an invocation waits for up to 5 model answers in the time
  // of one (its billed time is the slowest record's, not their sum); a second's gathering lets batches
  // fill when the planner's messages reach different pollers, and is not billed. The timeout stays
  // one email's: the records run side by side, so the batch lasts as long as its slowest record
  { job: JOBS.generationConsumer, batchSize: 5, maxBatchingWindow: Duration.seconds(1) },
  { job: JOBS.sendingConsumer, batchSize: 5 },
  // a mailbox notice reads a mailbox's new messages from the provider: more than an SES event's write
  { job: JOBS.inboundConsumer, batchSize: 10 },
  // an event reads one record from the CRM: few at a time, so a rate limit fails few records
  { job: JOBS.crmEventsConsumer, batchSize: 10 },
  // one page of a CRM import is a CRM call and up to 100 contact writes
  { job: JOBS.crmImportConsumer, batchSize: 1 },
].map(withTimeout);

export const SCHEDULED: readonly ScheduledSpec[] = [
  { job: JOBS.generationPlanner, schedule: ScheduleExpression.rate(Duration.minutes(5)) },
  { job: JOBS.sendPlanner, schedule: ScheduleExpression.rate(Duration.minutes(5)) },
  { job: JOBS.cadence, schedule: ScheduleExpression.cron({ hour: '5', minute: '0' }), scheduledTime: true },
  { job: JOBS.senderHealthCheck, schedule: ScheduleExpression.cron({ hour: '4', minute: '0' }) },
  { job: JOBS.mailboxWatch, schedule: ScheduleExpression.rate(Duration.hours(1)) },
  { job: JOBS.mailboxPoll, schedule: ScheduleExpression.rate(Duration.minutes(5)) },
  { job: JOBS.crmOutbox, schedule: ScheduleExpression.rate(Duration.minutes(1)) },
  { job: JOBS.crmSync, schedule: ScheduleExpression.rate(Duration.hours(1)) },
].map(withTimeout);

interface WorkersProps {
  readonly table: ITableV2;
  /** the table's layout version (the latest by default) */
  readonly tableVersion?: number | undefined;
  readonly senderKey: IKey;
  readonly modelKey: ISecret;
  /** the key that signs the links in emails, for the jobs that sign them */
  readonly linkKey?: ISecret | undefined;
  /** the stage's Gmail push settings, for the functions that declare `gmailPush` */
  readonly gmailPush?: GmailPushResource | undefined;
  /** the stage's model settings, for the jobs that write (`modelKey`) */
  readonly model?: ModelSettings | undefined;
  /** the CRMs' OAuth clients and Salesforce's login URL, for the jobs that declare `crm` */
  readonly crm?: CrmResources | undefined;
}

/** The consumer timeout of each queue: its visibility timeout is VISIBILITY_FACTOR times it. */
const CONSUMER_TIMEOUTS = new Map(CONSUMERS.map((consumer) => [consumer.job.consumes, consumer.timeout]));

/**
 * Asynchronous work: the generation, sending, inbound-events and crm queues (each with a
 * dead-letter queue), their consumers (partial batch failures reported), and the EventBridge Scheduler
 * schedules of the planners and the hourly and daily jobs (each with retries and a dead-letter queue).
 * Each worker has its own role, granted exactly the needs its job declares (shared/platform/jobs.ts).
 * The queues are made first, so API routes may be granted sending to them as well.
 */
export class Workers extends Construct {
  readonly queues = new Map<QueueName, Queue>();
  readonly deadLetterQueues = new Map<QueueName | 'schedules', Queue>();
  readonly functions = new Map<string, AppFunction>();
  readonly schedules = new Map<string, Schedule>();
  readonly logGroup: LogGroup;
  readonly schedulerRole: Role;
  private readonly resources: NeedResources;

  constructor(scope: Construct, id: string, props: WorkersProps) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.THREE_MONTHS, removalPolicy: RemovalPolicy.DESTROY });

    for (const queueName of QUEUE_NAMES) {
      const name = queueName.charAt(0).toUpperCase() + queueName.slice(1);
      const deadLetterQueue = this.queue(`${name}DeadLetters`);
      const timeout = CONSUMER_TIMEOUTS.get(queueName);
      if (!timeout) throw new Error(`No consumer for the ${queueName} queue.`);
      const queue = this.queue(`${name}Queue`, {
        visibilityTimeout: Duration.seconds(timeout.toSeconds() * VISIBILITY_FACTOR),
        deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: MAX_RECEIVE_COUNT },
      });
      this.queues.set(queueName, queue);
      this.deadLetterQueues.set(queueName, deadLetterQueue);
    }
    this.resources = {
      table: props.table,
      senderKey: props.senderKey,
      modelKey: props.modelKey,
      linkKey: props.linkKey,
      gmailPush: props.gmailPush,
      queues: this.queues,
      model: props.model,
      tableVersion: props.tableVersion,
      crm: props.crm,
    };

    for (const consumer of CONSUMERS) {
      const fn = this.worker(consumer.job, consumer.timeout);
      fn.addEventSource(
        new SqsEventSource(this.queues.get(consumer.job.consumes) as Queue, {
          batchSize: consumer.batchSize,
          ...(consumer.maxBatchingWindow ? { maxBatchingWindow: consumer.maxBatchingWindow } : {}),
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
    for (const { job, schedule, timeout, scheduledTime } of SCHEDULED) {
      const fn = this.worker(job, timeout);
      this.schedules.set(
        job.name,
        new Schedule(this, `${job.name}Schedule`, {
          description: job.description,
          schedule,
          target: new LambdaInvoke(fn, {
            role: schedulerRole,
            input: ScheduleTargetInput.fromObject(
              scheduledTime ? { job: job.name, scheduledTime: ContextAttribute.scheduledTime } : { job: job.name },
            ),
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

  /**
   * Google and Microsoft OAuth clients, once known: the jobs that declare `oauth` (they refresh
   * mailbox tokens) may read the client secrets and get the client ids and the secrets' ARNs.
   */
  configureOAuth(oauth: { google?: OAuthClientResource | undefined; microsoft?: OAuthClientResource | undefined }): void {
    const resources: NeedResources = { ...this.resources, oauth };
    for (const job of JOB_LIST) {
      const fn = this.functions.get(job.name);
      if (!fn || !job.needs.oauth) continue;
      grantNeeds(fn.role as Role, { oauth: true }, resources);
      for (const [key, value] of Object.entries(environmentOf({ oauth: true }, resources))) fn.addEnvironment(key, value);
    }
  }

  /**
   * The stage's SES identity, when it has one: the jobs that declare `ses` may send through it with
   * its configuration set, and are told both.
   */
  configureSes(ses: SesResource): void {
    const resources: NeedResources = { ...this.resources, ses };
    for (const job of JOB_LIST) {
      const fn = this.functions.get(job.name);
      if (!fn || !job.needs.ses) continue;
      grantNeeds(fn.role as Role, { ses: true }, resources);
      for (const [key, value] of Object.entries(environmentOf({ ses: true }, resources))) fn.addEnvironment(key, value);
    }
  }

  /** The public origins of the API and the web app, once known, for the jobs that declare `publicUrls`. */
  configurePublicUrls(publicUrls: { readonly api: string; readonly web: string }): void {
    const resources: NeedResources = { ...this.resources, publicUrls };
    for (const job of JOB_LIST) {
      const fn = this.functions.get(job.name);
      if (!fn || !job.needs.publicUrls) continue;
      for (const [key, value] of Object.entries(environmentOf({ publicUrls: true }, resources))) fn.addEnvironment(key, value);
    }
  }

  /** A worker's function, with its own role granted exactly its job's needs and the environment they read. */
  private worker(job: JobDefinition, timeout: Duration): AppFunction {
    const role = new Role(this, `${job.name}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Reachwise worker: ${job.description}`,
    });
    role.addToPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [`${this.logGroup.logGroupArn}:*`],
      }),
    );
    grantNeeds(role, job.needs, this.resources);
    const fn = new AppFunction(this, job.name, {
      entry: `functions/workers/${job.handler}.ts`,
      description: job.description,
      role,
      logGroup: this.logGroup,
      timeout,
      environment: { POWERTOOLS_SERVICE_NAME: 'reachwise-workers', ...environmentOf(job.needs, this.resources) },
    });
    this.functions.set(job.name, fn);
    return fn;
  }
}
