import { PATHS } from '../../app/paths';

/** The query parameter of `/contact` that opens one contact's view. */
export const CONTACT_ID_PARAM = 'contactId';

/** `/contact` with the current query (instance, embed) and the contact to show, or without one for the list. */
export function contactHref(currentSearch: string, contactId: string | undefined): string {
  const params = new URLSearchParams(currentSearch);
  if (contactId === undefined) params.delete(CONTACT_ID_PARAM);
  else params.set(CONTACT_ID_PARAM, contactId);
  const search = params.toString();
  return search === '' ? PATHS.contact : `${PATHS.contact}?${search}`;
}

/** The contact the address names, if any. */
export function contactIdOf(search: string): string | undefined {
  const id = new URLSearchParams(search).get(CONTACT_ID_PARAM)?.trim();
  return id === undefined || id === '' ? undefined : id;
}
