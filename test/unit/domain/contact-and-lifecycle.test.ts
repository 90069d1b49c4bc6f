import { describe, expect, it } from 'vitest';

import {
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  ContactSourceSchema,
  ContactStatusSchema,
  LEAD_GROUP_STAGES,
  LIFECYCLE_STAGES,
  LifecycleStageSchema,
  PRODUCT_NAME,
  SHARING_STATUSES,
  SharingStatusSchema,
} from '../../../shared/domain';
import { pinEnums } from './enum-pins';

pinEnums([
  {
    name: 'CONTACT_SOURCES',
    actual: CONTACT_SOURCES,
    schema: ContactSourceSchema,
    // {product} in the SPEC is the product's own name, REACHWISE.
    expected: ['AI_PROSPECTOR', 'REACHWISE', 'HUBSPOT', 'SALESFORCE', 'INSTANT_DEMO', 'WEBSITE', 'UNKNOWN'],
  },
  {
    name: 'CONTACT_STATUSES',
    actual: CONTACT_STATUSES,
    schema: ContactStatusSchema,
    expected: ['NEW', 'IN_PROGRESS', 'NO_REPLY', 'NURTURE', 'REPLIED', 'DO_NOT_CONTACT'],
  },
  { name: 'SHARING_STATUSES', actual: SHARING_STATUSES, schema: SharingStatusSchema, expected: ['NOT_SHARED', 'SHARED'] },
  {
    name: 'LIFECYCLE_STAGES',
    actual: LIFECYCLE_STAGES,
    schema: LifecycleStageSchema,
    expected: [
      'SUBSCRIBER',
      'LEAD',
      'QUALIFIED_LEAD',
      'MARKETING_QUALIFIED_LEAD',
      'SALES_QUALIFIED_LEAD',
      'OPPORTUNITY',
      'CUSTOMER',
      'EVANGELIST',
      'OTHER',
    ],
  },
  { name: 'LEAD_GROUP_STAGES', actual: LEAD_GROUP_STAGES, expected: ['SUBSCRIBER', 'LEAD'] },
]);

describe('product contact source', () => {
  it('names the product source after the product when the contact comes from its own integration', () => {
    // Arrange
    const productSource = PRODUCT_NAME.toUpperCase();
    // Act
    const listed = (CONTACT_SOURCES as readonly string[]).includes(productSource);
    // Assert
    expect(listed).toBe(true);
  });
});
