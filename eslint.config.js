// @ts-check
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import testingLibrary from 'eslint-plugin-testing-library'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const NO_SDK = { name: 'pocketbase', message: 'Only ui/src/data/ may import the PocketBase SDK.' }
const NO_TESTING = {
  group: ['**/testing/*'],
  message: 'ui/src/testing holds fixtures and test doubles: stories and tests only.',
}
/** Where fixtures and the in-memory data client may be used. */
const TEST_FILES = [
  'ui/src/testing/**',
  'ui/src/**/*.test.{ts,tsx}',
  'ui/src/**/*.stories.{ts,tsx}',
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/.astro/**',
      'test-results/**',
      'playwright-report/**',
      '.test-results/**',
      'pocketbase/pb_data/**',
      'bench/results/**',
      'ui/src/data/pocketbase-types.ts',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['ui/src/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.strict, reactHooks.configs.flat['recommended-latest']],
  },
  {
    files: ['ui/src/**/*.test.tsx'],
    extends: [testingLibrary.configs['flat/react']],
  },
  ...storybook.configs['flat/recommended'],
  {
    // Tests and scripts read untyped JSON from servers; asserting on `any` there is deliberate.
    files: [
      'tests/**/*.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      'scripts/**/*.ts',
      'pocketbase/scripts/**/*.ts',
      'bench/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The data layer alone talks to PocketBase; test doubles stay out of production code.
    files: ['ui/src/**/*.{ts,tsx}', 'site/src/**/*.{ts,tsx}'],
    ignores: ['ui/src/data/**', ...TEST_FILES],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_SDK], patterns: [NO_TESTING] }] },
  },
  {
    files: ['ui/src/data/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_TESTING] }] },
  },
  {
    files: TEST_FILES,
    ignores: ['ui/src/data/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_SDK] }] },
  },
  {
    // Logic is pure: no React, no PocketBase, no DOM. (Its tests may use the data fixtures.)
    files: ['ui/src/logic/**/*.ts'],
    ignores: ['ui/src/logic/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'ui/src/logic is pure TypeScript: no React.' },
            { name: 'react-dom', message: 'ui/src/logic is pure TypeScript: no React.' },
            { name: 'pocketbase', message: 'ui/src/logic is pure TypeScript: no PocketBase.' },
          ],
          patterns: [
            {
              group: ['**/data/*', '**/components/*', '**/app/*', '**/testing/*'],
              message: 'Logic depends on nothing.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['pocketbase/pb_migrations/**/*.js', 'pocketbase/pb_hooks/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        migrate: 'readonly',
        Collection: 'readonly',
        SelectField: 'readonly',
        JSONField: 'readonly',
        BoolField: 'readonly',
        DateField: 'readonly',
        TextField: 'readonly',
        NumberField: 'readonly',
        FileField: 'readonly',
        onRecordCreate: 'readonly',
        onRecordCreateRequest: 'readonly',
        onRecordUpdateRequest: 'readonly',
        onRecordValidate: 'readonly',
        onRecordDeleteRequest: 'readonly',
        onRecordDelete: 'readonly',
        onRecordAfterCreateSuccess: 'readonly',
        onRecordAfterUpdateSuccess: 'readonly',
        onRecordAfterDeleteSuccess: 'readonly',
        DynamicModel: 'readonly',
        onBootstrap: 'readonly',
        onServe: 'readonly',
        routerAdd: 'readonly',
        routerUse: 'readonly',
        cronAdd: 'readonly',
        BadRequestError: 'readonly',
        ValidationError: 'readonly',
        toString: 'readonly',
        ForbiddenError: 'readonly',
        NotFoundError: 'readonly',
        ApiError: 'readonly',
        $app: 'readonly',
        $os: 'readonly',
        $security: 'readonly',
        $apis: 'readonly',
        __hooks: 'readonly',
        require: 'readonly',
        unmarshal: 'readonly',
        module: 'writable',
        Record: 'readonly',
        arrayOf: 'readonly',
        console: 'readonly',
        TooManyRequestsError: 'readonly',
        onRecordAuthWithPasswordRequest: 'readonly',
        onRecordAuthWithOAuth2Request: 'readonly',
        onRecordRequestPasswordResetRequest: 'readonly',
        onRecordAuthRefreshRequest: 'readonly',
      },
    },
  },
  {
    files: ['site/astro.config.mjs', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
  prettier,
)
