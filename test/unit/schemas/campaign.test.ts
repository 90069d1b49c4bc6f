import { describe, expect, it } from 'vitest';

import {
  CampaignSchema,
  CampaignStatusChangeInputSchema,
  CreateCampaignInputSchema,
  UpdateCampaignInputSchema,
} from '../../../shared/schemas';
import { EMPTY_UPDATE_PROBLEM, STORED_KEYS, UNKNOWN_KEY_PROBLEM, parseOk, problemsOf, without } from './helpers';

const validCampaign = {
  name: 'Q3 outreach',
  companyId: 'cmp_1',
  productId: 'prd_1',
  callToActionId: 'cta_1',
  senderConfigIds: ['snd_1'],
};

describe('Campaign create input', () => {
  it('parses a valid campaign create input and applies the defaults', () => {
    const input = parseOk(CreateCampaignInputSchema, validCampaign);
    expect(input).toEqual({
      ...validCampaign,
      generatorVersion: 'MCP_NO_LINKS_GENERATOR',
      channel: 'EMAIL',
      language: 'ENGLISH',
    });
  });

  it('parses a campaign with every optional field', () => {
    const full = {
      ...validCampaign,
      generatorVersion: 'SHORTER_V2',
      channel: 'EMAIL',
      language: 'GERMAN',
      customerProfileId: 'cp_1',
      personaId: 'per_1',
      contactListId: 'list_1',
      sampleEmailIds: ['se_1', 'se_2'],
      cadenceId: 'cad_1',
      throttle: 30,
      sendHour: 9,
      followUpAfterDays: 3,
    };
    const input = parseOk(CreateCampaignInputSchema, full);
    expect(input).toEqual(full);
  });

  it.each([
    ['name', 'Name is required.'],
    ['companyId', 'Company ID is required.'],
    ['productId', 'Product ID is required.'],
    ['callToActionId', 'Call to action ID is required.'],
  ] as const)('rejects a campaign without %s when creating', (field, message) => {
    const problems = problemsOf(CreateCampaignInputSchema, without(validCampaign, field));
    expect(problems).toEqual([{ path: field, message }]);
  });

  it('rejects an EMAIL campaign without senders', () => {
    const problems = problemsOf(CreateCampaignInputSchema, without(validCampaign, 'senderConfigIds'));
    expect(problems).toEqual([{ path: 'senderConfigIds', message: 'Choose at least one sender.' }]);
  });

  it('rejects an EMAIL campaign with an empty sender list', () => {
    const problems = problemsOf(CreateCampaignInputSchema, { ...validCampaign, senderConfigIds: [] });
    expect(problems).toEqual([{ path: 'senderConfigIds', message: 'Choose at least one sender.' }]);
  });

  it('accepts a LINKEDIN campaign without senders', () => {
    const input = parseOk(CreateCampaignInputSchema, {
      ...without(validCampaign, 'senderConfigIds'),
      channel: 'LINKEDIN',
      generatorVersion: 'MCP_GENERATOR',
    });
    expect(input.senderConfigIds).toEqual([]);
  });

  it.each(['CONVERSATIONAL', 'CONVERSATIONAL_FOLLOW_UP'])('rejects the hidden generator version %s', (version) => {
    const problems = problemsOf(CreateCampaignInputSchema, { ...validCampaign, generatorVersion: version });
    expect(problems).toEqual([{ path: 'generatorVersion', message: 'This generator version is not available.' }]);
  });

  it.each(['OBJECTIVE', 'NESTED', 'LINKEDIN', 'LINKEDIN_FRESH_GRAD', 'LINKEDIN_TEMPLATE', 'CUSTOM_INSTRUCTIONS'])(
    'rejects the integration-only generator version %s',
    (version) => {
      const problems = problemsOf(CreateCampaignInputSchema, { ...validCampaign, generatorVersion: version });
      expect(problems).toEqual([{ path: 'generatorVersion', message: 'This generator version is not available.' }]);
    },
  );

  it.each(['MCP_NO_LINKS_GENERATOR', 'MCP_GENERATOR', 'SHORTER_V2', 'STANDARD'])(
    'accepts the selectable generator version %s',
    (version) => {
      const input = parseOk(CreateCampaignInputSchema, { ...validCampaign, generatorVersion: version });
      expect(input.generatorVersion).toBe(version);
    },
  );

  it('rejects an unknown generator version, naming the field', () => {
    const problems = problemsOf(CreateCampaignInputSchema, { ...validCampaign, generatorVersion: 'V9' });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toBe('generatorVersion');
    expect(problems[0]?.message).toMatch(/^Generator version must be one of /);
  });

  it.each([15, 0, 60])('rejects the throttle %d', (throttle) => {
    const problems = problemsOf(CreateCampaignInputSchema, { ...validCampaign, throttle });
    expect(problems).toEqual([{ path: 'throttle', message: 'Throttle must be 10, 20, 30, 40 or 50 emails a day per sender.' }]);
  });

  it.each([8, 18, 9.5])('rejects the send hour %d', (sendHour) => {
    const problems = problemsOf(CreateCampaignInputSchema, { ...validCampaign, sendHour });
    expect(problems).toEqual([{ path: 'sendHour', message: 'Send hour must be a whole hour from 9 to 17.' }]);
  });

  it.each([0, 31, 2.5])('rejects a follow-up delay of %d days', (followUpAfterDays) => {
    const problems = problemsOf(CreateCampaignInputSchema, { ...validCampaign, followUpAfterDays });
    expect(problems).toEqual([
      { path: 'followUpAfterDays', message: 'Follow-up delay must be a whole number of days from 1 to 30.' },
    ]);
  });

  it('rejects more than five sample emails', () => {
    const problems = problemsOf(CreateCampaignInputSchema, {
      ...validCampaign,
      sampleEmailIds: ['a', 'b', 'c', 'd', 'e', 'f'],
    });
    expect(problems).toEqual([{ path: 'sampleEmailIds', message: 'Choose at most 5 sample emails.' }]);
  });

  it('rejects a status in the create input', () => {
    const problems = problemsOf(CreateCampaignInputSchema, { ...validCampaign, status: 'PAUSED' });
    expect(problems).toEqual([{ path: '', message: '"status" is not a known field. Remove it.' }]);
  });

  it('rejects unknown keys when creating a campaign', () => {
    const problems = problemsOf(CreateCampaignInputSchema, { ...validCampaign, unexpected: 1 });
    expect(problems).toEqual([UNKNOWN_KEY_PROBLEM]);
  });
});

