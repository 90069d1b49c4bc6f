import Badge, { type BadgeProps } from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';

import type { TierChip } from '../../../../shared/domain/tier';
import { tierChip } from '../../app/account/plan';
import { useAuthenticate, useTier } from '../../app/account/use-account-queries';
import { ACCOUNT_MENU_STRINGS } from './account-menu-strings';
import type { InstanceDialogKind } from './instance-dialogs';
import { NAV_STRINGS } from './nav-items';

// the menu's content and the terms load when first opened, keeping them out of the first load
const AccountPanel = lazy(async () => ({ default: (await import('./account-panel')).AccountPanel }));
const TermsDialog = lazy(async () => ({ default: (await import('../terms/terms-dialog')).TermsDialog }));
const InstanceDialog = lazy(async () => ({ default: (await import('./instance-dialogs')).InstanceDialog }));

const CHIP_COLOUR: Readonly<Record<TierChip, BadgeProps['color']>> = { free: 'grey', basic: 'blue', pro: 'green' };

/** The tier chip of the account button (free, basic, pro). */
function TierBadge({ chip }: { chip: TierChip }) {
  return <Badge color={CHIP_COLOUR[chip]}>{chip.toUpperCase()}</Badge>;
}

/**
 * The account button (first name, instance id, tier chip) and its menu (docs/product.md, Screens and shell). The tier is
 * asked for (`POST /api/tier`) when the menu loads the user.
 */
export function AccountMenu({ namespaceId, compact }: { namespaceId: string; compact: boolean }) {
  const authenticate = useAuthenticate();
  const tier = useTier(namespaceId);
  const [open, setOpen] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  // outside the menu, which closes when the dialog opens: a click in the dialog is not one elsewhere
  const [dialog, setDialog] = useState<InstanceDialogKind | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  const { pathname, search } = useLocation();

  // the menu closes on Escape, on a click elsewhere, and when the page or instance changes
  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: MouseEvent) => {
      const target = event.target;
      if (target instanceof Node && !root.current?.contains(target) && !panel.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open]);

  const user = authenticate.data?.user;
  const firstName = user?.firstName ?? '';
  const chip = tier.data === undefined ? undefined : tierChip(tier.data);

  return (
    <div className="rw-account" ref={root}>
      <Button
        iconName="caret-down-filled"
        iconAlign="right"
        ariaExpanded={open}
        ariaLabel={NAV_STRINGS.accountButton(firstName, namespaceId, chip ?? '')}
        onClick={() => {
          setTop(root.current?.getBoundingClientRect().bottom ?? 0);
          setOpen((value) => !value);
        }}
      >
        <span className="rw-account__button">
          <span>{firstName}</span>
          {!compact && <span className="rw-account__instance">{namespaceId}</span>}
          {chip !== undefined && <TierBadge chip={chip} />}
        </span>
      </Button>
      {open &&
        // outside the navigation bar, so the menu has the page's colours rather than the bar's
        createPortal(
          <div
            className="rw-account__panel"
            ref={panel}
            role="dialog"
            aria-label={ACCOUNT_MENU_STRINGS.panel}
            style={{ insetBlockStart: top + 8 }}
          >
            <Suspense fallback={null}>
              <AccountPanel
                namespaceId={namespaceId}
                email={user?.email}
                onPrivacy={() => setTermsOpen(true)}
                onInstanceAction={(kind) => {
                  setOpen(false);
                  setDialog(kind);
                }}
              />
            </Suspense>
          </div>,
          document.body,
        )}
      {termsOpen && (
        <Suspense fallback={null}>
          <TermsDialog visible onClose={() => setTermsOpen(false)} />
        </Suspense>
      )}
      {dialog !== undefined && (
        <Suspense fallback={null}>
          <InstanceDialog kind={dialog} namespaceId={namespaceId} onClose={() => setDialog(undefined)} />
        </Suspense>
      )}
    </div>
  );
}
