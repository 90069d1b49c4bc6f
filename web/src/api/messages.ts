/** Messages the client itself raises (the server's own messages come through as they are). */
export const CLIENT_MESSAGES = {
  /** SPEC §8: network failures */
  networkError: 'Network Error',
  /** SPEC §8: status 401 */
  tokenExpired: 'Token expired. Please login again.',
  /** SPEC §8: status 403 */
  forbidden: 'Forbidden',
  unexpectedAnswer: (routeName: string) => `The server's answer to ${routeName} was not understood.`,
  failedWithStatus: (status: number) => `The request failed with status ${status}.`,
} as const;
