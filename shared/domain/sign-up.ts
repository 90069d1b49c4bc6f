/**
 * The user pool's custom attribute that carries the company a person gave at sign-up; the pool
 * defines it as `custom:company`. Their first sign-in names their first instance after it.
 */
export const COMPANY_ATTRIBUTE = 'company';
export const COMPANY_CLAIM = `custom:${COMPANY_ATTRIBUTE}`;
/** The longest name or company a sign-up keeps, as the registration's names (NAME_MAX_LENGTH). */
export const PROFILE_ATTRIBUTE_MAX_LENGTH = 200;
