import { describe, expect, it } from 'vitest';

import { MAX_CHOSEN_CONTACTS } from '../../../../shared/domain/campaign';
import { MAX_CAMPAIGN_SAMPLE_EMAILS, NO_SENDER_MESSAGE, type Campaign } from '../../../../shared/schemas/campaign';
import { ApiError } from '../../../../web/src/api/client';
import {
  audienceInputOf,
  checkDraft,
  checkSection,
  draftFieldOf,
  draftOfCampaign,
  EMPTY_CAMPAIGN_DRAFT,
  firstSectionWithErrors,
  isDraftChanged,
  REQUIRED_MESSAGES,
  saveFailureOf,
  SECTION_FIELDS,
  sectionOf,
  toCampaignInput,
  withoutError,
  type CampaignDraft,
} from '../../../../web/src/components/campaign-settings/campaign-draft';

/** A draft the rep filled in completely: a contact list as the audience. */
const complete: CampaignDraft = {
  ...EMPTY_CAMPAIGN_DRAFT,
  name: '  Q3 operations leaders ',
  companyId: 'company-1',
  productId: 'product-1',
  callToActionId: 'cta-1',
  senderConfigIds: ['sender-1', 'sender-2'],
  throttle: 30,
  sendHour: 10,
  contactListId: 'list-1',
};

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

describe('checking the draft of a new campaign', () => {
  it('names every required field of an empty draft, each on its own field', () => {
    const checked = checkDraft(EMPTY_CAMPAIGN_DRAFT);

    expect(checked).toEqual({
      ok: false,
      errors: {
        name: 'Campaign name is required.',
        companyId: REQUIRED_MESSAGES.companyId,
        productId: REQUIRED_MESSAGES.productId,
        callToActionId: REQUIRED_MESSAGES.callToActionId,
        contactListId: REQUIRED_MESSAGES.contactListId,
        senderConfigIds: NO_SENDER_MESSAGE,
      },
    });
    expect(REQUIRED_MESSAGES.companyId).toMatch(/^Company is required/);
    expect(REQUIRED_MESSAGES.callToActionId).toMatch(/^Call to action is required/);
  });

  it('checks each stage for its own fields only, so later stages wait their turn', () => {
    expect(Object.keys(checkSection(EMPTY_CAMPAIGN_DRAFT, 'details')).sort()).toEqual(
      ['callToActionId', 'companyId', 'name', 'productId'].sort(),
    );
    expect(checkSection(EMPTY_CAMPAIGN_DRAFT, 'sending')).toEqual({ senderConfigIds: NO_SENDER_MESSAGE });
    expect(checkSection(EMPTY_CAMPAIGN_DRAFT, 'audience')).toEqual({ contactListId: REQUIRED_MESSAGES.contactListId });
  });

  it('needs a sender for an EMAIL campaign but none for a LINKEDIN one', () => {
    const noSenders = { ...complete, senderConfigIds: [] };

    expect(checkSection(noSenders, 'sending')).toEqual({ senderConfigIds: NO_SENDER_MESSAGE });
    expect(checkSection({ ...noSenders, channel: 'LINKEDIN' }, 'sending')).toEqual({});
  });

  it('asks for contacts, not a list, once the rep chose to pick contacts one by one', () => {
    const byContacts: CampaignDraft = { ...complete, audienceSource: 'CONTACTS' };

    expect(checkSection(byContacts, 'audience')).toEqual({ contacts: REQUIRED_MESSAGES.contacts });
    expect(checkSection({ ...byContacts, contacts: [{ id: 'contact-1', email: 'dana@acme.example' }] }, 'audience')).toEqual({});
  });

  it("shows the API schema's own limits on the field they are about", () => {
    const tooLong = checkDraft({ ...complete, name: 'x'.repeat(201) });
    const tooManySamples = checkDraft({
      ...complete,
      sampleEmailIds: Array.from({ length: MAX_CAMPAIGN_SAMPLE_EMAILS + 1 }, (_, index) => `sample-${index}`),
    });
    const tooManyContacts = checkDraft({
      ...complete,
      audienceSource: 'CONTACTS',
      contacts: Array.from({ length: MAX_CHOSEN_CONTACTS + 1 }, (_, index) => ({
        id: `c-${index}`,
        email: `c${index}@acme.example`,
      })),
    });

    expect(tooLong).toEqual({ ok: false, errors: { name: 'Name must be at most 200 characters.' } });
    expect(tooManySamples).toEqual({ ok: false, errors: { sampleEmailIds: 'Choose at most 5 sample emails.' } });
    expect(tooManyContacts).toEqual({
      ok: false,
      errors: { contacts: `Choose at most ${MAX_CHOSEN_CONTACTS} contacts; use a contact list for more.` },
    });
  });

  it('answers the checked create input of a complete draft: trimmed, with the defaults shown in the form', () => {
    expect(checkDraft(complete)).toEqual({
      ok: true,
      input: {
        name: 'Q3 operations leaders',
        channel: 'EMAIL',
        language: 'ENGLISH',
        generatorVersion: 'MCP_NO_LINKS_GENERATOR',
        companyId: 'company-1',
        productId: 'product-1',
        callToActionId: 'cta-1',
        senderConfigIds: ['sender-1', 'sender-2'],
        throttle: 30,
        sendHour: 10,
        followUpAfterDays: 3,
        contactListId: 'list-1',
      },
    });
  });

  it("sends the follow-up delay the rep chose, which the automatic cadence's first follow-up waits", () => {
    const checked = checkDraft({ ...complete, followUpAfterDays: 10 });

    expect(checked).toMatchObject({ ok: true, input: { followUpAfterDays: 10 } });
    expect(sectionOf('followUpAfterDays')).toBe('sending');
  });

  it('finds the first stage with a message, in the order of the wizard', () => {
    expect(firstSectionWithErrors({ contactListId: 'x', senderConfigIds: 'y' })).toBe('sending');
    expect(firstSectionWithErrors({ name: 'x', contacts: 'y' })).toBe('details');
    expect(firstSectionWithErrors({})).toBeUndefined();
  });

  it('drops the message of a field once it changes, and keeps the same errors object when there was none', () => {
    const errors = { name: 'Campaign name is required.', companyId: 'Company is required.' };
    const none = {};

    expect(withoutError(errors, 'name')).toEqual({ companyId: 'Company is required.' });
    expect(withoutError(none, 'name')).toBe(none);
  });

  it('places every field in exactly one stage', () => {
    const all = [...SECTION_FIELDS.details, ...SECTION_FIELDS.sending, ...SECTION_FIELDS.audience];

    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(Object.keys(EMPTY_CAMPAIGN_DRAFT).sort());
    expect(sectionOf('contacts')).toBe('audience');
    expect(sectionOf('throttle')).toBe('sending');
  });
});

