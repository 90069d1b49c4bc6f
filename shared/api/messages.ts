/** Answers of the API that clients and tests rely on, word for word. */
export const API_MESSAGES = {
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  termsNotAccepted: 'Please accept the terms and conditions to continue.',
  trialExpired: 'Your free trial has expired.',
  missingNamespace: 'Select an instance: the SelectedNamespaceId header is required.',
  invalidJson: 'The request body must be valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  internalError: 'Something went wrong on our side. Please try again.',
  notImplemented: 'This endpoint is not available yet.',
  routeNotFound: 'Not Found',
  unsupportedMediaType: 'Send the request body as JSON, with the header Content-Type: application/json.',
  unsupportedFormMediaType: 'Send the body as a form: Content-Type application/x-www-form-urlencoded or multipart/form-data.',
  invalidForm: 'The body is not a well-formed form.',
} as const;
