import { HTTP_STATUS } from '../../../shared/domain/trial';
import { ApiError } from './client';
import { CLIENT_MESSAGES } from './messages';

/** The text to show for a failure (docs/product.md, Errors and messages): named texts for 401 and 403, else the error's own message. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === HTTP_STATUS.unauthorized) return CLIENT_MESSAGES.tokenExpired;
    if (error.status === HTTP_STATUS.forbidden) return CLIENT_MESSAGES.forbidden;
  }
  if (error instanceof Error && error.message !== '') return error.message;
  return String(error);
}

/** True when the session is gone and the user has to sign in again. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === HTTP_STATUS.unauthorized;
}
