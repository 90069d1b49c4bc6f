import { describe, expect, it } from 'vitest';

import {
  AI_PROSPECTOR_DEFAULT_AMOUNT,
  AUTO_CADENCE_FOLLOW_UP_DAYS,
  AUTO_PROSPECT_NOT_CONTACTED_DAYS,
  CADENCE_ACTION_TYPES,
  CADENCE_CONDITION_TYPES,
  CADENCE_OBJECTIVES,
  CADENCE_STEP_TYPES,
  CadenceActionTypeSchema,
  CadenceConditionTypeSchema,
  CadenceObjectiveSchema,
  CadenceStepTypeSchema,
  CONTACT_ENRICHMENT_WAIT_MS,
  CONTACTS_PER_PAGE,
  CRM_EMAIL_MESSAGE_STATUS,
  CRM_LEAD_STATUSES,
  CRM_OBJECT_TYPE_IDS,
  CRM_RATE_LIMIT_WAIT_MS,
  CRM_TASK_STATUSES,
  CRM_TASK_SUBTYPES,
  CrmLeadStatusSchema,
  CrmTaskStatusSchema,
  CrmTaskSubtypeSchema,
  DEFAULT_CALL_TO_ACTION,
  DEFAULT_MINIMUM_CONTACTS,
  EARLIEST_MEETING_DATE,
  ENRICHMENT_LIMIT,
  INBOUND_ACTIONS,
  InboundActionSchema,
  INSTANT_DEMO_SAMPLE_ADDRESSES,
  LINKEDIN_EXTENSION_MAX_MESSAGES,
  LINKEDIN_MESSAGE_LIMIT,
  LINKEDIN_MESSAGE_LIMIT_PREMIUM,
  LOCK_STATUSES,
  LockStatusSchema,
  MODEL_TOKENS_PER_EMAIL,
  MODEL_TOKENS_PER_MINUTE,
  PERSONA_MESSAGES_PER_NAMESPACE_PER_DAY,
  PERSONA_MESSAGES_PER_USER_PER_DAY,
  PROSPECTOR_PROVIDERS,
  ProspectorProviderSchema,
  TASK_STATUSES,
  TaskStatusSchema,
  TIME_PER_CONTACT_MINUTES,
  timeSavedMinutes,
} from '../../../shared/domain';
import { pinEnums } from './enum-pins';

pinEnums([
  {
    name: 'CRM_LEAD_STATUSES',
    actual: CRM_LEAD_STATUSES,
    schema: CrmLeadStatusSchema,
    expected: ['QUALIFIED', 'UNQUALIFIED', 'DELETED'],
  },
  {
    name: 'CRM_TASK_STATUSES',
    actual: CRM_TASK_STATUSES,
    schema: CrmTaskStatusSchema,
    expected: ['Completed', 'Deferred', 'In Progress', 'Not Started', 'Waiting on someone else'],
  },
  {
    name: 'CRM_TASK_SUBTYPES',
    actual: CRM_TASK_SUBTYPES,
    schema: CrmTaskSubtypeSchema,
    expected: ['Task', 'Email', 'LinkedIn', 'List Email', 'Cadence', 'Call'],
  },
  {
    name: 'TASK_STATUSES',
    actual: TASK_STATUSES,
    schema: TaskStatusSchema,
    expected: ['CREATED', 'RETRY', 'RUNNING', 'SAVED', 'FAILED', 'CANCELLED'],
  },
  {
    name: 'LOCK_STATUSES',
    actual: LOCK_STATUSES,
    schema: LockStatusSchema,
    expected: ['READY', 'RETRY', 'LOCKED', 'DONE', 'FAILED'],
  },
  { name: 'INBOUND_ACTIONS', actual: INBOUND_ACTIONS, schema: InboundActionSchema, expected: ['DRAFT_EMAIL', 'NO_ACTION'] },
  { name: 'CADENCE_STEP_TYPES', actual: CADENCE_STEP_TYPES, schema: CadenceStepTypeSchema, expected: ['ACTION', 'CONDITION'] },
  {
    name: 'CADENCE_CONDITION_TYPES',
    actual: CADENCE_CONDITION_TYPES,
    schema: CadenceConditionTypeSchema,
    expected: ['LAST_REPLIED', 'DID_NOT_REPLY_ROOT'],
  },
  {
    name: 'CADENCE_ACTION_TYPES',
    actual: CADENCE_ACTION_TYPES,
    schema: CadenceActionTypeSchema,
    expected: ['SEND_EMAIL_ROOT', 'SEND_EMAIL', 'DO_NOTHING'],
  },
  { name: 'CADENCE_OBJECTIVES', actual: CADENCE_OBJECTIVES, schema: CadenceObjectiveSchema, expected: ['STANDARD'] },
  { name: 'PROSPECTOR_PROVIDERS', actual: PROSPECTOR_PROVIDERS, schema: ProspectorProviderSchema, expected: ['APOLLO'] },
]);

