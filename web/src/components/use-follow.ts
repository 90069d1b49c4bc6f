import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

interface FollowEvent {
  readonly detail: { readonly href?: string | undefined; readonly external?: boolean | undefined };
  preventDefault(): void;
}

/**
 * The `onFollow` handler of Cloudscape links, buttons and menu items: in-app addresses change page
 * without reloading it; Cloudscape calls it only for plain left clicks, so a new tab still opens as usual.
 */
export function useFollow(): (event: FollowEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: FollowEvent) => {
      const { href, external } = event.detail;
      if (href === undefined || external === true || !href.startsWith('/')) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
