import { later } from './later';

export const pythonRoutes = {
  run: later('python.run', 'POST', '/api/python', 'public', 'python/run', 'Scripted generation entry point.'),
};

export const instantDemoRoutes = {
  isValidEmail: later(
    'instantDemo.isValidEmail',
    'POST',
    '/api/instant-demo/is-valid-email',
    'public',
    'instant-demo/is-valid-email',
    'Check an address for the instant demo.',
  ),
  randomExampleEmail: later(
    'instantDemo.randomExampleEmail',
    'GET',
    '/api/instant-demo/random-example-email',
    'public',
    'instant-demo/random-example-email',
    'A sample email for the instant demo.',
  ),
};