describe('building the create input', () => {
  it('sends the chosen contacts by id, and no contact list, for an audience of chosen contacts', () => {
    const input = toCampaignInput({
      ...complete,
      audienceSource: 'CONTACTS',
      contacts: [
        { id: 'contact-1', email: 'dana@acme.example', name: 'Dana Reyes' },
        { id: 'contact-2', email: 'lee@acme.example' },
      ],
    });

    expect(input.contactIds).toEqual(['contact-1', 'contact-2']);
    expect(input).not.toHaveProperty('contactListId');
  });

  it('sends the contact list, and no contacts, for a list audience even when contacts were picked before switching', () => {
    const input = toCampaignInput({ ...complete, contacts: [{ id: 'contact-1', email: 'dana@acme.example' }] });

    expect(input.contactListId).toBe('list-1');
    expect(input).not.toHaveProperty('contactIds');
  });

  it('leaves unset optional choices out, and sends the optional ones chosen', () => {
    const bare = toCampaignInput(complete);
    const full = toCampaignInput({
      ...complete,
      customerProfileId: 'profile-1',
      personaId: 'persona-1',
      cadenceId: 'cadence-1',
      sampleEmailIds: ['sample-1'],
    });

    for (const key of ['customerProfileId', 'personaId', 'cadenceId', 'sampleEmailIds']) expect(bare).not.toHaveProperty(key);
    expect(full).toMatchObject({
      customerProfileId: 'profile-1',
      personaId: 'persona-1',
      cadenceId: 'cadence-1',
      sampleEmailIds: ['sample-1'],
    });
  });

  it('asks the audience count only once a list or a contact is chosen, with the channel', () => {
    expect(audienceInputOf(EMPTY_CAMPAIGN_DRAFT)).toBeUndefined();
    expect(audienceInputOf({ ...EMPTY_CAMPAIGN_DRAFT, audienceSource: 'CONTACTS', contactListId: 'list-1' })).toBeUndefined();
    expect(audienceInputOf(complete)).toEqual({ contactListId: 'list-1', channel: 'EMAIL' });
    expect(
      audienceInputOf({
        ...complete,
        channel: 'LINKEDIN',
        audienceSource: 'CONTACTS',
        contacts: [{ id: 'c-1', email: 'a@b.example' }],
      }),
    ).toEqual({ contactIds: ['c-1'], channel: 'LINKEDIN' });
  });
});

