import { monotonicFactory } from 'ulid';

import { INVITATION_ACCEPT_PAGE_PATH } from '../../../shared/domain/invitation';
import { createInvitationStore } from '../../adapters/dynamodb/invitation-store';
import { createMembershipStore } from '../../adapters/dynamodb/membership-store';
import { createNamespaceStore } from '../../adapters/dynamodb/namespace-store';
import { createInvitationService } from '../../core/members/invitation-service';
import { publicUrls } from '../public-urls';
import { systemMailer } from '../system-mail';
import { tableStore, type Wiring } from '../wiring';

/**
 * Invitations of an instance. Only the routes that send the invitation email (invite, resend)
 * declare the system mailer and the public URLs the link is built on; the others build neither.
 */
export function invitationService(wiring: Wiring) {
  const sends = wiring.fn.needs.systemMail === true;
  const web = sends ? publicUrls(wiring).web : undefined;
  const newUlid = monotonicFactory();
  return createInvitationService({
    invitations: tableStore(wiring, createInvitationStore),
    memberships: tableStore(wiring, createMembershipStore),
    namespaces: tableStore(wiring, createNamespaceStore),
    mailer: sends ? systemMailer(wiring) : undefined,
    acceptUrl: (token) => `${web ?? ''}${INVITATION_ACCEPT_PAGE_PATH}?token=${encodeURIComponent(token)}`,
    now: wiring.now,
    newId: () => newUlid(wiring.now().getTime()),
  });
}
