import { applyMode, Mode } from '@cloudscape-design/global-styles';

import { COLOUR_MODES, type ColourMode } from '../../../shared/domain/product';
import { readStored, writeStored, type KeyValueStorage } from './storage';

/** Local-storage key of the colour mode. */
const COLOUR_MODE_STORAGE_KEY = 'colourMode';
const DEFAULT_COLOUR_MODE: ColourMode = 'system';

/** The stored colour mode; system when none or an unknown one is stored. */
export function readColourMode(storage: KeyValueStorage): ColourMode {
  const stored = readStored(storage, COLOUR_MODE_STORAGE_KEY);
  return COLOUR_MODES.find((mode) => mode === stored) ?? DEFAULT_COLOUR_MODE;
}

export function saveColourMode(storage: KeyValueStorage, mode: ColourMode): void {
  writeStored(storage, COLOUR_MODE_STORAGE_KEY, mode);
}

/** Light or dark: system follows the operating system's preference. */
export function effectiveMode(mode: ColourMode, systemPrefersDark: boolean): 'light' | 'dark' {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
let stopFollowingSystem: (() => void) | undefined;

/** Applies a colour mode to the page; in system mode it follows later changes of the preference too. */
export function applyColourMode(mode: ColourMode): void {
  stopFollowingSystem?.();
  stopFollowingSystem = undefined;
  const media = window.matchMedia(DARK_QUERY);
  const apply = () => applyMode(effectiveMode(mode, media.matches) === 'dark' ? Mode.Dark : Mode.Light);
  apply();
  if (mode === 'system') {
    media.addEventListener('change', apply);
    stopFollowingSystem = () => media.removeEventListener('change', apply);
  }
}
