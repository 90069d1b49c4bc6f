import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';

import { integrationOutboxRoutes } from '../../../../shared/api/routes/integration-outbox';
import type { CrmOutboxKind } from '../../../../shared/domain/crm';
import type { IntegrationType } from '../../../../shared/domain/integration';
import type * as z from '../../../../shared/schemas/zod';
import { useApiClient } from '../../api/api-client-context';
import { errorMessage } from '../../api/error-message';

const S = {
  header: 'Writes given up',
  description: (crm: string) => `What could not be written to ${crm} after its tries, or that ${crm} refused, with why.`,
  empty: 'Nothing given up: every send, reply, bounce and opt-out was written or is on its way.',
  loading: 'Loading the writes given up',
  loadFailed: 'The writes given up could not be loaded',
  what: 'What',
  when: 'Happened',
  reason: 'Why it was given up',
  tries: 'Tries',
  retry: 'Try again',
  more: 'Show more',
  retried: 'It will be written at the next run, within a minute.',
} as const;

type DeadWrite = z.infer<typeof integrationOutboxRoutes.deadLetters.response>['items'][number];

const KIND_LABELS: Readonly<Record<CrmOutboxKind, string>> = {
  EMAIL_SENT: 'Email sent',
  REPLY: 'Reply',
  BOUNCE: 'Bounce',
  OPT_OUT: 'Opt-out',
};

/**
 * The CRM writes the outbox gave up (after its tries, or refused by the CRM), the last first, a
 * page at a time; a manager can put one back to be tried at the next run.
 */
export function CrmOutboxPanel({
  namespaceId,
  type,
  crm,
  manages,
}: {
  namespaceId: string;
  type: IntegrationType;
  crm: string;
  manages: boolean;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = ['integration', namespaceId, type, 'dead-letters'];
  const dead = useInfiniteQuery({
    queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) =>
      (
        await client.call(integrationOutboxRoutes.deadLetters, {
          params: { type },
          body: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) },
          namespaceId,
          signal,
        })
      ).data,
    getNextPageParam: (page) => page.cursor ?? undefined,
  });
  const retry = useMutation({
    mutationFn: async (eventId: string) =>
      (await client.call(integrationOutboxRoutes.retry, { params: { type }, body: { eventId }, namespaceId })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
  const items: DeadWrite[] = dead.data?.pages.flatMap((page) => page.items) ?? [];

  if (dead.isError) {
    return (
      <Alert type="error" header={S.loadFailed} action={<Button onClick={() => void dead.refetch()}>{S.retry}</Button>}>
        {errorMessage(dead.error)}
      </Alert>
    );
  }
  return (
    <Table
      variant="embedded"
      header={
        <Header variant="h3" description={S.description(crm)}>
          {S.header}
        </Header>
      }
      loading={dead.isPending}
      loadingText={S.loading}
      items={items}
      trackBy="eventId"
      empty={<Box color="text-body-secondary">{S.empty}</Box>}
      columnDefinitions={[
        { id: 'what', header: S.what, cell: (item) => KIND_LABELS[item.kind] },
        { id: 'when', header: S.when, cell: (item) => new Date(item.at).toLocaleString() },
        { id: 'reason', header: S.reason, cell: (item) => item.reason },
        { id: 'tries', header: S.tries, cell: (item) => item.attempts },
        ...(manages
          ? [
              {
                id: 'retry',
                header: '',
                cell: (item: DeadWrite) => (
                  <Button
                    variant="inline-link"
                    ariaLabel={`${S.retry}: ${item.eventId}`}
                    loading={retry.isPending && retry.variables === item.eventId}
                    onClick={() => retry.mutate(item.eventId)}
                  >
                    {S.retry}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
      footer={
        dead.hasNextPage ? (
          <Box textAlign="center">
            <Button loading={dead.isFetchingNextPage} onClick={() => void dead.fetchNextPage()}>
              {S.more}
            </Button>
          </Box>
        ) : retry.isSuccess ? (
          <Box color="text-status-success">{S.retried}</Box>
        ) : undefined
      }
    />
  );
}
