import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';

import { namespaceRoutes } from '../../../../shared/api/routes/namespace';
import { userRoutes } from '../../../../shared/api/routes/user';
import { OPTION_LABELS, type OptionName, type OptionStatus } from '../../../../shared/domain/option';
import { useApiClient } from '../../api/api-client-context';
import { errorMessage } from '../../api/error-message';
import { useAlerts } from '../../app/app-services';
import { optionScope, withOptionStatus, type OptionState } from './option-groups';
import { OPTION_STRINGS as S } from './strings';

/** The options of an instance as the page caches them. */
interface OptionsAnswer {
  readonly options: readonly OptionState[];
}

export const optionsQueryKey = (namespaceId: string) => ['namespace', 'options', namespaceId] as const;
const setOptionKey = (namespaceId: string) => ['namespace', 'options', namespaceId, 'set'] as const;

/** A change of one option. */
export interface OptionChange {
  readonly name: OptionName;
  readonly status: OptionStatus;
}

/** Every option of the instance and the caller's own, with its status (`GET /api/namespace/options`). */
export function useOptions(namespaceId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: optionsQueryKey(namespaceId),
    queryFn: async ({ signal }): Promise<OptionsAnswer> =>
      (await client.call(namespaceRoutes.getOptions, { namespaceId, signal })).data,
  });
}

/**
 * Turns an option on or off at once: the page shows the change before the server answers and
 * goes back, with a danger alert, when the server refuses it. Instance options are saved with
 * `POST /api/namespace/options`, the caller's own with `POST /api/user/options`.
 */
export function useSetOption(namespaceId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const key = optionsQueryKey(namespaceId);
  const mutationKey = setOptionKey(namespaceId);

  const mutation = useMutation({
    mutationKey,
    mutationFn: async ({ name, status }: OptionChange) => {
      const route = optionScope(name) === 'user' ? userRoutes.setOptions : namespaceRoutes.setOptions;
      return (await client.call(route, { body: { options: [{ name, status }] }, namespaceId })).data;
    },
    onMutate: async ({ name, status }: OptionChange) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<OptionsAnswer>(key);
      queryClient.setQueryData<OptionsAnswer>(key, (answer) =>
        answer ? { options: withOptionStatus(answer.options, name, status) } : answer,
      );
      return { previous };
    },
    onError: (error, { name }, context) => {
      // back to what the option was before this change, leaving the others as they are now
      const before = context?.previous?.options.find((option) => option.name === name);
      queryClient.setQueryData<OptionsAnswer>(key, (answer) =>
        answer && before
          ? { options: answer.options.map((option) => (option.name === name ? before : option)) }
          : context?.previous,
      );
      alerts.add({ type: 'danger', message: S.changeFailed(OPTION_LABELS[name], errorMessage(error)) });
    },
    onSuccess: (answer, { name }) => {
      // only the option this call changed: others may have changes of their own on the way
      const saved = answer.options.find((option) => option.name === name);
      if (saved) {
        queryClient.setQueryData<OptionsAnswer>(key, (current) =>
          current ? { options: current.options.map((option) => (option.name === name ? saved : option)) } : current,
        );
      }
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey }) === 1) await queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });

  const pending = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (state) => (state.state.variables as OptionChange | undefined)?.name,
  });

  return {
    /** Saves a change; `onSaved` runs once the server confirmed it. */
    setOption: (change: OptionChange, onSaved?: () => void) => mutation.mutate(change, { onSuccess: () => onSaved?.() }),
    /** the options whose change is on its way */
    pending: new Set(pending),
  };
}
