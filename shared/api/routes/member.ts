import { MemberRoleInputSchema } from '../../schemas/invitation';
import { route } from '../route';
import * as api from '../schemas';

// Member management beyond the user routes' list, get and delete.

export const memberRoutes = {
  setRole: route({
    name: 'member.setRole',
    method: 'PUT',
    path: '/api/member/{id}/role',
    access: 'tenant',
    handler: 'member/set-role',
    params: api.IdParamsSchema,
    body: MemberRoleInputSchema,
    response: api.MemberSchema,
    summary:
      "Change a member's role to DEFAULT or MANAGER (managers only; the operator's ADMIN cannot be changed here; 409 when it would leave the instance without a manager).",
    needs: { table: 'readWrite' },
  }),
};
