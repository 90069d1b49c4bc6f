// @ts-check
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NO_SCAN = 'No Scan on request or job paths: query an index (docs/data-model.md).';

/** Imports no product code may make. */
const PRODUCT_RESTRICTED_PATHS = [
  { name: '@aws-sdk/lib-dynamodb', importNames: ['ScanCommand', 'paginateScan'], message: NO_SCAN },
  { name: '@aws-sdk/client-dynamodb', importNames: ['ScanCommand', 'paginateScan'], message: NO_SCAN },
  {
    name: '@cloudscape-design/components',
    message: 'Import each component from its own path, e.g. @cloudscape-design/components/table.',
  },
];

/**
 * Import boundaries, per folder (docs/architecture.md): core declares the ports and imports no
 * adapter, composition root, handler or worker; adapters implement ports and know nothing of who
 * composes them; the middleware knows only core; handlers and workers reach adapters through the
 * composition root; infra reads only shared; shared and the web app import no server code. Type
 * imports count too.
 */
const BOUNDARIES = {
  'functions/core/**/*.ts': ['adapters', 'composition', 'http', 'middleware', 'workers'],
  'functions/adapters/**/*.ts': ['composition', 'http', 'middleware', 'workers'],
  'functions/middleware/**/*.ts': ['adapters', 'composition', 'http', 'workers'],
  'functions/http/**/*.ts': ['adapters', 'workers'],
  'functions/workers/**/*.ts': ['adapters', 'http'],
  'functions/composition/**/*.ts': ['http', 'workers'],
};

/** `no-restricted-imports` for files of one folder: the product-wide paths, and the folders it must not reach. */
function boundary(folders, message) {
  return [
    'error',
    {
      paths: PRODUCT_RESTRICTED_PATHS,
      patterns: [{ group: folders.map((folder) => `**/${folder}/**`), message }],
    },
  ];
}

/**
 * The ports are what core and the adapters share, so they declare everything they name: a file of
 * functions/core/ports imports only other ports (`./…`) and shared/ (`../../../shared/…`), never a
 * feature folder of core, core's own modules, or anything core may not import either.
 */
const PORTS_BOUNDARY = [
  'error',
  {
    paths: PRODUCT_RESTRICTED_PATHS,
    patterns: [
      {
        regex: String.raw`^\.\./(?!\.\./\.\./shared/)`,
        message: 'functions/core/ports imports only other ports and shared/: declare the type in ports/ (import boundaries).',
      },
    ],
  },
];

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
          allowDefaultProject: ['eslint.config.js', 'bin/*.mjs', 'infra/bundle/*.cjs'],
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
      'no-restricted-imports': ['error', { paths: PRODUCT_RESTRICTED_PATHS }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='scan']",
          message: 'No Scan on request or job paths: query an index (docs/data-model.md).',
        },
      ],
    },
  },
  ...Object.entries(BOUNDARIES).map(([files, folders]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': boundary(
        folders.map((folder) => `functions/${folder}`).concat(folders),
        `${files.split('/**')[0]} must not import from functions/${folders.join(', functions/')} (import boundaries).`,
      ),
    },
  })),
  {
    files: ['functions/core/ports/*.ts'],
    rules: { 'no-restricted-imports': PORTS_BOUNDARY },
  },
  {
    // the one Scan: operators' one-off migrations, run by hand (npm run admin -- reindex-emails | reindex-senders)
    files: ['bin/rewrite-scanned.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: PRODUCT_RESTRICTED_PATHS.filter((path) => path.message !== NO_SCAN) }],
    },
  },
  {
    files: ['infra/**/*.ts'],
    rules: {
      'no-restricted-imports': boundary(
        ['functions'],
        'infra reads only shared/: it imports nothing from functions/ (import boundaries).',
      ),
    },
  },
  {
    files: ['shared/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': boundary(
        ['functions', 'infra', 'bin'],
        'shared/ and the web app import no server, infra or CLI code (import boundaries).',
      ),
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
            // infra tests: a function's grants against its declared needs
            'expectExactly',
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
