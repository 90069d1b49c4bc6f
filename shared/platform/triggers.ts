import type { Needs } from './needs';

/** A function the user pool calls on one of its steps, with what it touches. */
interface TriggerDefinition {
  /** unique name, also the construct id of its function */
  readonly name: string;
  /** the handler module under functions/triggers, without extension */
  readonly handler: string;
  readonly description: string;
  readonly needs: Needs;
}

/**
 * The user pool's pre-sign-up step: a sign-up from a domain the stage blocks is refused there, so
 * that the rule holds for the hosted sign-in page's own sign-up as it does for the app's form. The
 * stack adds it only when the stage blocks a domain.
 */
export const SIGN_UP_CHECK = {
  name: 'SignUpCheck',
  handler: 'pre-sign-up',
  description: 'Refuses sign-ups from the e-mail domains the stage blocks',
  needs: { signUpDomains: true },
} as const satisfies TriggerDefinition;
