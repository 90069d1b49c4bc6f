import * as z from '../../schemas/zod';
import { route, type Access, type RouteNeeds } from '../route';
import * as api from '../schemas';

/** Create, list, get, update and delete of one component resource, all under `/api/<resource>`. */
export function crud<E extends z.core.$ZodType, C extends z.core.$ZodType, U extends z.core.$ZodType>(
  resource: string,
  label: string,
  schemas: { entity: E; create: C; update: U },
  options: { access?: Access; writeNeeds?: Omit<RouteNeeds, 'table'> } = {},
) {
  const access = options.access ?? 'tenant';
  const read: RouteNeeds = { table: 'read' };
  const write: RouteNeeds = { table: 'readWrite', ...options.writeNeeds };
  const base = `/api/${resource}`;
  return {
    create: route({
      name: `${resource}.create`,
      method: 'POST',
      path: `${base}/create`,
      access,
      handler: `${resource}/create`,
      body: schemas.create,
      response: schemas.entity,
      successStatus: 201,
      summary: `Create a ${label}.`,
      needs: write,
    }),
    list: route({
      name: `${resource}.list`,
      method: 'POST',
      path: base,
      access,
      handler: `${resource}/list`,
      body: z.optional(api.ListRequestSchema),
      response: api.pageSchema(schemas.entity),
      summary: `List ${label}s, newest first, a page at a time.`,
      needs: read,
    }),
    get: route({
      name: `${resource}.get`,
      method: 'GET',
      path: `${base}/{id}`,
      access,
      handler: `${resource}/get`,
      params: api.IdParamsSchema,
      response: schemas.entity,
      summary: `Get one ${label}.`,
      needs: read,
    }),
    update: route({
      name: `${resource}.update`,
      method: 'PUT',
      path: `${base}/{id}`,
      access,
      handler: `${resource}/update`,
      params: api.IdParamsSchema,
      body: schemas.update,
      response: schemas.entity,
      summary: `Change a ${label}.`,
      needs: write,
    }),
    delete: route({
      name: `${resource}.delete`,
      method: 'DELETE',
      path: `${base}/{id}`,
      access,
      handler: `${resource}/delete`,
      params: api.IdParamsSchema,
      response: api.DeletedSchema,
      summary: `Delete a ${label}.`,
      needs: { table: 'readWrite' },
    }),
  };
}
