import * as z from './zod';

import {
  DEFAULT_INTEGRATION_OPTION_STATUSES,
  DEFAULT_INTEGRATION_STATUS,
  IntegrationOptionNameSchema,
  IntegrationStatusSchema,
  IntegrationTypeSchema,
  OptionStatusSchema,
} from '../domain';
import type { IntegrationOptionName, OptionStatus } from '../domain';
import { NamespaceIdSchema, enumField, inputObject, listChoices, timestampsShape, updateInputObject } from './common';

const optionNameChoices = listChoices(IntegrationOptionNameSchema.options);

function integrationOptionsField() {
  return z.partialRecord(
    enumField(IntegrationOptionNameSchema, 'Integration option'),
    enumField(OptionStatusSchema, 'Integration option status'),
    {
      error: (issue) => {
        const keys: unknown = Reflect.get(issue, 'keys');
        if (Array.isArray(keys)) {
          const unknown = keys.map((key) => `"${String(key)}"`).join(', ');
          return `Integration options must be ${optionNameChoices}; remove ${unknown}.`;
        }
        return issue.input === undefined
          ? 'Integration options are required.'
          : 'Integration options must be an object of option names and statuses.';
      },
    },
  );
}

function withDefaultOptions(
  options: Partial<Record<IntegrationOptionName, OptionStatus>>,
): Record<IntegrationOptionName, OptionStatus> {
  return { ...DEFAULT_INTEGRATION_OPTION_STATUSES, ...options };
}

/** Every integration option with a status; options not given keep their default. */
const IntegrationOptionsSchema = z._default(z.pipe(integrationOptionsField(), z.transform(withDefaultOptions)), () => ({
  ...DEFAULT_INTEGRATION_OPTION_STATUSES,
}));

const integrationInputShape = {
  type: enumField(IntegrationTypeSchema, 'Integration type'),
  status: z._default(enumField(IntegrationStatusSchema, 'Integration status'), DEFAULT_INTEGRATION_STATUS),
  options: IntegrationOptionsSchema,
};

/** A CRM connection of an instance. Its key is its type; it has no id of its own. */
export const IntegrationSchema = z.object({
  namespaceId: NamespaceIdSchema,
  ...integrationInputShape,
  ...timestampsShape,
});
export const CreateIntegrationInputSchema = inputObject('Integration', integrationInputShape);

/** The type is the key and cannot change; options name only those that change. */
export const UpdateIntegrationInputSchema = updateInputObject('Integration', {
  status: integrationInputShape.status,
  options: integrationOptionsField(),
});
