// The layering of the code, checked by dependency-cruiser in `npm test` (npm run deps). The top-level folders import
// each other as .ci/layers.cjs says: the simulator (src/) and the kit (conformance/) side by side on common/, which
// imports neither, and only the command line (cli/) above both. Within them every file belongs to a part of
// .ci/layers.cjs and imports only the parts that part names: the pure core in one direction, ledger <- encoding <-
// operations <- faults <- app, then the edges (http, page-thread, live-clock, files, index, commands). The pure core
// reaches no I/O through any chain of imports, and the kit sees the simulator only through HTTP.
const { builtinModules } = require('node:module');
const { folders, parts, inside } = require('./layers.cjs');

/** @param {string} text */
const escaped = (text) => text.replace(/\./g, '\\.');
/**
 * The files of a part: a folder's but those of the parts inside it, or one file.
 * @param {import('./layers.cjs').Part} part
 */
const pathOf = (part) => {
  if (!part.files.endsWith('/')) return `^${escaped(part.files)}$`;
  const others = inside(part).map(
    (p) => `${escaped(p.files.slice(part.files.length))}${p.files.endsWith('/') ? '' : '$'}`,
  );
  return `^${escaped(part.files)}${others.length > 0 ? `(?!${others.join('|')})` : ''}`;
};
/** @type {Record<string, string>} */
const paths = Object.fromEntries(parts.map((p) => [p.name, pathOf(p)]));
/** @param {readonly string[]} names */
const pathsOf = (names) =>
  names.map((name) => {
    if (!(name in paths)) throw new Error(`.ci/layers.cjs names no part ${name}`);
    return paths[name];
  });
/** @param {(p: import('./layers.cjs').Part) => boolean} keep */
const partsWhere = (keep) => parts.filter(keep).map((p) => p.name);

/**
 * A path matching Node's built-in modules as dependency-cruiser names them (`fs`, `node:test`).
 * @param {readonly string[]} names
 */
const builtins = (names) => `^(node:)?(${names.join('|')})$`;
const pure = partsWhere((p) => p.kind === 'pure');
const browser = partsWhere((p) => p.kind === 'browser');
/** What the browser's code may import besides its own files: what the page and the server agree on. */
const browserImports = [...new Set(parts.filter((p) => p.kind === 'browser').flatMap((p) => p.imports))];
/** @param {readonly string[]} names parts, by name */
const filesOf = (names) => names.map((name) => parts.find((p) => p.name === name)?.files).join(', ');
const loads = parts.filter((p) => p.kind === 'load');
const io = partsWhere((p) => p.kind === 'io');
/** The built-ins the load parts read with: what the pure parts that import the schema registry reach through it. */
const loadBuiltins = [...new Set(loads.flatMap((p) => p.builtins ?? []))];
const partNamed = Object.fromEntries(parts.map((p) => [p.name, p]));
/** The parts `name` may reach: the parts it imports, theirs, and so on. */
const reach = (name, seen = new Set()) => {
  for (const next of partNamed[name]?.imports ?? []) if (!seen.has(next)) reach(next, seen.add(next));
  return seen;
};
/** The pure parts that may reach the schema registry (so its load-time reads), and those that reach no file at all. */
const pureLoading = pure.filter((name) => loads.some((load) => reach(name).has(load.name)));
const pureClosed = pure.filter((name) => !pureLoading.includes(name));

const folderNamed = Object.fromEntries(folders.map((f) => [f.name, f]));
/** @param {readonly string[]} names folders, by name */
const foldersPath = (names) => `^(${names.map((name) => folderNamed[name].path.slice(0, -1)).join('|')})/`;
const code = foldersPath(folders.map((f) => f.name));
/** @param {import('./layers.cjs').Part} part */
const folderOf = (part) => folders.find((f) => part.files.startsWith(f.path));

/** The kit's vitest project: it may start the simulator through the package's own name, as a user does. */
const suites = 'conformance/suites/';

/**
 * One rule per arrow between top-level folders that .ci/layers.cjs does not list: `simulator-imports-no-kit`. The
 * kit's suites/ may name the simulator by the package's name (tsconfig.json "paths", as vitest's alias), nothing else.
 */
const folderRules = folders.flatMap((from) =>
  folders
    .filter((to) => to !== from && !from.imports.includes(to.name))
    .map((to) => ({
      name: `${from.name}-imports-no-${to.name}`,
      comment: `${from.path} (${from.does}) imports ${from.imports.map((name) => folderNamed[name].path).join(', ') || 'none of the other folders'}: not ${to.path} (${to.does})`,
      severity: 'error',
      from: {
        path: `^${escaped(from.path)}`,
        ...(from.name === 'kit' && to.name === 'simulator' ? { pathNot: `^${escaped(suites)}` } : {}),
      },
      to: { path: `^${escaped(to.path)}` },
    })),
);

/**
 * A part imports its own files and the parts it names, nothing else of the folders its folder may import (an arrow
 * between folders is the folder rules' to say).
 */
