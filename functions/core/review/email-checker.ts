import type { EmailCheckContext } from '../../../shared/rules/email';
import { checkEmail } from '../../../shared/rules/email/check';
import { toPlainText } from '../../../shared/rules/email/html';

/** What an edit needs to store what the rep wrote: the rules it breaks and its plain text. */
export interface EmailChecker {
  violations(check: EmailCheckContext, subject: string | undefined, html: string): { code: string; message: string }[];
  plainText(html: string): string;
}

/** The shared checker of shared/rules/email, as an edit stores its verdict. */
export const emailChecker: EmailChecker = {
  violations: (check, subject, html) =>
    checkEmail({ subject: subject ?? '', html }, check).violations.map((violation) => ({
      code: violation.code,
      message: violation.message,
    })),
  plainText: toPlainText,
};
