import type { RouteDefinition } from '../../shared/api/route';
import { httpHandler, type RouteImplementation } from '../middleware/http-handler';
import { callerAccess } from './caller-access';
import { composeOnce, type Wiring } from './wiring';

/**
 * The function of a route for signed-in callers (user, tenant and admin routes): the request chain
 * with the caller's account and memberships, and the services `services` builds. Both are built
 * once per container, from the route's declared needs and nothing else.
 */
export function memberRoute<R extends RouteDefinition, S>(
  route: R,
  services: (wiring: Wiring) => S,
  implementation: RouteImplementation<R, S>,
) {
  if (route.access === 'public') throw new Error(`${route.name} is public: compose it with publicRoute.`);
  const deps = composeOnce(route, (wiring) => ({
    now: wiring.now,
    cacheTtlMs: wiring.overrides?.cacheTtlMs,
    access: callerAccess(wiring),
    services: services(wiring),
  }));
  return httpHandler(route, deps, implementation);
}
