import type { EffectiveIntegrationResponse } from '../../../../shared/api/schemas';
import {
  DEFAULT_INTEGRATION_OPTION_STATUSES,
  DEFAULT_INTEGRATION_STATUS,
  INTEGRATION_TYPES,
} from '../../../../shared/domain/integration';

/** An integration as the page shows it. */
export type IntegrationView = EffectiveIntegrationResponse;

/** Both CRMs, in their order, as the server answered them (a type it left out reads as never set up). */
export function bothCrms(answered: readonly IntegrationView[]): IntegrationView[] {
  return INTEGRATION_TYPES.map(
    (type) =>
      answered.find((integration) => integration.type === type) ?? {
        type,
        status: DEFAULT_INTEGRATION_STATUS,
        options: { ...DEFAULT_INTEGRATION_OPTION_STATUSES },
        oauthAvailable: false,
      },
  );
}

/** What a CRM's card offers a caller: connecting while not set up or in error, the rest once connected, all for managers only. */
export interface CardActions {
  /** "Connect with HubSpot/Salesforce" (or "Reconnect" in error); false when the server has no OAuth client */
  readonly oauth: boolean;
  /** "Use a private-app token": HubSpot only */
  readonly privateApp: boolean;
  readonly pause: boolean;
  readonly resume: boolean;
  readonly disconnect: boolean;
  /** the option toggles can be switched */
  readonly options: boolean;
  /** the connect buttons say "Reconnect" */
  readonly reconnect: boolean;
}

/** The actions of one card for a caller who manages the instance or not. */
export function cardActions(integration: IntegrationView, manages: boolean): CardActions {
  const connected = integration.method !== undefined;
  const inError = integration.connection?.state === 'ERROR';
  const connecting = manages && (!connected || inError);
  return {
    oauth: connecting && integration.oauthAvailable,
    privateApp: connecting && integration.type === 'HUBSPOT',
    pause: manages && connected && integration.status === 'ACTIVE',
    resume: manages && connected && integration.status === 'INACTIVE',
    disconnect: manages && connected,
    options: manages && connected,
    reconnect: inError,
  };
}

/** A pasted private-app token, trimmed; undefined with the reason when it cannot be sent. */
export function checkedToken(value: string, required: string): { token?: string; error?: string } {
  const token = value.trim();
  return token === '' ? { error: required } : { token };
}
