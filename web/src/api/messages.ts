import { ERROR_MESSAGES } from '../../../shared/domain/messages';

/** Messages the client itself raises (the server's own messages come through as they are). */
export const CLIENT_MESSAGES = {
  /** SPEC §8: network failures */
  networkError: ERROR_MESSAGES.networkError,
  /** SPEC §8: status 401 */
  tokenExpired: ERROR_MESSAGES.tokenExpired,
  /** SPEC §8: status 403 */
  forbidden: ERROR_MESSAGES.forbidden,
  unexpectedAnswer: (routeName: string) => `The server's answer to ${routeName} was not understood.`,
  failedWithStatus: (status: number) => `The request failed with status ${status}.`,
} as const;
