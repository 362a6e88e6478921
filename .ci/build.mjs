// `npm run build` (and prepack): JavaScript and declarations in dist/, for installs that have no tsx.
//
// dist/esm  tsc -p tsconfig.build.json: ES modules and .d.ts, one per source file, the tree of the checkout kept
//           (common/, src/, conformance/ and cli/ import each other by relative paths, and common/package-root.ts
//           walks up to package.json).
// dist/cjs  the same files turned into CommonJS by esbuild, one file at a time (no bundling: the two trees stay
//           alike, and pure-rand, ajv and fast-check keep being resolved by node). Node 20 has no require() of ES
//           modules without a flag, so a `require` condition needs real CommonJS. dist/cjs/package.json says
//           "commonjs", and the .d.ts are copied next to the .js so that TypeScript reads them as CommonJS
//           declarations for require() (not ES declarations masquerading as CommonJS).
// dist/ui   the browser view's script, ui.js: src/ui/browser/ bundled by esbuild into the one module the page loads
//           (src/ui/script.ts, which serves it from here and bundles the same bytes in memory in a checkout).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { transform } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const esm = join(dist, 'esm');
const cjs = join(dist, 'cjs');
// bin.js is only ever run as an ES module (package.json "bin"); it has no CommonJS twin.
const esmOnly = new Set([join('cli', 'bin.js'), join('cli', 'bin.d.ts')]);

/** The .js and .d.ts files under `dir`, as paths relative to it (tsc emits nothing else there). */
function modulesUnder(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.js') || f.endsWith('.d.ts'),
  );
}

// Stale files of a previous build would ship: start from nothing.
rmSync(dist, { recursive: true, force: true });

// TypeScript 7, the native compiler (README, dependencies): the same output as TypeScript 6's in a tenth of the time.
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin', 'tsc');
const compiled = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], {
  cwd: root,
  stdio: 'inherit',
});
if (compiled.status !== 0) {
  process.stderr.write(`build: tsc -p tsconfig.build.json failed (exit ${compiled.status ?? compiled.signal})\n`);
  process.exit(1);
}

const files = modulesUnder(esm);

// A consumer's tsc may run with `types: []`, or without @types/node at all: the declarations must not name Node's
// types. Anything that still needs @types/node stops the build, naming the file and the line.
const nodeTypeUses = [];
const entries = Object.values(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).exports)
  .map((entry) => entry?.import?.types)
  .filter((types) => typeof types === 'string')
  .map((types) => join(root, types));
const reached = new Set();
for (const queue = [...entries]; queue.length > 0;) {
  const path = queue.pop();
  if (reached.has(path)) continue;
  reached.add(path);
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      for (const [, specifier] of line.matchAll(/(?:from |import\()['"]([^'"]+)['"]/g)) {
        if (specifier.startsWith('.')) {
          const declaration = join(dirname(path), specifier.replace(/\.js$/, '.d.ts'));
          if (existsSync(declaration)) queue.push(declaration);
        } else if (isBuiltin(specifier)) nodeTypeUses.push(`${path}:${index + 1}: ${line.trim()}`);
      }
      if (/\bNodeJS\.|reference types="node"/.test(line)) nodeTypeUses.push(`${path}:${index + 1}: ${line.trim()}`);
    });
}
if (nodeTypeUses.length > 0) {
  process.stderr.write(
    `build: the published declarations need @types/node (use a structural type, or mark the export @internal):\n${nodeTypeUses.join('\n')}\n`,
  );
  process.exit(1);
}
await Promise.all(
  files.map(async (file) => {
    const target = join(cjs, file);
    mkdirSync(dirname(target), { recursive: true });
    if (esmOnly.has(file)) return undefined;
    if (file.endsWith('.d.ts')) return copyFileSync(join(esm, file), target);
    const source = readFileSync(join(esm, file), 'utf8');
    // CommonJS has no import.meta: each module that reads import.meta.url gets its own, made from __filename.
    const meta = source.includes('import.meta')
      ? {
          define: { 'import.meta.url': '__importMetaUrl' },
          banner: "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href;",
        }
      : {};
    const result = await transform(source, {
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      loader: 'js',
      sourcefile: file,
      logLevel: 'warning',
      ...meta,
    });
    // A warning here is code that CommonJS cannot hold as is (another use of import.meta, say): stop, not ship it.
    if (result.warnings.length > 0) throw new Error(`build: ${file} does not convert to CommonJS cleanly`);
    writeFileSync(target, result.code);
    return undefined;
  }),
);
writeFileSync(join(cjs, 'package.json'), `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);

// The view's script, bundled by the module that serves it (one set of esbuild's options): the package has no
// esbuild, and its users build nothing.
const { bundleUiScript, UI_BUNDLE } = await import(pathToFileURL(join(esm, 'src', 'ui', 'script.js')).href);
const uiScript = bundleUiScript(root);
mkdirSync(dirname(join(root, UI_BUNDLE)), { recursive: true });
writeFileSync(join(root, UI_BUNDLE), uiScript);

const count = (dir) => modulesUnder(dir).filter((f) => f.endsWith('.js')).length;
process.stderr.write(
  `build: ${count(esm)} ES modules in dist/esm, ${count(cjs)} CommonJS modules in dist/cjs, the view's script in ${UI_BUNDLE} (${uiScript.length} characters)\n`,
);
