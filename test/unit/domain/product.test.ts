import { describe, expect, it } from 'vitest';

import { ACCENT_COLOUR, BREAKPOINTS, COLOUR_MODES, SELECTED_NAMESPACE_STORAGE_KEY } from '../../../shared/domain';
import { pinEnums } from './enum-pins';

pinEnums([{ name: 'COLOUR_MODES', actual: COLOUR_MODES, expected: ['light', 'dark', 'system'] }]);

describe('product constants', () => {
  it('uses the accent #00ab8c when theming', () => {
    // Arrange / Act / Assert
    expect(ACCENT_COLOUR).toBe('#00ab8c');
  });

  it('breaks at 0, 600, 900, 1200 and 1536 px when laying out', () => {
    // Arrange / Act
    const breakpoints = { ...BREAKPOINTS };
    // Assert
    expect(breakpoints).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
  });

  it('stores the selected instance under selectedNamespace when persisting locally', () => {
    // Arrange / Act / Assert
    expect(SELECTED_NAMESPACE_STORAGE_KEY).toBe('selectedNamespace');
  });
});
