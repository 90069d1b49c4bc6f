import * as z from './zod';

import { OPTION_LABELS, OptionNameSchema, OptionStatusSchema, USER_OPTION_NAMES } from '../domain';
import type { OptionName } from '../domain';
import { NamespaceIdSchema, addIssue, enumField, inputObject, optionalId, timestampsShape, updateInputObject } from './common';

function isUserOption(name: OptionName): boolean {
  return (USER_OPTION_NAMES as readonly OptionName[]).includes(name);
}

const optionInputShape = {
  name: enumField(OptionNameSchema, 'Option name'),
  status: enumField(OptionStatusSchema, 'Option status'),
  /** Present only for user options such as HAS_LINKEDIN_PREMIUM. */
  userId: optionalId('User ID'),
};

interface OptionRuleInput {
  name?: OptionName | undefined;
  userId?: string | undefined;
}

/** User options name their user; instance options do not. Checked when the name is given. */
function checkUserId(value: OptionRuleInput, ctx: z.core.$RefinementCtx): void {
  if (value.name === undefined) return;
  const label = OPTION_LABELS[value.name];
  if (isUserOption(value.name) && value.userId === undefined) {
    addIssue(ctx, ['userId'], `User ID is required for the user option "${label}".`);
  }
  if (!isUserOption(value.name) && value.userId !== undefined) {
    addIssue(ctx, ['userId'], `The instance option "${label}" takes no User ID. Remove it.`);
  }
}

/**
 * An automation option of an instance, or a user option. It has no id of its own:
 * its key is its name, plus userId for user options.
 */
export const OptionSchema = z
  .object({ namespaceId: NamespaceIdSchema, ...optionInputShape, ...timestampsShape })
  .check(z.superRefine(checkUserId));
export const CreateOptionInputSchema = inputObject('Option', optionInputShape).check(z.superRefine(checkUserId));
export const UpdateOptionInputSchema = updateInputObject('Option', optionInputShape).check(z.superRefine(checkUserId));

/** Turns an option on or off; for a user option the API takes the user from the session. */
export const SetOptionInputSchema = inputObject('Option', {
  name: optionInputShape.name,
  status: optionInputShape.status,
});
