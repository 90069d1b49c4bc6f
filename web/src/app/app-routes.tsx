import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

import { ErrorBoundary } from './error-boundary';
import { PageLoading } from './page-loading';
import { PATHS } from './paths';
import { RouteErrorPage } from './route-error-page';

// each page's code loads when it is first visited
const SignInPage = lazy(async () => ({ default: (await import('../pages/account/sign-in/sign-in-page')).SignInPage }));
const CallbackPage = lazy(async () => ({ default: (await import('../pages/account/callback/callback-page')).CallbackPage }));
const SignedInLayout = lazy(async () => ({ default: (await import('./signed-in-layout')).SignedInLayout }));
const WorkspacePage = lazy(async () => ({ default: (await import('../pages/workspace/workspace-page')).WorkspacePage }));

/** The app's routes. */
export function AppRoutes() {
  return (
    <ErrorBoundary fallback={(error) => <RouteErrorPage error={error} />}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path={PATHS.signIn} element={<SignInPage />} />
          <Route path={PATHS.signInCallback} element={<CallbackPage />} />
          <Route element={<SignedInLayout />}>
            <Route index element={<WorkspacePage />} />
          </Route>
          <Route path="*" element={<Navigate to={PATHS.home} replace />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
