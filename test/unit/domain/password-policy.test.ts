import { describe, expect, it } from 'vitest';

import { meetsPasswordPolicy, PASSWORD_POLICY, passwordRuleResults } from '../../../shared/domain/password-policy';

const unmet = (password: string) =>
  passwordRuleResults(password)
    .filter((result) => !result.met)
    .map((result) => result.rule);

describe('the password policy checker', () => {
  it('is the pool’s policy: 12 characters with lower and upper case, a digit and a symbol', () => {
    expect(PASSWORD_POLICY).toEqual({
      minLength: 12,
      requireLowercase: true,
      requireUppercase: true,
      requireDigits: true,
      requireSymbols: true,
    });
  });

  it('lists every rule as unmet for an empty password', () => {
    expect(unmet('')).toEqual(['minLength', 'lowercase', 'uppercase', 'digit', 'symbol']);
    expect(meetsPasswordPolicy('')).toBe(false);
  });

  it.each([
    ['too short', 'Ab1-defghij', ['minLength']],
    ['no lower case', 'ABCDEFGH-123', ['lowercase']],
    ['no upper case', 'abcdefgh-123', ['uppercase']],
    ['no digit', 'Abcdefgh-xyz', ['digit']],
    ['no symbol', 'Abcdefgh1234', ['symbol']],
    ['letters outside a-z only', 'ÄÖÜäöüßéèêë1-', ['lowercase', 'uppercase']],
  ])('names only the rule a password misses when it is %s', (_label, password, rules) => {
    expect(unmet(password)).toEqual(rules);
    expect(meetsPasswordPolicy(password)).toBe(false);
  });

  it('accepts a password that meets every rule, with any of Cognito’s symbols', () => {
    for (const symbol of [
      '^',
      '$',
      '*',
      '.',
      '[',
      ']',
      '{',
      '}',
      '(',
      ')',
      '?',
      '"',
      '!',
      '@',
      '#',
      '%',
      '&',
      '/',
      '\\',
      ',',
      '>',
      '<',
      "'",
      ':',
      ';',
      '|',
      '_',
      '~',
      '`',
      '=',
      '+',
      '-',
    ]) {
      expect(meetsPasswordPolicy(`Abcdefgh123${symbol}`), symbol).toBe(true);
    }
  });

  it('counts a space as a symbol only inside the password, as Cognito does', () => {
    expect(meetsPasswordPolicy('Abcdef gh1234')).toBe(true);
    expect(unmet('Abcdefgh1234 ')).toEqual(['symbol']);
    expect(unmet(' Abcdefgh1234')).toEqual(['symbol']);
  });

  it('counts characters, not UTF-16 units, for the length', () => {
    expect(unmet('Ab1-😀😀😀😀')).toEqual(['minLength']);
  });
});
