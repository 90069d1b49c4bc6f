// @ts-check
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'cdk.out/', 'web/dist/', '.local/', 'coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['eslint.config.js', 'bin/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@cloudscape-design/components',
              message: 'Import each component from its own path, e.g. @cloudscape-design/components/table.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/**/*.ts', 'bin/**/*.ts', 'infra/**/*.ts', 'shared/**/*.ts', 'web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@aws-sdk/lib-dynamodb',
              importNames: ['ScanCommand', 'paginateScan'],
              message: 'No Scan on request or job paths: query an index (docs/data-model.md).',
            },
            {
              name: '@aws-sdk/client-dynamodb',
              importNames: ['ScanCommand', 'paginateScan'],
              message: 'No Scan on request or job paths: query an index (docs/data-model.md).',
            },
            {
              name: '@cloudscape-design/components',
              message: 'Import each component from its own path, e.g. @cloudscape-design/components/table.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='scan']",
          message: 'No Scan on request or job paths: query an index (docs/data-model.md).',
        },
      ],
    },
  },
  {
    files: ['test/**/*.ts', 'test/**/*.tsx', '**/*.test.ts', '**/*.test.tsx'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
      'vitest/no-commented-out-tests': 'error',
      // CDK assertions (template.hasResourceProperties, …) assert by throwing.
      'vitest/expect-expect': [
        'error',
        {
          assertFunctionNames: [
            'expect',
            'expectTypeOf',
            '*.hasResource',
            '*.hasResourceProperties',
            '*.resourceCountIs',
            '*.hasOutput',
            '*.*.hasResource',
            '*.*.hasResourceProperties',
            '*.*.resourceCountIs',
            '*.*.resourcePropertiesCountIs',
            // browser tests: playwright's waits assert by throwing when the page never gets there
            '*.waitFor',
            '*.*.waitFor',
            '*.*.*.waitFor',
            '*.waitForURL',
          ],
        },
      ],
      'vitest/valid-title': 'error',
      // expect(value, message) names the case that failed inside a loop
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
