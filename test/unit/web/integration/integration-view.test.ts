import { describe, expect, it } from 'vitest';

import {
  bothCrms,
  cardActions,
  checkedToken,
  type IntegrationView,
} from '../../../../web/src/pages/integration/integration-view';

const NOT_SETUP: IntegrationView = {
  type: 'HUBSPOT',
  status: 'NOT_SETUP',
  options: { READ_CONTACTS: 'INACTIVE', UPDATE_CONTACTS: 'INACTIVE' },
  oauthAvailable: true,
};
const CONNECTED: IntegrationView = {
  ...NOT_SETUP,
  status: 'ACTIVE',
  connection: { state: 'CONNECTED', at: '2026-03-01T10:00:00.000Z' },
  method: 'OAUTH',
  account: { id: '4242', name: 'acme.hubspot.test' },
  connectedAt: '2026-03-01T10:00:00.000Z',
  connectedBy: 'sub-mara',
};

describe('the integration cards', () => {
  it('shows both CRMs in their order, a missing one as never set up without OAuth', () => {
    const crms = bothCrms([{ ...CONNECTED }]);

    expect(crms.map((crm) => [crm.type, crm.status, crm.oauthAvailable])).toEqual([
      ['HUBSPOT', 'ACTIVE', true],
      ['SALESFORCE', 'NOT_SETUP', false],
    ]);
  });

  it('offers a manager OAuth and the private-app token while HubSpot is not set up, and nothing else', () => {
    expect(cardActions(NOT_SETUP, true)).toEqual({
      oauth: true,
      privateApp: true,
      pause: false,
      resume: false,
      disconnect: false,
      options: false,
      reconnect: false,
    });
  });

  it('offers no OAuth when the server has no client, and no private-app token for Salesforce', () => {
    expect(cardActions({ ...NOT_SETUP, type: 'SALESFORCE', oauthAvailable: false }, true)).toMatchObject({
      oauth: false,
      privateApp: false,
    });
  });

  it('offers pause, options and disconnect once connected, resume once paused, and reconnect in error', () => {
    expect(cardActions(CONNECTED, true)).toMatchObject({
      oauth: false,
      pause: true,
      resume: false,
      disconnect: true,
      options: true,
    });
    expect(cardActions({ ...CONNECTED, status: 'INACTIVE' }, true)).toMatchObject({ pause: false, resume: true });
    expect(
      cardActions({ ...CONNECTED, connection: { state: 'ERROR', reason: 'reconnect', at: CONNECTED.connectedAt ?? '' } }, true),
    ).toMatchObject({ oauth: true, reconnect: true, disconnect: true });
  });

  it('offers a member who does not manage the instance nothing to click', () => {
    for (const integration of [NOT_SETUP, CONNECTED]) {
      const actions = cardActions(integration, false);

      expect([actions.oauth, actions.privateApp, actions.pause, actions.resume, actions.disconnect, actions.options]).toEqual([
        false,
        false,
        false,
        false,
        false,
        false,
      ]);
    }
  });

  it('refuses an empty pasted token with the field’s message, and trims one', () => {
    expect(checkedToken('  ', 'Paste it.')).toEqual({ error: 'Paste it.' });
    expect(checkedToken(' pat-na1-x ', 'Paste it.')).toEqual({ token: 'pat-na1-x' });
  });
});
