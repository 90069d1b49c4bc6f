/**
 * The Message-ID of an email: derived from its id, so a retry, a lookup and a follow-up all know
 * it. Apart from the send worker, so that what reads replies does not carry the worker (and the
 * email checker it runs).
 */
export function messageIdOf(emailId: string, mailbox: string): string {
  const domain = mailbox.slice(mailbox.lastIndexOf('@') + 1) || 'reachwise.invalid';
  return `<${emailId}@${domain}>`;
}
