import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';

import { SIGN_UP_CHECK } from '../../shared/platform/triggers';
import { functionGrants } from './grants';
import { synth, type Synthesized } from './synth';

// templates only: a stage where people sign up by themselves and two domains are blocked
let open: Synthesized;
beforeAll(() => {
  open = synth({ stage: 'dev', selfSignUp: 'true', blockedSignUpDomains: 'rival.example,blocked.example' }, { bundle: false });
}, 120_000);

function checkFunction(stack: Synthesized): NodejsFunction | undefined {
  return stack.stack.auth.node.tryFindChild(SIGN_UP_CHECK.name) as NodejsFunction | undefined;
}

describe('the pool’s sign-up check (pre-sign-up trigger)', () => {
  it('refuses the blocked domains in the pool itself, with only the domains and its logs granted', () => {
    const fn = checkFunction(open);
    if (!fn) throw new Error('No sign-up check function.');
    const grants = functionGrants(fn);

    open.main.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        PreSignUp: Match.objectLike({ 'Fn::GetAtt': Match.arrayWith([open.stack.getLogicalId(fn.node.defaultChild as never)]) }),
      },
    });
    expect(grants.actions).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    expect(grants.environment).toEqual(expect.arrayContaining(['BLOCKED_SIGN_UP_DOMAINS']));
    expect(open.nagFindings).toEqual([]);
  });

  it('is left out when nobody signs up by themselves', () => {
    const closed = synth({ stage: 'dev', selfSignUp: 'false', blockedSignUpDomains: 'rival.example' }, { bundle: false });

    expect(checkFunction(closed)).toBeUndefined();
    closed.main.resourcePropertiesCountIs('AWS::Cognito::UserPool', { LambdaConfig: Match.anyValue() }, 0);
  }, 120_000);
});
