import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';

import { errorMessage } from '../api/error-message';
import { APP_STRINGS } from './strings';

/** Shown when a page fails to load or render (for example, a new release replaced its code). */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <Box padding="xxl">
      <Alert
        type="error"
        header={APP_STRINGS.routeErrorHeader}
        action={<Button onClick={() => window.location.reload()}>{APP_STRINGS.reload}</Button>}
      >
        {errorMessage(error)}
      </Alert>
    </Box>
  );
}
