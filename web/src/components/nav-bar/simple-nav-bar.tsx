import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useInstanceIds, useRole } from '../../app/account/use-account-queries';
import { useAppServices } from '../../app/app-services';
import { contactHref } from '../../app/contact';
import { hrefInInstance } from '../../app/instance/instance-sync';
import { useSwitchInstance } from '../../app/instance/use-instance';
import { PATHS } from '../../app/paths';
import type { InstanceDialogKind } from './instance-dialogs';
import { NavFrame } from './nav-bar';
import { INSTANCE_ACTION_ITEMS, instanceMenuItems, NAV_STRINGS } from './nav-items';

const InstanceDialog = lazy(async () => ({ default: (await import('./instance-dialogs')).InstanceDialog }));

/** The simple navigation bar of public pages: the product name and Book a demo (docs/product.md, Screens and shell). */
export function PublicNavBar() {
  const { config } = useAppServices();
  return (
    <NavFrame home={PATHS.home}>
      <div className="rw-nav__utilities">
        <Button variant="primary" href={contactHref(config, NAV_STRINGS.bookDemoSubject)} target="_blank">
          {NAV_STRINGS.bookDemo}
        </Button>
      </div>
    </NavFrame>
  );
}

/**
 * The simple navigation bar of signed-in pages before the app opens (the terms, onboarding): the
 * instance, to switch when the user belongs to others, rename or leave, a new instance and sign-in
 * security (the account menu's, which these pages do not show yet), and Log out.
 */
export function SignedInSimpleNavBar({ namespaceId, showInstances }: { namespaceId: string; showInstances: boolean }) {
  const { session } = useAppServices();
  const ids = useInstanceIds(showInstances);
  const role = useRole(showInstances ? namespaceId : undefined);
  const switchInstance = useSwitchInstance();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const [dialog, setDialog] = useState<InstanceDialogKind | undefined>(undefined);
  const others = (ids.data ?? []).filter((id) => id !== namespaceId);
  return (
    <NavFrame home={hrefInInstance(PATHS.home, namespaceId)}>
      <div className="rw-nav__utilities">
        {showInstances && (
          <ButtonDropdown
            items={instanceMenuItems(others, role)}
            onItemClick={({ detail }) => {
              if (detail.id === INSTANCE_ACTION_ITEMS.rename) setDialog('rename');
              else if (detail.id === INSTANCE_ACTION_ITEMS.leave) setDialog('leave');
              else if (detail.id === INSTANCE_ACTION_ITEMS.create) setDialog('create');
              else if (detail.id === INSTANCE_ACTION_ITEMS.security) void navigate(PATHS.accountSecurity);
              else switchInstance(detail.id);
            }}
          >
            {NAV_STRINGS.instanceMenu(namespaceId)}
          </ButtonDropdown>
        )}
        {dialog !== undefined && (
          <Suspense fallback={null}>
            <InstanceDialog kind={dialog} namespaceId={namespaceId} onClose={() => setDialog(undefined)} />
          </Suspense>
        )}
        <Button
          loading={loggingOut}
          onClick={() => {
            setLoggingOut(true);
            void session.end();
          }}
        >
          {NAV_STRINGS.logOut}
        </Button>
      </div>
    </NavFrame>
  );
}
