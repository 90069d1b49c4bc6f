import TopNavigation from '@cloudscape-design/components/top-navigation';

import { PRODUCT_NAME } from '../../../shared/domain/product';
import type { SignedInUser } from '../auth/session';
import { useSignOut } from '../auth/use-sign-out';
import { PATHS } from '../app/paths';

const SIGN_OUT_ITEM = 'sign-out';

export const APP_HEADER_STRINGS = {
  signOut: 'Sign out',
  accountMenu: 'Account',
} as const;

/** The top bar: the product name, and the signed-in user's email with the sign-out action. */
export function AppHeader({ user }: { user: SignedInUser }) {
  const signOut = useSignOut();
  return (
    <TopNavigation
      identity={{ title: PRODUCT_NAME, href: PATHS.home }}
      utilities={[
        {
          type: 'menu-dropdown',
          text: user.email,
          iconName: 'user-profile',
          ariaLabel: `${APP_HEADER_STRINGS.accountMenu}: ${user.email}`,
          items: [{ id: SIGN_OUT_ITEM, text: APP_HEADER_STRINGS.signOut, disabled: signOut.isPending }],
          onItemClick: ({ detail }) => {
            if (detail.id === SIGN_OUT_ITEM) signOut.mutate();
          },
        },
      ]}
    />
  );
}
