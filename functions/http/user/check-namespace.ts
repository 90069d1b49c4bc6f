import { userRoutes } from '../../../shared/api/routes/user';
import { memberRoute } from '../../composition/http';
import { accountsService } from '../../composition/services/accounts';
import { NotFoundError } from '../../core/errors';
import { identityOf } from '../request';

/** POST /api/user/namespace */
export const handler = memberRoute(userRoutes.checkNamespace, accountsService, async (request, service) => {
  const { namespaceId } = request.body;
  try {
    await service.namespaceForMember(namespaceId, identityOf(request).sub);
    return { namespaceId, valid: true };
  } catch (error) {
    if (error instanceof NotFoundError) return { namespaceId, valid: false };
    throw error;
  }
});
