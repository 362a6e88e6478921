import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { projectRoot } from './cli-process.js';
import { run } from './processes.js';

/**
 * The package as a user gets it: the checkout packed (prepack builds it) and installed from the tarball into a
 * consumer project, with scripts and TypeScript projects of a consumer's own beside it.
 */

/** What `npm pack --json` says of one tarball. */
export interface Packed {
  readonly filename: string;
  readonly size: number;
  readonly unpackedSize: number;
  readonly files: readonly { readonly path: string }[];
}

/** The checkout's package-lock.json, as far as this test reads it. */
interface Lock {
  readonly packages: Record<string, { readonly dev?: boolean; readonly devOptional?: boolean }>;
}

export interface Manifest {
  readonly version: string;
  readonly license: string;
  readonly dependencies: Record<string, string>;
  readonly bin: Record<string, string>;
  readonly engines: Record<string, string>;
}

export const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as Manifest;
/** TypeScript 6, the last compiler written in TypeScript: what many consumers still build with. */
export const tsc = join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc');
/** TypeScript 7, the native compiler: what `npm install typescript` gives a new project. */
export const tscNative = join(projectRoot, 'node_modules', 'typescript-native', 'bin', 'tsc');

/**
 * A consumer project that depends on the tarball, with a lock file: `npm install --offline <tarball>` would need
 * the registry's full metadata of every dependency, which `npm ci` never caches. With the lock (our own lock's
 * runtime entries: the versions this checkout tests) `npm ci --offline` takes every tarball from the cache.
 */
function writeConsumer(dir: string, tarball: string): void {
  const spec = `file:${relative(dir, tarball).split(sep).join('/')}`;
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  const ours = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8')) as Lock;
  const runtime = Object.entries(ours.packages).filter(
    ([path, entry]) => path !== '' && !entry.dev && !entry.devOptional,
  );
  const { version, license, dependencies, bin, engines } = manifest;
  const packages = {
    '': { name: 'consumer', version: '1.0.0', dependencies: { 'token-registry-kit': spec } },
    'node_modules/token-registry-kit': { version, resolved: spec, integrity, license, dependencies, bin, engines },
    ...Object.fromEntries(runtime),
  };
  mkdirSync(dir, { recursive: true });
  const pkg = { name: 'consumer', version: '1.0.0', private: true, dependencies: { 'token-registry-kit': spec } };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
  const lock = { name: 'consumer', version: '1.0.0', lockfileVersion: 3, requires: true, packages };
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock, null, 2));
}

/** Writes `files` (path -> text) under `dir`. */
function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

// Plain node, no loader: each script starts a simulator, reads a page through HTTP and closes it.
const page = `await fetch(\`\${sim.urls.scan}/v0/events\`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page_size: 3 }),
  })`;

const esmScript = `import { startSimulator } from 'token-registry-kit';
import { runKit } from 'token-registry-kit/kit';
import profileSchema from 'token-registry-kit/schemas/profile.json' with { type: 'json' };
const sim = await startSimulator({ scenario: 'minimal', seed: 7 });
try {
  const res = ${page};
  const body = await res.json();
  console.log(JSON.stringify({ status: res.status, events: body.events.length, schema: profileSchema.$id, kit: typeof runKit }));
} finally {
  await sim.close();
}
`;

const cjsScript = `const { startSimulator } = require('token-registry-kit');
const { runKit } = require('token-registry-kit/kit');
const profileSchema = require('token-registry-kit/schemas/profile.json');
const minimal = require('token-registry-kit/scenarios/minimal.json');
const { version } = require('token-registry-kit/package.json');
(async () => {
  const sim = await startSimulator({ scenario: minimal, seed: 7 });
  try {
    const res = ${page};
    const body = await res.json();
    const target = { registry: sim.urls.registry, validator: sim.urls.validator, scan: sim.urls.scan };
    const kit = await runKit({ target, runs: 1, checks: ['a-known-allocation', 'c-known-entry', 'd-order'] });
    const verdicts = kit.results.map((r) => r.id + ':' + r.verdict);
    console.log(JSON.stringify({ status: res.status, events: body.events.length, schema: profileSchema.$id, version, verdicts }));
  } finally {
    await sim.close();
  }
})().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
`;

