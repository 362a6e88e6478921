// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import layers from './.ci/layers.cjs';

// docs/style.md, determinism: the pure parts (.ci/layers.cjs, the same list `npm run deps` holds free of I/O) must not
// reach for ambient randomness or the wall clock.
const determinism = {
  'no-restricted-properties': [
    'error',
    { object: 'Math', property: 'random', message: 'Use the seeded PRNG (src/ledger/random.ts).' },
    { object: 'Date', property: 'now', message: 'Use the scenario clock.' },
  ],
  'no-restricted-syntax': [
    'error',
    { selector: "NewExpression[callee.name='Date']", message: 'Use the scenario clock, not new Date().' },
  ],
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'reports/**', 'dist/**', 'scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { files: [...layers.pureGlobs], rules: determinism },
  // Plain JavaScript run by node as a user's project would (test/fixtures): node's globals.
  {
    files: ['test/fixtures/**/*.mjs'],
    languageOptions: {
      globals: {
        AbortSignal: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
        process: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
  // Tool configuration that has to be CommonJS (dependency-cruiser's, and the table of layers it shares with this file).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
