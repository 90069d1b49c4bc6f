import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { useAlertList, useAlerts } from '../app-services';
import type { AlertType } from './alerts-store';

// loaded with the first alert
const Flashbar = lazy(() => import('@cloudscape-design/components/flashbar'));

const FLASHBAR_TYPE: Readonly<Record<AlertType, FlashbarProps.Type>> = {
  success: 'success',
  danger: 'error',
  warning: 'warning',
};

const DISMISS_LABEL = 'Dismiss';

/** Navigation state of the shell's own redirects (terms, onboarding): they finish a navigation rather than start one. */
export const FLOW_REDIRECT_STATE = { flowRedirect: true } as const;

function isFlowRedirect(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'flowRedirect' in state && state.flowRedirect === true;
}

/**
 * Clears the alerts when the path changes (docs/product.md, Screens and shell); one flagged to show after a redirect stays
 * once. The shell's own redirects do not count, so an alert shown after going home survives the
 * flow's way on to /onboarding.
 */
export function useClearAlertsOnRouteChange(): void {
  const alerts = useAlerts();
  const location = useLocation();
  const { pathname } = location;
  const previous = useRef(pathname);
  const flowRedirect = isFlowRedirect(location.state as unknown);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!flowRedirect) alerts.routeChanged();
  }, [alerts, pathname, flowRedirect]);
}

/** The app's alerts, dismissible, at the top of the page. */
export function AppFlashbar() {
  const alerts = useAlerts();
  const list = useAlertList();
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Flashbar
        items={list.map((alert) => ({
          id: alert.id,
          type: FLASHBAR_TYPE[alert.type],
          content: alert.message,
          dismissible: true,
          dismissLabel: DISMISS_LABEL,
          onDismiss: () => alerts.dismiss(alert.id),
        }))}
      />
    </Suspense>
  );
}
