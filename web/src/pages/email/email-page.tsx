import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useSearchParams } from 'react-router-dom';

import { EMAIL_LIST_TABS } from '../../../../shared/domain/email';
import { EmptyState } from '../../components/empty-state';

type EmailTab = (typeof EMAIL_LIST_TABS)[number];

const TAB_PARAM = 'tab';

const TABS: Readonly<Record<EmailTab, { readonly empty: string; readonly text: string }>> = {
  GENERATED: {
    empty: 'No generated emails yet',
    text: 'Emails your running campaigns write appear here for review. You can edit them, regenerate them or mark them reviewed before they are scheduled.',
  },
  SCHEDULED: {
    empty: 'No scheduled emails',
    text: 'Emails waiting for their send time appear here, with the sender and the time they go out within your office hours.',
  },
  SENT: {
    empty: 'No sent emails yet',
    text: 'Sent emails appear here with what happened next: opened, clicked, replied, bounced or unsubscribed.',
  },
};

/** `/email`: the instance's emails in the tabs GENERATED, SCHEDULED and SENT; the tab stays in the address. */
export function EmailPage() {
  const [params, setParams] = useSearchParams();
  const active = EMAIL_LIST_TABS.find((tab) => tab === params.get(TAB_PARAM)) ?? EMAIL_LIST_TABS[0];
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description="Every email of your campaigns, from the first draft to the reply.">
        Emails
      </Header>
      <Tabs
        activeTabId={active}
        onChange={({ detail }) => {
          const next = new URLSearchParams(params);
          next.set(TAB_PARAM, detail.activeTabId);
          setParams(next, { replace: true });
        }}
        tabs={EMAIL_LIST_TABS.map((tab) => ({
          id: tab,
          label: tab,
          content: (
            <Container>
              <EmptyState title={TABS[tab].empty}>{TABS[tab].text}</EmptyState>
            </Container>
          ),
        }))}
      />
    </SpaceBetween>
  );
}
