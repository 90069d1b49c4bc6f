import { App } from 'aws-cdk-lib';

import { ReachwiseStack } from '../infra/stack';

const app = new App();
const stage = String(app.node.tryGetContext('stage') ?? 'dev');
new ReachwiseStack(app, `Reachwise-${stage}`, {
  stage,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
app.synth();
