import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run } from './processes.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Files planted in a copy of the code, each breaking one arrow of .ci/layers.cjs, and the rules that must refuse
 * each: a file beside them (`plant-step.ts`) is a step of a chain, refused on its own account too.
 */
const plants: Record<string, { readonly text: string; readonly rules: readonly string[] }> = {
  // The simulator importing the kit, or the command line.
  'src/http/plant.ts': { text: "import '../../conformance/check.js';\n", rules: ['simulator-imports-no-kit'] },
  'src/http/plant-cli.ts': { text: "import '../../cli/main.js';\n", rules: ['simulator-imports-no-cli'] },
  // The kit importing a simulator module, or the command line; its suites naming the simulator but by its name.
  'conformance/plant.ts': { text: "import '../src/ledger/ledger.js';\n", rules: ['kit-imports-no-simulator'] },
  'conformance/plant-cli.ts': { text: "import '../cli/main.js';\n", rules: ['kit-imports-no-cli'] },
  'conformance/suites/plant.ts': {
    text: "import '../../src/index.js';\n",
    rules: ['suites-start-the-simulator-by-its-package-name'],
  },
  // common/ importing either half, or the command line (the edge of both: common/ is pure, so it reaches I/O too).
  'common/plant.ts': {
    text: "import '../src/errors.js';\nimport '../conformance/reading/json.js';\nimport '../cli/argv.js';\n",
    rules: ['common-imports-no-cli', 'common-imports-no-kit', 'common-imports-no-simulator', 'pure-core-reaches-no-io'],
  },
  // bench/ measures from outside, and runs the command line as a process.
  'bench/plant.ts': { text: "import '../cli/main.js';\n", rules: ['bench-imports-no-cli'] },
  // A pure module reaching I/O through a module of its own part, which imports an edge (refused for that too): one
  // that reads files, which the ledger must not even reach.
  'src/ledger/plant.ts': {
    text: "import './plant-step.js';\n",
    rules: ['pure-base-reaches-no-file', 'pure-core-reaches-no-io'],
  },
  // The browser view's code importing a module of the server (and a node built-in), and the server importing it.
  'src/ui/browser/plant.ts': {
    text: "import '../../ledger/ledger.js';\nimport 'node:fs';\n",
    rules: ['browser-view-imports-nothing-of-the-server', 'layer-ui-browser'],
  },
  'src/ui/plant.ts': {
    text: "import './browser/main.js';\n",
    rules: ['layer-ui', 'server-imports-no-browser-view'],
  },
  'src/ledger/plant-step.ts': {
    text: "import '../small-file.js';\n",
    rules: ['layer-ledger', 'pure-base-reaches-no-file', 'pure-core-reaches-no-io'],
  },
};

describe('the layer rules (.ci/layers.cjs, npm run deps)', () => {
  it('should refuse each arrow the folders and parts do not list, by its rule, and nothing else of the code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trk-layers-'));
    try {
      for (const folder of ['common', 'src', 'conformance', 'cli', 'bench']) {
        cpSync(join(root, folder), join(dir, folder), { recursive: true });
      }
      cpSync(join(root, 'tsconfig.json'), join(dir, 'tsconfig.json'));
      symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
      for (const [path, { text }] of Object.entries(plants)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
      // `npm run deps`'s cruise of the planted files and all they reach; it exits with the number of errors.
      const cli = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
      const config = join(root, '.ci', 'dependency-rules.cjs');
      const { code, stdout } = await run(process.execPath, [cli, '--config', config, ...Object.keys(plants)], {
        cwd: dir,
      });
      // Its lines as npm run deps prints them: `  error <rule>: <from> → <to>`, then the chain, if any.
      const found = [...stdout.matchAll(/^ {2}error (\S+): (\S+) → /gm)].map(([, rule, from]) => `${from} ${rule}`);
      const expected = Object.entries(plants).flatMap(([path, { rules }]) => rules.map((rule) => `${path} ${rule}`));
      expect([...new Set(found)].sort()).toEqual(expected.sort());
      expect(code).not.toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
