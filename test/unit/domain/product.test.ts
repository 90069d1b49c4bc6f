import { describe, expect, it } from 'vitest';

import { readColourMode, saveColourMode } from '../../../web/src/app/colour-mode';
import { memoryStorage } from '../../../web/src/app/storage';

describe('the colour mode', () => {
  it.each([
    ['light', 'dark'],
    ['dark', 'light'],
    ['system', 'dark'],
  ] as const)('keeps %s once it is chosen over %s', (mode, before) => {
    const storage = memoryStorage();
    saveColourMode(storage, before);

    saveColourMode(storage, mode);

    expect(readColourMode(storage)).toBe(mode);
  });
});
