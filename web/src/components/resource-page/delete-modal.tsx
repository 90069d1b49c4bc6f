import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { RESOURCE_PAGE_STRINGS as S, type ResourceNouns } from './strings';
import type { ResourceItem } from './types';
import type { DeleteOutcome } from './use-resource-writes';

export interface DeleteModalProps<T extends ResourceItem> {
  readonly nouns: ResourceNouns;
  readonly items: readonly T[];
  readonly nameOf: (item: T) => string;
  readonly deleting: boolean;
  readonly onConfirm: () => void;
  readonly onDismiss: () => void;
}

/** Asks before deleting, naming every item that will go. Render it only while it is open. */
export function DeleteModal<T extends ResourceItem>({
  nouns,
  items,
  nameOf,
  deleting,
  onConfirm,
  onDismiss,
}: DeleteModalProps<T>) {
  return (
    <Modal
      visible
      header={S.deleteHeader(nouns, items.length)}
      onDismiss={() => !deleting && onDismiss()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={deleting} onClick={onDismiss}>
              {S.cancel}
            </Button>
            <Button variant="primary" loading={deleting} onClick={onConfirm}>
              {S.deleteConfirm}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box variant="p">{S.deleteIntro(nouns, items.length)}</Box>
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <Box variant="strong">{nameOf(item)}</Box>
            </li>
          ))}
        </ul>
      </SpaceBetween>
    </Modal>
  );
}

interface ChosenDeleteModalProps<T extends ResourceItem> {
  readonly nouns: ResourceNouns;
  /** the items chosen in the list */
  readonly items: readonly T[];
  readonly nameOf: (item: T) => string;
  /** the deletes of `useResourceWrites` */
  readonly writes: {
    readonly remove: (items: readonly T[]) => Promise<DeleteOutcome<T>>;
    readonly deleting: boolean;
  };
  /** the list's choice, from which the items deleted are taken out */
  readonly setSelected: (change: (current: readonly T[]) => readonly T[]) => void;
  /** after the deletes, whether or not each one worked (each is reported as an alert) */
  readonly onDone: () => void;
  readonly onDismiss: () => void;
}

/** The confirmation that deletes the items chosen in a list and takes those deleted out of the choice. */
export function ChosenDeleteModal<T extends ResourceItem>(props: ChosenDeleteModalProps<T>) {
  const { writes, items, setSelected } = props;
  return (
    <DeleteModal<T>
      nouns={props.nouns}
      items={items}
      nameOf={props.nameOf}
      deleting={writes.deleting}
      onDismiss={props.onDismiss}
      onConfirm={() =>
        void writes.remove(items).then((outcome) => {
          setSelected((current) => current.filter((item) => !outcome.deleted.some((gone) => gone.id === item.id)));
          props.onDone();
        })
      }
    />
  );
}
