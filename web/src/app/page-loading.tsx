import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';

import { APP_STRINGS } from './strings';

/** A centred spinner while a page or the session loads. */
export function PageLoading() {
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl' }}>
      <Spinner size="large" />
      <Box variant="p" color="text-status-inactive">
        {APP_STRINGS.loading}
      </Box>
    </Box>
  );
}
