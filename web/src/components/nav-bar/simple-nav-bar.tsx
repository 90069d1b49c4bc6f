import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import { useState } from 'react';

import { useInstanceIds } from '../../app/account/use-account-queries';
import { useAppServices } from '../../app/app-services';
import { contactHref } from '../../app/contact';
import { hrefInInstance } from '../../app/instance/instance-sync';
import { useSwitchInstance } from '../../app/instance/use-instance';
import { PATHS } from '../../app/paths';
import { NavFrame } from './nav-bar';
import { NAV_STRINGS } from './nav-items';

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
 * instance, to switch when the user belongs to others, and Log out.
 */
export function SignedInSimpleNavBar({ namespaceId, showInstances }: { namespaceId: string; showInstances: boolean }) {
  const { session } = useAppServices();
  const ids = useInstanceIds(showInstances);
  const switchInstance = useSwitchInstance();
  const [loggingOut, setLoggingOut] = useState(false);
  const others = (ids.data ?? []).filter((id) => id !== namespaceId);
  return (
    <NavFrame home={hrefInInstance(PATHS.home, namespaceId)}>
      <div className="rw-nav__utilities">
        {showInstances && others.length > 0 && (
          <ButtonDropdown items={others.map((id) => ({ id, text: id }))} onItemClick={({ detail }) => switchInstance(detail.id)}>
            {NAV_STRINGS.instanceMenu(namespaceId)}
          </ButtonDropdown>
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
