import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { senderRoutes } from '../../../../shared/api/routes/email-sender-config';
import {
  OAUTH_REDIRECT_PATH,
  type EmailSenderConfig,
  type OAuthSenderType,
} from '../../../../shared/schemas/email-sender-config';
import { useApiClient } from '../../api/api-client-context';
import { useAlerts } from '../../app/app-services';
import { PATHS } from '../../app/paths';
import { ADD_SENDER_STRINGS as S } from './strings';

/** Where the page keeps a started sign-in while the browser visits the provider. */
const PENDING_SIGN_IN_KEY = 'reachwise.senderSignIn';

/** How long the list of configured sign-ins is taken as known. */
const PROVIDERS_STALE_MS = 5 * 60_000;

/** A sign-in started on this page: what the rep chose before the browser left for the provider. */
export interface PendingSignIn {
  readonly type: OAuthSenderType;
  readonly senderName: string;
  /** the rep's answer to the warm-up question, sent when the sign-in completes */
  readonly alreadyWarmedUp: boolean;
}

function readPendingSignIn(): PendingSignIn | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PENDING_SIGN_IN_KEY) ?? 'null') as Partial<PendingSignIn> | null;
    if (stored?.type === 'GOOGLE' || stored?.type === 'MICROSOFT')
      return { type: stored.type, senderName: stored.senderName ?? '', alreadyWarmedUp: stored.alreadyWarmedUp === true };
  } catch {
    // an unreadable entry is no sign-in
  }
  return undefined;
}

const redirectUri = () => `${window.location.origin}${OAUTH_REDIRECT_PATH}`;

/** The sign-ins this server offers (Google, Microsoft), and whether one is configured. */
export function useSignInProviders(namespaceId: string) {
  const client = useApiClient();
  const providers = useQuery({
    queryKey: ['email-sender-config.oauthProviders', namespaceId],
    queryFn: async ({ signal }) => (await client.call(senderRoutes.oauthProviders, { namespaceId, signal })).data,
    staleTime: PROVIDERS_STALE_MS,
  });
  const configured = (type: OAuthSenderType) =>
    providers.data?.providers.some((provider) => provider.type === type && provider.configured) ?? false;
  return { providers, configured };
}

/** Starts a sign-in: keeps what the rep chose, then sends the browser to the provider. */
export function useStartSignIn(namespaceId: string, onError: (error: unknown) => void) {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (pending: PendingSignIn) => {
      const answer = await client.call(senderRoutes.oauthStart, {
        body: { type: pending.type, redirectUri: redirectUri() },
        namespaceId,
      });
      sessionStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
      window.location.assign(answer.data.authorizationUrl);
    },
    onError,
  });
}

/**
 * Back from the provider (`code` or `error` in the address): finishes the sign-in once, then leaves
 * the code out of the address. Answers whether the page is finishing one.
 */
export function useSignInReturn(namespaceId: string, onConnected: (sender: EmailSenderConfig) => Promise<void>): boolean {
  const client = useApiClient();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returned = searchParams.get('code') !== null || searchParams.get('error') !== null;

  const complete = useMutation({
    mutationFn: async (input: { pending: PendingSignIn; code: string; state: string }) =>
      (
        await client.call(senderRoutes.oauthComplete, {
          body: {
            type: input.pending.type,
            code: input.code,
            state: input.state,
            redirectUri: redirectUri(),
            ...(input.pending.senderName === '' ? {} : { senderName: input.pending.senderName }),
            ...(input.pending.alreadyWarmedUp ? { alreadyWarmedUp: true } : {}),
          },
          namespaceId,
        })
      ).data,
    onSuccess: onConnected,
    onError: (error) => {
      alerts.reportError(error);
      void navigate(PATHS.emailSenderConfigAdd, { replace: true });
    },
  });

  const handled = useRef(false);
  useEffect(() => {
    if (!returned || handled.current) return;
    handled.current = true;
    const pending = readPendingSignIn();
    sessionStorage.removeItem(PENDING_SIGN_IN_KEY);
    const code = searchParams.get('code');
    const state = searchParams.get('state');
    const refused = searchParams.get('error');
    if (refused !== null || code === null || state === null) {
      alerts.add({ type: 'danger', message: S.providerRefused(refused ?? 'no code') });
      void navigate(PATHS.emailSenderConfigAdd, { replace: true });
      return;
    }
    if (!pending) {
      alerts.add({ type: 'danger', message: S.signInNotStartedHere });
      void navigate(PATHS.emailSenderConfigAdd, { replace: true });
      return;
    }
    complete.mutate({ pending, code, state });
  }, [returned, searchParams, alerts, navigate, complete]);

  return returned;
}
