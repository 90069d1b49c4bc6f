import { SELECTED_NAMESPACE_STORAGE_KEY } from '../../../../shared/domain/product';
import { INSTANCE_PARAM, PATHS } from '../paths';
import { readStored, writeStored, type KeyValueStorage } from '../storage';

/** The instance named by the address and the one remembered in this browser. */
interface InstanceSyncInput {
  readonly urlInstance: string | undefined;
  readonly storedInstance: string | undefined;
}

/** What to do so that the address and the storage agree before any call. */
interface InstanceSyncPlan {
  /** the selected instance; undefined when neither names one (the user's default is fetched) */
  readonly selected: string | undefined;
  /** remember this instance in the storage */
  readonly store: string | undefined;
  /** put this instance into the address */
  readonly fillUrl: string | undefined;
}

function clean(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/**
 * docs/product.md, Screens and shell: the address wins and switches the instance (it is remembered); an address without one
 * is filled with the remembered instance.
 */
export function syncInstance(input: InstanceSyncInput): InstanceSyncPlan {
  const url = clean(input.urlInstance);
  const stored = clean(input.storedInstance);
  if (url !== undefined) return { selected: url, store: url === stored ? undefined : url, fillUrl: undefined };
  if (stored !== undefined) return { selected: stored, store: undefined, fillUrl: stored };
  return { selected: undefined, store: undefined, fillUrl: undefined };
}

/** The instance the address names, if any. */
export function instanceInSearch(search: string): string | undefined {
  return clean(new URLSearchParams(search).get(INSTANCE_PARAM));
}

/** The query string with the instance set (other parameters kept). */
export function searchWithInstance(search: string, namespaceId: string): string {
  const params = new URLSearchParams(search);
  params.set(INSTANCE_PARAM, namespaceId);
  return `?${params.toString()}`;
}

/** A link to an app path in an instance. */
export function hrefInInstance(path: string, namespaceId: string | undefined): string {
  if (namespaceId === undefined || namespaceId === '') return path;
  return `${path}?${new URLSearchParams({ [INSTANCE_PARAM]: namespaceId }).toString()}`;
}

/** Paths that make no sense to stay on after a switch: they go to the dashboard (docs/product.md, Screens and shell). */
const LEAVE_ON_SWITCH: ReadonlySet<string> = new Set([PATHS.home, PATHS.login, PATHS.register]);

/** Where the app goes after switching instance: the same path, except /, /login and /register. */
export function pathAfterSwitch(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return LEAVE_ON_SWITCH.has(path) ? PATHS.dashboard : path;
}

/** The remembered instance (`selectedNamespace`). */
export function storedInstance(storage: KeyValueStorage): string | undefined {
  return readStored(storage, SELECTED_NAMESPACE_STORAGE_KEY);
}

/** Remembers the selected instance (`selectedNamespace`). */
export function storeInstance(storage: KeyValueStorage, namespaceId: string): void {
  writeStored(storage, SELECTED_NAMESPACE_STORAGE_KEY, namespaceId);
}

/** Instance ids in the order the selector lists them: by id. */
export function sortInstanceIds(ids: readonly string[]): string[] {
  return [...new Set(ids)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
