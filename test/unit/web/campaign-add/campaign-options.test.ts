import { describe, expect, it } from 'vitest';

import { HIDDEN_GENERATOR_VERSIONS, INTEGRATION_ONLY_GENERATOR_VERSIONS } from '../../../../shared/domain/campaign';
import { EXPIRED_CREDENTIALS_LINK } from '../../../../shared/domain/sender';
import {
  formatSendHour,
  formatThrottle,
  generatorVersionChoices,
  SEND_HOUR_CHOICES,
  THROTTLE_CHOICES,
} from '../../../../web/src/components/campaign-settings/campaign-options';
import { flaggedSenders, senderFlags } from '../../../../web/src/components/campaign-settings/sender-flags';
import { PATHS } from '../../../../web/src/app/paths';

describe('the choices of a campaign', () => {
  it('offers the send hours from 9:00 AM to 5:00 PM', () => {
    expect(SEND_HOUR_CHOICES.map((choice) => choice.label)).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);
    expect(formatSendHour(0)).toBe('12:00 AM');
  });

  it('describes each throttle as emails a day per sender', () => {
    expect(THROTTLE_CHOICES.map((choice) => choice.value)).toEqual([10, 20, 30, 40, 50]);
    expect(formatThrottle(20)).toBe('20 emails a day per sender');
  });

  it('offers the default generator version first as Shorter V3 (No Links), without hidden or integration-only versions', () => {
    const choices = generatorVersionChoices();
    const values: string[] = choices.map((choice) => choice.value);

    expect(choices[0]).toEqual({ value: 'MCP_NO_LINKS_GENERATOR', label: 'Shorter V3 (No Links)' });
    for (const version of [...HIDDEN_GENERATOR_VERSIONS, ...INTEGRATION_ONLY_GENERATOR_VERSIONS]) {
      expect(values, version).not.toContain(version);
    }
  });
});

describe('senders that need attention', () => {
  const expired = new Set(['old@acme.example']);

  it('flags expired credentials, a suspended sender and a sender in warning, and nothing else', () => {
    expect(senderFlags({ senderEmail: 'old@acme.example', status: 'ACTIVE' }, expired)).toEqual(['EXPIRED_CREDENTIALS']);
    expect(senderFlags({ senderEmail: 'a@acme.example', status: 'SUSPENDED' }, expired)).toEqual(['SUSPENDED']);
    expect(senderFlags({ senderEmail: 'a@acme.example', status: 'WARNING' }, expired)).toEqual(['STATUS_WARNING']);
    expect(senderFlags({ senderEmail: 'a@acme.example', status: 'WARMING_UP' }, expired)).toEqual([]);
    expect(senderFlags({ senderEmail: 'old@acme.example', status: 'WARNING' }, expired)).toEqual([
      'EXPIRED_CREDENTIALS',
      'STATUS_WARNING',
    ]);
  });

  it('lists only the flagged ones of the chosen senders, in order', () => {
    const chosen = [
      { senderEmail: 'ok@acme.example', status: 'ACTIVE' as const },
      { senderEmail: 'old@acme.example', status: 'ACTIVE' as const },
    ];

    expect(flaggedSenders(chosen, expired)).toEqual([{ sender: chosen[1], flags: ['EXPIRED_CREDENTIALS'] }]);
  });

  it('sends expired credentials to the add-sender page', () => {
    expect(EXPIRED_CREDENTIALS_LINK).toBe(PATHS.emailSenderConfigAdd);
  });
});
