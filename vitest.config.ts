import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores, so a 2-core machine ran every file one after
    // another. Test files wait on local peers (DynamoDB Local, mail servers, child processes) much of the
    // time and each integration file has its own table: one worker per core keeps both cores busy.
    // The e2e files still run one at a time, after the others (fileParallelism: false below).
    maxWorkers: '100%',
    env: {
      // Node 20 is supported here; the SDK's notice about its future Node 22 floor is noise in tests.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      // request logs stay out of the test output unless asked for: POWERTOOLS_LOG_LEVEL=INFO npm test
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'SILENT',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/dynamodb-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // one DynamoDB Local for every file's stack (each file has its own table in it)
          globalSetup: ['test/support/dynamodb-global-setup.ts'],
          // each file starts a whole local stack and a browser: one at a time
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
