import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { Violation } from '../../../../../shared/rules/email/types';

/** The messages of violations, one a line; nothing when there are none. */
export function ViolationText({ violations }: { violations: readonly Violation[] }) {
  if (violations.length === 0) return null;
  if (violations.length === 1) return <>{violations[0]?.message}</>;
  return (
    <SpaceBetween size="xxxs">
      {violations.map((violation, index) => (
        <Box key={`${violation.code}:${index}`} variant="span" color="inherit" fontSize="body-s">
          {violation.message}
        </Box>
      ))}
    </SpaceBetween>
  );
}
