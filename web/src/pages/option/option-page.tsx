import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';
import { useState } from 'react';

import { OPTION_LABELS, type OptionName } from '../../../../shared/domain/option';
import { errorMessage } from '../../api/error-message';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import {
  defaultLabel,
  OPTION_EXPLANATIONS,
  OPTION_GROUPS,
  optionScope,
  optionStateOf,
  statusOf,
  type OptionGroup,
  type OptionState,
} from './option-groups';
import { InstanceSettingsSection } from './instance-settings';
import { OPTION_STRINGS as S } from './strings';
import { useOptions, useSetOption } from './use-options';

/**
 * `/option`: the instance's name and time zone, then the automation options of the instance and the
 * user's own, as toggles saved at once.
 * Every member may change them (the API lets any member of the instance set its options).
 */
export function OptionPage() {
  const namespaceId = useSelectedNamespaceId();
  const options = useOptions(namespaceId);
  const { setOption, pending } = useSetOption(namespaceId);
  // the option whose change the server confirmed last, marked Saved
  const [lastSaved, setLastSaved] = useState<OptionName | undefined>();

  let content;
  if (options.isError) {
    content = (
      <Alert type="error" header={S.loadFailedHeader} action={<Button onClick={() => void options.refetch()}>{S.retry}</Button>}>
        {errorMessage(options.error)}
      </Alert>
    );
  } else if (options.isPending) {
    content = (
      <Container>
        <Box textAlign="center" padding={{ vertical: 'l' }} color="text-status-inactive">
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <Spinner />
            <span>{S.loading}</span>
          </SpaceBetween>
        </Box>
      </Container>
    );
  } else {
    content = (
      <SpaceBetween size="l">
        <InstanceSettingsSection namespaceId={namespaceId} />
        {OPTION_GROUPS.map((group) => (
          <OptionGroupSection
            key={group.id}
            group={group}
            states={options.data.options}
            pending={pending}
            lastSaved={lastSaved}
            onChange={(name, checked) => {
              setLastSaved(undefined);
              setOption({ name, status: statusOf(checked) }, () => setLastSaved(name));
            }}
          />
        ))}
      </SpaceBetween>
    );
  }

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={S.description}>
          {S.title}
        </Header>
      }
    >
      {content}
    </ContentLayout>
  );
}

interface OptionGroupSectionProps {
  readonly group: OptionGroup;
  readonly states: readonly OptionState[];
  readonly pending: ReadonlySet<OptionName | undefined>;
  readonly lastSaved: OptionName | undefined;
  readonly onChange: (name: OptionName, checked: boolean) => void;
}

function OptionGroupSection({ group, states, pending, lastSaved, onChange }: OptionGroupSectionProps) {
  const instanceWide = group.options.some((name) => optionScope(name) === 'namespace');
  const description = instanceWide ? `${group.description} ${S.instanceScope}` : group.description;
  return (
    <Container
      header={
        <Header variant="h2" description={description}>
          {group.title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {group.options.map((name) => {
          const state = optionStateOf(states, name);
          const saving = pending.has(name);
          return (
            <div key={name} style={{ display: 'flex', gap: 16, alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <Toggle
                checked={state.status === 'ACTIVE'}
                onChange={({ detail }) => onChange(name, detail.checked)}
                description={
                  <>
                    {OPTION_EXPLANATIONS[name]}
                    <Box variant="small" display="block" padding={{ top: 'xxs' }}>
                      {defaultLabel(name)}
                    </Box>
                  </>
                }
              >
                {OPTION_LABELS[name]}
              </Toggle>
              <div aria-live="polite" style={{ flexShrink: 0 }}>
                {saving ? (
                  <StatusIndicator type="loading">{S.saving}</StatusIndicator>
                ) : lastSaved === name ? (
                  <StatusIndicator type="success">{S.saved}</StatusIndicator>
                ) : null}
              </div>
            </div>
          );
        })}
      </SpaceBetween>
    </Container>
  );
}
