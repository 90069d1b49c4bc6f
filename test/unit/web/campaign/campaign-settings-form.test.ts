import { describe, expect, it } from 'vitest';

import { SELECTABLE_GENERATOR_VERSIONS } from '../../../../shared/domain/campaign';
import { NO_SENDER_MESSAGE, type Campaign } from '../../../../shared/schemas/campaign';
import { ApiError } from '../../../../web/src/api/client';
import { errorMessage } from '../../../../web/src/api/error-message';
import { formErrorsOfFailure } from '../../../../web/src/components/resource-page/field-errors';
import {
  checkSettings,
  formatSendHour,
  generatorVersionChoices,
  settingsValuesOf,
  SETTINGS_FIELDS,
  type SettingsValues,
} from '../../../../web/src/pages/campaign/campaign-settings-form';

const CAMPAIGN: Campaign = {
  id: 'cmp1',
  namespaceId: 'acme-sales',
  createdAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-01T09:00:00.000Z',
  name: 'Spring outreach',
  status: 'PAUSED',
  channel: 'EMAIL',
  language: 'ENGLISH',
  generatorVersion: 'MCP_NO_LINKS_GENERATOR',
  companyId: 'co1',
  productId: 'pr1',
  callToActionId: 'cta1',
  contactListId: 'list1',
  senderConfigIds: ['s1'],
  throttle: 20,
  sendHour: 9,
};

function edited(changes: Partial<SettingsValues>, campaign: Campaign = CAMPAIGN): SettingsValues {
  return { ...settingsValuesOf(campaign), ...changes };
}

describe('the settings form of a paused campaign', () => {
  it('refuses to send when nothing changed', () => {
    const check = checkSettings(CAMPAIGN, settingsValuesOf(CAMPAIGN));

    expect(check).toEqual({ ok: false, errors: { fields: {}, paths: {}, form: ['Nothing has changed yet.'] } });
  });

  it('sends only the settings that changed', () => {
    const check = checkSettings(CAMPAIGN, edited({ name: 'Summer outreach', throttle: '30', sendHour: '14' }));

    expect(check).toEqual({ ok: true, input: { name: 'Summer outreach', throttle: 30, sendHour: 14 } });
  });

  it("sends a new follow-up delay, and clears it to the automatic cadence's own when unset", () => {
    expect(checkSettings(CAMPAIGN, edited({ followUpAfterDays: '10' }))).toEqual({ ok: true, input: { followUpAfterDays: 10 } });
    expect(checkSettings({ ...CAMPAIGN, followUpAfterDays: 5 }, edited({ followUpAfterDays: '' }))).toEqual({
      ok: true,
      input: { followUpAfterDays: null },
    });
  });

  it('clears an optional setting left unset with null', () => {
    const check = checkSettings(CAMPAIGN, edited({ throttle: '' }));

    expect(check).toEqual({ ok: true, input: { throttle: null } });
  });

  it('sends the channel with a change of senders, which depends on it', () => {
    const check = checkSettings(CAMPAIGN, edited({ senderConfigIds: ['s1', 's2'] }));

    expect(check).toEqual({ ok: true, input: { senderConfigIds: ['s1', 's2'], channel: 'EMAIL' } });
  });

  it('does not count senders chosen again in another order as a change', () => {
    const campaign = { ...CAMPAIGN, senderConfigIds: ['s1', 's2'] };

    expect(checkSettings(campaign, edited({ senderConfigIds: ['s2', 's1'] }, campaign)).ok).toBe(false);
  });

  it('puts the problems on their fields: a blank name, an email campaign without senders', () => {
    const check = checkSettings(CAMPAIGN, edited({ name: '  ', senderConfigIds: [] }));

    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.fields).toEqual({ name: 'Name is required.', senderConfigIds: NO_SENDER_MESSAGE });
  });

  it('lets a LinkedIn campaign go without senders', () => {
    const linkedIn = { ...CAMPAIGN, channel: 'LINKEDIN' as const };

    expect(checkSettings(linkedIn, edited({ senderConfigIds: [] }, linkedIn))).toEqual({
      ok: true,
      input: { senderConfigIds: [], channel: 'LINKEDIN' },
    });
  });

  it('asks for a sender when a LinkedIn campaign without senders becomes an email campaign', () => {
    const linkedIn = { ...CAMPAIGN, channel: 'LINKEDIN' as const, senderConfigIds: [] };

    const check = checkSettings(linkedIn, edited({ channel: 'EMAIL' }, linkedIn));

    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.fields).toEqual({ senderConfigIds: NO_SENDER_MESSAGE });
  });

  it('refuses to take the contact list away from an audience with nobody else in it', () => {
    const check = checkSettings(CAMPAIGN, edited({ contactListId: '' }));

    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors.fields)).toEqual(['contactListId']);
  });

  it('takes the contact list away when contacts chosen one by one remain', () => {
    const campaign = { ...CAMPAIGN, contactIds: ['ct1'] };

    expect(checkSettings(campaign, edited({ contactListId: '' }, campaign))).toEqual({
      ok: true,
      input: { contactListId: null },
    });
  });

  it('places the field errors of a 400 on the form fields they name', () => {
    const refusal = new ApiError(400, 'The campaign is not valid.', {
      fieldErrors: [
        { path: 'throttle', message: 'Throttle must be 10, 20, 30, 40 or 50 emails a day per sender.' },
        { path: 'senderConfigIds.0', message: 'Email sender configuration not found.' },
      ],
    });

    const errors = formErrorsOfFailure(refusal, SETTINGS_FIELDS, errorMessage);

    expect(errors.fields).toEqual({
      throttle: 'Throttle must be 10, 20, 30, 40 or 50 emails a day per sender.',
      senderConfigIds: 'Email sender configuration not found.',
    });
  });

  it('offers the selectable generator versions, and keeps a campaign’s own version among them', () => {
    expect(generatorVersionChoices('MCP_NO_LINKS_GENERATOR')).toEqual([...SELECTABLE_GENERATOR_VERSIONS]);
    expect(generatorVersionChoices('OBJECTIVE')).toEqual(['OBJECTIVE', ...SELECTABLE_GENERATOR_VERSIONS]);
  });

  it.each([
    [9, '9:00 AM'],
    [12, '12:00 PM'],
    [17, '5:00 PM'],
  ])('shows the send hour %d as %s', (hour, text) => {
    expect(formatSendHour(hour)).toBe(text);
  });
});
