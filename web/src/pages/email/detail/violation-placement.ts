import type { Violation } from '../../../../../shared/rules/email/types';

/** Where the editor shows violations: under the subject, under a body field, or above the body. */
export interface PlacedViolations {
  readonly subject: readonly Violation[];
  /** one list per body field, in order */
  readonly fields: readonly (readonly Violation[])[];
  /** the rest: the container, a section with no paragraph of its own, the email as a whole */
  readonly general: readonly Violation[];
}

/** How the body is edited: a field per paragraph, or one field (a LinkedIn message, the HTML source). */
export interface EditorLayout {
  readonly subject: boolean;
  readonly body: { readonly kind: 'paragraphs'; readonly count: number } | { readonly kind: 'single' };
}

/**
 * Puts each violation at its place: a subject one under the subject field; a body one under the
 * field of its paragraph (`where.paragraph`, the index inside the body container) when the body is
 * edited a paragraph at a time, or under the one body field otherwise; everything else above the body.
 */
export function placeViolations(violations: readonly Violation[], layout: EditorLayout): PlacedViolations {
  const subject: Violation[] = [];
  const general: Violation[] = [];
  const count = layout.body.kind === 'paragraphs' ? layout.body.count : 1;
  const fields: Violation[][] = Array.from({ length: count }, () => []);
  for (const violation of violations) {
    const { part, paragraph } = violation.where;
    if (part === 'subject') {
      (layout.subject ? subject : general).push(violation);
    } else if (layout.body.kind === 'single' && count > 0) {
      fields[0]?.push(violation);
    } else if (paragraph !== undefined && paragraph >= 0 && paragraph < count) {
      fields[paragraph]?.push(violation);
    } else {
      general.push(violation);
    }
  }
  return { subject, fields, general };
}

/** How many rules the violations break (a rule broken in two places counts once). */
export function brokenRuleCount(violations: readonly { readonly code: string }[]): number {
  return new Set(violations.map((violation) => violation.code)).size;
}
