import { App, Aspects, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';

import { stageConfig } from './config';
import { acknowledgeNagFindings } from './nag';
import { ReachwiseStack } from './stack';

/**
 * The CDK app: one stack for the stage named in context, checked by cdk-nag's AwsSolutions rules
 * (findings are synthesis errors unless acknowledged in infra/nag.ts). `bin/app.ts` and the
 * infrastructure tests both build it here.
 */
export function buildApp(props: AppProps = {}): { app: App; stack: ReachwiseStack } {
  const app = new App(props);
  const config = stageConfig((key) => app.node.tryGetContext(key));
  const stack = new ReachwiseStack(app, `Reachwise-${config.stage}`, {
    config,
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    description: `Reachwise (${config.stage}): AI outbound sales in your own AWS account`,
  });
  acknowledgeNagFindings(stack);
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true, reports: true }));
  return { app, stack };
}
