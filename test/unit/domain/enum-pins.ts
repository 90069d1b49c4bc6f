import { describe, expect, it } from 'vitest';
import type * as z from 'zod';

/** One enum of shared/domain, with the values the SPEC gives for it, written out literally. */
export interface EnumPin {
  readonly name: string;
  readonly actual: readonly string[];
  readonly expected: readonly string[];
  readonly schema?: z.ZodType;
}

/** A value no enum of the SPEC holds. */
const UNKNOWN_VALUE = 'NOT_A_SPEC_VALUE';

/**
 * Pins each enum to its SPEC values in order and, when it has a schema, checks that the
 * schema accepts every value and rejects an unknown one.
 */
export function pinEnums(pins: readonly EnumPin[]): void {
  describe.each(pins)('$name', ({ actual, expected, schema }) => {
    it('holds the SPEC values in order when read', () => {
      // Arrange: expected values come from the SPEC.
      // Act
      const values = [...actual];
      // Assert
      expect(values).toEqual(expected);
    });

    if (schema !== undefined) {
      it('accepts each SPEC value when parsed by its schema', () => {
        // Arrange: expected values come from the SPEC.
        // Act
        const results = expected.map((value) => schema.safeParse(value).success);
        // Assert
        expect(results.every(Boolean)).toBe(true);
      });

      it('rejects a value when it is not one of the SPEC values', () => {
        // Arrange: a value missing from every SPEC enum, a known value padded with a space, a number.
        const candidates: unknown[] = [UNKNOWN_VALUE, ` ${expected[0] ?? ''}`, 1];
        // Act
        const results = candidates.map((value) => schema.safeParse(value).success);
        // Assert
        expect(results).toEqual([false, false, false]);
      });
    }
  });
}
