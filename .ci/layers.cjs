// The top-level folders of code and what each may import, then where every file of them belongs, declared once.
// .ci/dependency-rules.cjs turns these tables into the rules of `npm run deps` (test/layer-rules.test.ts plants a
// violation of each kind); .oxlintrc.json bans ambient randomness and the wall clock in the pure parts
// (test/lint-rules.test.ts holds it to pureGlobs and liftedGlobs below). docs/style.md, the layers, says why the code
// is cut this way.

/**
 * @typedef {object} Folder
 * @property {string} name what the rules call it: `simulator-imports-no-kit`
 * @property {string} path a top-level folder of code
 * @property {readonly string[]} imports the folders (by name) its files may import besides their own
 * @property {string} does
 */

/**
 * The two halves side by side on what both read, composed from above: common/ imports neither half, the simulator
 * and the kit import common/ only, and only the command line imports them (bench/ measures them from outside).
 * Every arrow not listed is a rule of its own, `<folder>-imports-no-<folder>`. The kit's suites/ may start the
 * simulator through the package's own name, `token-registry-kit`, as a user does (rule
 * suites-start-the-simulator-by-its-package-name).
 * @type {readonly Folder[]}
 */
const folders = [
  { name: 'common', path: 'common/', imports: [], does: 'what both halves read' },
  { name: 'simulator', path: 'src/', imports: ['common'], does: 'the simulator' },
  { name: 'kit', path: 'conformance/', imports: ['common'], does: 'the conformance kit' },
  { name: 'cli', path: 'cli/', imports: ['common', 'simulator', 'kit'], does: 'the command line, above both halves' },
  { name: 'bench', path: 'bench/', imports: ['common', 'simulator', 'kit'], does: 'benchmarks, which nothing imports' },
];

/**
 * @typedef {object} Part
 * @property {string} name
 * @property {string} files a folder (ending in `/`) or one file; a folder's part holds the files under it but those
 *   of a part declared for a file or folder inside it (common/ holds package-root.ts, a part of its own)
 * @property {'pure' | 'load' | 'io' | 'browser'} kind
 *   pure:    no I/O, not even through what it imports (no node built-ins, no package but pure-rand), deterministic;
 *   load:    reads the package's own files (package.json, schemas/, the browser view's script) once, and nothing
 *            after;
 *   io:      the edge: sockets, threads, processes, timers, files; no pure part may reach it through any chain of
 *            imports;
 *   browser: runs in the browser, bundled into the view's script (src/ui/script.ts): imports nothing of the server
 *            but what the page and the server agree on, and nothing of the server imports it
 * @property {readonly string[]} imports the parts it may import besides its own files
 * @property {readonly string[]} [builtins] a load part's node built-ins, its whole reach beyond the project
 * @property {string} does
 */

/** Imported by every layer: what both halves read (common/, with the generated schema types), the simulator's error. */
const base = ['common', 'errors'];
/** The pure core, in order: each imports only the ones before it (ledger <- encoding <- operations <- faults <- app). */
const core = [...base, 'ledger', 'encoding', 'operations', 'faults', 'app'];
/** The parts of the pure core before `name`. */
const below = (name) => core.slice(0, core.indexOf(name));