const layerRules = parts.map((part) => {
  const folder = folderOf(part);
  if (folder === undefined) throw new Error(`.ci/layers.cjs: ${part.files} is in none of its folders`);
  return {
    name: `layer-${part.name}`,
    comment: `${part.files} (${part.kind}: ${part.does}) may import ${part.imports.join(', ') || 'no other part'}`,
    severity: 'error',
    from: { path: paths[part.name] },
    to: { path: foldersPath([folder.name, ...folder.imports]), pathNot: pathsOf([part.name, ...part.imports]) },
  };
});

const claimed = pathsOf(partsWhere(() => true));
/** The folders whose every file is in a part: all but bench/. */
const layered = foldersPath(folders.filter((f) => f.name !== 'bench').map((f) => f.name));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'a cycle makes the modules in it one module in all but name',
      severity: 'error',
      from: { path: code },
      to: { circular: true },
    },
    {
      name: 'imports-resolve',
      comment: 'an import the cruiser cannot resolve is a dependency that no rule sees',
      severity: 'error',
      from: { path: code },
      to: { couldNotResolve: true },
    },
    // Every file of the code but bench/ is in a part: a new one is added to .ci/layers.cjs, where its place is decided.
    {
      name: 'file-in-no-layer',
      comment: 'this file belongs to no part of .ci/layers.cjs: add it to one (or add a part)',
      severity: 'error',
      from: { path: layered, pathNot: claimed },
      to: {},
    },
    {
      name: 'file-in-no-layer-imported',
      comment: 'the file imported belongs to no part of .ci/layers.cjs: add it to one (or add a part)',
      severity: 'error',
      from: {},
      to: { path: layered, pathNot: claimed },
    },
    {
      name: 'file-in-no-layer-alone',
      comment: 'this file belongs to no part of .ci/layers.cjs, and nothing imports it',
      severity: 'error',
      from: { path: layered, pathNot: claimed, orphan: true },
      to: {},
    },
    ...folderRules,
    {
      name: 'suites-start-the-simulator-by-its-package-name',
      comment:
        "the kit's vitest project starts the simulator in-process when no target is given: through the package's own name, token-registry-kit, as a user does, and no other way",
      severity: 'error',
      from: { path: `^${escaped(suites)}` },
      to: { path: `^${escaped(folderNamed.simulator.path)}`, dependencyTypesNot: ['aliased-tsconfig-paths'] },
    },
    ...layerRules,
    {
      name: 'pure-core-imports-no-node-builtins',
      comment: `${pure.join(', ')} are pure: no node built-in (docs/style.md, pure core and I/O at the edge)`,
      severity: 'error',
      from: { path: pathsOf(pure) },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'pure-core-imports-no-package-but-pure-rand',
      comment: `${pure.join(', ')} are pure: of the packages, only pure-rand (seeded randomness) is`,
      severity: 'error',
      from: { path: pathsOf(pure) },
      to: { path: '^node_modules/', pathNot: '^node_modules/pure-rand/' },
    },
    {
      name: 'load-parts-read-with-their-builtins-only',
      comment: `${loads.map((p) => p.files).join(', ')} read the package's own files once: with their named built-ins only`,
      severity: 'error',
      from: { path: pathsOf(loads.map((p) => p.name)) },
      to: {
        dependencyTypes: ['core'],
        pathNot: builtins(loadBuiltins),
      },
    },
    // Reachability, not only direct imports: a pure module must not reach an edge through any chain of modules.
    {
      name: 'pure-core-reaches-no-io',
      comment: `${pure.join(', ')} reach none of ${io.join(', ')}, nor a node built-in other than those the schema registry loads with (${loadBuiltins.join(', ')})`,
      severity: 'error',
      from: { path: pathsOf(pure) },
      to: {
        reachable: true,
        path: [...pathsOf(io), builtins(builtinModules)],
        pathNot: builtins(loadBuiltins),
      },
    },
    {
      name: 'pure-base-reaches-no-file',
      comment: `${pureClosed.join(', ')} do not even reach the package's files that ${pureLoading.join(', ')} read through the schema registry`,
      severity: 'error',
      from: { path: pathsOf(pureClosed) },
      to: {
        reachable: true,
        path: [...pathsOf(loads.map((p) => p.name)), builtins(loadBuiltins)],
      },
    },
    // The browser view's code is bundled into the page's script (src/ui/script.ts) and runs with the DOM, not node.
    {
      name: 'browser-view-imports-nothing-of-the-server',
      comment: `${filesOf(browser)} runs in the browser: it imports its own modules and ${filesOf(browserImports)}, no other module of the server, no node built-in, no package`,
      severity: 'error',
      from: { path: pathsOf(browser) },
      to: { pathNot: pathsOf([...browser, ...browserImports]) },
    },
    {
      name: 'server-imports-no-browser-view',
      comment: `nothing of the server imports ${filesOf(browser)}: it is bundled for the browser, where it runs with the DOM`,
      severity: 'error',
      from: { path: code, pathNot: pathsOf(browser) },
      to: { path: pathsOf(browser) },
    },
    {
      name: 'buffers-lent-by-the-page-store-only',
      comment:
        'the page store alone takes, lends and gives back the buffers of served pages (src/operations/page-store.ts): nothing else uses its cache',
      severity: 'error',
      from: { pathNot: '^src/operations/page-store\\.ts$' },
      to: { path: '^src/operations/byte-cache\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.js', '.json'],
      // pure-rand's subpaths exist only in its `exports`.
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default'],
    },
  },
};
