import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new namespace id from a name: lower-case slug of at most 40 characters plus a random
 * 6-character suffix, e.g. `acme-logistics-k3v9xq`. Always matches the namespace id rule.
 */
export function newNamespaceId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  const suffix = [...randomBytes(6)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return slug.length > 0 ? `${slug}-${suffix}` : `team-${suffix}`;
}
