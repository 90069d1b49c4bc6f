import SegmentedControl from '@cloudscape-design/components/segmented-control';
import { useState } from 'react';

import { COLOUR_MODES, type ColourMode } from '../../../../shared/domain/product';
import { useAppServices } from '../../app/app-services';
import { applyColourMode, readColourMode, saveColourMode } from '../../app/colour-mode';

const LABELS: Readonly<Record<ColourMode, string>> = { light: 'Light', dark: 'Dark', system: 'System' };
const COLOUR_MODE_LABEL = 'Colour mode';

/** Light, dark or the system's choice, remembered in this browser (docs/product.md, Screens and shell). */
export function ColourModeControl() {
  const { storage } = useAppServices();
  const [mode, setMode] = useState<ColourMode>(() => readColourMode(storage));
  return (
    <SegmentedControl
      label={COLOUR_MODE_LABEL}
      selectedId={mode}
      options={COLOUR_MODES.map((id) => ({ id, text: LABELS[id] }))}
      onChange={({ detail }) => {
        const next = COLOUR_MODES.find((candidate) => candidate === detail.selectedId) ?? mode;
        setMode(next);
        saveColourMode(storage, next);
        applyColourMode(next);
      }}
    />
  );
}
