import Box from '@cloudscape-design/components/box';
import { Navigate, Outlet } from 'react-router-dom';

import { useSession } from '../auth/use-session';
import { AppHeader } from '../components/app-header';
import { PageLoading } from './page-loading';
import { PATHS } from './paths';

/** Widest the page content grows, in pixels; wider screens centre it. */
const CONTENT_MAX_WIDTH = 1280;

/**
 * Frame of every signed-in page: the top bar and the page below it. Without a session the user
 * goes to sign in. (A plain frame rather than AppLayout keeps the first load within its budget.)
 */
export function SignedInLayout() {
  const session = useSession();
  if (session.isPending) return <PageLoading />;
  if (!session.data) return <Navigate to={PATHS.signIn} replace />;
  return (
    <>
      <header style={{ position: 'sticky', top: 0, zIndex: 1000 }}>
        <AppHeader user={session.data} />
      </header>
      <main style={{ maxWidth: CONTENT_MAX_WIDTH, margin: '0 auto' }}>
        <Box padding={{ vertical: 'l', horizontal: 'xl' }}>
          <Outlet />
        </Box>
      </main>
    </>
  );
}
