// Workflow code runs in Temporal's deterministic sandbox: no Node built-ins and nothing that does I/O.
import tseslint from 'typescript-eslint';

const nodeBuiltins = [
  'fs',
  'path',
  'os',
  'http',
  'https',
  'net',
  'crypto',
  'child_process',
  'dns',
  'tls',
  'zlib',
  'stream',
  'worker_threads',
  'cluster',
];
const sandboxUnsafe = nodeBuiltins
  .flatMap((name) => [name, `node:${name}`])
  .concat(['pg', '@mikro-orm/core', '@mikro-orm/postgresql'])
  .concat(['@temporalio/client', '@temporalio/activity', '@temporalio/worker']);
// Pure domain rules the workflows run as well as the services; they may import other code only as types.
const workflowSafeDomainModules = [
  'src/orders/refund-cap',
  'src/orders/order-states',
  'src/shared/workflow-ids',
  'src/shared/business-failure',
  'src/returns/returns.types',
  'src/payments/refund-parts',
  'src/subscriptions/subscriptions.types',
];
// Written by their generators; migrations are history, kept as they ran.

const notHandWritten = ['packages/sdk/src/generated/**', 'src/db/migrations/**'];

export default tseslint.config(
  { ignores: ['node_modules/**', '**/dist/**', '.data/**', '.temporal/**', '**/*.js', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: notHandWritten,
    rules: { 'max-len': ['error', { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true }] },
  },
  {
    // Tests read untyped JSON bodies from real HTTP responses.
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The image holds the service's compiled code without the workspace packages: it reads their types only.
    files: ['src/**/*.ts', 'activities/**/*.ts'],
    ignores: workflowSafeDomainModules.map((module) => `${module}.ts`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)packages/|^@commerce-service/',
              allowTypeImports: true,
              message:
                'The service imports the workspace packages (the generated types of openapi.json) as types only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['workflows/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: sandboxUnsafe,
          patterns: [
            {
              regex: `^\\.\\./(activities(/|$)|src/(?!(${workflowSafeDomainModules.map((m) => m.slice(4)).join('|')})$))`,
              allowTypeImports: true,
              message: 'Workflows import activities and domain code only as types.',
            },
          ],
        },
      ],
    },
  },
  {
    files: workflowSafeDomainModules.map((module) => `${module}.ts`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: sandboxUnsafe,
          patterns: [
            // Temporal's common package is the workflows' own (ApplicationFailure); anything else only as types.
            {
              regex: '^(?!@temporalio/common$)',
              allowTypeImports: true,
              message: 'Code the workflows run imports others only as types.',
            },
          ],
        },
      ],
    },
  },
);
