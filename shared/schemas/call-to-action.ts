import type * as z from './zod';

import { DEFAULT_CALL_TO_ACTION } from '../domain';
import {
  DESCRIPTION_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  inputObject,
  optionalField,
  optionalText,
  requiredText,
  tenantEntity,
  updateInputObject,
  urlField,
} from './common';

const callToActionInputShape = {
  objective: requiredText('Objective', SHORT_TEXT_MAX_LENGTH),
  /** With neither description nor url, the email ends with a soft close. */
  description: optionalText('Description', DESCRIPTION_MAX_LENGTH),
  url: optionalField('Link', urlField('Link')),
};

export const CallToActionSchema = tenantEntity(callToActionInputShape);
export const CreateCallToActionInputSchema = inputObject('Call to action', callToActionInputShape);
export const UpdateCallToActionInputSchema = updateInputObject('Call to action', callToActionInputShape);

export type CallToAction = z.infer<typeof CallToActionSchema>;
export type CreateCallToActionInput = z.infer<typeof CreateCallToActionInputSchema>;
export type UpdateCallToActionInput = z.infer<typeof UpdateCallToActionInputSchema>;

/** The call to action used when a user has not written one. */
export const DEFAULT_CALL_TO_ACTION_INPUT: CreateCallToActionInput = {
  objective: DEFAULT_CALL_TO_ACTION.objective,
  description: DEFAULT_CALL_TO_ACTION.description,
};
