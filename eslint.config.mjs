import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The unit files of a Vitest worker share their imports (vitest.config.mts, isolate: false):
    // a module mocked in one file is missed where another file imported it first, and leaks
    // into the files after it. A unit test passes what it needs instead.
    files: ['tests/unit/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Unit files share their imports (isolate: false): pass what the code needs instead of mocking a module.',
        })),
      ],
    },
  },
  {
    // The environment is read, parsed and validated in one place (lib/env.ts); product code
    // imports what it needs from there. Scripts, benchmarks, tests and tool configs are tools.
    files: ['app/**', 'components/**', 'lib/**', 'i18n/**', 'proxy.ts', 'instrumentation.ts'],
    ignores: ['lib/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings from lib/env.ts (parsed and validated once), not process.env.',
        },
      ],
    },
  },
  {
    // The browser's next-intl cannot format ICU messages (next.config.ts leaves its parser out),
    // so islands format texts compiled on the server with useTexts (i18n/texts.tsx). Server
    // components use getTranslations.
    files: ['app/**', 'components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next-intl',
              importNames: ['useTranslations', 'useFormatter', 'useNow', 'useTimeZone'],
              message:
                'Islands format with useTexts from @/i18n/texts (texts compiled on the server); server components use getTranslations.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib sits below components and app: it names things (an icon key, a shape), it never
    // imports what draws them.
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/components',
                '@/components/*',
                '@/app',
                '@/app/*',
                '**/../components/*',
                '**/../app/*',
              ],
              message: 'lib/ must not import components/ or app/: name the thing (a key) instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // Benchmarks use scripts (bench → scripts), never the other way round.
    files: ['scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../bench/*', '../../bench/*', '@/bench/*'],
              message: 'scripts/ must not depend on bench/ (bench may use scripts).',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'lighthouse-reports/**',
    'next-env.d.ts',
    'bench/reference/.next/**',
    'bench/reference/next-env.d.ts',
    'lib/db/generated/**',
  ]),
]);
