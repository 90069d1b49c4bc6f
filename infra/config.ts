import * as z from 'zod';
import { TABLE_VERSION } from '../shared/platform/table';

/**
 * Stage configuration, read from CDK context (`cdk.json` or `-c key=value`). Nothing here is a
 * secret: the model key and the OAuth client secrets live in Secrets Manager and are only referenced
 * by name.
 */
const StageConfigSchema = z.object({
  /** stage name: part of every resource name; `prod` protects the table */
  stage: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,20}$/, 'stage must be 2 to 21 lower-case letters, digits or dashes, starting with a letter'),
  /** the web app's own domain (e.g. app.example.com); without it the CloudFront domain is used */
  webDomain: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'webDomain must be a host name such as app.example.com')
    .optional(),
  /** ACM certificate (us-east-1) for webDomain; required with it */
  webCertificateArn: z
    .string()
    .startsWith('arn:aws:acm:us-east-1:', 'webCertificateArn must be an ACM certificate in us-east-1')
    .optional(),
  /** extra sign-in callback and sign-out URLs (local development, e.g. http://localhost:5173) */
  extraWebOrigins: z.array(z.url('extraWebOrigins must be URLs such as http://localhost:5173')).default([]),
  /** origins allowed to show the app in a frame (`?embed=true`), e.g. https://crm.example.com; none by default */
  embedAncestors: z.array(z.url('embedAncestors must be origins such as https://crm.example.com')).default([]),
  /** prefix of the Cognito hosted sign-in domain (<prefix>.auth.<region>.amazoncognito.com) */
  authDomainPrefix: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'authDomainPrefix must be lower-case letters, digits and dashes')
    .optional(),
  /** whether people may create their own accounts on the hosted sign-in page */
  selfSignUp: z.boolean().default(true),
  /** the domain Cognito's own emails (codes, invitations) come from; Cognito's default sender without it */
  providerEmailDomain: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'providerEmailDomain must be a domain')
    .optional(),
  /**
   * e-mail domains the registration refuses (a comma list with `-c`); none by default. A
   * sub-domain of a listed domain is refused too.
   */
  blockedSignUpDomains: z
    .array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'blockedSignUpDomains must be lower-case domains such as rival.example'))
    .default([]),
  /**
   * the table's layout version (shared/platform/table.ts TABLE_VERSION): the latest unless a stage
   * deployed at an earlier one is being moved up a stage at a time (README, Upgrading)
   */
  tableVersion: z
    .number('tableVersion must be a whole number')
    .int('tableVersion must be a whole number')
    .min(1, `tableVersion must be from 1 to ${String(TABLE_VERSION)}`)
    .max(TABLE_VERSION, `tableVersion must be from 1 to ${String(TABLE_VERSION)}`)
    .default(TABLE_VERSION),
  /** an OpenAI-compatible server's base URL (a key-less local model server too); OpenAI's own without it */
  openAiBaseUrl: z.url({ protocol: /^https?$/, error: 'openAiBaseUrl must be an http(s) URL' }).optional(),
  /** the model the writers use; gpt-4o-mini without it */
  openAiModel: z.string().min(1, 'openAiModel must name a model').optional(),
  /** the model's tokens-a-minute limit the writers share; 600,000 without it */
  modelTokensPerMinute: z
    .number('modelTokensPerMinute must be a whole number of tokens')
    .int('modelTokensPerMinute must be a whole number of tokens')
    .positive('modelTokensPerMinute must be positive')
    .optional(),
  /** name of the Secrets Manager secret holding the OpenAI (or compatible) API key; created by the operator */
  openAiSecretName: z.string().min(1, 'openAiSecretName must name a Secrets Manager secret').default('reachwise/openai-api-key'),
  /** an SES identity (a domain or an address) campaigns may send from through SES */
  sesIdentity: z.string().min(3, 'sesIdentity must be a domain or an email address').optional(),
  /** OAuth client id of the Google app senders connect Gmail and Workspace mailboxes with; Google sign-in is off without it */
  googleOAuthClientId: z.string().min(1, 'googleOAuthClientId must be an OAuth client id').optional(),
  /** name of the Secrets Manager secret holding that client's secret (created by the operator, plain text) */
  googleOAuthClientSecretName: z.string().min(1, 'googleOAuthClientSecretName must name a Secrets Manager secret').optional(),
  /** application (client) id of the Microsoft Entra app senders connect Microsoft 365 and Outlook mailboxes with */
  microsoftOAuthClientId: z.string().min(1, 'microsoftOAuthClientId must be an application (client) id').optional(),
  /** name of the Secrets Manager secret holding that app's client secret (created by the operator, plain text) */
  microsoftOAuthClientSecretName: z
    .string()
    .min(1, 'microsoftOAuthClientSecretName must name a Secrets Manager secret')
    .optional(),
  /** client id of the HubSpot public app instances connect HubSpot with by OAuth; without it HubSpot connects by private-app token only */
  hubspotOAuthClientId: z.string().min(1, 'hubspotOAuthClientId must be a HubSpot app client id').optional(),
  /** name of the Secrets Manager secret holding that app's client secret (created by the operator, plain text) */
  hubspotOAuthClientSecretName: z.string().min(1, 'hubspotOAuthClientSecretName must name a Secrets Manager secret').optional(),
  /** consumer key of the Salesforce External Client App instances connect Salesforce with; Salesforce is off without it */
  salesforceOAuthClientId: z.string().min(1, 'salesforceOAuthClientId must be a Salesforce consumer key').optional(),
  /** name of the Secrets Manager secret holding that app's consumer secret (created by the operator, plain text) */
  salesforceOAuthClientSecretName: z
    .string()
    .min(1, 'salesforceOAuthClientSecretName must name a Secrets Manager secret')
    .optional(),
  /** Salesforce's login URL: https://login.salesforce.com without it; https://test.salesforce.com for sandboxes, or a My Domain */
  salesforceLoginUrl: z
    .url({
      protocol: /^https$/,
      error:
        'salesforceLoginUrl must be an https URL such as https://login.salesforce.com or https://mycompany.my.salesforce.com',
    })
    .refine((url) => !URL.canParse(url) || (new URL(url).pathname === '/' && !url.includes('?')), {
      error: 'salesforceLoginUrl must be an origin only, such as https://login.salesforce.com (no path or query)',
    })
    .optional(),
  /** the Pub/Sub topic Gmail watches publish to (`projects/<project>/topics/<topic>`); Gmail push is off without it */
  gmailPushTopic: z
    .string()
    .regex(/^projects\/[^/]+\/topics\/[^/]+$/, 'gmailPushTopic must be a topic name such as projects/my-project/topics/gmail')
    .optional(),
  /** the audience the topic's push subscription puts in its tokens (by default its push endpoint's URL) */
  gmailPushAudience: z.string().min(1, 'gmailPushAudience must name the push subscription’s audience').optional(),
  /** the service account the push subscription authenticates as */
  gmailPushServiceAccount: z.email('gmailPushServiceAccount must be a service account’s email').optional(),
  /** where alarms (dead letters, errors) are emailed */
  alarmEmail: z.email('alarmEmail must be an email address').optional(),
});
export type StageConfig = z.infer<typeof StageConfigSchema>;

