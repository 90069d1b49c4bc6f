import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';

import {
  ENV,
  GMAIL_PUSH_ENV,
  HUBSPOT_CLIENT_ENV,
  MODEL_ENV,
  oauthClientIdEnv,
  oauthClientSecretArnEnv,
  queueUrlEnv,
} from '../shared/platform/environment';
import type { Needs } from '../shared/platform/needs';
import type { QueueName } from '../shared/platform/queues';
import { TABLE_VERSION } from '../shared/platform/table';

/** One provider's OAuth client for sender sign-in. */
export interface OAuthClientResource {
  readonly clientId: string;
  /** the client secret in Secrets Manager (read at run time, never put in the environment) */
  readonly clientSecret?: ISecret | undefined;
}

/** The stage's SES identity and the configuration set mail sent through it uses. */
export interface SesResource {
  /** the domain or address, as configured (`sesIdentity`) */
  readonly identity: string;
  readonly identityArn: string;
  readonly configurationSetName: string;
  readonly configurationSetArn: string;
}

/**
 * The address the product's own messages (invitations) come from, and the SES identity (the
 * stage's `providerEmailDomain`, verified in SES) that lets it send from there.
 */
export interface SystemMailResource {
  readonly from: string;
  readonly identityArn: string;
}

/** Gmail's push notifications: the topic watches publish to, and who the pushes' tokens must name. */
export interface GmailPushResource {
  readonly topic?: string | undefined;
  readonly audience?: string | undefined;
  readonly serviceAccountEmail?: string | undefined;
}

/** The stage's model settings, each optional (the writers' defaults apply without them). */
export interface ModelSettings {
  readonly baseUrl?: string | undefined;
  readonly model?: string | undefined;
  readonly tokensPerMinute?: number | undefined;
}

/** Everything a function may be granted. Absent ones (the model key in some tests, OAuth clients) are simply not granted. */
export interface NeedResources {
  readonly table: ITableV2;
  readonly senderKey: IKey;
  readonly modelKey?: ISecret | undefined;
  readonly queues: ReadonlyMap<QueueName, IQueue>;
  readonly oauth?: { readonly google?: OAuthClientResource | undefined; readonly microsoft?: OAuthClientResource | undefined };
  /** the web app's origins; known once the distribution exists */
  readonly webOrigins?: string | undefined;
  /** the secret that signs the links in emails */
  readonly linkKey?: ISecret | undefined;
  /** the public origins of the API and the web app; known once the distribution exists */
  readonly publicUrls?: { readonly api: string; readonly web: string } | undefined;
  /** the SES identity campaigns may send from, when the stage has one */
  readonly ses?: SesResource | undefined;
  /** the stage's sender of the product's own messages, when it has a `providerEmailDomain` */
  readonly systemMail?: SystemMailResource | undefined;
  /** Gmail push settings of the stage, when it has them */
  readonly gmailPush?: GmailPushResource | undefined;
  /** the model's settings, for the functions that write (`modelKey`) */
  readonly model?: ModelSettings | undefined;
  /** the HubSpot app's client secret (`hubspotClient`), when the stage configures HubSpot */
  readonly hubspotClientSecret?: ISecret | undefined;
  /** the e-mail domains the registration refuses (`signUpDomains`) */
  readonly blockedSignUpDomains?: readonly string[] | undefined;
  /** the table's layout version, when the stage runs at an earlier one than the latest */
  readonly tableVersion?: number | undefined;
}

/** The model key's environment variable (the writer reads it once). */
const MODEL_KEY_ENV = 'OPENAI_SECRET_ARN';

/**
 * Grants a role exactly what `needs` names: the table read-only or read-write, the sender key,
 * the model key, the link key, the OAuth client secrets, sending to the named queues, and sending
 * mail through the SES identity with its configuration set. Nothing else.
 */
