import Alert from '@cloudscape-design/components/alert';
import Link from '@cloudscape-design/components/link';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useSenderHealth } from '../account/use-account-queries';
import { hrefInInstance } from '../instance/instance-sync';
import { expiredSenders, senderWarning, STOPPED_SENDERS_LINK, stoppedSenders, stoppedSenderText } from './sender-health';
import { NOTICE_STRINGS } from './strings';

/**
 * The warning for senders whose credentials expired (docs/product.md, Screens and shell), from the health checks run on load
 * and after each switch, with its link to add the sender again.
 */
export function SenderHealthWarning({ namespaceId }: { namespaceId: string }) {
  const health = useSenderHealth(namespaceId);
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState<string | undefined>(undefined);
  const emails = expiredSenders(health.data?.responseStatuses ?? []);
  const key = emails.join(',');
  if (emails.length === 0 || dismissed === key) return null;
  const warning = senderWarning(emails);
  const href = hrefInInstance(warning.href, namespaceId);
  return (
    <Alert type="warning" dismissible dismissAriaLabel={NOTICE_STRINGS.close} onDismiss={() => setDismissed(key)}>
      {warning.before}
      <Link
        href={href}
        onFollow={(event) => {
          event.preventDefault();
          void navigate(href);
        }}
      >
        {warning.linkText}
      </Link>
      {warning.after}
    </Alert>
  );
}

/**
 * The warning for senders that send nothing because of their outcomes: SUSPENDED (spam complaints)
 * or with their sending paused (hard bounces), each with why, and a link to the senders page.
 */
export function SenderStatusWarning({ namespaceId }: { namespaceId: string }) {
  const health = useSenderHealth(namespaceId);
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState<string | undefined>(undefined);
  const stopped = stoppedSenders(health.data?.responseStatuses ?? []);
  const key = stopped.map((sender) => `${sender.kind}:${sender.senderEmail}`).join(',');
  if (stopped.length === 0 || dismissed === key) return null;
  const href = hrefInInstance(STOPPED_SENDERS_LINK, namespaceId);
  return (
    <Alert
      type="warning"
      header={NOTICE_STRINGS.stoppedSendersHeader(stopped.length)}
      dismissible
      dismissAriaLabel={NOTICE_STRINGS.close}
      onDismiss={() => setDismissed(key)}
    >
      {stopped.map((sender) => (
        <div key={sender.senderEmail}>{stoppedSenderText(sender)}</div>
      ))}
      <Link
        href={href}
        onFollow={(event) => {
          event.preventDefault();
          void navigate(href);
        }}
      >
        {NOTICE_STRINGS.stoppedSendersLink}
      </Link>
    </Alert>
  );
}
