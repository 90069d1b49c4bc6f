import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import {
  ConfigurationSet,
  ConfigurationSetEventDestination,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** The SES events that reach the inbound-events queue, by their EventBridge detail type. */
export const SES_EVENTS = {
  [EmailSendingEvent.BOUNCE]: 'Email Bounced',
  [EmailSendingEvent.COMPLAINT]: 'Email Complaint Received',
  [EmailSendingEvent.DELIVERY]: 'Email Delivered',
  [EmailSendingEvent.OPEN]: 'Email Opened',
  [EmailSendingEvent.CLICK]: 'Email Clicked',
} as const;

interface MailProps {
  readonly inboundQueue: IQueue;
  /** a domain or address campaigns may send from through SES */
  readonly sesIdentity?: string | undefined;
}

/**
 * Mail sent through SES uses one configuration set whose bounce, complaint, delivery, open and
 * click events go to EventBridge, and from there to the inbound-events queue.
 */
export class Mail extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly rule: Rule;
  readonly identity: EmailIdentity | undefined;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    const defaultBus = EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    new ConfigurationSetEventDestination(this, 'ToEventBridge', {
      configurationSet: this.configurationSet,
      destination: EventDestination.eventBus(defaultBus),
      events: Object.keys(SES_EVENTS) as EmailSendingEvent[],
    });
    this.rule = new Rule(this, 'EventsToInboundQueue', {
      description: 'Reachwise: SES events of the configuration set to the inbound-events queue',
      eventBus: defaultBus,
      eventPattern: {
        source: ['aws.ses'],
        detailType: Object.values(SES_EVENTS),
        detail: { mail: { tags: { 'ses:configuration-set': [this.configurationSet.configurationSetName] } } },
      },
      targets: [new SqsQueue(props.inboundQueue)],
    });
    if (props.sesIdentity) {
      this.identity = new EmailIdentity(this, 'Identity', {
        identity: props.sesIdentity.includes('@') ? Identity.email(props.sesIdentity) : Identity.domain(props.sesIdentity),
        configurationSet: this.configurationSet,
      });
    }
  }
}
