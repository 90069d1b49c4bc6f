/** What an SMTP sign-in check needs. The password is used for the login only: never logged, never in a message. */
export interface SmtpLogin {
  readonly host: string;
  readonly port: number;
  /** true: TLS from the first byte (SMTP over SSL, usually 465); false: STARTTLS (usually 587) */
  readonly secure: boolean;
  readonly username: string;
  readonly password: string;
}

/** Why a check failed, from the user's point of view. */
export const SMTP_FAILURES = [
  'AUTH',
  'HOST_NOT_FOUND',
  'BLOCKED_HOST',
  'REFUSED',
  'TIMEOUT',
  'NO_GREETING',
  'NOT_SSL',
  'NO_STARTTLS',
  'CERTIFICATE',
  'CLOSED',
  'PROTOCOL',
] as const;
export type SmtpFailure = (typeof SMTP_FAILURES)[number];

type SmtpCheckResult = { readonly ok: true } | { readonly ok: false; readonly failure: SmtpFailure };

/** Connects to an SMTP server and signs in, then hangs up: nothing is sent. */
export interface SmtpVerifier {
  verify(login: SmtpLogin): Promise<SmtpCheckResult>;
}
