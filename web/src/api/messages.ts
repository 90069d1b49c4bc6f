import { ERROR_MESSAGES } from '../../../shared/domain/messages';

/** Messages the client itself raises (the server's own messages come through as they are). */
export const CLIENT_MESSAGES = {
  /** docs/product.md, Errors and messages: network failures */
  networkError: ERROR_MESSAGES.networkError,
  /** docs/product.md, Errors and messages: status 401 */
  tokenExpired: ERROR_MESSAGES.tokenExpired,
  /** docs/product.md, Errors and messages: status 403 */
  forbidden: ERROR_MESSAGES.forbidden,
  unexpectedAnswer: (routeName: string) => `The server's answer to ${routeName} was not understood.`,
  failedWithStatus: (status: number) => `The request failed with status ${status}.`,
} as const;
