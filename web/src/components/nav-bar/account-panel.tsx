import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';

import { planCardOf, planCardText, planText } from '../../app/account/plan';
import { managesInstance } from '../../../../shared/domain/role';
import { useInstanceIds, useRole, useTier } from '../../app/account/use-account-queries';
import { useInstanceStanding } from '../../app/account/use-instance-standing';
import { useAppServices } from '../../app/app-services';
import { contactHref } from '../../app/contact';
import { hrefInInstance } from '../../app/instance/instance-sync';
import { useSwitchInstance } from '../../app/instance/use-instance';
import { PATHS } from '../../app/paths';
import { useFollow } from '../use-follow';
import { ACCOUNT_MENU_STRINGS, INSTANCE_DIALOG_STRINGS } from './account-menu-strings';
import { ColourModeControl } from './colour-mode-control';
import type { InstanceDialogKind } from './instance-dialogs';

interface AccountPanelProps {
  readonly namespaceId: string;
  readonly email: string | undefined;
  readonly onPrivacy: () => void;
  /** opens one of the instance dialogs (a new instance, renaming or leaving the selected one) */
  readonly onInstanceAction: (kind: InstanceDialogKind) => void;
}

/**
 * The account menu's content (docs/product.md, Screens and shell): the plan, the unpaid card, Options and Integrations, the
 * searchable instance selector with a new instance, renaming (managers) and leaving the selected one, the colour
 * mode, the user's email, Privacy & Legal and Logout.
 * Loaded when the menu first opens.
 */
export function AccountPanel({ namespaceId, email, onPrivacy, onInstanceAction }: AccountPanelProps) {
  const { config, session } = useAppServices();
  const tier = useTier(namespaceId);
  const standing = useInstanceStanding(namespaceId);
  const ids = useInstanceIds();
  const role = useRole(namespaceId);
  const switchInstance = useSwitchInstance();
  const follow = useFollow();
  const [loggingOut, setLoggingOut] = useState(false);

  const card =
    tier.data === undefined ? undefined : planCardOf({ tier: tier.data, isPaid: standing.isPaid, trial: standing.trial });
  const cardText = card === undefined ? undefined : planCardText(card);
  const options = (ids.data ?? [namespaceId]).map((id) => ({ label: id, value: id }));

  return (
    <Container>
      <SpaceBetween size="m">
        {tier.data !== undefined && <Box variant="p">{planText(tier.data)}</Box>}
        {cardText !== undefined && (
          <div className="rw-plan-card">
            <SpaceBetween size="xs">
              <Box variant="p" fontWeight="bold">
                {cardText}
              </Box>
              <Button href={contactHref(config, ACCOUNT_MENU_STRINGS.upgradeSubject)}>{ACCOUNT_MENU_STRINGS.contactUs}</Button>
            </SpaceBetween>
          </div>
        )}
        <SpaceBetween direction="horizontal" size="l">
          <Link href={hrefInInstance(PATHS.option, namespaceId)} onFollow={follow}>
            {ACCOUNT_MENU_STRINGS.options}
          </Link>
          <Link href={hrefInInstance(PATHS.integration, namespaceId)} onFollow={follow}>
            {ACCOUNT_MENU_STRINGS.integrations}
          </Link>
          <Link href={hrefInInstance(PATHS.member, namespaceId)} onFollow={follow}>
            {ACCOUNT_MENU_STRINGS.members}
          </Link>
          <Link href={PATHS.accountSecurity} onFollow={follow}>
            {ACCOUNT_MENU_STRINGS.security}
          </Link>
        </SpaceBetween>
        <FormField label={ACCOUNT_MENU_STRINGS.instanceId}>
          <Select
            filteringType="auto"
            filteringPlaceholder={ACCOUNT_MENU_STRINGS.instanceFilter}
            filteringAriaLabel={ACCOUNT_MENU_STRINGS.instanceFilter}
            noMatch={ACCOUNT_MENU_STRINGS.noInstanceMatches}
            statusType={ids.isPending ? 'loading' : 'finished'}
            loadingText={ACCOUNT_MENU_STRINGS.instancesLoading}
            options={options}
            selectedOption={{ label: namespaceId, value: namespaceId }}
            onChange={({ detail }) => {
              const next = detail.selectedOption.value;
              if (next !== undefined && next !== namespaceId) switchInstance(next);
            }}
          />
        </FormField>
        <SpaceBetween direction="horizontal" size="xs">
          <Button iconName="add-plus" onClick={() => onInstanceAction('create')}>
            {INSTANCE_DIALOG_STRINGS.newInstance}
          </Button>
          {role !== undefined && managesInstance(role) && (
            <Button onClick={() => onInstanceAction('rename')}>{INSTANCE_DIALOG_STRINGS.renameInstance}</Button>
          )}
          <Button onClick={() => onInstanceAction('leave')}>{INSTANCE_DIALOG_STRINGS.leaveInstance}</Button>
        </SpaceBetween>
        <ColourModeControl />
        <Box variant="small">
          {ACCOUNT_MENU_STRINGS.signedInAs} <Box variant="strong">{email}</Box>
        </Box>
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="link" onClick={onPrivacy}>
            {ACCOUNT_MENU_STRINGS.privacyLegal}
          </Button>
          <Button
            loading={loggingOut}
            onClick={() => {
              setLoggingOut(true);
              void session.end();
            }}
          >
            {ACCOUNT_MENU_STRINGS.logout}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}
