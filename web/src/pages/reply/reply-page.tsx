import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { ReplyInbox } from './reply-inbox';

/**
 * `/reply`: the replies inbox. Every message kept about the instance's emails, newest first, a page
 * at a time, filtered by what it says; one opens beside the list with the email it answers, to mark
 * handled, correct, or follow up from its contact.
 */
export function ReplyPage() {
  const namespaceId = useSelectedNamespaceId();
  return <ReplyInbox namespaceId={namespaceId} />;
}