// A consumer's own strict settings must not reach into the package: only its .d.ts are read, and they need no
// @types/node (types: []).
const tsconfig = JSON.stringify({
  compilerOptions: {
    module: 'nodenext',
    moduleResolution: 'nodenext',
    target: 'ES2022',
    lib: ['ES2022'],
    types: [],
    strict: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    exactOptionalPropertyTypes: true,
    skipLibCheck: false,
    resolveJsonModule: true,
    noEmit: true,
  },
  files: ['consumer.ts'],
});
const consumerTs = (
  schemaImport: string,
): string => `import { startSimulator, type Simulator, type SimulatorOptions } from 'token-registry-kit';
import { runKit, type KitOptions, type KitRun } from 'token-registry-kit/kit';
${schemaImport}

export async function conformanceOfMinimal(): Promise<number> {
  const options: SimulatorOptions = { scenario: 'minimal', seed: 7 };
  const sim: Simulator = await startSimulator(options);
  const kit: KitOptions = { target: { registry: sim.urls.registry, validator: sim.urls.validator, scan: sim.urls.scan } };
  const run: KitRun = await runKit(kit);
  await sim.close();
  return run.results.length + sim.profile.knownAllocationIds.length + Object.keys(profileSchema).length;
}
`;

/**
 * Packs a copy of the checkout into `work`, installs the tarball into `work`/consumer with the consumer's scripts
 * and TypeScript projects beside it, and says what npm packed and where the consumer is.
 */
export async function packAndInstall(work: string): Promise<{ packed: Packed; consumer: string }> {
  const consumer = join(work, 'consumer');
  // Pack a copy of the checkout: prepack builds dist/ there, never in the checkout that others may be using.
  const source = join(work, 'source');
  const skipped = new Set(['node_modules', '.git', 'dist', 'reports']);
  cpSync(projectRoot, source, {
    recursive: true,
    filter: (path) => !skipped.has(relative(projectRoot, path).split(sep)[0] ?? '') && !path.endsWith('.tgz'),
  });
  symlinkSync(join(projectRoot, 'node_modules'), join(source, 'node_modules'), 'junction');
  const pack = await run('npm', ['pack', '--json', '--pack-destination', work], { cwd: source }, 120_000);
  if (pack.code !== 0) throw new Error(`npm pack failed (${String(pack.code)}): ${pack.stderr}${pack.stdout}`);
  const packed = (JSON.parse(pack.stdout) as Packed[])[0] as Packed;
  writeConsumer(consumer, join(work, packed.filename));
  const install = await run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], { cwd: consumer }, 120_000);
  if (install.code !== 0) {
    throw new Error(
      `npm ci --offline of the tarball failed (${String(install.code)}); the npm cache must hold the dependencies ` +
        `(run npm ci in the checkout first): ${install.stderr}`,
    );
  }
  writeFiles(consumer, {
    'smoke.mjs': esmScript,
    'smoke.cjs': cjsScript,
    'ts-esm/package.json': '{ "type": "module" }',
    'ts-esm/tsconfig.json': tsconfig,
    'ts-esm/consumer.ts': consumerTs(
      "import profileSchema from 'token-registry-kit/schemas/profile.json' with { type: 'json' };",
    ),
    'ts-cjs/package.json': '{ "type": "commonjs" }',
    'ts-cjs/tsconfig.json': tsconfig,
    'ts-cjs/consumer.ts': consumerTs("import profileSchema = require('token-registry-kit/schemas/profile.json');"),
  });
  return { packed, consumer };
}
