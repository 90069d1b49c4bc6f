import type { RouteDefinition } from '../../../../shared/api/route';
import { EMPTY_VALUE } from '../../app/format';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { useResourceOptions } from './use-resource-options';

const LOADING_NAME = '…';

/**
 * The name of another resource an item refers to (a product's company), from the same first pages
 * the form's select offers; the id itself when it is not among them, the placeholder without one.
 */
export function ResourceName({
  listRoute,
  labelField,
  id,
}: {
  listRoute: RouteDefinition;
  labelField: string;
  id: string | undefined;
}) {
  const namespaceId = useSelectedNamespaceId();
  const options = useResourceOptions(listRoute, labelField, namespaceId, id !== undefined);
  if (id === undefined) return EMPTY_VALUE;
  if (options.data === undefined) return LOADING_NAME;
  return options.data?.find((option) => option.id === id)?.label ?? id;
}
