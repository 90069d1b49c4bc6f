import { userRoutes } from '../../../../shared/api/routes/user';
import type { ApiClient } from '../../api/client';
import { PATHS } from '../paths';
import { instanceInSearch, searchWithInstance } from './instance-sync';

/**
 * The instance to open after signing in (docs/product.md, Screens and shell): the remembered one if the server confirms it
 * is valid for the user (`POST /api/user/namespace`), otherwise the user's default instance.
 */
export async function instanceAfterSignIn(client: Pick<ApiClient, 'call'>, remembered: string | undefined): Promise<string> {
  if (remembered !== undefined && remembered !== '') {
    const check = await client.call(userRoutes.checkNamespace, { body: { namespaceId: remembered } });
    if (check.data.valid) return remembered;
  }
  return (await client.call(userRoutes.userNamespace)).data.namespaceId;
}

/** Where to go once signed in: back where the user was going (its instance kept), else the dashboard, in the instance. */
export function destinationAfterSignIn(
  namespaceId: string,
  returnTo: { pathname: string; search: string } | undefined,
): { pathname: string; search: string } {
  if (returnTo === undefined) return { pathname: PATHS.dashboard, search: searchWithInstance('', namespaceId) };
  const search =
    instanceInSearch(returnTo.search) === undefined ? searchWithInstance(returnTo.search, namespaceId) : returnTo.search;
  return { pathname: returnTo.pathname, search: search.startsWith('?') || search === '' ? search : `?${search}` };
}
