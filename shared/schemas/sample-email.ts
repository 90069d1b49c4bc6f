import type * as z from './zod';

import {
  EMAIL_BODY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  inputObject,
  requiredText,
  tenantEntity,
  updateInputObject,
} from './common';

const sampleEmailInputShape = {
  name: requiredText('Name', NAME_MAX_LENGTH),
  subject: requiredText('Subject', SUBJECT_MAX_LENGTH),
  body: requiredText('Body', EMAIL_BODY_MAX_LENGTH),
};

/** An example email whose style campaigns may imitate. */
export const SampleEmailSchema = tenantEntity(sampleEmailInputShape);
export const CreateSampleEmailInputSchema = inputObject('Sample email', sampleEmailInputShape);
export const UpdateSampleEmailInputSchema = updateInputObject('Sample email', sampleEmailInputShape);

export type SampleEmail = z.infer<typeof SampleEmailSchema>;
export type CreateSampleEmailInput = z.infer<typeof CreateSampleEmailInputSchema>;
export type UpdateSampleEmailInput = z.infer<typeof UpdateSampleEmailInputSchema>;
