import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { ERROR_MESSAGES } from '../../../shared/domain/messages';
import { errorMessage } from '../api/error-message';
import { CLIENT_MESSAGES } from '../api/messages';
import { useSession } from '../auth/use-session';
import { NavBar } from '../components/nav-bar/nav-bar';
import { PublicNavBar, SignedInSimpleNavBar } from '../components/nav-bar/simple-nav-bar';
import { useAuthenticate } from './account/use-account-queries';
import { useAccountView } from './account/use-account-view';
import { FLOW_REDIRECT_STATE, useClearAlertsOnRouteChange } from './alerts/app-flashbar';
import { AppRoutes } from './app-routes';
import { useAlerts, useAppServices } from './app-services';
import { ErrorBoundary } from './error-boundary';
import { hrefInInstance } from './instance/instance-sync';
import { useInstanceSync, useSwitchInstance } from './instance/use-instance';
import { ShellNotices } from './notices/shell-notices';
import { PageFrame } from './page-frame';
import { PageLoading } from './page-loading';
import { PATHS } from './paths';
import { frameOf, pageRouteOf, type FrameOptions } from './route-table';
import { RouteErrorPage } from './route-error-page';
import { decideShell, type SessionStatus, type ShellDecision } from './shell-flow';
import type { SignInRedirectState } from './sign-in-redirect';
import { APP_STRINGS } from './strings';

const TrialExpiredNotice = lazy(async () => ({ default: (await import('./notices/trial-notices')).TrialExpiredNotice }));

/**
 * The one shell of the app: reads the session and the account of the selected instance, asks
 * `decideShell` what to show (docs/product.md, Screens and shell) and shows it in the page's frame.
 */
export function Shell() {
  useClearAlertsOnRouteChange();
  const location = useLocation();
  const route = pageRouteOf(location.pathname);
  const session = useSession();
  const sessionStatus: SessionStatus = session.isPending ? 'loading' : (session.data?.status ?? 'none');
  const needsInstance = route.access === 'instance' && sessionStatus === 'active';
  const selection = useInstanceSync(needsInstance);
  const account = useAccountView(needsInstance, selection.selected, selection.error);
  const decision = decideShell({ pathname: location.pathname, access: route.access, session: sessionStatus, account });
  return <ShellView decision={decision} frame={frameOf(location.pathname, location.search)} namespaceId={selection.selected} />;
}

function Page({ children }: { children?: ReactNode }) {
  return (
    <ErrorBoundary fallback={(error) => <RouteErrorPage error={error} />}>
      <Suspense fallback={<PageLoading />}>{children ?? <AppRoutes />}</Suspense>
    </ErrorBoundary>
  );
}

function ShellView({
  decision,
  frame,
  namespaceId,
}: {
  decision: ShellDecision;
  frame: FrameOptions;
  namespaceId: string | undefined;
}) {
  const location = useLocation();
  switch (decision.kind) {
    case 'spinner':
      return <PageLoading />;
    case 'render':
      return (
        <PageFrame frame={frame} nav={frame.nav === 'simple' ? <PublicNavBar /> : undefined}>
          <Page />
        </PageFrame>
      );
    case 'sign-out':
      return <EndExpiredSession />;
    case 'sign-in': {
      const state: SignInRedirectState = { from: { pathname: location.pathname, search: location.search } };
      return <Navigate to={PATHS.login} state={state} replace />;
    }
    case 'redirect':
      return <Navigate to={hrefInInstance(decision.to, namespaceId)} state={FLOW_REDIRECT_STATE} replace />;
    case 'trial-expired':
      return (
        <PageFrame frame={frame} nav={<NavBar namespaceId={decision.namespaceId} />}>
          <TrialExpiredPage namespaceId={decision.namespaceId} />
        </PageFrame>
      );
    case 'page':
      return (
        <PageFrame
          frame={frame}
          nav={
            frame.nav === 'full' ? (
              <NavBar namespaceId={decision.pageKey} />
            ) : (
              <SignedInSimpleNavBar namespaceId={decision.pageKey} showInstances={location.pathname !== PATHS.agreement} />
            )
          }
          notices={frame.nav === 'full' ? <ShellNotices namespaceId={decision.pageKey} /> : undefined}
        >
          {/* a new instance creates the page afresh */}
          <Page key={decision.pageKey} />
        </PageFrame>
      );
    case 'account-error':
      return (
        <PageFrame frame={{ ...frame, centred: true }}>
          <AccountError error={decision.error} namespaceId={namespaceId} />
        </PageFrame>
      );
    default:
      return (
        <Box padding="xxl" textAlign="center" variant="h2">
          {ERROR_MESSAGES.invalidState}
        </Box>
      );
  }
}

/** docs/product.md, Screens and shell: an expired session forces sign-out; sign-in follows, with the reason. */
function EndExpiredSession() {
  const { session } = useAppServices();
  const alerts = useAlerts();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    alerts.add({ type: 'warning', message: CLIENT_MESSAGES.tokenExpired, showAfterRedirect: true });
    void session.end();
  }, [alerts, session]);
  return <PageLoading />;
}

function TrialExpiredPage({ namespaceId }: { namespaceId: string }) {
  const authenticate = useAuthenticate();
  return (
    <Suspense fallback={<PageLoading />}>
      <TrialExpiredNotice namespaceId={namespaceId} userEmail={authenticate.data?.user.email} />
    </Suspense>
  );
}

/** The account could not be loaded: why, a retry, and the way to the user's default instance. */
function AccountError({ error, namespaceId }: { error: unknown; namespaceId: string | undefined }) {
  const queryClient = useQueryClient();
  const authenticate = useAuthenticate();
  const switchInstance = useSwitchInstance();
  const defaultId = authenticate.data?.defaultNamespaceId;
  return (
    <Alert
      type="error"
      header={APP_STRINGS.accountErrorHeader}
      action={
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={() => void queryClient.refetchQueries({ type: 'active' })}>{APP_STRINGS.retry}</Button>
          {defaultId !== undefined && defaultId !== '' && defaultId !== namespaceId && (
            <Button onClick={() => switchInstance(defaultId)}>{APP_STRINGS.openDefaultInstance}</Button>
          )}
        </SpaceBetween>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
