import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export interface SecretsProps {
  /** name of the model-key secret the operator creates (never created here with a value) */
  readonly openAiSecretName: string;
  /** names of the Google and Microsoft OAuth client secrets, when those sign-ins are set up (created by the operator) */
  readonly googleOAuthClientSecretName?: string | undefined;
  readonly microsoftOAuthClientSecretName?: string | undefined;
  /** keep the key when the stack is deleted: sealed sender passwords cannot be opened without it */
  readonly protect: boolean;
}

/**
 * Secrets: the KMS key that seals sender credentials (granted only to the functions that store or
 * use them) and references to the model's API key and the OAuth client secrets of sender sign-in in
 * Secrets Manager, which the operator creates.
 */
export class Secrets extends Construct {
  readonly senderKey: Key;
  readonly modelKey: ISecret;
  /** the OAuth client secrets of sender sign-in, referenced only when named */
  readonly googleOAuthClientSecret: ISecret | undefined;
  readonly microsoftOAuthClientSecret: ISecret | undefined;

  constructor(scope: Construct, id: string, props: SecretsProps) {
    super(scope, id);
    this.senderKey = new Key(this, 'SenderCredentialsKey', {
      description: 'Reachwise: seals the passwords and tokens of sender mailboxes',
      enableKeyRotation: true,
      pendingWindow: Duration.days(30),
      removalPolicy: props.protect ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.modelKey = Secret.fromSecretNameV2(this, 'ModelApiKey', props.openAiSecretName);
    this.googleOAuthClientSecret = props.googleOAuthClientSecretName
      ? Secret.fromSecretNameV2(this, 'GoogleOAuthClientSecret', props.googleOAuthClientSecretName)
      : undefined;
    this.microsoftOAuthClientSecret = props.microsoftOAuthClientSecretName
      ? Secret.fromSecretNameV2(this, 'MicrosoftOAuthClientSecret', props.microsoftOAuthClientSecretName)
      : undefined;
  }
}
