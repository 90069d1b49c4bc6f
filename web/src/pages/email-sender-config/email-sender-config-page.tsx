import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { senderRoutes } from '../../../../shared/api/routes/email-sender-config';
import { EXPIRED_CREDENTIALS_LINK } from '../../../../shared/domain/sender';
import type { EmailSenderConfig } from '../../../../shared/schemas/email-sender-config';
import { useApiClient } from '../../api/api-client-context';
import { errorMessage } from '../../api/error-message';
import { useSenderHealth } from '../../app/account/use-account-queries';
import { useAlerts } from '../../app/app-services';
import { EMPTY_VALUE, formatDate } from '../../app/format';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { useInstanceTimeZone } from '../../app/instance/use-instance-time-zone';
import { timeZoneLabel } from '../../app/time-zones';
import { PATHS } from '../../app/paths';
import { senderHealthQueryKey } from '../../app/query-keys';
import { EmptyState } from '../../components/empty-state';
import { DeleteModal, ResourceFormModal, useCursorList, useResourceWrites } from '../../components/resource-page';
import { senderEditForm } from './sender-edit-form';
import { SenderUsagePanel, SentTodayCell } from './sender-usage';
import {
  isSendingPaused,
  outcomeFiguresText,
  resumeConfirmationText,
  senderStatusLabel,
  senderStatusReason,
  senderStatusTone,
} from './status-format';
import { SENDER_STATUS_STRINGS, SENDER_USAGE_STRINGS, SENDERS_STRINGS as S, SENDERS_TEXT } from './strings';

const PAGE_SIZE = 20;

type Dialog =
  | { kind: 'edit'; item: EmailSenderConfig }
  | { kind: 'delete'; items: readonly EmailSenderConfig[] }
  | { kind: 'resume'; item: EmailSenderConfig };

/**
 * The sender's status, with why (the pause's reason while paused) below it, and why its mailbox
 * cannot be read for replies while it cannot.
 */
function StatusCell({ sender }: { sender: EmailSenderConfig }) {
  const reason = senderStatusReason(sender);
  return (
    <SpaceBetween size="xxxs">
      <StatusIndicator type={senderStatusTone(sender)}>{senderStatusLabel(sender, Date.now())}</StatusIndicator>
      {reason !== undefined && (
        <Box variant="small" color="text-body-secondary">
          {reason}
        </Box>
      )}
      {sender.mailboxReadFailure !== undefined && (
        <Box variant="small" color="text-status-warning">
          {sender.mailboxReadFailure}
        </Box>
      )}
    </SpaceBetween>
  );
}

function CredentialsCell({ expired, lastCheck }: { expired: boolean; lastCheck: string | undefined }) {
  if (expired) {
    return (
      <SpaceBetween direction="horizontal" size="xs">
        <StatusIndicator type="error">{S.expired}</StatusIndicator>
        <Link href={EXPIRED_CREDENTIALS_LINK}>{S.signInAgain}</Link>
      </SpaceBetween>
    );
  }
  return <StatusIndicator type={lastCheck ? 'success' : 'info'}>{lastCheck ? S.working : S.notChecked}</StatusIndicator>;
}

