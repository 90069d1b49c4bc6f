import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';

import { useInstanceIds } from '../account/use-account-queries';
import { useInstanceStanding } from '../account/use-instance-standing';
import { useAppServices } from '../app-services';
import { contactHref, isProviderEmail } from '../contact';
import { useSwitchInstance } from '../instance/use-instance';
import { NOTICE_STRINGS } from './strings';

function ContactUsButton({ namespaceId, primary = false }: { namespaceId: string; primary?: boolean }) {
  const { config } = useAppServices();
  return (
    <Button variant={primary ? 'primary' : 'normal'} href={contactHref(config, NOTICE_STRINGS.contactSubject(namespaceId))}>
      {NOTICE_STRINGS.contactUs}
    </Button>
  );
}

/**
 * The notices of an instance that is expiring or in its grace period (docs/product.md, Screens and shell): a banner that can
 * be closed, and a grace-period dialog with Close and Contact Us. Closing is remembered for the instance.
 */
export function TrialNotices({ namespaceId }: { namespaceId: string }) {
  const { account } = useAppServices();
  const standing = useInstanceStanding(namespaceId);
  const showBanner = standing.flags.trialExpiring && !standing.closures.trialExpiring;
  const showGrace = standing.flags.trialGracePeriod && !standing.closures.trialGracePeriod;
  const closeGrace = () => account.closeNotice(namespaceId, 'trialGracePeriod');

  return (
    <>
      {showBanner && (
        <Alert
          type="warning"
          dismissible
          dismissAriaLabel={NOTICE_STRINGS.close}
          onDismiss={() => account.closeNotice(namespaceId, 'trialExpiring')}
          action={<ContactUsButton namespaceId={namespaceId} />}
        >
          {NOTICE_STRINGS.expiringBanner}
        </Alert>
      )}
      <Modal
        visible={showGrace}
        header={NOTICE_STRINGS.graceHeader}
        onDismiss={closeGrace}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={closeGrace}>
                {NOTICE_STRINGS.close}
              </Button>
              <ContactUsButton namespaceId={namespaceId} primary />
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="s">
          <Box variant="p">{NOTICE_STRINGS.graceBody}</Box>
          {standing.trial?.gracePeriod === true && (
            <Box variant="p" fontWeight="bold">
              {NOTICE_STRINGS.graceDaysLeft(standing.trial.graceDaysLeft)}
            </Box>
          )}
        </SpaceBetween>
      </Modal>
    </>
  );
}

/** A node of its own for the blocking dialog, whose close button is hidden (app.css) when it may not be closed. */
function blockingModalRoot(): Promise<HTMLElement> {
  const element = document.createElement('div');
  element.className = 'rw-blocking-modal';
  document.body.appendChild(element);
  return Promise.resolve(element);
}

function removeBlockingModalRoot(element: HTMLElement | null): void {
  element?.remove();
}

/**
 * The blocking notice of an instance whose trial is over (docs/product.md, Screens and shell): Log out and Contact Us. Only
 * people of the provider's own email domain may close it.
 */
export function TrialExpiredNotice({ namespaceId, userEmail }: { namespaceId: string; userEmail: string | undefined }) {
  const { account, config, session } = useAppServices();
  const [loggingOut, setLoggingOut] = useState(false);
  const closable = isProviderEmail(userEmail, config.providerEmailDomain);
  const others = (useInstanceIds().data ?? []).filter((id) => id !== namespaceId);
  const switchInstance = useSwitchInstance();

  return (
    <Modal
      visible
      getModalRoot={closable ? undefined : blockingModalRoot}
      removeModalRoot={closable ? undefined : removeBlockingModalRoot}
      header={NOTICE_STRINGS.expiredTitle}
      onDismiss={() => {
        if (closable) account.closeNotice(namespaceId, 'trialExpired');
      }}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {others.length > 0 && (
              <ButtonDropdown
                variant="normal"
                items={others.map((id) => ({ id, text: id }))}
                onItemClick={({ detail }) => switchInstance(detail.id)}
              >
                {NOTICE_STRINGS.switchInstance}
              </ButtonDropdown>
            )}
            <Button
              loading={loggingOut}
              onClick={() => {
                setLoggingOut(true);
                void session.end();
              }}
            >
              {NOTICE_STRINGS.logOut}
            </Button>
            <ContactUsButton namespaceId={namespaceId} primary />
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box variant="p">{NOTICE_STRINGS.expiredBody}</Box>
        {others.length > 0 && (
          <Box variant="p" color="text-body-secondary">
            {NOTICE_STRINGS.expiredOtherInstances}
          </Box>
        )}
      </SpaceBetween>
    </Modal>
  );
}
