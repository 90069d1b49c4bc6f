/**
 * `npm start`: the local stack. It will start DynamoDB Local, cognito-local, the local API server
 * with every route's real handler, the queue and schedule adapters, a local SMTP server and the web
 * app, then print the URL and the demo credentials. Until those parts exist it says so and fails,
 * rather than pretending to run.
 */
const parts = [
  'DynamoDB Local (data under .local/)',
  'cognito-local (sign-in)',
  'the local API server under /api',
  'local queues and schedules',
  'a local SMTP server (mail under .local/mail/)',
  'the web app (Vite)',
];

process.stderr.write(
  [
    'The local stack is not available yet.',
    'When it is, `npm start` will start:',
    ...parts.map((part) => `  - ${part}`),
    'Today you can run the test suite with `npm test`.',
    '',
  ].join('\n'),
);
process.exitCode = 1;