/** The keys `stageConfig` reads from context. */
const STAGE_CONTEXT_KEYS = Object.keys(StageConfigSchema.shape) as (keyof StageConfig)[];

function fromContextValue(key: keyof StageConfig, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  // `-c key=value` always gives strings: booleans and lists are written as true/false and comma lists
  if (key === 'selfSignUp') return value === 'true' ? true : value === 'false' ? false : value;
  if (key === 'modelTokensPerMinute' || key === 'tableVersion') return /^\d+$/.test(value) ? Number(value) : value;
  if (key === 'extraWebOrigins' || key === 'embedAncestors' || key === 'blockedSignUpDomains')
    return value === '' ? [] : value.split(',').map((item) => item.trim());
  return value;
}

/** Reads and checks the stage configuration; an error names every bad key. */
export function stageConfig(read: (key: string) => unknown): StageConfig {
  const raw: Record<string, unknown> = {};
  for (const key of STAGE_CONTEXT_KEYS) {
    const value = read(key);
    if (value !== undefined && value !== null && value !== '') raw[key] = fromContextValue(key, value);
  }
  raw.stage ??= 'dev';
  const parsed = StageConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'context'}: ${issue.message}`);
    throw new Error(`Bad stage configuration in CDK context:\n${problems.join('\n')}`);
  }
  if (parsed.data.webDomain && !parsed.data.webCertificateArn) {
    throw new Error('Bad stage configuration in CDK context:\n  - webCertificateArn: required when webDomain is set');
  }
  for (const crm of ['hubspot', 'salesforce'] as const) {
    if (parsed.data[`${crm}OAuthClientId`] && !parsed.data[`${crm}OAuthClientSecretName`]) {
      throw new Error(
        `Bad stage configuration in CDK context:\n  - ${crm}OAuthClientSecretName: required when ${crm}OAuthClientId is set`,
      );
    }
  }
  return parsed.data;
}
