import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { EMBED_PARAM } from '../app/paths';

interface FollowEvent {
  readonly detail: { readonly href?: string | undefined; readonly external?: boolean | undefined };
  preventDefault(): void;
}

/** An in-app address that keeps `?embed=true` when the page shown is embedded. */
export function keepEmbed(href: string, currentSearch: string): string {
  if (new URLSearchParams(currentSearch).get(EMBED_PARAM) !== 'true') return href;
  const url = new URL(href, 'http://app.invalid');
  url.searchParams.set(EMBED_PARAM, 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The `onFollow` handler of Cloudscape links, buttons and menu items: in-app addresses change page
 * without reloading it (an embedded app stays embedded); Cloudscape calls it only for plain left
 * clicks, so a new tab still opens as usual.
 */
export function useFollow(): (event: FollowEvent) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (event: FollowEvent) => {
      const { href, external } = event.detail;
      if (href === undefined || external === true || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      void navigate(keepEmbed(href, search));
    },
    [navigate, search],
  );
}
