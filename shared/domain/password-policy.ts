/**
 * The user pool's password policy, one definition for the cloud pool (infra/auth.ts), the local
 * pool (bin/local/cognito.ts) and the sign-up form that shows it as the password is typed.
 */
export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** The characters Cognito counts as symbols (and the space, when it is neither first nor last). */
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-'.split(''));

const PASSWORD_RULES = ['minLength', 'lowercase', 'uppercase', 'digit', 'symbol'] as const;
type PasswordRule = (typeof PASSWORD_RULES)[number];

/** What each rule of the policy asks, as the sign-up form lists it. */
export const PASSWORD_RULE_TEXT: Readonly<Record<PasswordRule, string>> = {
  minLength: `At least ${PASSWORD_POLICY.minLength} characters`,
  lowercase: 'A lower-case letter',
  uppercase: 'An upper-case letter',
  digit: 'A digit',
  symbol: 'A symbol, such as ! @ # - or _',
};

function hasSymbol(password: string): boolean {
  const inner = password.slice(1, -1);
  return [...password].some((character) => SYMBOLS.has(character)) || inner.includes(' ');
}

/** Each rule of the policy with whether `password` meets it, in the order the form lists them. */
export function passwordRuleResults(password: string): { rule: PasswordRule; met: boolean }[] {
  const checks: Record<PasswordRule, boolean> = {
    minLength: [...password].length >= PASSWORD_POLICY.minLength,
    lowercase: !PASSWORD_POLICY.requireLowercase || /[a-z]/.test(password),
    uppercase: !PASSWORD_POLICY.requireUppercase || /[A-Z]/.test(password),
    digit: !PASSWORD_POLICY.requireDigits || /[0-9]/.test(password),
    symbol: !PASSWORD_POLICY.requireSymbols || hasSymbol(password),
  };
  return PASSWORD_RULES.map((rule) => ({ rule, met: checks[rule] }));
}

/** True when `password` meets every rule of the pool's policy. */
export function meetsPasswordPolicy(password: string): boolean {
  return passwordRuleResults(password).every((result) => result.met);
}
