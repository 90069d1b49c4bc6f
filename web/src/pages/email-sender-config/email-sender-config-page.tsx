import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { senderRoutes } from '../../../../shared/api/routes/email-sender-config';
import type { EmailSenderConfig } from '../../../../shared/schemas/email-sender-config';
import { useSenderHealth } from '../../app/account/use-account-queries';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { useInstanceTimeZone } from '../../app/instance/use-instance-time-zone';
import { PATHS } from '../../app/paths';
import { senderHealthQueryKey } from '../../app/query-keys';
import { ConfirmModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { listCounter, PagedTable, RefreshButton, usePageSelection, useRouteList } from '../../components/list-page';
import { ChosenDeleteModal, useResourceWrites } from '../../components/resource-page';
import { senderColumns } from './sender-columns';
import { SenderEditModal } from './sender-edit-modal';
import { SenderUsagePanel } from './sender-usage';
import { isSendingPaused, resumeConfirmationText } from './status-format';
import { SENDER_STATUS_STRINGS, SENDER_USAGE_STRINGS, SENDERS_STRINGS as S, SENDERS_TEXT } from './strings';
import { useSenderCommands } from './use-sender-commands';

const PAGE_SIZE = 20;

type Dialog =
  | { kind: 'edit'; item: EmailSenderConfig }
  | { kind: 'delete'; items: readonly EmailSenderConfig[] }
  | { kind: 'resume'; item: EmailSenderConfig };

const nameOf = (item: EmailSenderConfig) => item.senderEmail;

interface SenderDialogProps {
  readonly dialog: Dialog;
  readonly namespaceId: string;
  readonly instanceZone: string;
  readonly resuming: boolean;
  readonly resume: (sender: EmailSenderConfig) => void;
  readonly setSelected: (change: (current: readonly EmailSenderConfig[]) => readonly EmailSenderConfig[]) => void;
  readonly close: () => void;
}

/** The edit form, the resume confirmation or the delete confirmation of the senders chosen. */
function SenderDialog({ dialog, namespaceId, instanceZone, resuming, resume, setSelected, close }: SenderDialogProps) {
  const queryClient = useQueryClient();
  const writes = useResourceWrites<EmailSenderConfig>({ routes: senderRoutes, nouns: SENDERS_TEXT.nouns, nameOf, namespaceId });
  if (dialog.kind === 'resume') {
    return (
      <ConfirmModal
        header={SENDER_STATUS_STRINGS.resumeTitle(dialog.item.senderEmail)}
        confirm={SENDER_STATUS_STRINGS.resumeConfirm}
        dismiss={SENDER_STATUS_STRINGS.cancel}
        busy={resuming}
        onConfirm={() => resume(dialog.item)}
        onDismiss={close}
      >
        {resumeConfirmationText(dialog.item)}
      </ConfirmModal>
    );
  }
  if (dialog.kind === 'edit') {
    return (
      <SenderEditModal
        sender={dialog.item}
        instanceZone={instanceZone}
        save={(input) => writes.update.mutateAsync({ id: dialog.item.id, body: input })}
        onSaved={() => setSelected(() => [])}
        onDismiss={close}
      />
    );
  }
  return (
    <ChosenDeleteModal<EmailSenderConfig>
      nouns={SENDERS_TEXT.nouns}
      items={dialog.items}
      nameOf={nameOf}
      writes={writes}
      setSelected={setSelected}
      onDone={() => {
        close();
        void queryClient.invalidateQueries({ queryKey: senderHealthQueryKey(namespaceId) });
      }}
      onDismiss={close}
    />
  );
}

/** `/email-sender-config`: the instance's senders with their status, 30-day outcomes and credential health; check, edit, resume and delete them. */
export function EmailSenderConfigPage() {
  const namespaceId = useSelectedNamespaceId();
  const instanceZone = useInstanceTimeZone(namespaceId);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const list = useRouteList<EmailSenderConfig>(senderRoutes.list, { namespaceId, pageSize: PAGE_SIZE });
  const health = useSenderHealth(namespaceId);
  const { selected, setSelected } = usePageSelection(list.items);
  const { check, resume } = useSenderCommands({
    namespaceId,
    refreshList: () => list.query.refetch(),
    onResumed: () => {
      setDialog(undefined);
      setSelected([]);
    },
  });
  const expired = new Set(
    (health.data?.responseStatuses ?? []).filter((entry) => entry.status !== 200).map((entry) => entry.senderEmail),
  );
  const [single] = selected;
  const one = selected.length === 1 ? single : undefined;
  const add = () => void navigate(PATHS.emailSenderConfigAdd);

  const header = (
    <Header
      variant="h1"
      description={SENDERS_TEXT.description}
      counter={listCounter(list, PAGE_SIZE, list.items.length)}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <RefreshButton list={list} label={S.refresh} onRefresh={() => void health.refetch()} />
          <Button disabled={one === undefined} loading={check.isPending} onClick={() => one && check.mutate(one.senderEmail)}>
            {S.checkNow}
          </Button>
          {one !== undefined && isSendingPaused(one) && (
            <Button onClick={() => setDialog({ kind: 'resume', item: one })}>{SENDER_STATUS_STRINGS.resume}</Button>
          )}
          <Button disabled={one === undefined} onClick={() => one && setDialog({ kind: 'edit', item: one })}>
            {S.edit}
          </Button>
          <Button disabled={selected.length === 0} onClick={() => setDialog({ kind: 'delete', items: selected })}>
            {S.delete}
          </Button>
          <Button variant="primary" onClick={add}>
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
      <PagedTable<EmailSenderConfig>
        list={list}
        items={list.items}
        loadFailed={S.loadFailed}
        variant="full-page"
        header={header}
        columnDefinitions={senderColumns({ namespaceId, instanceZone, expired })}
        loadingText={S.loading}
        selectionType="multi"
        selectedItems={[...selected]}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          tableLabel: SENDERS_TEXT.title,
          selectionGroupLabel: S.selectionGroup,
          allItemsSelectionLabel: () => S.selectAll,
          itemSelectionLabel: (_, item) => S.selectOne(item.senderEmail),
        }}
        empty={
          <EmptyState title={SENDERS_TEXT.emptyTitle} action={<Button onClick={add}>{S.add}</Button>}>
            {SENDERS_TEXT.emptyText}
          </EmptyState>
        }
      />
      {one !== undefined ? (
        <SenderUsagePanel namespaceId={namespaceId} sender={one} />
      ) : (
        list.items.length > 0 && <Box color="text-body-secondary">{SENDER_USAGE_STRINGS.chooseOne}</Box>
      )}
      {dialog !== undefined && (
        <SenderDialog
          dialog={dialog}
          namespaceId={namespaceId}
          instanceZone={instanceZone}
          resuming={resume.isPending}
          resume={(sender) => resume.mutate(sender)}
          setSelected={setSelected}
          close={() => setDialog(undefined)}
        />
      )}
    </SpaceBetween>
  );
}
