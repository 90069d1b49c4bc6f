import { useSyncExternalStore } from 'react';

import { BREAKPOINTS } from '../../../shared/domain/product';

type Breakpoint = keyof typeof BREAKPOINTS;

/** Widest first, so the first one a width reaches is its breakpoint. */
const DESCENDING = (Object.entries(BREAKPOINTS) as [Breakpoint, number][]).sort((a, b) => b[1] - a[1]);

/** The breakpoint of a viewport width (docs/product.md, Screens and shell: xs 0, sm 600, md 900, lg 1200, xl 1536). */
export function breakpointOf(width: number): Breakpoint {
  return DESCENDING.find(([, min]) => width >= min)?.[0] ?? 'xs';
}

/** True when the breakpoint is at least `min`. */
export function isAtLeast(breakpoint: Breakpoint, min: Breakpoint): boolean {
  return BREAKPOINTS[breakpoint] >= BREAKPOINTS[min];
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The breakpoint of the window, updated as it is resized. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(
    subscribe,
    () => breakpointOf(window.innerWidth),
    () => 'lg',
  );
}
