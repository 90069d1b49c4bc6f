import Alert from '@cloudscape-design/components/alert';

import { WRITER_NOTICE_STRINGS as S } from './strings';
import { useWriterStatus } from './use-writer-status';

/**
 * Says so when the offline writer writes the instance's emails, and why; nothing while the model
 * writes them, or before the answer comes.
 */
export function WriterNotice({ namespaceId }: { namespaceId: string }) {
  const status = useWriterStatus(namespaceId).data;
  if (status?.kind !== 'offline') return null;
  return (
    <Alert type="info" header={S.header}>
      {S.reason[status.reason]}
    </Alert>
  );
}
