import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';

import { APP_STRINGS } from './strings';

/** Full page shown when `/config.json` is missing or invalid: the app cannot sign anyone in without it. */
export function ConfigErrorPage({ problem }: { problem: string }) {
  return (
    <Box padding="xxl">
      <Alert type="error" header={APP_STRINGS.configErrorHeader}>
        <Box variant="p">{problem}</Box>
        <Box variant="p">{APP_STRINGS.configErrorHint}</Box>
      </Alert>
    </Box>
  );
}
