import { describe, expect, it } from 'vitest';

import { ApiError, apiErrorOf, requestHeaders, routePath } from '../../../web/src/api/client';
import { errorMessage, isSessionExpired } from '../../../web/src/api/error-message';
import { MAX_RETRIES, shouldRetry } from '../../../web/src/api/retry';
import { contactRoutes, userRoutes } from '../../../shared/api/routes';

describe('errorMessage', () => {
  it('asks to sign in again after a 401', () => {
    expect(errorMessage(new ApiError(401, 'Unauthorized'))).toBe('Token expired. Please login again.');
  });

  it('says Forbidden after a 403', () => {
    expect(errorMessage(new ApiError(403, 'You cannot'))).toBe('Forbidden');
  });

  it("shows the server's own message for other failures", () => {
    expect(errorMessage(new ApiError(404, 'Contact Not Found'))).toBe('Contact Not Found');
    expect(errorMessage(new Error('Incorrect username or password.'))).toBe('Incorrect username or password.');
  });

  it('shows the failure itself when it has no message', () => {
    expect(errorMessage('plain text failure')).toBe('plain text failure');
    expect(errorMessage(new Error(''))).toBe('Error');
  });

  it('treats only a 401 as an expired session', () => {
    expect(isSessionExpired(new ApiError(401, 'Unauthorized'))).toBe(true);
    expect(isSessionExpired(new ApiError(403, 'Forbidden'))).toBe(false);
    expect(isSessionExpired(new Error('401'))).toBe(false);
  });
});

describe('apiErrorOf', () => {
  it('ignores an error body that is not the API error shape', () => {
    const error = apiErrorOf(500, 'Internal Server Error', { error: 'boom' });

    expect(error.message).toBe('Internal Server Error');
    expect(error.fieldErrors).toEqual([]);
    expect(error.requestId).toBeUndefined();
  });
});

describe('shouldRetry', () => {
  it.each([0, 429, 500, 502, 503, 504])('tries again after status %i', (status) => {
    expect(shouldRetry(0, new ApiError(status, 'x'))).toBe(true);
  });

  it.each([400, 401, 403, 404, 488, 489, 501])('never tries again after status %i', (status) => {
    expect(shouldRetry(0, new ApiError(status, 'x'))).toBe(false);
  });

  it('stops after the last retry and for failures that are not API answers', () => {
    expect(shouldRetry(MAX_RETRIES, new ApiError(503, 'x'))).toBe(false);
    expect(shouldRetry(0, new Error('render failed'))).toBe(false);
  });
});

describe('requestHeaders', () => {
  it('leaves out the token and the instance when there are none', () => {
    expect(requestHeaders({ hasBody: false })).toEqual({ accept: 'application/json' });
    expect(requestHeaders({ hasBody: false, namespaceId: '' })).toEqual({ accept: 'application/json' });
  });

  it('carries the token, the instance and the JSON content type', () => {
    expect(requestHeaders({ hasBody: true, idToken: 't', namespaceId: 'acme' })).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: 'Bearer t',
      SelectedNamespaceId: 'acme',
    });
  });

  it("carries the browser's time zone with the token, and never on a call without one", () => {
    expect(requestHeaders({ hasBody: false, idToken: 't', timeZone: 'Europe/Oslo' })).toEqual({
      accept: 'application/json',
      authorization: 'Bearer t',
      BrowserTimeZone: 'Europe/Oslo',
    });
    expect(requestHeaders({ hasBody: false, timeZone: 'Europe/Oslo' })).toEqual({ accept: 'application/json' });
  });
});

describe('routePath', () => {
  it('answers the path below /api with its parameters and query', () => {
    expect(routePath(contactRoutes.list)).toBe('/contact');
    expect(routePath(userRoutes.get, { id: 'u 1' })).toBe('/user/u%201');
    expect(routePath(userRoutes.getNamespace, undefined, { id: 'acme' })).toBe('/user/namespace?id=acme');
  });

  it('refuses a missing path parameter', () => {
    expect(() => routePath(userRoutes.get)).toThrow('Missing path parameter "id"');
  });
});
