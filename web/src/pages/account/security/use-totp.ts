import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useAlerts, useAppServices } from '../../../app/app-services';
import { finishTotpSetUp, isTotpOn, startTotpSetUp, turnOffTotp } from '../../../auth/mfa';
import { SECURITY_STRINGS as S } from './strings';

const TOTP_QUERY_KEY = ['user', 'totp'] as const;

/** Whether the signed-in user's sign-in asks for an authenticator code. */
export function useTotpStatus() {
  return useQuery({ queryKey: TOTP_QUERY_KEY, queryFn: isTotpOn });
}

/** Asks the identity provider for a new secret and its QR code. */
export function useStartTotpSetUp() {
  return useMutation({ mutationFn: (email: string) => startTotpSetUp(email) });
}

/** Verifies the app's first code and turns TOTP on; says so with a success alert. */
export function useFinishTotpSetUp() {
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  return useMutation({
    mutationFn: ({ code, deviceName }: { code: string; deviceName: string }) => finishTotpSetUp(code, deviceName),
    onSuccess: async () => {
      alerts.add({ type: 'success', message: S.turnedOn });
      await queryClient.invalidateQueries({ queryKey: TOTP_QUERY_KEY });
    },
  });
}

/** Turns TOTP off after the password and a current code; says so with a success alert. */
export function useTurnOffTotp() {
  const { config } = useAppServices();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  return useMutation({
    mutationFn: (input: { email: string; password: string; code: string }) => turnOffTotp({ ...input, config }),
    onSuccess: async () => {
      alerts.add({ type: 'success', message: S.turnedOff });
      await queryClient.invalidateQueries({ queryKey: TOTP_QUERY_KEY });
    },
  });
}