describe('CRM constants', () => {
  it('numbers CRM email message statuses 0 to 5 when synced', () => {
    // Arrange / Act
    const numbers = { ...CRM_EMAIL_MESSAGE_STATUS };
    // Assert
    expect(numbers).toEqual({ NEW: 0, READ: 1, REPLIED: 2, SENT: 3, FORWARDED: 4, DRAFT: 5 });
  });

  it('uses object type ids 0-1, 0-2, 0-3 and 0-5 when addressing CRM objects', () => {
    // Arrange / Act
    const ids = { ...CRM_OBJECT_TYPE_IDS };
    // Assert
    expect(ids).toEqual({ contact: '0-1', company: '0-2', deal: '0-3', ticket: '0-5' });
  });

  it('waits 100 ms for the CRM and 3000 ms for enrichment when rate limited', () => {
    // Arrange / Act / Assert
    expect(CRM_RATE_LIMIT_WAIT_MS).toBe(100);
    expect(CONTACT_ENRICHMENT_WAIT_MS).toBe(3000);
  });
});

describe('automation constants', () => {
  it('sends follow-ups after 3 and 7 days without reply when cadences run automatically', () => {
    // Arrange / Act / Assert
    expect([...AUTO_CADENCE_FOLLOW_UP_DAYS]).toEqual([3, 7]);
  });

  it('picks only contacts not contacted in the last 30 days when prospecting automatically', () => {
    // Arrange / Act / Assert
    expect(AUTO_PROSPECT_NOT_CONTACTED_DAYS).toBe(30);
  });

  it('limits persona messages to 100 per user and 500 per namespace when counted per day', () => {
    // Arrange / Act / Assert
    expect(PERSONA_MESSAGES_PER_USER_PER_DAY).toBe(100);
    expect(PERSONA_MESSAGES_PER_NAMESPACE_PER_DAY).toBe(500);
  });

  it('budgets 600000 tokens per minute and about 5000 per email when calling the model', () => {
    // Arrange / Act / Assert
    expect(MODEL_TOKENS_PER_MINUTE).toBe(600_000);
    expect(MODEL_TOKENS_PER_EMAIL).toBe(5_000);
  });

  it('uses the SPEC call-to-action texts when the user has written none', () => {
    // Arrange / Act
    const callToAction = { ...DEFAULT_CALL_TO_ACTION };
    // Assert
    expect(callToAction).toEqual({ objective: 'Sell our product / service.', description: 'Book a demo meeting.' });
  });
});

describe('prospecting constants', () => {
  it('prospects 5 by default and shows 10 contacts per page when prospecting', () => {
    // Arrange / Act / Assert
    expect(AI_PROSPECTOR_DEFAULT_AMOUNT).toBe(5);
    expect(CONTACTS_PER_PAGE).toBe(10);
    expect(ENRICHMENT_LIMIT).toBe(10);
    expect(DEFAULT_MINIMUM_CONTACTS).toBe(20);
  });

  it('saves 10 minutes of writing and 10 of research when counted per contact', () => {
    // Arrange / Act
    const saved = { ...TIME_PER_CONTACT_MINUTES };
    // Assert
    expect(saved).toEqual({ emailWriting: 10, research: 10 });
  });

  it('saves 20 minutes per contact emailed and none for no contact when totalled', () => {
    // Arrange
    const contacts = [0, 1, 3, 250];
    // Act
    const minutes = contacts.map((count) => timeSavedMinutes(count));
    // Assert
    expect(minutes).toEqual([0, 20, 60, 5000]);
  });

  it('offers 10 sample addresses when the instant demo loads', () => {
    // Arrange / Act / Assert
    expect(INSTANT_DEMO_SAMPLE_ADDRESSES).toBe(10);
  });

  it('books no meeting before 2025-11-01 when scheduling', () => {
    // Arrange / Act / Assert
    expect(EARLIEST_MEETING_DATE).toBe('2025-11-01');
  });
});

describe('LinkedIn constants', () => {
  it('allows 200 characters, 300 with premium and 10 messages in the extension when writing', () => {
    // Arrange / Act / Assert
    expect(LINKEDIN_MESSAGE_LIMIT).toBe(200);
    expect(LINKEDIN_MESSAGE_LIMIT_PREMIUM).toBe(300);
    expect(LINKEDIN_EXTENSION_MAX_MESSAGES).toBe(10);
  });
});
