import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// dist/ holds the build (npm run build): compiled copies of common/, src/, conformance/ and cli/, never tests to run.
const exclude = [...configDefaults.exclude, 'dist/**'];

const measuresItsProcess = ['test/http-hardening.test.ts'];
// `npm run test:fast`, the inner loop: tests of pure functions only, no socket, process or kit run (a few seconds).
// `npm test` runs them in the unit project, with the rest: a project of their own took three more workers, each
// loading the simulator again (16 CPU-s).
const pure = [
  'api-table',
  'app',
  'background-text',
  'budgets-inject-held',
  'budgets-inject-rules',
  'byte-cache-model',
  'check-ids',
  'check-moving-end',
  'check-stable-history',
  'checkpoints',
  'coherence',
  'control-calls',
  'credentials',
  'doc-links',
  'durable-log-model',
  'encoding',
  'end-of-time',
  'faults',
  'field-agreement',
  'generated-types',
  'id-shapes',
  'guidance-pure',
  'history-hash',
  'inject-rules-injector',
  'inject-rules-parse',
  'item-text',
  'journal-view',
  'json-bytes',
  'json-shape',
  'json-scan-leave-out',
  'json-scan-verdicts',
  'kit-debug-fields',
  'kit-secrets-compositions',
  'live-model',
  'operations-fuzz',
  'page-cache',
  'page-items-cursor',
  'page-items-reading',
  'page-store-model',
  'report-github',
  'report-html',
  'page-writer',
  'rfc3339',
  'scenarios',
  'snapshot-model',
  'time',
  'ui',
].map((name) => `test/${name}.test.ts`);
// Tests of a minute or more (the large history's pinned bytes), and the full versions of process-level and deep
// tests that npm test runs smaller or in-process (each says where): `npm run test:slow`, not `npm test` and its budget.
const slow = ['test/slow/**'];
// Tests that drive headless Chromium (the browser view, the HTML report): `npm run test:browser`, not `npm test`.
const browser = ['test/browser/**'];

// Tests may import the package by its name, as a user does; package.json "exports" names the build, which a fresh
// checkout does not have: the names resolve to the sources here (and in tsconfig.json "paths").
// Each test process serves as the CLI does (cli/bin.ts): V8's allocation-site pretenuring off.
const setupFiles = ['test/setup-v8.ts'];
// A young generation of 32 MiB (V8's default on a 64-bit machine: 16): the tests build pages and ledgers by the
// thousand, and fewer of their short-lived objects are copied and promoted (10% less CPU on the heaviest files, in
// four runs by turns). Not for the file that measures its own RSS.
const execArgv = ['--max-semi-space-size=32'];

const alias = [
  { find: /^token-registry-kit$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
  { find: /^token-registry-kit\/kit$/, replacement: fileURLToPath(new URL('./conformance/kit.ts', import.meta.url)) },
  // What the tests use of it, without the two seconds of CPU that importing it costs each worker: see that file.
  {
    find: /^@fast-check\/vitest$/,
    replacement: fileURLToPath(new URL('./test/fast-check-vitest.ts', import.meta.url)),
  },
];

const root = fileURLToPath(new URL('.', import.meta.url));
/**
 * `npm test`'s files that take longest (most of it, in the first ones, in processes they start or waiting on them):
 * each started before the rest of its project, longest first, so that none of them is left to run alone at the end.
 * The rest follow by name: they take a second or less each.
 */
const startFirst = [
  'test/package.test.ts',
  'test/workers.test.ts',
  'test/discovery.test.ts',
  'test/check-scenarios.test.ts',
  'test/signals.test.ts',
  'test/check-field.test.ts',
  'test/kit-hardening-transport.test.ts',
  'test/live.test.ts',
  'test/determinism.test.ts',
  'test/located-faults.test.ts',
  'test/check-faults.test.ts',
  'test/check-robustness.test.ts',
  'test/pagination.test.ts',
  'test/live-kit.test.ts',
  'test/snapshot-model.test.ts',
  'test/item-text.test.ts',
  'test/page-store-model.test.ts',
  'test/background-text.test.ts',
  'test/http-stall.test.ts',
  'test/first-contact.test.ts',
  'test/check-cli.test.ts',
  'test/kit-secrets-redactor.test.ts',
  'test/encoding.test.ts',
  'test/history-hash.test.ts',
  'test/state-file.test.ts',
  'test/inject-http-wire.test.ts',
  'test/client-bodies.test.ts',
  'test/live-model.test.ts',
  'test/coherence.test.ts',
  'test/kit-hardening-headers.test.ts',
  'test/cli.test.ts',
  'test/http-fuzz.test.ts',
];
// A worker serves one project. The two projects of one file each first: last, the one that measures its process ran
// alone for 6 s after the rest (92 s against 80 s in all).
const projectOrder = ['unit-isolated', 'conformance', 'unit', 'fast'];
const rankOf = (list: readonly string[], item: string): number =>
  list.includes(item) ? list.indexOf(item) : list.length;

class LongestFirst extends BaseSequencer {
  // Not vitest's order for the rest (the slowest of the last run first, or on a fresh checkout the largest file
  // first): the same order on a fresh checkout as on the tenth run.
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const key = (spec: TestSpecification): [number, number, string] => {
      const path = relative(root, spec.moduleId);
      return [rankOf(projectOrder, spec.project.name), rankOf(startFirst, path), path];
    };
    return [...files].sort((a, b) => {
      const [pa, fa, na] = key(a);
      const [pb, fb, nb] = key(b);
      return pa - pb || fa - fb || (na < nb ? -1 : na > nb ? 1 : 0);
    });
  }
}

export default defineConfig({
  test: {
    // One worker more than cores (vitest caps a percentage at the number of cores): while one file waits on its
    // processes or its sockets, two others use the cores (82 s against 98 s with two workers, 97 s with four).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          execArgv,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...exclude, ...measuresItsProcess, ...slow, ...browser],
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
          execArgv,
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
          execArgv,
          include: ['conformance/**/*.spec.ts'],
          exclude,
          alias,
          setupFiles,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          exclude,
          alias,
          setupFiles,
          // One Chromium at a time: the machine's cores are shared.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
