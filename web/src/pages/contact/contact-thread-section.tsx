import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQuery } from '@tanstack/react-query';

import { contactRoutes } from '../../../../shared/api/routes/contact';
import { EMAIL_STATUS_LABELS } from '../../../../shared/domain/email';
import { useApiClient } from '../../api/api-client-context';
import { errorMessage } from '../../api/error-message';
import { contactThreadQueryKey } from '../../app/query-keys';
import { EmptyState } from '../../components/empty-state';
import { ReplyList } from '../../components/reply-list';
import { useFollow } from '../../components/use-follow';
import { failureReasonOf } from '../campaign/campaign-emails';
import { formatDateTime } from '../campaign/format';
import { ContactThreadBody } from './contact-thread-body';
import { ContactThreadHistory } from './contact-thread-history';
import {
  contactEmailsHref,
  newestFirst,
  openInEmailsHref,
  threadCampaign,
  threadSubject,
  threadTimeOf,
  type ThreadItem,
} from './contact-thread-model';
import { EMAIL_STATUS_INDICATOR } from './contact-status';
import { CONTACT_THREAD_STRINGS as S } from './strings';

/** Every email to a contact with its history (`contact.thread`). */
function useContactThread(namespaceId: string, contactId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: contactThreadQueryKey(namespaceId, contactId),
    queryFn: async ({ signal }) =>
      (await client.call(contactRoutes.thread, { params: { id: contactId }, namespaceId, signal })).data,
  });
}

/** One email of the thread: what it is, where it stands, its text, and its history folded below. */
function ThreadEmail({ item, namespaceId }: { item: ThreadItem; namespaceId: string }) {
  const follow = useFollow();
  const { email } = item;
  const subject = threadSubject(item);
  const failure = failureReasonOf(email);
  return (
    <Container
      header={
        <Header
          variant="h3"
          actions={
            <Link href={openInEmailsHref(namespaceId, email)} onFollow={follow} ariaLabel={S.openInEmailsLabel(subject)}>
              {S.openInEmails}
            </Link>
          }
        >
          {subject}
        </Header>
      }
      footer={<ContactThreadHistory history={item.history} subject={subject} />}
    >
      <SpaceBetween size="m">
        <KeyValuePairs
          columns={4}
          items={[
            {
              label: S.status,
              value: (
                <StatusIndicator type={EMAIL_STATUS_INDICATOR[email.status]}>{EMAIL_STATUS_LABELS[email.status]}</StatusIndicator>
              ),
            },
            { label: S.campaign, value: threadCampaign(item) ?? S.noCampaign },
            { label: S.review, value: email.reviewStatus === 'REVIEWED' ? S.reviewed : S.notReviewed },
            { label: S.when, value: formatDateTime(threadTimeOf(item)) },
          ]}
        />
        {failure !== undefined && (
          <Alert type="error" header={S.failed}>
            {failure}
          </Alert>
        )}
        <ContactThreadBody bodyHtml={item.bodyHtml} />
        <ReplyList replies={item.replies} variant="inline" />
      </SpaceBetween>
    </Container>
  );
}

/**
 * The contact's thread: every email written to the contact, newest first, each with its status,
 * campaign, subject and text, its history, and a link to open it in the review queue.
 */
export function ContactThreadSection({ contactId, namespaceId }: { contactId: string; namespaceId: string }) {
  const follow = useFollow();
  const thread = useContactThread(namespaceId, contactId);
  const items = thread.data === undefined ? [] : newestFirst(thread.data.items);

  return (
    <SpaceBetween size="s">
      <Header
        variant="h2"
        description={S.description}
        counter={thread.data === undefined ? undefined : `(${items.length}${thread.data.truncated ? '+' : ''})`}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              iconName="refresh"
              ariaLabel={S.refresh}
              loading={thread.isFetching && !thread.isPending}
              onClick={() => void thread.refetch()}
            />
            <Button href={contactEmailsHref(namespaceId, contactId)} onFollow={follow}>
              {S.allInEmails}
            </Button>
          </SpaceBetween>
        }
      >
        {S.header}
      </Header>
      {thread.isPending && (
        <Box textAlign="center" padding="l">
          <Spinner /> {S.loading}
        </Box>
      )}
      {thread.isError && (
        <Alert type="error" header={S.loadFailed} action={<Button onClick={() => void thread.refetch()}>{S.retry}</Button>}>
          {errorMessage(thread.error)}
        </Alert>
      )}
      {thread.data !== undefined && items.length === 0 && (
        <Container>
          <EmptyState title={S.emptyTitle}>{S.emptyText}</EmptyState>
        </Container>
      )}
      {items.map((item) => (
        <ThreadEmail key={item.email.id} item={item} namespaceId={namespaceId} />
      ))}
      {thread.data?.truncated === true && <Alert type="info">{S.truncated}</Alert>}
    </SpaceBetween>
  );
}
