import { monotonicFactory } from 'ulid';

import { INVITATION_ACCEPT_PAGE_PATH } from '../../../shared/domain/invitation';
import { createInvitationStore } from '../../adapters/dynamodb/invitation-store';
import { createMembershipStore } from '../../adapters/dynamodb/membership-store';
import { createNamespaceStore } from '../../adapters/dynamodb/namespace-store';
import { createInvitationService } from '../../core/members/invitation-service';
import type { SystemMailer } from '../../core/ports/system-mail';
import { tableStore, type Wiring } from '../wiring';

/**
 * Invitations of an instance, with the mailer and the web origin of the routes that send the
 * invitation email (see invitation-mail.ts); the others (list, revoke, preview, accept) have
 * neither, and do not bundle the mail client.
 */
export function invitationService(wiring: Wiring, mail?: { mailer: SystemMailer | undefined; webOrigin: string }) {
  const newUlid = monotonicFactory();
  return createInvitationService({
    invitations: tableStore(wiring, createInvitationStore),
    memberships: tableStore(wiring, createMembershipStore),
    namespaces: tableStore(wiring, createNamespaceStore),
    mailer: mail?.mailer,
    acceptUrl: (token) => `${mail?.webOrigin ?? ''}${INVITATION_ACCEPT_PAGE_PATH}?token=${encodeURIComponent(token)}`,
    now: wiring.now,
    newId: () => newUlid(wiring.now().getTime()),
  });
}
