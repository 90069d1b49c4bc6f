import { useMutation, useQueryClient } from '@tanstack/react-query';

import { senderRoutes } from '../../../../shared/api/routes/email-sender-config';
import type { EmailSenderConfig } from '../../../../shared/schemas/email-sender-config';
import { useApiClient } from '../../api/api-client-context';
import { useAlerts } from '../../app/app-services';
import { senderHealthQueryKey } from '../../app/query-keys';
import { SENDER_STATUS_STRINGS, SENDERS_STRINGS as S } from './strings';

/**
 * 'Check now' (the credentials of a sender, reported as an alert) and Resume (a paused sender);
 * each refreshes the credential health and the list (`refreshList`) once answered; `onResumed`
 * closes what asked for the resume.
 */
export function useSenderCommands(input: { namespaceId: string; refreshList: () => Promise<unknown>; onResumed: () => void }) {
  const { namespaceId, refreshList, onResumed } = input;
  const client = useApiClient();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: senderHealthQueryKey(namespaceId) }), refreshList()]);

  const check = useMutation({
    mutationFn: async (senderEmail: string) =>
      (await client.call(senderRoutes.health, { body: { senderEmail }, namespaceId })).data,
    onSuccess: async (answer) => {
      if (answer.credentialsValid && answer.message === undefined) {
        alerts.add({ type: 'success', message: S.checkWorked(answer.senderEmail) });
      } else if (!answer.credentialsValid) {
        alerts.add({
          type: 'danger',
          message: S.checkFailed(answer.senderEmail, answer.message ?? S.checkExpired(answer.senderEmail)),
        });
      } else {
        alerts.add({ type: 'warning', message: S.checkFailed(answer.senderEmail, answer.message ?? '') });
      }
      await refresh();
    },
    onError: (error) => alerts.reportError(error),
  });

  const resume = useMutation({
    mutationFn: async (sender: EmailSenderConfig) =>
      (await client.call(senderRoutes.resume, { params: { id: sender.id }, body: {}, namespaceId })).data,
    onSuccess: async (answer) => {
      alerts.add({ type: 'success', message: SENDER_STATUS_STRINGS.resumed(answer.senderEmail) });
      onResumed();
      await refresh();
    },
    onError: (error) => alerts.reportError(error),
  });

  return { check, resume };
}
