import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// dist/ holds the build (npm run build): compiled copies of src/ and conformance/, never tests to run.
const exclude = [...configDefaults.exclude, 'dist/**'];

const measuresItsProcess = ['test/http-hardening.test.ts'];
// `npm run test:fast`, the inner loop: tests of pure functions only, no socket, process or kit run (a few seconds).
const pure = [
  'app',
  'background-text',
  'byte-cache-model',
  'check-ids',
  'check-stable-history',
  'checkpoints',
  'coherence',
  'control-calls',
  'encoding',
  'faults',
  'generated-types',
  'history-hash',
  'item-text',
  'json-scan',
  'kit-debug-fields',
  'live-model',
  'operations-fuzz',
  'page-cache',
  'page-items',
  'page-store-model',
  'report-html',
  'page-writer',
  'rfc3339',
  'scenarios',
  'time',
].map((name) => `test/${name}.test.ts`);
// Tests of a minute or more (the large history's pinned bytes): `npm run test:slow`, not `npm test` and its budget.
const slow = ['test/slow/**'];

// Tests may import the package by its name, as a user does; package.json "exports" names the build, which a fresh
// checkout does not have: the names resolve to the sources here (and in tsconfig.json "paths").
// Each test process serves as the CLI does (src/cli/bin.ts): V8's allocation-site pretenuring off.
const setupFiles = ['test/setup-v8.ts'];

const alias = [
  { find: /^token-registry-kit$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
  { find: /^token-registry-kit\/kit$/, replacement: fileURLToPath(new URL('./conformance/kit.ts', import.meta.url)) },
];

export default defineConfig({
  test: {
    // Left to itself, vitest ran one file at a time on a 2-core machine (190 s against 115 s). One worker more than
    // cores: test/http-stall.test.ts waits 30 s with nothing to do (127 s with two workers, 107 s with three).
    maxWorkers: '150%',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...exclude, ...measuresItsProcess, ...slow, ...pure],
          // Test files share a worker's loaded modules instead of loading them again (about 12 s of a run). What
          // modules keep at their top level is memo of pure functions (compiled schema validators, template package
          // ids, quoted strings, the last formatted date), a spare page buffer, and WeakMaps keyed by one ledger,
          // socket or run, which another file never holds: none of it changes an answer. No test mocks a module;
          // each starts its own simulators and closes them.
          isolate: false,
          alias,
          setupFiles,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Tests that measure their own process (RSS) get a fresh one, not one that earlier files have filled.
          name: 'unit-isolated',
          include: measuresItsProcess,
          exclude,
          alias,
          setupFiles,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'fast',
          include: pure,
          exclude,
          isolate: false,
          alias,
          setupFiles,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'slow',
          include: ['test/slow/**/*.test.ts'],
          exclude,
          alias,
          setupFiles,
          testTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'conformance',
          include: ['conformance/**/*.spec.ts'],
          exclude,
          alias,
          setupFiles,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
