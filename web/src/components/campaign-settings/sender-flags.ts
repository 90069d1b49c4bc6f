import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';

import type { SenderHealth, SenderStatus } from '../../../../shared/domain/sender';
import type { EmailSenderConfig } from '../../../../shared/schemas/email-sender-config';

/** Why a sender chosen for a campaign needs attention, worst first. */
export const SENDER_FLAGS = ['EXPIRED_CREDENTIALS', 'SUSPENDED', 'STATUS_WARNING'] as const;
export type SenderFlag = (typeof SENDER_FLAGS)[number];

/**
 * What is wrong with a sender for sending: its credentials have expired (the health checks answer
 * a status other than 200 for its email), it is suspended, or its status is WARNING.
 */
export function senderFlags(
  sender: Pick<EmailSenderConfig, 'senderEmail' | 'status'>,
  expiredEmails: ReadonlySet<string>,
): SenderFlag[] {
  const flags: SenderFlag[] = [];
  if (expiredEmails.has(sender.senderEmail)) flags.push('EXPIRED_CREDENTIALS');
  if (sender.status === 'SUSPENDED') flags.push('SUSPENDED');
  if (sender.status === 'WARNING') flags.push('STATUS_WARNING');
  return flags;
}

/** Each of `senders` that needs attention, with why, in the order given. */
export function flaggedSenders<S extends Pick<EmailSenderConfig, 'senderEmail' | 'status'>>(
  senders: readonly S[],
  expiredEmails: ReadonlySet<string>,
): { readonly sender: S; readonly flags: readonly SenderFlag[] }[] {
  return senders.map((sender) => ({ sender, flags: senderFlags(sender, expiredEmails) })).filter(({ flags }) => flags.length > 0);
}

/** How a sender's status shows. */
export const SENDER_STATUS_INDICATOR: Readonly<Record<SenderStatus, StatusIndicatorProps.Type>> = {
  ACTIVE: 'success',
  WARMING_UP: 'in-progress',
  WARNING: 'warning',
  SUSPENDED: 'error',
};

/** How a sender's health shows. */
export const SENDER_HEALTH_INDICATOR: Readonly<Record<SenderHealth, StatusIndicatorProps.Type>> = {
  OPERATIONAL: 'success',
  MINOR_ISSUES: 'info',
  WARNINGS: 'warning',
  URGENT_ISSUES: 'error',
};