export function grantNeeds(grantee: IGrantable, needs: Needs, resources: NeedResources): void {
  if (needs.table === 'read') resources.table.grantReadData(grantee);
  if (needs.table === 'readWrite') resources.table.grantReadWriteData(grantee);
  if (needs.senderKey) resources.senderKey.grantEncryptDecrypt(grantee);
  if (needs.modelKey) resources.modelKey?.grantRead(grantee);
  if (needs.linkKey) resources.linkKey?.grantRead(grantee);
  if (needs.oauth) {
    resources.oauth?.google?.clientSecret?.grantRead(grantee);
    resources.oauth?.microsoft?.clientSecret?.grantRead(grantee);
  }
  if (needs.hubspotClient) resources.hubspotClientSecret?.grantRead(grantee);
  for (const queue of needs.queues ?? []) queueOf(resources, queue).grantSendMessages(grantee);
  if (needs.ses && resources.ses) {
    Grant.addToPrincipal({
      grantee,
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resourceArns: [resources.ses.identityArn, resources.ses.configurationSetArn],
    });
  }
  if (needs.systemMail && resources.systemMail) {
    Grant.addToPrincipal({ grantee, actions: ['ses:SendEmail'], resourceArns: [resources.systemMail.identityArn] });
  }
}

/** The environment `needs` reads, and nothing else. */
export function environmentOf(needs: Needs, resources: NeedResources): Record<string, string> {
  const environment: Record<string, string> = {};
  if (needs.table) environment[ENV.tableName] = resources.table.tableName;
  if (needs.table && resources.tableVersion !== undefined && resources.tableVersion < TABLE_VERSION)
    environment[ENV.tableVersion] = String(resources.tableVersion);
  if (needs.senderKey) environment[ENV.senderKeyId] = resources.senderKey.keyArn;
  if (needs.modelKey && resources.modelKey) environment[MODEL_KEY_ENV] = resources.modelKey.secretArn;
  if (needs.modelKey && resources.model) {
    const { baseUrl, model, tokensPerMinute } = resources.model;
    if (baseUrl) environment[MODEL_ENV.baseUrl] = baseUrl;
    if (model) environment[MODEL_ENV.model] = model;
    if (tokensPerMinute !== undefined) environment[MODEL_ENV.tokensPerMinute] = String(tokensPerMinute);
  }
  if (needs.signUpDomains && resources.blockedSignUpDomains?.length) {
    environment[ENV.blockedSignUpDomains] = resources.blockedSignUpDomains.join(',');
  }
  if (needs.webOrigins && resources.webOrigins !== undefined) environment[ENV.webOrigins] = resources.webOrigins;
  if (needs.linkKey && resources.linkKey) environment[ENV.linkKeySecretArn] = resources.linkKey.secretArn;
  if (needs.publicUrls && resources.publicUrls) {
    environment[ENV.publicApiUrl] = resources.publicUrls.api;
    environment[ENV.publicWebUrl] = resources.publicUrls.web;
  }
  if (needs.oauth) {
    for (const [provider, client] of [
      ['GOOGLE', resources.oauth?.google],
      ['MICROSOFT', resources.oauth?.microsoft],
    ] as const) {
      if (!client) continue;
      environment[oauthClientIdEnv(provider)] = client.clientId;
      if (client.clientSecret) environment[oauthClientSecretArnEnv(provider)] = client.clientSecret.secretArn;
    }
  }
  if (needs.hubspotClient && resources.hubspotClientSecret) {
    environment[HUBSPOT_CLIENT_ENV.clientSecretArn] = resources.hubspotClientSecret.secretArn;
  }
  for (const queue of needs.queues ?? []) environment[queueUrlEnv(queue)] = queueOf(resources, queue).queueUrl;
  if (needs.gmailPush && resources.gmailPush) {
    const { topic, audience, serviceAccountEmail } = resources.gmailPush;
    if (topic) environment[GMAIL_PUSH_ENV.topic] = topic;
    if (audience) environment[GMAIL_PUSH_ENV.audience] = audience;
    if (serviceAccountEmail) environment[GMAIL_PUSH_ENV.serviceAccount] = serviceAccountEmail;
  }
  if (needs.ses && resources.ses) {
    environment[ENV.sesIdentity] = resources.ses.identity;
    environment[ENV.sesConfigurationSet] = resources.ses.configurationSetName;
  }
  if (needs.systemMail && resources.systemMail) environment[ENV.systemMailFrom] = resources.systemMail.from;
  return environment;
}

function queueOf(resources: NeedResources, queue: QueueName): IQueue {
  const found = resources.queues.get(queue);
  if (!found) throw new Error(`No ${queue} queue to grant.`);
  return found;
}
