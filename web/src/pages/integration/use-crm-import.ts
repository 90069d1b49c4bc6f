import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { contactListRoutes } from '../../../../shared/api/routes/contact-list';
import { integrationImportRoutes } from '../../../../shared/api/routes/integration-import';
import type { IntegrationType } from '../../../../shared/domain/integration';
import type { CrmImportBody } from '../../../../shared/schemas/crm-import';
import { useApiClient } from '../../api/api-client-context';
import { listQueryKey } from '../../components/list-page';

/** How often the panel asks for the progress of an import that is running or waiting. */
export const CRM_IMPORT_POLL_MS = 2_000;

function progressKey(namespaceId: string, type: IntegrationType) {
  return ['integration', namespaceId, type, 'import'];
}

/** The CRM's lists, list views and reports (`GET /api/integration/{type}/source`). */
export function useCrmSources(namespaceId: string, type: IntegrationType) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['integration', namespaceId, type, 'sources'],
    queryFn: async ({ signal }) =>
      (await client.call(integrationImportRoutes.sources, { params: { type }, namespaceId, signal })).data.sources,
  });
}

/** The current or last import and the last sync, polled while an import runs or waits. */
export function useCrmImportStatus(namespaceId: string, type: IntegrationType) {
  const client = useApiClient();
  return useQuery({
    queryKey: progressKey(namespaceId, type),
    queryFn: async ({ signal }) =>
      (await client.call(integrationImportRoutes.progress, { params: { type }, namespaceId, signal })).data,
    refetchInterval: (query) => {
      const state = query.state.data?.import?.state;
      return state === 'RUNNING' || state === 'WAITING' ? CRM_IMPORT_POLL_MS : false;
    },
  });
}

/** Starts an import (`POST /api/integration/{type}/import`). */
export function useStartCrmImport(namespaceId: string, type: IntegrationType) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CrmImportBody) =>
      (await client.call(integrationImportRoutes.start, { params: { type }, body, namespaceId })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressKey(namespaceId, type) }),
  });
}

/** Makes a contact list for the import to fill. */
export function useCreateContactList(namespaceId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => (await client.call(contactListRoutes.create, { body: { name }, namespaceId })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listQueryKey(contactListRoutes.list, namespaceId) }),
  });
}