/** `/email-sender-config`: the instance's senders with their status, 30-day outcomes and credential health; check, edit, resume and delete them. */
export function EmailSenderConfigPage() {
  const namespaceId = useSelectedNamespaceId();
  const instanceZone = useInstanceTimeZone(namespaceId);
  const client = useApiClient();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<readonly EmailSenderConfig[]>([]);
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const nameOf = (item: EmailSenderConfig) => item.senderEmail;

  const list = useCursorList<EmailSenderConfig>(senderRoutes.list, { namespaceId, pageSize: PAGE_SIZE });
  const health = useSenderHealth(namespaceId);
  const writes = useResourceWrites<EmailSenderConfig>({ routes: senderRoutes, nouns: SENDERS_TEXT.nouns, nameOf, namespaceId });
  const expired = new Set(
    (health.data?.responseStatuses ?? []).filter((entry) => entry.status !== 200).map((entry) => entry.senderEmail),
  );
  const items = list.items;
  const selectedOnPage = items.filter((item) => selected.some((chosen) => chosen.id === item.id));

  const check = useMutation({
    mutationFn: async (senderEmail: string) =>
      (await client.call(senderRoutes.health, { body: { senderEmail }, namespaceId })).data,
    onSuccess: async (answer) => {
      if (answer.credentialsValid && answer.message === undefined) {
        alerts.add({ type: 'success', message: S.checkWorked(answer.senderEmail) });
      } else if (!answer.credentialsValid) {
        alerts.add({
          type: 'danger',
          message: S.checkFailed(answer.senderEmail, answer.message ?? S.checkExpired(answer.senderEmail)),
        });
      } else {
        alerts.add({ type: 'warning', message: S.checkFailed(answer.senderEmail, answer.message ?? '') });
      }
      await Promise.all([queryClient.invalidateQueries({ queryKey: senderHealthQueryKey(namespaceId) }), list.query.refetch()]);
    },
    onError: (error) => alerts.reportError(error),
  });

  const resume = useMutation({
    mutationFn: async (sender: EmailSenderConfig) =>
      (await client.call(senderRoutes.resume, { params: { id: sender.id }, body: {}, namespaceId })).data,
    onSuccess: async (answer) => {
      alerts.add({ type: 'success', message: SENDER_STATUS_STRINGS.resumed(answer.senderEmail) });
      setDialog(undefined);
      setSelected([]);
      await Promise.all([queryClient.invalidateQueries({ queryKey: senderHealthQueryKey(namespaceId) }), list.query.refetch()]);
    },
    onError: (error) => alerts.reportError(error),
  });

  const columns: TableProps.ColumnDefinition<EmailSenderConfig>[] = [
    { id: 'senderEmail', header: S.columns.senderEmail, cell: (item) => item.senderEmail, isRowHeader: true },
    { id: 'senderName', header: S.columns.senderName, cell: (item) => item.senderName },
    { id: 'type', header: S.columns.type, cell: (item) => S.typeLabels[item.type] },
    { id: 'status', header: S.columns.status, cell: (item) => <StatusCell sender={item} /> },
    { id: 'outcomes', header: SENDER_STATUS_STRINGS.columns.outcomes, cell: (item) => outcomeFiguresText(item) },
    {
      id: 'health',
      header: S.columns.health,
      cell: (item) => <CredentialsCell expired={expired.has(item.senderEmail)} lastCheck={item.lastHealthCheckAt} />,
    },
    { id: 'dailyLimit', header: S.columns.dailyLimit, cell: (item) => item.dailyLimit ?? S.noLimit },
    {
      id: 'timeZone',
      header: S.columns.timeZone,
      cell: (item) => (item.timeZone ? timeZoneLabel(item.timeZone) : S.instanceZone(timeZoneLabel(instanceZone))),
    },
    {
      id: 'sentToday',
      header: S.columns.sentToday,
      cell: (item) => <SentTodayCell namespaceId={namespaceId} senderId={item.id} />,
    },
    {
      id: 'lastCheck',
      header: S.columns.lastCheck,
      cell: (item) => (item.lastHealthCheckAt ? formatDate(item.lastHealthCheckAt) : EMPTY_VALUE),
    },
  ];

  const [single] = selectedOnPage;
  const header = (
    <Header
      variant="h1"
      description={SENDERS_TEXT.description}
      counter={list.query.data === undefined ? undefined : `(${items.length}${list.morePages ? '+' : ''})`}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            iconName="refresh"
            ariaLabel={S.refresh}
            loading={list.query.isFetching && !list.loading}
            onClick={() => {
              void list.query.refetch();
              void health.refetch();
            }}
          />
          <Button
            disabled={selectedOnPage.length !== 1}
            loading={check.isPending}
            onClick={() => single && check.mutate(single.senderEmail)}
          >
            {S.checkNow}
          </Button>
          {single !== undefined && selectedOnPage.length === 1 && isSendingPaused(single) && (
            <Button onClick={() => setDialog({ kind: 'resume', item: single })}>{SENDER_STATUS_STRINGS.resume}</Button>
          )}
          <Button disabled={selectedOnPage.length !== 1} onClick={() => single && setDialog({ kind: 'edit', item: single })}>
            {S.edit}
          </Button>
          <Button disabled={selectedOnPage.length === 0} onClick={() => setDialog({ kind: 'delete', items: selectedOnPage })}>
            {S.delete}
          </Button>
          <Button variant="primary" onClick={() => void navigate(PATHS.emailSenderConfigAdd)}>
            {S.add}
          </Button>
        </SpaceBetween>
      }
    >
      {SENDERS_TEXT.title}
    </Header>
  );

  return (
    <SpaceBetween size="m">
      {list.query.isError && (
        <Alert type="error" header={S.loadFailed} action={<Button onClick={() => void list.query.refetch()}>{S.retry}</Button>}>
          {errorMessage(list.query.error)}
        </Alert>
      )}
      <Table<EmailSenderConfig>
        variant="full-page"
        header={header}
        columnDefinitions={columns}
        items={[...items]}
        trackBy="id"
        loading={list.loading}
        loadingText={S.loading}
        selectionType="multi"
        selectedItems={[...selectedOnPage]}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          tableLabel: SENDERS_TEXT.title,
          selectionGroupLabel: S.selectionGroup,
          allItemsSelectionLabel: () => S.selectAll,
          itemSelectionLabel: (_, item) => S.selectOne(item.senderEmail),
        }}
        empty={
          <EmptyState
            title={SENDERS_TEXT.emptyTitle}
            action={<Button onClick={() => void navigate(PATHS.emailSenderConfigAdd)}>{S.add}</Button>}
          >
            {SENDERS_TEXT.emptyText}
          </EmptyState>
        }
        pagination={
          <Pagination
            {...list.pagination}
            disabled={list.loading}
            ariaLabels={S.pagination}
            onChange={({ detail }) => list.changePage(detail.currentPageIndex)}
          />
        }
      />
      {single !== undefined && selectedOnPage.length === 1 ? (
        <SenderUsagePanel namespaceId={namespaceId} sender={single} />
      ) : (
        items.length > 0 && <Box color="text-body-secondary">{SENDER_USAGE_STRINGS.chooseOne}</Box>
      )}
      {dialog?.kind === 'edit' && (
        <ResourceFormModal<EmailSenderConfig>
          nouns={SENDERS_TEXT.nouns}
          form={senderEditForm(instanceZone)}
          item={dialog.item}
          nameOf={nameOf}
          save={(input) => writes.update.mutateAsync({ id: dialog.item.id, body: input })}
          onSaved={() => setSelected([])}
          onDismiss={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'resume' && (
        <Modal
          visible
          header={SENDER_STATUS_STRINGS.resumeTitle(dialog.item.senderEmail)}
          onDismiss={() => setDialog(undefined)}
          footer={
            <Box float="right">
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="link" onClick={() => setDialog(undefined)}>
                  {SENDER_STATUS_STRINGS.cancel}
                </Button>
                <Button variant="primary" loading={resume.isPending} onClick={() => resume.mutate(dialog.item)}>
                  {SENDER_STATUS_STRINGS.resumeConfirm}
                </Button>
              </SpaceBetween>
            </Box>
          }
        >
          {resumeConfirmationText(dialog.item)}
        </Modal>
      )}
      {dialog?.kind === 'delete' && (
        <DeleteModal<EmailSenderConfig>
          nouns={SENDERS_TEXT.nouns}
          items={dialog.items}
          nameOf={nameOf}
          deleting={writes.deleting}
          onDismiss={() => setDialog(undefined)}
          onConfirm={() =>
            void writes.remove(dialog.items).then((outcome) => {
              setSelected((current) => current.filter((item) => !outcome.deleted.some((gone) => gone.id === item.id)));
              setDialog(undefined);
              void queryClient.invalidateQueries({ queryKey: senderHealthQueryKey(namespaceId) });
            })
          }
        />
      )}
    </SpaceBetween>
  );
}
