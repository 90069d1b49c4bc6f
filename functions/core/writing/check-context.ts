import { generatorVersionWritesLinks } from '../../../shared/domain';
import type { EmailCheckContext } from '../../../shared/rules/email/types';
import { plainUserText } from './plain-text';
import type { WriterInput } from '../../../shared/schemas/writer-input';

/**
 * What the checker's context is made of: the parts of a writer's input it reads. Kept apart from
 * the writer's input schema, so that a function checking emails without writing them does not
 * bundle the schema.
 */
type CheckedInput = Pick<
  WriterInput,
  | 'channel'
  | 'language'
  | 'type'
  | 'sender'
  | 'callToAction'
  | 'linkedInPremium'
  | 'product'
  | 'company'
  | 'contact'
  | 'generatorVersion'
>;

/** True when the email written from `input` must carry the call to action's link. */
export function writesLink(input: CheckedInput): boolean {
  return input.channel === 'EMAIL' && input.callToAction.url !== undefined && generatorVersionWritesLinks(input.generatorVersion);
}

/**
 * The checker's context for an email written from `input`. Names are given as an email writes
 * them, without the Markdown or emoji the user may have typed around them.
 */
export function checkContextFor(input: CheckedInput): EmailCheckContext {
  const receiverCompany = input.contact.companyName ? plainUserText(input.contact.companyName) : '';
  return {
    channel: input.channel,
    language: input.language,
    type: input.type,
    senderName: input.sender.name,
    hasSignature: input.sender.signature !== undefined,
    callToAction: {
      hasDescription: input.callToAction.description !== undefined,
      hasLink: writesLink(input),
    },
    linkedInPremium: input.linkedInPremium,
    productNames: [plainUserText(input.product.name)],
    companyNames: [plainUserText(input.company.name), ...(receiverCompany ? [receiverCompany] : [])],
    ...(receiverCompany ? { receiverCompanyName: receiverCompany } : {}),
    ...(input.contact.firstName ? { contactFirstName: input.contact.firstName } : {}),
  };
}
