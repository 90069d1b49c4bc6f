/**
 * The placeholders a written email may hold, filled in when the email is sent. This is the one
 * place they are defined; docs/writing.md describes them for people.
 *
 * - `{{firstName}}`: the receiver's first name. The greeting is made of it.
 * - `{{link}}`: the call to action's link. Allowed only as the `href` of an anchor
 *   (`<a href="{{link}}">...</a>`), and only when the call to action has a link and the generator
 *   version writes links.
 * - `{{signature}}`: the sender's signature (HTML). When the sender has one, the closing paragraph
 *   is this placeholder alone; otherwise it must not appear.
 */
export const PLACEHOLDERS = {
  firstName: '{{firstName}}',
  link: '{{link}}',
  signature: '{{signature}}',
} as const;

export type PlaceholderName = keyof typeof PLACEHOLDERS;

/** Matches any `{{name}}` placeholder, known or not. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

/** True when `name` is one of {@link PLACEHOLDERS}. */
export function isKnownPlaceholder(name: string): name is PlaceholderName {
  return Object.hasOwn(PLACEHOLDERS, name);
}

/** Values that replace the placeholders when an email is sent. */
export interface PlaceholderValues {
  readonly firstName?: string;
  readonly link?: string;
  readonly signature?: string;
}

/**
 * Replaces the known placeholders with their values; a placeholder without a value stays as it is.
 * Values are inserted as given: escape them for HTML before calling when the target is HTML.
 */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    if (!isKnownPlaceholder(name)) return whole;
    const value = values[name];
    return value ?? whole;
  });
}
