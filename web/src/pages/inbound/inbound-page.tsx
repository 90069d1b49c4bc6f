import { INBOUND_ACTIONS } from '../../../../shared/domain/inbound';
import { formatEnumLabel } from '../../app/format';
import { AdminOnly } from '../../components/admin-only';
import { PlaceholderPage } from '../../components/placeholder-page';

const TITLE = 'Inbound Actions';

/** `/inbound`: what Inbound AI does with incoming messages (admins only). */
export function InboundPage() {
  return (
    <AdminOnly title={TITLE}>
      <PlaceholderPage
        title={TITLE}
        description="What Inbound AI does with each message that comes in."
        emptyTitle="No inbound actions yet"
        emptyText={`Inbound actions appear here as messages arrive, each with what was done: ${INBOUND_ACTIONS.map(formatEnumLabel).join(' or ').toLowerCase()}, and the persona that handled it.`}
      />
    </AdminOnly>
  );
}
