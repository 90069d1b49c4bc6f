import Grid, { type GridProps } from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { EMAIL_LIST_TABS } from '../../../../shared/domain/email';
import type { EmailSummary } from '../../../../shared/schemas/email-review';
import { useAppServices } from '../../app/app-services';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { PATHS } from '../../app/paths';
import { EmailDetailPanel } from './detail/email-detail-panel';
import { useCheckerWarmUp } from './checker-warm-up';
import { EmailQueue } from './email-queue';
import {
  emailListTabOf,
  filterOfParams,
  openEmailOf,
  paramsWithFilter,
  paramsWithOpenEmail,
  type EmailListFilter,
} from './list-filter';
import { readEmailListPreferences, writeEmailListPreferences, type EmailListPreferences } from './list-preferences';
import { EMAIL_LIST_STRINGS as S, EMAIL_LIST_TAB_LABELS } from './strings';
import { useRefreshEmailLists } from './use-email-list';

/** The list alone, or the list and the email open beside it (stacked on narrow screens). */
const LIST_ONLY: GridProps.ElementDefinition[] = [{ colspan: 12 }];
const LIST_AND_EMAIL: GridProps.ElementDefinition[] = [{ colspan: { default: 12, l: 7 } }, { colspan: { default: 12, l: 5 } }];

/**
 * `/email`: the review queue. The instance's emails in the tabs Generated, Scheduled and Sent, each a
 * filtered table a page at a time with bulk actions; an email opens beside the table and stays open
 * across tabs. The tab, the filters and the open email stay in the address; the page size and
 * columns in the browser.
 */
export function EmailPage() {
  const namespaceId = useSelectedNamespaceId();
  const { storage } = useAppServices();
  const refreshLists = useRefreshEmailLists(namespaceId);
  useCheckerWarmUp();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filter = useMemo(() => filterOfParams(new URLSearchParams(query)), [query]);
  const openEmailId = openEmailOf(params);
  const [preferences, setPreferences] = useState<EmailListPreferences>(() => readEmailListPreferences(storage));

  const changeFilter = useCallback(
    (change: (current: EmailListFilter) => EmailListFilter) =>
      setParams((current) => paramsWithFilter(current, change(filterOfParams(current))), { replace: true }),
    [setParams],
  );
  const emailHref = (emailId: string) => `${PATHS.email}?${paramsWithOpenEmail(params, emailId).toString()}`;
  const changePreferences = (next: EmailListPreferences) => {
    setPreferences(next);
    writeEmailListPreferences(storage, next);
  };

  // focus moves to the email opened from the table, and back where it was when the email is closed
  const panelRef = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const focusPanel = useRef(false);
  useEffect(() => {
    if (openEmailId === undefined || !focusPanel.current) return;
    focusPanel.current = false;
    panelRef.current?.focus();
  }, [openEmailId]);

  const open = (email: EmailSummary) => {
    if (email.id === openEmailId) return;
    if (openEmailId === undefined) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    focusPanel.current = true;
    setParams((current) => paramsWithOpenEmail(current, email.id));
  };
  const close = () => {
    setParams((current) => paramsWithOpenEmail(current, undefined));
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected === true) setTimeout(() => back.focus(), 0);
  };

  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={S.description}>
        {S.title}
      </Header>
      <Grid gridDefinition={openEmailId === undefined ? LIST_ONLY : LIST_AND_EMAIL}>
        <div key="list">
          <Tabs
            ariaLabel={S.tabsLabel}
            activeTabId={filter.tab}
            onChange={({ detail }) => changeFilter((current) => ({ ...current, tab: emailListTabOf(detail.activeTabId) }))}
            tabs={EMAIL_LIST_TABS.map((tab) => ({
              id: tab,
              label: EMAIL_LIST_TAB_LABELS[tab],
              // only the tab shown asks the server (and refreshes)
              content:
                tab === filter.tab ? (
                  <EmailQueue
                    namespaceId={namespaceId}
                    filter={filter}
                    changeFilter={changeFilter}
                    onOpen={open}
                    emailHref={emailHref}
                    preferences={preferences}
                    changePreferences={changePreferences}
                  />
                ) : null,
            }))}
          />
        </div>
        {openEmailId !== undefined && (
          <section key="email" ref={panelRef} tabIndex={-1} aria-label={S.panelLabel}>
            <EmailDetailPanel emailId={openEmailId} onChanged={() => void refreshLists()} onClose={close} />
          </section>
        )}
      </Grid>
    </SpaceBetween>
  );
}
