import { PRODUCT_NAME } from '../../../../shared/domain/product';

/** Every word the unsubscribe page shows. */
export const UNSUBSCRIBE_STRINGS = {
  header: 'Email preferences',
  about: `This page confirms unsubscribe requests made from the link at the bottom of emails sent with ${PRODUCT_NAME}. Once a request is confirmed, the sender stops every email planned for your address, follow-ups included.`,
  noRequest: 'No request is open in this browser. To unsubscribe, use the link in the email you received.',
  ask: 'Unsubscribe from the emails of this sender? Nothing more will be sent to your address, follow-ups included.',
  checking: 'Checking the link…',
  button: 'Unsubscribe',
  done: 'You are unsubscribed. The sender will not email you again, and no follow-up is sent. You can close this page.',
  invalidLink:
    'This link is not valid: it may have been cut or changed on its way. Open the unsubscribe link from the email again, or reply to the sender asking to be removed.',
  failed: 'Your request could not be recorded just now. Please try again in a moment.',
} as const;
