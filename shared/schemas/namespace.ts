import * as z from './zod';

import { TierSchema, WARM_UP } from '../domain';
import type { Tier } from '../domain';
import {
  NAME_MAX_LENGTH,
  NamespaceIdSchema,
  booleanField,
  dateOnlyField,
  enumField,
  inputObject,
  isoDateTimeField,
  optionalField,
  requiredText,
  timestampsShape,
  updateInputObject,
} from './common';
import { TimeZoneSchema } from './time-zone';

const namespaceInputShape = {
  /** Chosen by the server when absent. */
  id: optionalField('Instance ID', NamespaceIdSchema),
  name: requiredText('Name', NAME_MAX_LENGTH),
  tier: z._default(enumField(TierSchema, 'Tier'), 'FREE' satisfies Tier),
  /**
   * The instance's IANA time zone: senders without a zone of their own send in it. UTC when absent
   * (`instanceTimeZone` of shared/domain/time-zone reads it so).
   */
  timeZone: optionalField('Time zone', TimeZoneSchema),
};

/** An instance (namespace): the tenant every other entity belongs to. */
export const NamespaceSchema = z.object({
  ...namespaceInputShape,
  id: NamespaceIdSchema,
  onboardedAt: z.optional(isoDateTimeField('Onboarded at')),
  trialEndDate: dateOnlyField('Trial end date'),
  isPaid: z._default(booleanField('Paid'), false),
  warmedUp: z._default(booleanField('Warmed up'), WARM_UP.warmedUpByDefault),
  /**
   * Whether its emails' opens and clicks are tracked (a pixel and click links): on unless false
   * (`tracksOpensAndClicks` of shared/domain/namespace reads it so).
   */
  trackOpensAndClicks: z.optional(booleanField('Track opens and clicks')),
  ...timestampsShape,
});

export const CreateNamespaceInputSchema = inputObject('Instance', namespaceInputShape);
export const UpdateNamespaceInputSchema = updateInputObject('Instance', namespaceInputShape);
/**
 * What a member may change of their instance: its name, its time zone (null: back to UTC) and
 * whether its emails' opens and clicks are tracked.
 */
export const NamespaceSettingsInputSchema = updateInputObject('Instance', {
  name: namespaceInputShape.name,
  timeZone: namespaceInputShape.timeZone,
  trackOpensAndClicks: booleanField('Track opens and clicks'),
});

/** A new instance a member creates besides the ones they have: its name and, optionally, its time zone. */
export const NewNamespaceInputSchema = inputObject('Instance', {
  name: namespaceInputShape.name,
  timeZone: namespaceInputShape.timeZone,
});

export type Namespace = z.infer<typeof NamespaceSchema>;
export type NamespaceSettingsInput = z.infer<typeof NamespaceSettingsInputSchema>;
export type NewNamespaceInput = z.infer<typeof NewNamespaceInputSchema>;