describe('Campaign update input', () => {
  it('rejects an empty campaign update', () => {
    const problems = problemsOf(UpdateCampaignInputSchema, {});
    expect(problems).toEqual([EMPTY_UPDATE_PROBLEM]);
  });

  it('applies no defaults on a campaign update', () => {
    const update = parseOk(UpdateCampaignInputSchema, { name: 'Q4 outreach' });
    expect(update).toEqual({ name: 'Q4 outreach' });
  });

  it('rejects an update that empties the senders', () => {
    const problems = problemsOf(UpdateCampaignInputSchema, { senderConfigIds: [] });
    expect(problems).toEqual([{ path: 'senderConfigIds', message: 'Choose at least one sender.' }]);
  });

  it('accepts an update that empties the senders while moving to LINKEDIN', () => {
    const update = parseOk(UpdateCampaignInputSchema, { senderConfigIds: [], channel: 'LINKEDIN' });
    expect(update).toEqual({ senderConfigIds: [], channel: 'LINKEDIN' });
  });

  it('rejects an update to a hidden generator version', () => {
    const problems = problemsOf(UpdateCampaignInputSchema, { generatorVersion: 'CONVERSATIONAL' });
    expect(problems).toEqual([{ path: 'generatorVersion', message: 'This generator version is not available.' }]);
  });
});

describe('Campaign status change input', () => {
  it('parses a status change', () => {
    const input = parseOk(CampaignStatusChangeInputSchema, { status: 'PAUSED' });
    expect(input).toEqual({ status: 'PAUSED' });
  });

  it('rejects a status change without status', () => {
    const problems = problemsOf(CampaignStatusChangeInputSchema, {});
    expect(problems).toEqual([{ path: 'status', message: 'Campaign status is required.' }]);
  });

  it('rejects an unknown campaign status', () => {
    const problems = problemsOf(CampaignStatusChangeInputSchema, { status: 'ARCHIVED' });
    expect(problems).toEqual([
      { path: 'status', message: 'Campaign status must be one of RUNNING, PAUSED, STOPPED or COMPLETED.' },
    ]);
  });
});

describe('Campaign stored schema', () => {
  it('defaults the status of a stored campaign to RUNNING', () => {
    const campaign = parseOk(CampaignSchema, { ...STORED_KEYS, ...validCampaign });
    expect(campaign.status).toBe('RUNNING');
  });

  it('accepts a stored campaign with an integration-only generator version', () => {
    const campaign = parseOk(CampaignSchema, { ...STORED_KEYS, ...validCampaign, generatorVersion: 'NESTED' });
    expect(campaign.generatorVersion).toBe('NESTED');
  });
});
