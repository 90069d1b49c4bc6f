import Box from '@cloudscape-design/components/box';
import type { ReactNode } from 'react';

/** What a page or table shows with nothing in it yet: a title, what will be here, and maybe an action. */
export function EmptyState({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box textAlign="center" color="inherit" padding={{ vertical: 'l' }}>
      <Box variant="h3" color="inherit" padding={{ bottom: 'xs' }}>
        {title}
      </Box>
      <Box variant="p" color="inherit" padding={{ bottom: action === undefined ? 'n' : 's' }}>
        {children}
      </Box>
      {action}
    </Box>
  );
}
