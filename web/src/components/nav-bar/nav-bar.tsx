import Button from '@cloudscape-design/components/button';
import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import TopNavigation from '@cloudscape-design/components/top-navigation';
import type { ReactNode } from 'react';

import { PRODUCT_NAME } from '../../../../shared/domain/product';
import { useRole } from '../../app/account/use-account-queries';
import { useAppServices } from '../../app/app-services';
import { isAtLeast, useBreakpoint } from '../../app/breakpoints';
import { contactHref } from '../../app/contact';
import { hrefInInstance } from '../../app/instance/instance-sync';
import { PATHS } from '../../app/paths';
import { useFollow } from '../use-follow';
import { AccountMenu } from './account-menu';
import { NAV_STRINGS, NEW_CAMPAIGN_ITEM, navMenusFor, type NavItem } from './nav-items';

/** The frame of both navigation bars: the product name on the left, `children` on the right. */
export function NavFrame({ home, children }: { home: string; children: ReactNode }) {
  const follow = useFollow();
  return (
    <TopNavigation>
      <div className="rw-nav">
        <a
          className="rw-nav__identity"
          href={home}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            follow({ detail: { href: home }, preventDefault: () => event.preventDefault() });
          }}
        >
          {PRODUCT_NAME}
        </a>
        {children}
      </div>
    </TopNavigation>
  );
}

function menuItems(items: readonly NavItem[], namespaceId: string): ButtonDropdownProps.Item[] {
  return items.map((item) => ({ id: item.id, text: item.text, href: hrefInInstance(item.path, namespaceId) }));
}

/**
 * The navigation bar of instance pages (docs/product.md, Screens and shell): Components, Campaigns, Emails, Inbound AI for
 * admins, Get Support, New Campaign and the account button. Narrower screens (breakpoints: docs/product.md, Screens and shell)
 * get shorter forms: below xl Get Support is an icon, below lg the menus fold into one, below md New
 * Campaign is an icon, below sm the folded menu is too.
 */
export function NavBar({ namespaceId }: { namespaceId: string }) {
  const { config } = useAppServices();
  const breakpoint = useBreakpoint();
  const role = useRole(namespaceId);
  const follow = useFollow();
  const menus = navMenusFor(role);
  const wide = isAtLeast(breakpoint, 'lg');
  const onItemFollow: ButtonDropdownProps['onItemFollow'] = (event) => follow(event);
  const href = (item: NavItem) => hrefInInstance(item.path, namespaceId);

  const folded: ButtonDropdownProps.ItemOrGroup[] = [
    { text: NAV_STRINGS.components, items: menuItems(menus.components, namespaceId) },
    ...menuItems(menus.links, namespaceId),
    ...(menus.inbound.length > 0 ? [{ text: NAV_STRINGS.inboundAi, items: menuItems(menus.inbound, namespaceId) }] : []),
    {
      id: 'support',
      text: NAV_STRINGS.getSupport,
      href: contactHref(config, NAV_STRINGS.supportSubject),
      external: true,
      externalIconAriaLabel: NAV_STRINGS.openInNewTab,
    },
  ];

  return (
    <NavFrame home={hrefInInstance(PATHS.dashboard, namespaceId)}>
      <nav className="rw-nav__menus" aria-label={NAV_STRINGS.navigation}>
        {wide ? (
          <>
            <ButtonDropdown items={menuItems(menus.components, namespaceId)} onItemFollow={onItemFollow}>
              {NAV_STRINGS.components}
            </ButtonDropdown>
            {menus.links.map((item) => (
              <Button key={item.id} variant="link" href={href(item)} onFollow={follow}>
                {item.text}
              </Button>
            ))}
            {menus.inbound.length > 0 && (
              <ButtonDropdown items={menuItems(menus.inbound, namespaceId)} onItemFollow={onItemFollow}>
                {NAV_STRINGS.inboundAi}
              </ButtonDropdown>
            )}
          </>
        ) : (
          <ButtonDropdown
            items={folded}
            onItemFollow={onItemFollow}
            variant={isAtLeast(breakpoint, 'sm') ? 'normal' : 'icon'}
            ariaLabel={NAV_STRINGS.menu}
          >
            {NAV_STRINGS.menu}
          </ButtonDropdown>
        )}
      </nav>
      <div className="rw-nav__utilities">
        {wide && (
          <Button
            variant={isAtLeast(breakpoint, 'xl') ? 'link' : 'icon'}
            href={contactHref(config, NAV_STRINGS.supportSubject)}
            target="_blank"
            iconName={isAtLeast(breakpoint, 'xl') ? 'external' : 'support'}
            iconAlign="right"
            ariaLabel={`${NAV_STRINGS.getSupport} (${NAV_STRINGS.openInNewTab})`}
          >
            {isAtLeast(breakpoint, 'xl') ? NAV_STRINGS.getSupport : undefined}
          </Button>
        )}
        {isAtLeast(breakpoint, 'md') ? (
          <Button variant="primary" href={href(NEW_CAMPAIGN_ITEM)} onFollow={follow}>
            {NEW_CAMPAIGN_ITEM.text}
          </Button>
        ) : (
          <Button
            variant="primary"
            iconName="add-plus"
            ariaLabel={NEW_CAMPAIGN_ITEM.text}
            href={href(NEW_CAMPAIGN_ITEM)}
            onFollow={follow}
          />
        )}
        <AccountMenu namespaceId={namespaceId} compact={!isAtLeast(breakpoint, 'sm')} />
      </div>
    </NavFrame>
  );
}
