import { describe, expect, it } from 'vitest';

import { AUTH_MESSAGES, ERROR_MESSAGES, NOT_FOUND_MESSAGES, SESSION_INVALID_MESSAGES } from '../../../shared/domain';
import { pinEnums } from './enum-pins';

pinEnums([
  {
    name: 'SESSION_INVALID_MESSAGES',
    actual: SESSION_INVALID_MESSAGES,
    expected: [
      'Access Token has been revoked',
      'Refresh Token has been revoked',
      'User is disabled.',
      'User does not exist.',
      'Refresh Token has expired',
      'Password reset required for the user',
    ],
  },
]);

describe('named messages', () => {
  it('words each not-found message as the SPEC does when an entity is missing', () => {
    // Arrange / Act
    const messages = { ...NOT_FOUND_MESSAGES };
    // Assert
    expect(messages).toEqual({
      campaign: 'Campaign Not Found',
      callToAction: 'Call To Action Not Found',
      company: 'Company Not Found',
      companyWebsite: 'Company Website Not Found',
      contact: 'Contact Not Found',
      product: 'Product Not Found',
      audience: 'Audience Not Found',
    });
  });

  it('words each error message as the SPEC does when an error is reported', () => {
    // Arrange
    const { gmailAppPassword, ...named } = ERROR_MESSAGES;
    // Act / Assert
    expect(named).toEqual({
      tokenExpired: 'Token expired. Please login again.',
      forbidden: 'Forbidden',
      invalidCredentials: 'Invalid credentials.',
      invalidState: 'Invalid state',
      passwordChanged: 'Password changed successfully',
      genericError: 'An error occurred',
      networkError: 'Network Error',
      notAuthenticated: 'User is not authenticated',
      signOutTimeout: 'Signout timeout fail',
      deviceTrackingNotConfigured: 'Device tracking has not been configured in this User Pool',
    });
    // The SPEC does not word the Gmail variant; it only says it asks for an app password.
    expect(gmailAppPassword).toContain('app password');
  });

  it('words each authentication message as the SPEC does when sign-in input is wrong', () => {
    // Arrange / Act
    const messages = { ...AUTH_MESSAGES };
    // Assert
    expect(messages).toEqual({
      emptyUsername: 'Username cannot be empty',
      emptyPassword: 'Password cannot be empty',
      emptyConfirmationCode: 'Confirmation code cannot be empty',
      emptyChallengeResponse: 'Challenge response cannot be empty',
      noValidMfa: 'No valid MFA method provided',
      invalidMfaType: 'Invalid MFA type',
      signUpFailed: 'Error creating account',
      signInPending: 'Pending sign-in attempt already in progress',
      invalidOAuthState: 'Invalid state in OAuth flow',
      useCredentials: 'Please use your credentials to sign in',
    });
  });
});
