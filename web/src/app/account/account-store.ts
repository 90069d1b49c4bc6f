import { storeInstance } from '../instance/instance-sync';
import { readStored, writeStored, type KeyValueStorage } from '../storage';
import { applyInstanceAnswer, NO_FLAGS, type InstanceAnswer, type InstanceFlags } from './instance-flags';

/** The trial notices a user can close (docs/product.md, Screens and shell); closing one is remembered for its instance only. */
export const TRIAL_NOTICES = ['trialExpiring', 'trialGracePeriod', 'trialExpired'] as const;
type TrialNotice = (typeof TRIAL_NOTICES)[number];
export type NoticeClosures = Readonly<Record<TrialNotice, boolean>>;

export const NONE_CLOSED: NoticeClosures = { trialExpiring: false, trialGracePeriod: false, trialExpired: false };

/** Local-storage key of the closed notices, per instance. */
export const CLOSED_NOTICES_STORAGE_KEY = 'trialNoticesClosed';

/** The client-side account state (docs/product.md, Instances, trial and plans) that is not a server answer (those live in the query cache). */
export interface AccountStoreState {
  readonly selectedNamespaceId: string | undefined;
  readonly flags: Readonly<Record<string, InstanceFlags>>;
  readonly closures: Readonly<Record<string, NoticeClosures>>;
  readonly trialEndDate: string | undefined;
  /** the instance `trialEndDate` belongs to */
  readonly trialEndDateNamespaceId: string | undefined;
}

export interface AccountStore {
  readonly getState: () => AccountStoreState;
  readonly subscribe: (listener: () => void) => () => void;
  /** Selects an instance and remembers it in this browser. */
  readonly select: (namespaceId: string) => void;
  /** Takes in the flags of one answer about an instance; true when they changed. */
  readonly recordAnswer: (answer: InstanceAnswer) => boolean;
  /** The terms were just accepted: no answer has to confirm it first. */
  readonly termsAccepted: () => void;
  readonly closeNotice: (namespaceId: string, notice: TrialNotice) => void;
  readonly setTrialEndDate: (namespaceId: string, trialEndDate: string) => void;
  /** Forgets what the server said (sign-out); the selection and closed notices stay with the browser. */
  readonly reset: () => void;
}

/** The flags of an instance (all false until an answer says otherwise). */
export function flagsOf(state: AccountStoreState, namespaceId: string | undefined): InstanceFlags {
  return (namespaceId === undefined ? undefined : state.flags[namespaceId]) ?? NO_FLAGS;
}

/** The closed notices of an instance. */
export function closuresOf(state: AccountStoreState, namespaceId: string | undefined): NoticeClosures {
  return (namespaceId === undefined ? undefined : state.closures[namespaceId]) ?? NONE_CLOSED;
}

/** Reads the closed notices; anything unreadable counts as nothing closed. */
export function readClosures(storage: KeyValueStorage): Record<string, NoticeClosures> {
  const raw = readStored(storage, CLOSED_NOTICES_STORAGE_KEY);
  if (raw === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const closures: Record<string, NoticeClosures> = {};
  for (const [namespaceId, value] of Object.entries(parsed)) {
    if (typeof value !== 'object' || value === null) continue;
    const entry = value as Partial<Record<TrialNotice, unknown>>;
    closures[namespaceId] = {
      trialExpiring: entry.trialExpiring === true,
      trialGracePeriod: entry.trialGracePeriod === true,
      trialExpired: entry.trialExpired === true,
    };
  }
  return closures;
}

/** The account store over a storage (`localStorage` in the browser). */
export function createAccountStore(storage: KeyValueStorage, initialSelection?: string): AccountStore {
  let state: AccountStoreState = {
    selectedNamespaceId: initialSelection,
    flags: {},
    closures: readClosures(storage),
    trialEndDate: undefined,
    trialEndDateNamespaceId: undefined,
  };
  const listeners = new Set<() => void>();
  const update = (next: AccountStoreState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    select(namespaceId) {
      storeInstance(storage, namespaceId);
      if (state.selectedNamespaceId !== namespaceId) update({ ...state, selectedNamespaceId: namespaceId });
    },
    recordAnswer(answer) {
      const { flags, changed } = applyInstanceAnswer(flagsOf(state, answer.namespaceId), answer);
      if (changed) update({ ...state, flags: { ...state.flags, [answer.namespaceId]: flags } });
      return changed;
    },
    termsAccepted() {
      const flags = Object.fromEntries(
        Object.entries(state.flags).map(([namespaceId, value]) => [namespaceId, { ...value, termsNotSigned: false }]),
      );
      update({ ...state, flags });
    },
    closeNotice(namespaceId, notice) {
      const closures = { ...state.closures, [namespaceId]: { ...closuresOf(state, namespaceId), [notice]: true } };
      writeStored(storage, CLOSED_NOTICES_STORAGE_KEY, JSON.stringify(closures));
      update({ ...state, closures });
    },
    setTrialEndDate(namespaceId, trialEndDate) {
      update({ ...state, trialEndDate, trialEndDateNamespaceId: namespaceId });
    },
    reset() {
      update({ ...state, flags: {}, trialEndDate: undefined, trialEndDateNamespaceId: undefined });
    },
  };
}

/** The trial end date of an instance: the one reloaded on a signal when it is this instance's, else its own. */
export function trialEndDateOf(
  state: AccountStoreState,
  namespaceId: string | undefined,
  instanceTrialEndDate: string | undefined,
): string | undefined {
  return namespaceId !== undefined && state.trialEndDateNamespaceId === namespaceId ? state.trialEndDate : instanceTrialEndDate;
}