/** @type {readonly Part[]} */
const parts = [
  {
    name: 'common',
    files: 'common/',
    kind: 'pure',
    imports: [],
    does: 'what the simulator and the kit both read: the API table, check ids, options, errors, schema types',
  },
  { name: 'errors', files: 'src/errors.ts', kind: 'pure', imports: [], does: "the simulator's error" },
  { name: 'ledger', files: 'src/ledger/', kind: 'pure', imports: base, does: 'the ledger, from a scenario and a seed' },
  { name: 'encoding', files: 'src/encoding/', kind: 'pure', imports: below('encoding'), does: 'value encodings' },
  {
    name: 'operations',
    files: 'src/operations/',
    kind: 'pure',
    imports: [...below('operations'), 'schema-registry'],
    does: 'one pure function per operation',
  },
  {
    name: 'faults',
    files: 'src/faults/',
    kind: 'pure',
    imports: [...below('faults'), 'schema-registry'],
    does: 'fault modes',
  },
  {
    name: 'app',
    files: 'src/app/',
    kind: 'pure',
    imports: [...below('app'), 'schema-registry', 'ui', 'ui-contract'],
    does: 'the server as a function',
  },
  {
    name: 'ui',
    files: 'src/ui/',
    kind: 'pure',
    imports: [...base, 'ledger', 'operations', 'ui-contract', 'ui-script'],
    does: 'the browser view at /_ui, as the server serves it: its page and style as text, and the state it reads',
  },
  {
    name: 'ui-contract',
    files: 'src/ui/contract.ts',
    kind: 'pure',
    imports: ['common'],
    does: "what the view's page and the server agree on: the one module of the server's that the browser's code imports",
  },
  {
    name: 'ui-browser',
    files: 'src/ui/browser/',
    kind: 'browser',
    imports: ['ui-contract'],
    does: "the browser view's code, TypeScript with the DOM's types (its own tsconfig), bundled into /_ui/ui.js",
  },

  {
    name: 'package-root',
    files: 'common/package-root.ts',
    kind: 'load',
    imports: [],
    builtins: ['fs', 'path', 'url'],
    does: 'finds package.json',
  },
  {
    name: 'schema-registry',
    files: 'common/schemas/registry.ts',
    kind: 'load',
    imports: ['package-root', 'common'],
    builtins: ['fs'],
    does: 'compiles schemas/ once',
  },

  {
    name: 'ui-script',
    files: 'src/ui/script.ts',
    kind: 'load',
    imports: ['package-root'],
    builtins: ['fs', 'module', 'path', 'url'],
    does: "the view's script: the bundle in dist/, or in a checkout the browser's code bundled by esbuild, once",
  },

  {
    name: 'schema-codegen',
    files: 'common/schemas/generate-types.ts',
    kind: 'io',
    imports: ['schema-registry'],
    does: 'writes common/schemas/types.ts (npm run gen:types)',
  },
  { name: 'small-file', files: 'src/small-file.ts', kind: 'io', imports: [], does: 'reads a bounded regular file' },
  {
    name: 'scenario-file',
    files: 'src/scenario-file.ts',
    kind: 'io',
    imports: [...base, 'ledger', 'package-root', 'schema-registry', 'small-file'],
    does: 'reads a scenario file, checks the heap it needs',
  },
  {
    name: 'live-clock',
    files: 'src/live-clock.ts',
    kind: 'io',
    imports: [...base, 'ledger', 'operations'],
    does: 'moves a live ledger on with timers and the wall clock',
  },
  {
    name: 'page-thread',
    files: 'src/page-thread/',
    kind: 'io',
    imports: [...base, 'ledger', 'encoding', 'operations'],
    does: 'builds pages in a worker thread',
  },
  {
    name: 'durable-files',
    files: 'src/durable-files.ts',
    kind: 'io',
    imports: [],
    does: 'writes files whole, appends durably, and locks a file for one process',
  },
  {
    name: 'state-file',
    files: 'src/state-file.ts',
    kind: 'io',
    imports: [...base, 'ledger', 'operations', 'package-root', 'small-file', 'durable-files'],
    does: "loads and writes a live ledger's saved state (serve --state)",
  },
  { name: 'http', files: 'src/http/', kind: 'io', imports: core, does: 'the node:http adapter' },
  {
    name: 'option-keys',
    files: 'src/option-keys.ts',
    kind: 'pure',
    imports: base,
    does: "the keys of startSimulator's options, and the one meant by a key it does not know",
  },
  {
    name: 'simulator-options',
    files: 'src/simulator-options.ts',
    kind: 'io',
    imports: [...core, 'http'],
    does: 'what startSimulator takes and gives, and the checks of its options',
  },
  {
    name: 'index',
    files: 'src/index.ts',
    kind: 'io',
    imports: [
      ...core,
      'schema-registry',
      'scenario-file',
      'live-clock',
      'page-thread',
      'http',
      'option-keys',
      'state-file',
      'simulator-options',
    ],
    does: 'startSimulator: puts the parts together and listens',
  },
  { name: 'cluster', files: 'src/cluster.ts', kind: 'io', imports: [], does: 'serve --workers: forks processes' },
  {
    name: 'commands',
    files: 'src/commands/',
    kind: 'io',
    imports: [...core, 'small-file', 'scenario-file', 'index', 'cluster'],
    does: "the simulator's commands, serve and profile: their options, checks and start-up lines",
  },

  {
    name: 'kit',
    files: 'conformance/',
    kind: 'io',
    imports: ['common', 'schema-registry', 'package-root'],
    does: 'the conformance kit, a black-box client of a deployment (its suites/ start the simulator by its name)',
  },

  {
    name: 'cli',
    files: 'cli/',
    kind: 'io',
    imports: ['common', 'package-root', 'commands', 'cluster', 'kit'],
    does: 'the command line: serve, profile and check on the process, and the GitHub Action',
  },
];

/** The parts declared for a file or folder inside the folder of `part` (which it does not hold). */
const inside = (part) =>
  part.files.endsWith('/') ? parts.filter((p) => p !== part && p.files.startsWith(part.files)) : [];
const globOf = (p) => (p.files.endsWith('/') ? `${p.files}**/*.ts` : p.files);
const pure = parts.filter((p) => p.kind === 'pure');
/** Globs of the files of the pure parts. */
const pureGlobs = pure.map(globOf);
/** Globs of the parts that are not pure inside a pure part's folder: the ban is lifted there (common/package-root.ts). */
const liftedGlobs = pure.flatMap((p) =>
  inside(p)
    .filter((q) => q.kind !== 'pure')
    .map(globOf),
);

module.exports = { folders, parts, inside, pureGlobs, liftedGlobs };
