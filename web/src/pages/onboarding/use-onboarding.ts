import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import type { RouteDefinition } from '../../../../shared/api/route';
import { companyRoutes } from '../../../../shared/api/routes/company';
import { customerProfileRoutes } from '../../../../shared/api/routes/customer-profile';
import { senderRoutes } from '../../../../shared/api/routes/email-sender-config';
import { namespaceRoutes } from '../../../../shared/api/routes/namespace';
import type { Namespace } from '../../../../shared/schemas/namespace';
import type { Company, CreateCompanyInput } from '../../../../shared/schemas/company';
import type { CreateCustomerProfileInput, CustomerProfile } from '../../../../shared/schemas/customer-profile';
import type { CreateEmailSenderConfigInput, EmailSenderConfig } from '../../../../shared/schemas/email-sender-config';
import { useApiClient } from '../../api/api-client-context';
import { namespaceQueryKey } from '../../app/query-keys';

/** What onboarding finds in the instance: the newest company, sender and customer profile, if any. */
export interface OnboardingItems {
  readonly company: Company | undefined;
  readonly sender: EmailSenderConfig | undefined;
  readonly customerProfile: CustomerProfile | undefined;
}

const onboardingKey = (namespaceId: string) => ['onboarding', namespaceId, 'items'] as const;

/** The lists the saved items appear in, asked again once onboarding changed them. */
const LIST_ROUTES: readonly RouteDefinition[] = [companyRoutes.list, senderRoutes.list, customerProfileRoutes.list];

function refreshLists(queryClient: QueryClient): void {
  for (const route of LIST_ROUTES) void queryClient.invalidateQueries({ queryKey: [route.name] });
}

/**
 * The items onboarding creates, as they stand in the instance (one list call each, newest first),
 * so that a reload continues at the first stage whose item is missing.
 */
export function useOnboardingItems(namespaceId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: onboardingKey(namespaceId),
    queryFn: async ({ signal }): Promise<OnboardingItems> => {
      const body = { limit: 1 };
      const [companies, senders, profiles] = await Promise.all([
        client.call(companyRoutes.list, { body, namespaceId, signal }),
        client.call(senderRoutes.list, { body, namespaceId, signal }),
        client.call(customerProfileRoutes.list, { body, namespaceId, signal }),
      ]);
      return {
        company: companies.data.items[0],
        sender: senders.data.items[0],
        customerProfile: profiles.data.items[0],
      };
    },
    // what the user saves is put in the cache by the calls below
    staleTime: Infinity,
  });
}

/** The calls of each onboarding stage; each keeps the cached items in step with what it saved. */
export function useOnboardingCalls(namespaceId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();

  const remember = useCallback(
    (change: Partial<OnboardingItems>) => {
      queryClient.setQueryData<OnboardingItems>(onboardingKey(namespaceId), (previous) => ({
        company: undefined,
        sender: undefined,
        customerProfile: undefined,
        ...previous,
        ...change,
      }));
      refreshLists(queryClient);
    },
    [queryClient, namespaceId],
  );

  /** Step 1: creates the company, or changes the one created before. */
  const saveCompany = useCallback(
    async (input: CreateCompanyInput, existingId: string | undefined): Promise<Company> => {
      const company =
        existingId === undefined
          ? (await client.call(companyRoutes.create, { body: input, namespaceId })).data
          : (await client.call(companyRoutes.update, { params: { id: existingId }, body: input, namespaceId })).data;
      remember({ company });
      return company;
    },
    [client, namespaceId, remember],
  );

  /** Step 2: adds the sender, or replaces the one with the same email. */
  const saveSender = useCallback(
    async (input: CreateEmailSenderConfigInput): Promise<EmailSenderConfig> => {
      const sender = (await client.call(senderRoutes.onboarding, { body: input, namespaceId })).data;
      remember({ sender });
      return sender;
    },
    [client, namespaceId, remember],
  );

  /** Checks that a sender can send (connects and signs in), without saving it. */
  const checkConnection = useCallback(
    async (input: CreateEmailSenderConfigInput) => (await client.call(senderRoutes.validate, { body: input, namespaceId })).data,
    [client, namespaceId],
  );

  /** Step 3: creates the customer profile, or changes the one created before. */
  const saveCustomerProfile = useCallback(
    async (input: CreateCustomerProfileInput, existingId: string | undefined): Promise<CustomerProfile> => {
      const customerProfile =
        existingId === undefined
          ? (await client.call(customerProfileRoutes.create, { body: input, namespaceId })).data
          : (await client.call(customerProfileRoutes.update, { params: { id: existingId }, body: input, namespaceId })).data;
      remember({ customerProfile });
      return customerProfile;
    },
    [client, namespaceId, remember],
  );

  /**
   * The closing stage: the server checks the three items and sets onboardedAt; the instance it
   * answers replaces the cached one, so the shell lets the user into the app at once.
   */
  const completeOnboarding = useCallback(async (): Promise<Namespace> => {
    const namespace = (await client.call(namespaceRoutes.completeOnboarding, { body: {}, namespaceId })).data;
    queryClient.setQueryData(namespaceQueryKey(namespaceId), namespace);
    return namespace;
  }, [client, queryClient, namespaceId]);

  return { saveCompany, saveSender, checkConnection, saveCustomerProfile, completeOnboarding };
}
