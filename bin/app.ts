import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';

import { stageConfig } from '../infra/config';
import { acknowledgeNagFindings } from '../infra/nag';
import { ReachwiseStack } from '../infra/stack';

/** `npx cdk synth|deploy [-c stage=prod -c key=value ...]`: one stack per stage, checked by cdk-nag. */
const app = new App();
const config = stageConfig((key) => app.node.tryGetContext(key));
const stack = new ReachwiseStack(app, `Reachwise-${config.stage}`, {
  config,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: `Reachwise (${config.stage}): AI outbound sales in your own AWS account`,
});
acknowledgeNagFindings(stack);
Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
app.synth();
