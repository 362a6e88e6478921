// `npm run build:action`: the GitHub Action's entry as one file, action/check.mjs, committed with the sources it is
// built from (docs/ci.md, the action). A JavaScript action runs from its own checkout, which has no node_modules: so
// the entry (cli/action-bin.ts: the kit's `check`, the job summary and the annotations) is bundled by esbuild with
// every package it imports (ajv, ajv-formats, fast-check, pure-rand). It still reads package.json and schemas/ at
// run time, found by common/package-root.ts above action/, where the checkout has them.
//
// `node .ci/build-action.mjs --check` builds it in memory and compares: exit 1, saying so, when the committed file
// is not what the sources give (test/action-bundle.test.ts runs it). The same esbuild (package-lock.json) and the
// same sources give the same bytes: no source map, no time stamp, paths relative to the checkout.
import { Buffer } from 'node:buffer';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'action', 'check.mjs');

const result = await build({
  absWorkingDir: root,
  entryPoints: ['cli/action-bin.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: out,
  write: false,
  legalComments: 'eof',
  logLevel: 'warning',
  // The CommonJS packages inside (ajv) require() node's own modules: an ES module has no require of its own.
  banner: {
    js: [
      '// token-registry-kit: the GitHub Action entry, built by .ci/build-action.mjs from cli/action-bin.ts. Do not edit.',
      "import { createRequire as __trkRequire } from 'node:module';",
      'const require = __trkRequire(import.meta.url);',
    ].join('\n'),
  },
});
const [file] = result.outputFiles;
if (result.outputFiles.length !== 1 || file === undefined) throw new Error('build-action: expected one output file');

if (process.argv.includes('--check')) {
  let committed;
  try {
    committed = readFileSync(out);
  } catch {
    committed = Buffer.alloc(0);
  }
  if (!committed.equals(Buffer.from(file.contents))) {
    process.stderr.write(
      `build-action: action/check.mjs (${committed.length} bytes) is not what the sources give (${file.contents.length} bytes): run npm run build:action and commit it\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`build-action: action/check.mjs is current (${file.contents.length} bytes)\n`);
} else {
  writeFileSync(out, file.contents);
  process.stderr.write(`build-action: wrote action/check.mjs (${file.contents.length} bytes)\n`);
}
