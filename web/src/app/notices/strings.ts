import { PRODUCT_NAME } from '../../../../shared/domain/product';
import { TRIAL_EXPIRED_TITLE, TRIAL_EXPIRING_BANNER_TEXT, TRIAL_GRACE_DAYS } from '../../../../shared/domain/trial';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** User-facing text of the trial notices and the sender warning. */
export const NOTICE_STRINGS = {
  expiringBanner: `${TRIAL_EXPIRING_BANNER_TEXT} ${PRODUCT_NAME}? Talk to us about a plan that fits your team.`,
  contactUs: 'Contact Us',
  close: 'Close',
  graceHeader: 'Your free trial has ended',
  graceBody: `Your free trial has expired, but we have added a ${TRIAL_GRACE_DAYS}-day grace period so your campaigns keep running while you decide.`,
  graceDaysLeft: (count: number) => (count === 0 ? 'The grace period ends today.' : `${days(count)} left in the grace period.`),
  expiredTitle: TRIAL_EXPIRED_TITLE,
  expiredBody: `Your free trial and its ${TRIAL_GRACE_DAYS}-day grace period have ended, so this instance is paused. Your data is kept: contact us to keep using ${PRODUCT_NAME}.`,
  expiredOtherInstances: 'Your other instances are not affected: switch to one of them to keep working.',
  switchInstance: 'Switch instance',
  logOut: 'Log out',
  contactSubject: (namespaceId: string) => `Keep using ${PRODUCT_NAME} (instance ${namespaceId})`,
  stoppedSendersHeader: (count: number) => (count === 1 ? 'A sender does not send' : `${String(count)} senders do not send`),
  stoppedSendersLink: 'Review senders',
} as const;
