import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

import { FOOTER_TEXT } from '../../../shared/domain/product';
import { AppFlashbar } from './alerts/app-flashbar';
import type { FrameOptions } from './route-table';

/**
 * The frame of every page (docs/product.md, Screens and shell): the navigation bar, the notices and alerts, the page (in the
 * centre for centred pages) and the footer unless hidden or embedded.
 */
export function PageFrame({
  frame,
  nav,
  notices,
  children,
}: {
  frame: FrameOptions;
  nav?: ReactNode;
  notices?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="rw-frame">
      {nav !== undefined && <header className="rw-frame__header">{nav}</header>}
      <main className={frame.centred ? 'rw-frame__main rw-frame__main--centred' : 'rw-frame__main'}>
        <SpaceBetween size="l">
          {notices}
          <AppFlashbar />
          {children}
        </SpaceBetween>
      </main>
      {frame.footer && (
        <footer className="rw-frame__footer">
          <Box textAlign="center" color="text-body-secondary" fontSize="body-s">
            {FOOTER_TEXT}
          </Box>
        </footer>
      )}
    </div>
  );
}
