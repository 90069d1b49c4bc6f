import { InvalidInputError } from '../errors';

/** 'Sign-ups from rival.example are not accepted: register with another work email.' */
function blockedSignUpMessage(domain: string): string {
  return `Sign-ups from ${domain} are not accepted: register with another work email.`;
}

/**
 * Refuses a registration whose email is on a domain the stage blocks, or on a sub-domain of one
 * (`eu.rival.example` under `rival.example`), with a 400 naming `email`; the operator lists the
 * domains (lower case) in the stage's configuration. Nothing is recorded before this check.
 */
export function requireAllowedSignUpEmail(blocked: ReadonlySet<string>, email: string): void {
  if (blocked.size === 0) return;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const labels = domain.split('.');
  const listed = labels.some((_label, index) => blocked.has(labels.slice(index).join('.')));
  if (!listed) return;
  const message = blockedSignUpMessage(domain);
  throw new InvalidInputError(message, [{ path: 'email', message }]);
}
