import type { QueueName } from './queues';

/**
 * Names of the environment variables infra sets on a function and the function's composition
 * reads at cold start. Each is set only on the functions whose route or job declares the need.
 */
export const ENV = {
  /** the table's name (any table access) */
  tableName: 'TABLE_NAME',
  /** the table's layout version when it is not the latest (a stage being upgraded a step at a time) */
  tableVersion: 'TABLE_VERSION',
  /** DynamoDB Local's endpoint (local runs and tests only) */
  dynamodbEndpoint: 'DYNAMODB_ENDPOINT',
  /** the KMS key that seals sender credentials (`senderKey`) */
  senderKeyId: 'SENDER_KEY_ID',
  /** local runs: the AES key that takes the KMS key's place, base64 of 32 bytes */
  localSecretKey: 'SECRET_KEY',
  /** the web app's origins, comma-separated (`webOrigins`) */
  webOrigins: 'WEB_ORIGINS',
  /** the Secrets Manager secret holding the link signing key (`linkKey`) */
  linkKeySecretArn: 'LINK_KEY_SECRET_ARN',
  /** the public origin that serves `/api/*`, which the links in emails point at (`publicUrls`) */
  publicApiUrl: 'PUBLIC_API_URL',
  /** the web app's public origin, where a link opened in a browser leads (`publicUrls`) */
  publicWebUrl: 'PUBLIC_WEB_URL',
  /** local runs and tests: SMTP checks may reach private and loopback hosts */
  allowPrivateSmtpHosts: 'ALLOW_PRIVATE_SMTP_HOSTS',
  /** the SES identity (a domain or an address) senders on it send through (`sesIdentity` of the stage) */
  sesIdentity: 'SES_IDENTITY',
  /** the SES configuration set those sends use, so their events come back */
  sesConfigurationSet: 'SES_CONFIGURATION_SET',
  /** the address the product's own messages (invitations) come from, on the stage's SES domain (`systemMail`) */
  systemMailFrom: 'SYSTEM_MAIL_FROM',
  /** the Gmail API's origin, https://gmail.googleapis.com unless set (tests and the local stack point it at a fake) */
  gmailApiUrl: 'GMAIL_API_URL',
  /** Microsoft Graph's origin, https://graph.microsoft.com unless set (tests and the local stack point it at a fake) */
  graphApiUrl: 'GRAPH_API_URL',
  /** the e-mail domains the registration refuses, comma-separated (`signUpDomains`; none when absent) */
  blockedSignUpDomains: 'BLOCKED_SIGN_UP_DOMAINS',
} as const;

/**
 * The model's settings (`modelKey`), each optional: the stage's `openAiBaseUrl`, `openAiModel` and
 * `modelTokensPerMinute` reach the functions that write through these.
 */
export const MODEL_ENV = {
  /** an OpenAI-compatible server's base URL; OpenAI's own without it. A server there may need no key. */
  baseUrl: 'OPENAI_BASE_URL',
  /** the model the writers ask for (gpt-4o-mini without it) */
  model: 'OPENAI_MODEL',
  /** the model's tokens-a-minute limit the writers share (600,000 without it) */
  tokensPerMinute: 'MODEL_TOKENS_PER_MINUTE',
} as const;

/**
 * The Gmail push settings (`gmailPush`), each optional: apart from ENV so that functions that do
 * not read them do not carry their names.
 */
export const GMAIL_PUSH_ENV = {
  /** the Pub/Sub topic Gmail watches publish to, `projects/<project>/topics/<topic>` (`gmailPush`; Gmail push is off without it) */
  topic: 'GMAIL_PUSH_TOPIC',
  /** the audience of the Pub/Sub push subscription's OIDC tokens (`gmailPush`) */
  audience: 'GMAIL_PUSH_AUDIENCE',
  /** the service account the Pub/Sub push subscription signs its tokens as (`gmailPush`) */
  serviceAccount: 'GMAIL_PUSH_SERVICE_ACCOUNT',
  /** Google's JWKS, https://www.googleapis.com/oauth2/v3/certs unless set (tests point it at a local server) */
  jwksUrl: 'GOOGLE_PUSH_JWKS_URL',
} as const;

/**
 * The HubSpot app's client secret (`hubspotClient`): the same secret as its OAuth client's, which
 * signs its webhooks. The cloud names the Secrets Manager secret; local runs and tests give the
 * value itself. Webhooks are refused (401) while neither is set.
 */
export const HUBSPOT_CLIENT_ENV = {
  /** the Secrets Manager secret holding the client secret (the cloud) */
  clientSecretArn: 'HUBSPOT_CLIENT_SECRET_ARN',
  /** the client secret itself (local runs and tests; wins over the secret's ARN) */
  clientSecret: 'HUBSPOT_CLIENT_SECRET',
} as const;

/** The variable holding a queue's URL, set on the functions that send to it. */
export function queueUrlEnv(queue: QueueName): string {
  return `${queue.toUpperCase()}_QUEUE_URL`;
}

/** Mailbox providers' OAuth clients (`oauth`): `<PROVIDER>_OAUTH_CLIENT_ID` and `_CLIENT_SECRET_ARN`. */
export function oauthClientIdEnv(provider: 'GOOGLE' | 'MICROSOFT'): string {
  return `${provider}_OAUTH_CLIENT_ID`;
}
export function oauthClientSecretArnEnv(provider: 'GOOGLE' | 'MICROSOFT'): string {
  return `${provider}_OAUTH_CLIENT_SECRET_ARN`;
}
