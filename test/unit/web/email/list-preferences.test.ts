import { describe, expect, it } from 'vitest';

import { memoryStorage } from '../../../../web/src/app/storage';
import {
  DEFAULT_EMAIL_LIST_PREFERENCES,
  EMAIL_LIST_COLUMN_IDS,
  EMAIL_LIST_PAGE_SIZES,
  EMAIL_LIST_PREFERENCES_STORAGE_KEY,
  emailListPreferencesOf,
  readEmailListPreferences,
  writeEmailListPreferences,
} from '../../../../web/src/pages/email/list-preferences';

const visibleIds = (preferences: { contentDisplay: readonly { id: string; visible: boolean }[] }) =>
  preferences.contentDisplay.filter((column) => column.visible).map((column) => column.id);

describe('the review queue preferences', () => {
  it('offers pages of 10, 25, 50 and 100 emails, 25 by default, every column but the channel shown', () => {
    expect(EMAIL_LIST_PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(DEFAULT_EMAIL_LIST_PREFERENCES.pageSize).toBe(25);
    expect(visibleIds(DEFAULT_EMAIL_LIST_PREFERENCES)).toEqual(EMAIL_LIST_COLUMN_IDS.filter((id) => id !== 'channel'));
  });

  it('keeps the page size and the columns chosen, in their order, across visits', () => {
    const storage = memoryStorage();
    const chosen = emailListPreferencesOf({
      pageSize: 100,
      contentDisplay: [
        { id: 'subject', visible: true },
        { id: 'recipient', visible: false },
        { id: 'channel', visible: true },
      ],
    });

    writeEmailListPreferences(storage, chosen);
    const read = readEmailListPreferences(storage);

    expect(read.pageSize).toBe(100);
    expect(read.contentDisplay.slice(0, 3)).toEqual([
      { id: 'subject', visible: true },
      { id: 'recipient', visible: false },
      { id: 'channel', visible: true },
    ]);
    expect(read.contentDisplay.map((column) => column.id).sort()).toEqual([...EMAIL_LIST_COLUMN_IDS].sort());
  });

  it('reads the defaults when nothing or something unreadable was kept', () => {
    expect(readEmailListPreferences(memoryStorage())).toEqual(DEFAULT_EMAIL_LIST_PREFERENCES);
    expect(readEmailListPreferences(memoryStorage({ [EMAIL_LIST_PREFERENCES_STORAGE_KEY]: '{not json' }))).toEqual(
      DEFAULT_EMAIL_LIST_PREFERENCES,
    );
    expect(readEmailListPreferences(memoryStorage({ [EMAIL_LIST_PREFERENCES_STORAGE_KEY]: '"text"' }))).toEqual(
      DEFAULT_EMAIL_LIST_PREFERENCES,
    );
  });

  it('drops unknown page sizes and columns, repeats, and never hides the subject', () => {
    const preferences = emailListPreferencesOf({
      pageSize: 1000,
      contentDisplay: [
        { id: 'secret', visible: true },
        { id: 'status', visible: false },
        { id: 'status', visible: true },
        { id: 'subject', visible: false },
        'rules',
        null,
      ],
    });

    expect(preferences.pageSize).toBe(DEFAULT_EMAIL_LIST_PREFERENCES.pageSize);
    expect(preferences.contentDisplay.slice(0, 2)).toEqual([
      { id: 'status', visible: false },
      { id: 'subject', visible: true },
    ]);
    expect(preferences.contentDisplay).toHaveLength(EMAIL_LIST_COLUMN_IDS.length);
  });

  it('shows a column added since the preferences were kept as its default says', () => {
    const storage = memoryStorage({
      [EMAIL_LIST_PREFERENCES_STORAGE_KEY]: JSON.stringify({ pageSize: 10, contentDisplay: [{ id: 'subject', visible: true }] }),
    });

    const read = readEmailListPreferences(storage);

    expect(read.pageSize).toBe(10);
    expect(read.contentDisplay.find((column) => column.id === 'rules')).toEqual({ id: 'rules', visible: true });
    expect(read.contentDisplay.find((column) => column.id === 'channel')).toEqual({ id: 'channel', visible: false });
  });

  it('shows the sender column, after the send time, to a rep whose preferences were kept before it existed', () => {
    const kept = EMAIL_LIST_COLUMN_IDS.filter((id) => id !== 'sender').map((id) => ({ id, visible: true }));

    const read = readEmailListPreferences(
      memoryStorage({ [EMAIL_LIST_PREFERENCES_STORAGE_KEY]: JSON.stringify({ pageSize: 25, contentDisplay: kept }) }),
    );

    expect(EMAIL_LIST_COLUMN_IDS.indexOf('sender')).toBe(EMAIL_LIST_COLUMN_IDS.indexOf('sendTime') + 1);
    expect(DEFAULT_EMAIL_LIST_PREFERENCES.contentDisplay).toContainEqual({ id: 'sender', visible: true });
    expect(read.contentDisplay.at(-1)).toEqual({ id: 'sender', visible: true });
  });
});
