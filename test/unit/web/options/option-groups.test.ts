import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  DEFAULT_OPTION_STATUSES,
  NAMESPACE_OPTION_NAMES,
  OPTION_NAMES,
  USER_OPTION_NAMES,
} from '../../../../shared/domain/option';
import {
  defaultLabel,
  formatHour,
  OPTION_EXPLANATIONS,
  OPTION_GROUPS,
  optionScope,
  optionStateOf,
  statusOf,
  withOptionStatus,
} from '../../../../web/src/pages/option/option-groups';

describe('option sections', () => {
  it('show every option exactly once, in the four sections', () => {
    const shown = OPTION_GROUPS.flatMap((group) => group.options);

    expect([...shown].sort()).toEqual([...OPTION_NAMES].sort());
    expect(new Set(shown).size).toBe(shown.length);
    expect(OPTION_GROUPS.map((group) => group.title)).toEqual([
      'Prospecting',
      'Campaigns and sending',
      'Sending windows',
      'Your account',
    ]);
  });

  it('keep the user option apart from the instance options', () => {
    const account = OPTION_GROUPS.find((group) => group.id === 'account');

    expect(account?.options).toEqual([...USER_OPTION_NAMES]);
    for (const group of OPTION_GROUPS.filter((candidate) => candidate.id !== 'account')) {
      for (const name of group.options) expect(NAMESPACE_OPTION_NAMES).toContain(name);
    }
  });

  it('explain every option in a sentence', () => {
    for (const name of OPTION_NAMES) {
      expect(OPTION_EXPLANATIONS[name], name).toMatch(/^[A-Z].{30,}\.$/);
    }
  });

  it('promise nothing of an option no function reads: such an option says it is not available yet', () => {
    const root = path.resolve(import.meta.dirname, '../../../../functions');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => readFileSync(path.join(root, file), 'utf8'));
    const unread = OPTION_NAMES.filter((name) => !sources.some((source) => source.includes(name)));

    const sayUnavailable = OPTION_NAMES.filter((name) => /not available yet/.test(OPTION_EXPLANATIONS[name]));

    expect(unread).toEqual(expect.arrayContaining(['AI_PROSPECTOR']));
    expect(sayUnavailable).toEqual(unread);
    expect(OPTION_EXPLANATIONS.AI_PROSPECTOR).not.toMatch(/finds new leads/i);
  });

  it('say the office hours and the LinkedIn limits of the specification', () => {
    expect(OPTION_EXPLANATIONS.SEND_DURING_OFFICE_HOURS_ONLY).toBe(
      "Emails go out between 9:00 AM and 5:00 PM in the contact's time zone.",
    );
    expect(OPTION_EXPLANATIONS.HAS_LINKEDIN_PREMIUM).toContain('300 characters instead of 200');
    expect(OPTION_EXPLANATIONS.AUTO_CADENCES).toContain('3 and 7 days');
  });
});

describe('option details', () => {
  it.each([
    ['AI_PROSPECTOR', 'Default: off'],
    ['AUTO_RUN_CAMPAIGNS', 'Default: on'],
    ['SEND_REVIEWED_EMAILS_ONLY', 'Default: on'],
    ['HAS_LINKEDIN_PREMIUM', 'Default: off'],
  ] as const)('shows %s with %s', (name, expected) => {
    expect(defaultLabel(name)).toBe(expected);
  });

  it('labels the default of every option by its default status', () => {
    for (const name of OPTION_NAMES) {
      expect(defaultLabel(name)).toBe(DEFAULT_OPTION_STATUSES[name] === 'ACTIVE' ? 'Default: on' : 'Default: off');
    }
  });

  it('saves the user option for the user and the others for the instance', () => {
    expect(optionScope('HAS_LINKEDIN_PREMIUM')).toBe('user');
    for (const name of NAMESPACE_OPTION_NAMES) expect(optionScope(name)).toBe('namespace');
  });

  it.each([
    [0, '12:00 AM'],
    [9, '9:00 AM'],
    [12, '12:00 PM'],
    [17, '5:00 PM'],
  ])('writes hour %i as %s', (hour, expected) => {
    expect(formatHour(hour)).toBe(expected);
  });
});

describe('changing an option before the server answers', () => {
  const options = [
    { name: 'AUTO_SEND_EMAILS' as const, status: 'INACTIVE' as const, isSet: false, updatedAt: undefined },
    { name: 'AI_PROSPECTOR' as const, status: 'INACTIVE' as const, isSet: false },
  ];

  it('changes only that option and marks it set', () => {
    const next = withOptionStatus(options, 'AUTO_SEND_EMAILS', 'ACTIVE');

    expect(next).toEqual([
      { name: 'AUTO_SEND_EMAILS', status: 'ACTIVE', isSet: true, updatedAt: undefined },
      { name: 'AI_PROSPECTOR', status: 'INACTIVE', isSet: false },
    ]);
    expect(options[0]?.status).toBe('INACTIVE');
  });

  it('adds an option the list did not have', () => {
    expect(withOptionStatus(options, 'HAS_LINKEDIN_PREMIUM', 'ACTIVE')).toContainEqual({
      name: 'HAS_LINKEDIN_PREMIUM',
      status: 'ACTIVE',
      isSet: true,
    });
  });

  it('reads an option missing from the list as its default', () => {
    expect(optionStateOf(options, 'SEND_DURING_WEEKDAYS_ONLY')).toEqual({
      name: 'SEND_DURING_WEEKDAYS_ONLY',
      status: 'ACTIVE',
      isSet: false,
    });
    expect(optionStateOf(options, 'AI_PROSPECTOR')).toBe(options[1]);
  });

  it('turns a toggle into a status', () => {
    expect(statusOf(true)).toBe('ACTIVE');
    expect(statusOf(false)).toBe('INACTIVE');
  });
});
