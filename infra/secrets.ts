import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export interface SecretsProps {
  /** name of the model-key secret the operator creates (never created here with a value) */
  readonly openAiSecretName: string;
  /** keep the key when the stack is deleted: sealed sender passwords cannot be opened without it */
  readonly protect: boolean;
}

/**
 * Secrets: the KMS key that seals sender credentials (granted only to the functions that store or
 * use them) and a reference to the model's API key in Secrets Manager, which the operator creates.
 */
export class Secrets extends Construct {
  readonly senderKey: Key;
  readonly modelKey: ISecret;

  constructor(scope: Construct, id: string, props: SecretsProps) {
    super(scope, id);
    this.senderKey = new Key(this, 'SenderCredentialsKey', {
      description: 'Reachwise: seals the passwords and tokens of sender mailboxes',
      enableKeyRotation: true,
      pendingWindow: Duration.days(30),
      removalPolicy: props.protect ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.modelKey = Secret.fromSecretNameV2(this, 'ModelApiKey', props.openAiSecretName);
  }
}
