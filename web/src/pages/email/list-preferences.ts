import { readStored, writeStored, type KeyValueStorage } from '../../app/storage';

/** Page sizes the review queue offers; the server answers at most 100 a page. */
export const EMAIL_LIST_PAGE_SIZES = [10, 25, 50, 100] as const;

/** The review queue's columns, in their default order. */
export const EMAIL_LIST_COLUMN_IDS = [
  'recipient',
  'subject',
  'campaign',
  'status',
  'reviewStatus',
  'rules',
  'channel',
  'sendTime',
  'sender',
  'createdAt',
] as const;
export type EmailListColumnId = (typeof EMAIL_LIST_COLUMN_IDS)[number];

/** The column that names the row and opens the email: it cannot be hidden. */
export const ALWAYS_VISIBLE_COLUMNS: readonly EmailListColumnId[] = ['subject'];

/** Hidden until the rep shows them. */
const HIDDEN_BY_DEFAULT: readonly EmailListColumnId[] = ['channel'];

export interface EmailListColumnDisplay {
  readonly id: EmailListColumnId;
  readonly visible: boolean;
}

/** The table preferences a rep keeps: how many emails a page, and which columns in which order. */
export interface EmailListPreferences {
  readonly pageSize: number;
  readonly contentDisplay: readonly EmailListColumnDisplay[];
}

export const DEFAULT_EMAIL_LIST_PREFERENCES: EmailListPreferences = {
  pageSize: EMAIL_LIST_PAGE_SIZES[1],
  contentDisplay: EMAIL_LIST_COLUMN_IDS.map((id) => ({ id, visible: !HIDDEN_BY_DEFAULT.includes(id) })),
};

/** Where the preferences are kept in the browser. */
export const EMAIL_LIST_PREFERENCES_STORAGE_KEY = 'emailListPreferences';

function isColumnId(value: unknown): value is EmailListColumnId {
  return typeof value === 'string' && (EMAIL_LIST_COLUMN_IDS as readonly string[]).includes(value);
}

/**
 * Preferences from anything (what was stored, what the preferences dialog confirmed): an unknown
 * page size is the default one; unknown or repeated columns are dropped, columns it does not name
 * are added after the others as their default says, and the columns that cannot be hidden show.
 */
export function emailListPreferencesOf(value: unknown): EmailListPreferences {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const pageSize = EMAIL_LIST_PAGE_SIZES.find((size) => size === record['pageSize']) ?? DEFAULT_EMAIL_LIST_PREFERENCES.pageSize;
  const given = Array.isArray(record['contentDisplay']) ? (record['contentDisplay'] as unknown[]) : [];
  const columns: EmailListColumnDisplay[] = [];
  for (const entry of given) {
    if (typeof entry !== 'object' || entry === null) continue;
    const id: unknown = Reflect.get(entry, 'id');
    const visible: unknown = Reflect.get(entry, 'visible');
    if (!isColumnId(id) || columns.some((column) => column.id === id)) continue;
    columns.push({ id, visible: ALWAYS_VISIBLE_COLUMNS.includes(id) || visible !== false });
  }
  for (const column of DEFAULT_EMAIL_LIST_PREFERENCES.contentDisplay) {
    if (!columns.some((known) => known.id === column.id)) columns.push(column);
  }
  return { pageSize, contentDisplay: columns };
}

/** The preferences kept in the browser, or the defaults. */
export function readEmailListPreferences(storage: KeyValueStorage): EmailListPreferences {
  const raw = readStored(storage, EMAIL_LIST_PREFERENCES_STORAGE_KEY);
  if (raw === undefined) return DEFAULT_EMAIL_LIST_PREFERENCES;
  try {
    return emailListPreferencesOf(JSON.parse(raw));
  } catch {
    return DEFAULT_EMAIL_LIST_PREFERENCES;
  }
}

/** Keeps the preferences in the browser. */
export function writeEmailListPreferences(storage: KeyValueStorage, preferences: EmailListPreferences): void {
  writeStored(storage, EMAIL_LIST_PREFERENCES_STORAGE_KEY, JSON.stringify(emailListPreferencesOf(preferences)));
}
