import Alert from '@cloudscape-design/components/alert';
import Link from '@cloudscape-design/components/link';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useSenderHealth } from '../account/use-account-queries';
import { hrefInInstance } from '../instance/instance-sync';
import { expiredSenders, senderWarning } from './sender-health';
import { NOTICE_STRINGS } from './strings';

/**
 * The warning for senders whose credentials expired (SPEC §7), from the health checks run on load
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
