import { route, type Access, type HttpMethod, type RouteNeeds } from '../route';
import { NotImplementedResponseSchema } from '../status-schemas';

/** A route whose behaviour comes with a later feature: it answers 501 with a clear message. */
export function later(
  name: string,
  method: HttpMethod,
  path: string,
  access: Access,
  handler: string,
  summary: string,
  needs: RouteNeeds = {},
) {
  return route({
    name,
    method,
    path,
    access,
    handler,
    response: NotImplementedResponseSchema,
    implemented: false,
    summary,
    needs,
  });
}