describe("placing the server's refusal", () => {
  it("puts a 400's field errors on the draft's fields, contact ids on the contacts", () => {
    const error = new ApiError(400, 'Campaign is not valid.', {
      fieldErrors: [
        { path: 'companyId', message: 'Company Not Found' },
        { path: 'contactIds.2', message: 'Contact Not Found' },
      ],
    });

    expect(saveFailureOf(error, describeError)).toEqual({
      fields: { companyId: 'Company Not Found', contacts: 'Contact Not Found' },
      other: [],
    });
    expect(draftFieldOf('senderConfigIds.0')).toBe('senderConfigIds');
    expect(draftFieldOf('followUpAfterDays')).toBe('followUpAfterDays');
    expect(draftFieldOf('status')).toBeUndefined();
  });

  it('keeps the messages of paths no field shows for the whole form', () => {
    const error = new ApiError(400, 'Campaign is not valid.', {
      fieldErrors: [{ path: 'status', message: 'Campaign status cannot be set here.' }],
    });

    expect(saveFailureOf(error, describeError)).toEqual({
      fields: {},
      other: ['Campaign status cannot be set here.'],
    });
  });

  it('shows any other failure as one message of the whole form', () => {
    expect(saveFailureOf(new ApiError(500, 'Internal Server Error'), describeError)).toEqual({
      fields: {},
      other: ['Internal Server Error'],
    });
    expect(saveFailureOf(new ApiError(400, 'Campaign is not valid.'), describeError)).toEqual({
      fields: {},
      other: ['Campaign is not valid.'],
    });
  });
});

describe('a draft as it stands', () => {
  it('counts as changed once anything is entered or chosen', () => {
    expect(isDraftChanged(EMPTY_CAMPAIGN_DRAFT)).toBe(false);
    expect(isDraftChanged({ ...EMPTY_CAMPAIGN_DRAFT })).toBe(false);
    expect(isDraftChanged({ ...EMPTY_CAMPAIGN_DRAFT, name: 'Q3' })).toBe(true);
    expect(isDraftChanged({ ...EMPTY_CAMPAIGN_DRAFT, sendHour: 11 })).toBe(true);
  });

  it('is filled from a stored campaign so that it sends the same settings back', () => {
    const campaign: Campaign = {
      id: 'campaign-1',
      namespaceId: 'acme-sales',
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
      status: 'PAUSED',
      name: 'Q3 operations leaders',
      channel: 'EMAIL',
      language: 'GERMAN',
      generatorVersion: 'SHORTER_V2',
      companyId: 'company-1',
      productId: 'product-1',
      callToActionId: 'cta-1',
      senderConfigIds: ['sender-1'],
      contactIds: ['contact-1'],
      throttle: 40,
      sendHour: 15,
      followUpAfterDays: 5,
      cadenceId: 'cadence-1',
    };

    const draft = draftOfCampaign(campaign, [{ id: 'contact-1', email: 'dana@acme.example', name: 'Dana Reyes' }]);

    expect(draft.audienceSource).toBe('CONTACTS');
    expect(draft.contacts).toEqual([{ id: 'contact-1', email: 'dana@acme.example', name: 'Dana Reyes' }]);
    expect(checkDraft(draft)).toEqual({
      ok: true,
      input: {
        name: 'Q3 operations leaders',
        channel: 'EMAIL',
        language: 'GERMAN',
        generatorVersion: 'SHORTER_V2',
        companyId: 'company-1',
        productId: 'product-1',
        callToActionId: 'cta-1',
        senderConfigIds: ['sender-1'],
        contactIds: ['contact-1'],
        throttle: 40,
        sendHour: 15,
        followUpAfterDays: 5,
        cadenceId: 'cadence-1',
      },
    });
  });
});
