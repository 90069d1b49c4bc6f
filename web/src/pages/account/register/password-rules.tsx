import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import { PASSWORD_RULE_TEXT, passwordRuleResults } from '../../../../../shared/domain/password-policy';
import { REGISTER_STRINGS } from './strings';

/** The user pool's password rules, each ticked as soon as the password being typed meets it. */
export function PasswordRules({ password }: { password: string }) {
  return (
    <SpaceBetween size="xxxs">
      <Box variant="small">{REGISTER_STRINGS.passwordRules}</Box>
      <ul aria-label={REGISTER_STRINGS.passwordRules} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {passwordRuleResults(password).map(({ rule, met }) => (
          <li key={rule} data-rule={rule} data-met={met}>
            <StatusIndicator type={met ? 'success' : 'pending'} colorOverride={met ? undefined : 'grey'}>
              {PASSWORD_RULE_TEXT[rule]}
            </StatusIndicator>
          </li>
        ))}
      </ul>
    </SpaceBetween>
  );
}
