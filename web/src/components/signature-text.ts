import { toPlainText } from '../../../shared/rules/email/html';

/** A signature's stored HTML read as text, one entry a line, blank lines dropped: the app never renders its HTML. */
export function signatureLines(content: string): string[] {
  return toPlainText(content)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
