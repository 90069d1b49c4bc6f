import { later } from './later';

export const emailStatusRoutes = {
  read: later('emailStatus.read', 'GET', '/api/email-status/read', 'public', 'email-status/read', 'Open-tracking pixel.'),
  click: later('emailStatus.click', 'GET', '/api/email-status/click', 'public', 'email-status/click', 'Click tracking redirect.'),
  unsubscribe: later(
    'emailStatus.unsubscribe',
    'GET',
    '/api/email-status/unsubscribe',
    'public',
    'email-status/unsubscribe',
    'Unsubscribe link.',
  ),
  decrypt: later(
    'emailStatus.decrypt',
    'POST',
    '/api/email-status/decrypt',
    'public',
    'email-status/decrypt',
    'Open a tracking token.',
  ),
  encrypt: later(
    'emailStatus.encrypt',
    'POST',
    '/api/email-status/encrypt',
    'public',
    'email-status/encrypt',
    'Make a tracking token.',
  ),
};
