import { Aws, CfnOutput, Fn, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';

import { ROUTES } from '../shared/api/routes';
import type { RouteDefinition } from '../shared/api/route';
import { Alarms } from './alarms';
import { Api } from './api';
import { Auth } from './auth';
import type { StageConfig } from './config';
import { Data } from './data';
import { Mail } from './mail';
import { Secrets } from './secrets';
import { Web } from './web';
import { Workers } from './workers';

interface ReachwiseStackProps extends StackProps {
  readonly config: StageConfig;
  /** the routes to deploy; every route of the contract by default */
  readonly routes?: readonly RouteDefinition[];
}

/** The Reachwise application: sign-in, data, the API, asynchronous work, mail, the web app and alarms. */
export class ReachwiseStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly secrets: Secrets;
  readonly api: Api;
  readonly workers: Workers;
  readonly mail: Mail;
  readonly web: Web;
  readonly alarms: Alarms;

  constructor(scope: Construct, id: string, props: ReachwiseStackProps) {
    super(scope, id, props);
    const { config } = props;
    const protect = config.stage === 'prod';

    this.data = new Data(this, 'Data', { protect, version: config.tableVersion });
    this.secrets = new Secrets(this, 'Secrets', {
      openAiSecretName: config.openAiSecretName,
      googleOAuthClientSecretName: config.googleOAuthClientSecretName,
      microsoftOAuthClientSecretName: config.microsoftOAuthClientSecretName,
      hubspotOAuthClientSecretName: config.hubspotOAuthClientSecretName,
      salesforceOAuthClientSecretName: config.salesforceOAuthClientSecretName,
      protect,
    });
    this.auth = new Auth(this, 'Auth', {
      domainPrefix: config.authDomainPrefix ?? Fn.join('-', ['reachwise', config.stage, Aws.ACCOUNT_ID]),
      selfSignUp: config.selfSignUp,
      providerEmailDomain: config.providerEmailDomain,
      protect,
    });
    this.auth.addSignUpCheck(config.blockedSignUpDomains);
    const gmailPush = {
      topic: config.gmailPushTopic,
      audience: config.gmailPushAudience,
      serviceAccountEmail: config.gmailPushServiceAccount,
    };
    // the CRMs' OAuth clients are known from the configuration: granted and set where functions are made
    const crm = {
      hubspot: config.hubspotOAuthClientId
        ? { clientId: config.hubspotOAuthClientId, clientSecret: this.secrets.hubspotOAuthClientSecret }
        : undefined,
      salesforce: config.salesforceOAuthClientId
        ? { clientId: config.salesforceOAuthClientId, clientSecret: this.secrets.salesforceOAuthClientSecret }
        : undefined,
      salesforceLoginUrl: config.salesforceLoginUrl,
    };
    const model = { baseUrl: config.openAiBaseUrl, model: config.openAiModel, tokensPerMinute: config.modelTokensPerMinute };
    // the workers' construct makes the queues, which routes may send to
    this.workers = new Workers(this, 'Workers', {
      table: this.data.table,
      tableVersion: config.tableVersion,
      senderKey: this.secrets.senderKey,
      modelKey: this.secrets.modelKey,
      linkKey: this.secrets.linkKey,
      gmailPush,
      model,
      crm,
    });
    this.api = new Api(this, 'Api', {
      routes: props.routes ?? ROUTES,
      table: this.data.table,
      tableVersion: config.tableVersion,
      senderKey: this.secrets.senderKey,
      modelKey: this.secrets.modelKey,
      linkKey: this.secrets.linkKey,
      gmailPush,
      model,
      crm,
      blockedSignUpDomains: config.blockedSignUpDomains,
      // invitations come from the domain Cognito's own emails come from, verified in SES for them
      systemMail: config.providerEmailDomain
        ? {
            from: `no-reply@${config.providerEmailDomain}`,
            identityArn: this.formatArn({ service: 'ses', resource: 'identity', resourceName: config.providerEmailDomain }),
          }
        : undefined,
      queues: this.workers.queues,
      jwtIssuer: this.auth.issuer,
      jwtAudience: Lazy.string({ produce: () => this.auth.client.userPoolClientId }),
    });
    this.mail = new Mail(this, 'Mail', {
      inboundQueue: this.workers.queues.get('inbound') ?? fail('inbound queue'),
      sesIdentity: config.sesIdentity,
    });
    // senders on the SES identity send through it, with the configuration set whose events come back
    if (config.sesIdentity && this.mail.identity) {
      const configurationSetName = this.mail.configurationSet.configurationSetName;
      this.workers.configureSes({
        identity: config.sesIdentity,
        identityArn: this.mail.identity.emailIdentityArn,
        configurationSetName,
        configurationSetArn: this.formatArn({
          service: 'ses',
          resource: 'configuration-set',
          resourceName: configurationSetName,
        }),
      });
    }
    this.web = new Web(this, 'Web', {
      apiDomain: this.api.domainName,
      config: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: Lazy.string({ produce: () => this.auth.client.userPoolClientId }),
        hostedDomain: this.auth.hostedDomain,
      },
      frameAncestors: config.embedAncestors,
      domainName: config.webDomain,
      certificate: config.webCertificateArn
        ? Certificate.fromCertificateArn(this, 'WebCertificate', config.webCertificateArn)
        : undefined,
      protect,
    });
    const webOrigins = [
      this.web.url,
      ...(config.webDomain ? [`https://${config.webDomain}`] : []),
      ...config.extraWebOrigins.map((origin) => origin.replace(/\/$/, '')),
    ];
    this.auth.addWebClient(webOrigins);
    const oauthClients = {
      google: config.googleOAuthClientId
        ? { clientId: config.googleOAuthClientId, clientSecret: this.secrets.googleOAuthClientSecret }
        : undefined,
      microsoft: config.microsoftOAuthClientId
        ? { clientId: config.microsoftOAuthClientId, clientSecret: this.secrets.microsoftOAuthClientSecret }
        : undefined,
    };
    this.api.configureSenderSignIn({ webOrigins, ...oauthClients });
    this.workers.configureOAuth(oauthClients);
    // links in emails go to the app's own address, which serves /api/* as well (CloudFront)
    const publicUrl = config.webDomain ? `https://${config.webDomain}` : this.web.url;
    this.api.configurePublicUrls({ api: publicUrl, web: publicUrl });
    this.workers.configurePublicUrls({ api: publicUrl, web: publicUrl });
    this.alarms = new Alarms(this, 'Alarms', {
      deadLetterQueues: this.workers.deadLetterQueues,
      alarmEmail: config.alarmEmail,
    });

    new CfnOutput(this, 'WebUrl', { value: config.webDomain ? `https://${config.webDomain}` : this.web.url });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
    new CfnOutput(this, 'HostedSignInDomain', { value: this.auth.hostedDomain });
    new CfnOutput(this, 'ModelKeySecretName', { value: config.openAiSecretName });
  }
}

function fail(what: string): never {
  throw new Error(`Missing ${what}.`);
}
