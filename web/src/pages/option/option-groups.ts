import { AUTO_CADENCE_FOLLOW_UP_DAYS } from '../../../../shared/domain/cadence';
import { LINKEDIN_MESSAGE_LIMIT, LINKEDIN_MESSAGE_LIMIT_PREMIUM } from '../../../../shared/domain/linkedin';
import { DEFAULT_OPTION_STATUSES, USER_OPTION_NAMES, type OptionName, type OptionStatus } from '../../../../shared/domain/option';
import { AUTO_RUN_INTERVAL_MINUTES, SEND_HOURS } from '../../../../shared/domain/sending';

/** The sections of the options page. */
export const OPTION_GROUP_IDS = ['prospecting', 'campaigns', 'windows', 'account'] as const;
export type OptionGroupId = (typeof OPTION_GROUP_IDS)[number];

export interface OptionGroup {
  readonly id: OptionGroupId;
  readonly title: string;
  readonly description: string;
  readonly options: readonly OptionName[];
}

/** Every option of the page, each in exactly one section, in the order shown. */
export const OPTION_GROUPS: readonly OptionGroup[] = [
  {
    id: 'prospecting',
    title: 'Prospecting',
    description: 'How new people to write to are found.',
    options: ['AI_PROSPECTOR', 'AUTO_PROSPECT_FROM_CONTACTS'],
  },
  {
    id: 'campaigns',
    title: 'Campaigns and sending',
    description: 'What running campaigns do on their own, and which emails may leave.',
    options: ['AUTO_RUN_CAMPAIGNS', 'AUTO_CADENCES', 'AUTO_SEND_EMAILS', 'SEND_REVIEWED_EMAILS_ONLY'],
  },
  {
    id: 'windows',
    title: 'Sending windows',
    description: 'When emails may go out. An email due outside these windows waits for the next one.',
    options: ['SEND_DURING_OFFICE_HOURS_ONLY', 'SEND_DURING_WEEKDAYS_ONLY'],
  },
  {
    id: 'account',
    title: 'Your account',
    description: 'Settings of your own, which do not change anything for the other members of this instance.',
    options: ['HAS_LINKEDIN_PREMIUM'],
  },
];

/** Send hours (docs/product.md, Sending rules) as people read them: 9 → 9:00 AM, 17 → 5:00 PM. */
export function formatHour(hour: number): string {
  const suffix = hour % 24 < 12 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:00 ${suffix}`;
}

const [FIRST_FOLLOW_UP, SECOND_FOLLOW_UP] = AUTO_CADENCE_FOLLOW_UP_DAYS;

/** What each option does when it is on. */
export const OPTION_EXPLANATIONS: Readonly<Record<OptionName, string>> = {
  // nothing prospects yet: these two keep the rep's choice and say so, rather than promise leads
  AI_PROSPECTOR: `Keeps your choice for the AI prospector, which is not available yet: while it is on, no leads are searched for or added. Until then, add contacts yourself or upload them.`,
  AUTO_PROSPECT_FROM_CONTACTS: `Keeps your choice for prospecting from your own contacts, which is not available yet: campaigns write only to their contact list and the contacts you choose.`,
  AUTO_RUN_CAMPAIGNS: `Running campaigns write their next emails on their own, every ${AUTO_RUN_INTERVAL_MINUTES.generate} minutes, without you starting each run.`,
  AUTO_CADENCES: `Writes follow-ups to contacts who have not replied, ${FIRST_FOLLOW_UP} and ${SECOND_FOLLOW_UP} days after the first email. A reply, bounce or unsubscribe cancels the follow-ups still pending.`,
  AUTO_SEND_EMAILS: `Emails that are ready are scheduled and sent without waiting for you; sending runs every ${AUTO_RUN_INTERVAL_MINUTES.send} minutes. Off: nothing is sent until you schedule it.`,
  SEND_REVIEWED_EMAILS_ONLY: 'Only emails you have marked as reviewed are sent. The others wait until you review them.',
  SEND_DURING_OFFICE_HOURS_ONLY: `Emails go out between ${formatHour(SEND_HOURS.first)} and ${formatHour(SEND_HOURS.last)} in the contact's time zone.`,
  SEND_DURING_WEEKDAYS_ONLY: 'Emails go out Monday to Friday only. An email due at the weekend waits for Monday.',
  HAS_LINKEDIN_PREMIUM: `Your LinkedIn account has Premium, so the LinkedIn messages written for you may be up to ${LINKEDIN_MESSAGE_LIMIT_PREMIUM} characters instead of ${LINKEDIN_MESSAGE_LIMIT}.`,
};

const USER_OPTIONS: readonly OptionName[] = USER_OPTION_NAMES;

/** Who an option belongs to: the whole instance, or only the signed-in user. */
export function optionScope(name: OptionName): 'namespace' | 'user' {
  return USER_OPTIONS.includes(name) ? 'user' : 'namespace';
}

/** `Default: on` or `Default: off`, from the defaults of docs/product.md, Options. */
export function defaultLabel(name: OptionName): string {
  return `Default: ${DEFAULT_OPTION_STATUSES[name] === 'ACTIVE' ? 'on' : 'off'}`;
}

/** An option as the page shows it. */
export interface OptionState {
  readonly name: OptionName;
  readonly status: OptionStatus;
  /** set by someone, rather than the default */
  readonly isSet: boolean;
}

/**
 * The state of an option from the server's list; an option the list lacks reads as its default.
 */
export function optionStateOf(options: readonly OptionState[] | undefined, name: OptionName): OptionState {
  return options?.find((option) => option.name === name) ?? { name, status: DEFAULT_OPTION_STATUSES[name], isSet: false };
}

/** The list with one option changed, as it reads once the change is saved (used before the answer comes). */
export function withOptionStatus(options: readonly OptionState[], name: OptionName, status: OptionStatus): OptionState[] {
  const known = options.some((option) => option.name === name);
  const changed = options.map((option) => (option.name === name ? { ...option, status, isSet: true } : option));
  return known ? changed : [...changed, { name, status, isSet: true }];
}

/** The status a toggle sets. */
export function statusOf(checked: boolean): OptionStatus {
  return checked ? 'ACTIVE' : 'INACTIVE';
}
