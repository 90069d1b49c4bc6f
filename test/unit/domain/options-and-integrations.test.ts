import { describe, expect, it } from 'vitest';

import {
  DEFAULT_INTEGRATION_OPTION_STATUSES,
  DEFAULT_INTEGRATION_STATUS,
  DEFAULT_OPTION_STATUSES,
  HIDDEN_RATE_OPTIONS,
  INTEGRATION_OPTION_NAMES,
  INTEGRATION_STATUSES,
  INTEGRATION_TYPES,
  IntegrationOptionNameSchema,
  IntegrationStatusSchema,
  IntegrationTypeSchema,
  NAMESPACE_OPTION_NAMES,
  NamespaceOptionNameSchema,
  OPTION_LABELS,
  OPTION_NAMES,
  OPTION_STATUSES,
  OptionNameSchema,
  OptionStatusSchema,
  USER_OPTION_NAMES,
  UserOptionNameSchema,
} from '../../../shared/domain';
import { pinEnums } from './enum-pins';

const NAMESPACE_OPTIONS = [
  'AI_PROSPECTOR',
  'AUTO_PROSPECT_FROM_CONTACTS',
  'AUTO_CADENCES',
  'AUTO_RUN_CAMPAIGNS',
  'AUTO_SEND_EMAILS',
  'SEND_REVIEWED_EMAILS_ONLY',
  'SEND_DURING_OFFICE_HOURS_ONLY',
  'SEND_DURING_WEEKDAYS_ONLY',
];

pinEnums([
  { name: 'OPTION_STATUSES', actual: OPTION_STATUSES, schema: OptionStatusSchema, expected: ['ACTIVE', 'INACTIVE'] },
  {
    name: 'NAMESPACE_OPTION_NAMES',
    actual: NAMESPACE_OPTION_NAMES,
    schema: NamespaceOptionNameSchema,
    expected: NAMESPACE_OPTIONS,
  },
  { name: 'USER_OPTION_NAMES', actual: USER_OPTION_NAMES, schema: UserOptionNameSchema, expected: ['HAS_LINKEDIN_PREMIUM'] },
  {
    name: 'OPTION_NAMES',
    actual: OPTION_NAMES,
    schema: OptionNameSchema,
    expected: [...NAMESPACE_OPTIONS, 'HAS_LINKEDIN_PREMIUM'],
  },
  {
    name: 'INTEGRATION_STATUSES',
    actual: INTEGRATION_STATUSES,
    schema: IntegrationStatusSchema,
    expected: ['NOT_SETUP', 'INACTIVE', 'ACTIVE'],
  },
  {
    name: 'INTEGRATION_OPTION_NAMES',
    actual: INTEGRATION_OPTION_NAMES,
    schema: IntegrationOptionNameSchema,
    expected: ['READ_CONTACTS', 'UPDATE_CONTACTS'],
  },
  { name: 'INTEGRATION_TYPES', actual: INTEGRATION_TYPES, schema: IntegrationTypeSchema, expected: ['HUBSPOT', 'SALESFORCE'] },
  { name: 'HIDDEN_RATE_OPTIONS', actual: HIDDEN_RATE_OPTIONS, expected: ['TOKENS_MAX_PER_MINUTE', 'CLIENT_GET_TOKENS_MAX'] },
]);

describe('default option statuses', () => {
  it('holds the SPEC default of every option when a new account starts', () => {
    // Arrange / Act
    const defaults = { ...DEFAULT_OPTION_STATUSES };
    // Assert
    expect(defaults).toEqual({
      AI_PROSPECTOR: 'INACTIVE',
      AUTO_PROSPECT_FROM_CONTACTS: 'INACTIVE',
      AUTO_CADENCES: 'INACTIVE',
      AUTO_RUN_CAMPAIGNS: 'ACTIVE',
      AUTO_SEND_EMAILS: 'INACTIVE',
      SEND_REVIEWED_EMAILS_ONLY: 'ACTIVE',
      SEND_DURING_OFFICE_HOURS_ONLY: 'ACTIVE',
      SEND_DURING_WEEKDAYS_ONLY: 'ACTIVE',
      HAS_LINKEDIN_PREMIUM: 'INACTIVE',
    });
  });

  it('labels every option in the SPEC words when shown', () => {
    // Arrange / Act
    const labels = { ...OPTION_LABELS };
    // Assert
    expect(labels).toEqual({
      AI_PROSPECTOR: 'AI prospector',
      AUTO_PROSPECT_FROM_CONTACTS: 'Auto prospect from contacts',
      AUTO_CADENCES: 'Auto cadences',
      AUTO_RUN_CAMPAIGNS: 'Auto run campaigns',
      AUTO_SEND_EMAILS: 'Auto send emails',
      SEND_REVIEWED_EMAILS_ONLY: 'Send reviewed emails only',
      SEND_DURING_OFFICE_HOURS_ONLY: 'Send during office hours only',
      SEND_DURING_WEEKDAYS_ONLY: 'Send during weekdays only',
      HAS_LINKEDIN_PREMIUM: 'Has LinkedIn premium',
    });
  });
});

describe('default integration statuses', () => {
  it('starts NOT_SETUP when an integration is new', () => {
    // Arrange / Act / Assert
    expect(DEFAULT_INTEGRATION_STATUS).toBe('NOT_SETUP');
  });

  it('keeps read and update contacts inactive when an integration is new', () => {
    // Arrange / Act
    const defaults = { ...DEFAULT_INTEGRATION_OPTION_STATUSES };
    // Assert
    expect(defaults).toEqual({ READ_CONTACTS: 'INACTIVE', UPDATE_CONTACTS: 'INACTIVE' });
  });
});
