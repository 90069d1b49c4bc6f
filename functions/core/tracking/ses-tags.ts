/**
 * The message tags an email sent through SES carries, which SES copies into every event about it
 * (`mail.tags`): the email's instance and its id, so an event names the one email it is about.
 */
export const SES_TAGS = { namespaceId: 'namespaceId', emailId: 'emailId' } as const;

/** The characters and length SES accepts in a tag value. */
const SES_TAG_VALUE = /^[A-Za-z0-9_.@-]{1,256}$/;

/**
 * Whether SES accepts `value` as a tag value. Instance ids (`[a-z0-9-]`) and item ids
 * (`[A-Za-z0-9_-]`, up to 64) always fit, so they are sent as they are and need no decoding.
 */
export function isSesTagValue(value: string): boolean {
  return SES_TAG_VALUE.test(value);
}

/**
 * The tags of one email, as SES's `EmailTags`. A value SES would refuse is left out (the send
 * would fail for the whole message): the events about that email are then ignored as untagged.
 */
export function sesEmailTags(ids: {
  readonly namespaceId?: string | undefined;
  readonly emailId?: string | undefined;
}): { Name: string; Value: string }[] {
  const tags: { Name: string; Value: string }[] = [];
  if (ids.namespaceId !== undefined && isSesTagValue(ids.namespaceId)) {
    tags.push({ Name: SES_TAGS.namespaceId, Value: ids.namespaceId });
  }
  if (ids.emailId !== undefined && isSesTagValue(ids.emailId)) tags.push({ Name: SES_TAGS.emailId, Value: ids.emailId });
  return tags;
}
