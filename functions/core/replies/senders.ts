/** Senders only software writes from, whatever the message says. */

/** A mail system's own address: postmaster, mailer-daemon and their variants, of any domain (or none). */
export const MAIL_SYSTEM_SENDER =
  /^(?:post_?master|mailer-daemon|mail-daemon|mailerdaemon|mail\.?delivery\.?system|mmsc|sysadmin|mdaemon)(?:@|$)/i;

/** No-reply, notification and auto-reply senders, and mailing-list managers (`list-owner@`, `list-request@`). */
export const NO_REPLY_SENDER =
  /^(?:no-?reply|do-?not-?reply|donotreply|noreply-[\w-]+|notifications?|auto-?reply|autoresponder|[\w.-]+-(?:owner|admin|request|bounces?)|owner-[\w.-]+)@/i;
