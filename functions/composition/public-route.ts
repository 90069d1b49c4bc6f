import type { RouteDefinition } from '../../shared/api/route';
import { httpHandler, type RouteImplementation } from '../middleware/http-handler';
import { composeOnce, type Wiring } from './wiring';

/**
 * The function of a public route: the request chain without any caller (no token, no account,
 * no table read for one), and the services `services` builds from the route's declared needs.
 */
export function publicRoute<R extends RouteDefinition, S>(
  route: R,
  services: (wiring: Wiring) => S,
  implementation: RouteImplementation<R, S>,
) {
  if (route.access !== 'public') throw new Error(`${route.name} is for signed-in callers: compose it with memberRoute.`);
  const deps = composeOnce(route, (wiring) => ({ now: wiring.now, services: services(wiring) }));
  return httpHandler(route, deps, implementation);
}
