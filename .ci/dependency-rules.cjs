// The layering of the code, checked by dependency-cruiser in `npm test` (npm run deps). Dependencies point one
// way: ledger <- encoding <- operations <- app <- http <- cli, and the kit sees the simulator only through HTTP.
/** @type {import('dependency-cruiser').IConfiguration} */
const layers = ['ledger', 'encoding', 'operations', 'faults', 'app', 'http', 'cli'];

/** A layer may import the layers before it, never the ones after it. */
const layerRules = layers.slice(0, -1).map((layer, i) => ({
  name: `${layer}-imports-lower-layers-only`,
  comment: `src/${layer} sits below ${layers.slice(i + 1).join(', ')}: it must not import them`,
  severity: 'error',
  from: { path: `^src/${layer}/` },
  to: { path: `^src/(${layers.slice(i + 1).join('|')})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'a cycle makes the modules in it one module in all but name',
      severity: 'error',
      from: { path: '^(src|conformance)/' },
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'pure-core-has-no-io',
      comment: 'ledger, encoding, operations, faults and app are pure: no node built-ins (STYLE.md habit 2)',
      severity: 'error',
      from: { path: '^src/(ledger|encoding|operations|faults|app)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'kit-is-a-black-box-client',
      comment:
        'the kit sees a deployment only through HTTP: from src/ it may use the schemas, their generated types and the package root, nothing of the simulator',
      severity: 'error',
      from: { path: '^conformance/', pathNot: '^conformance/suites/' },
      to: { path: '^src/', pathNot: '^src/(schemas/(registry|types)\\.ts|package-root\\.ts)$' },
    },
    {
      name: 'suites-start-the-simulator-only',
      comment: 'the vitest project checks the simulator in-process when no target is given: src/index.ts and no more',
      severity: 'error',
      from: { path: '^conformance/suites/' },
      to: { path: '^src/', pathNot: '^src/(index|package-root)\\.ts$|^src/schemas/(registry|types)\\.ts$' },
    },
    {
      name: 'only-the-cli-uses-the-kit',
      comment: 'the simulator does not depend on the conformance kit; only the command line hosts both',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/cli/' },
      to: { path: '^conformance/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
