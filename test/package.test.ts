import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { projectRoot, runMain } from './cli-process.js';
import { anchorsOf, helpPaths, relativeLinks } from './doc-links.js';
import { manifest, packAndInstall, tscNative, type Packed } from './packed-package.js';
import { bundleUiScript } from '../src/ui/script.js';
import { run } from './processes.js';

// Concurrent: after one pack and one install, every check below is independent of the others.
// Both TypeScript consumers, npx serve and check, and the installed bin's signals: test/slow/package-consumers.test.ts.
describe.concurrent('the packed package, installed from its tarball', () => {
  const work = mkdtempSync(join(tmpdir(), 'trk-package-'));
  let consumer: string;
  let packed: Packed;

  beforeAll(async () => {
    ({ packed, consumer } = await packAndInstall(work));
  }, 180_000);

  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it('should ship the build, the schemas, the scenarios, the docs, README, LICENSE and CHANGELOG, and nothing else', ({
    expect,
  }) => {
    const paths = packed.files.map((f) => f.path);
    const allowed =
      /^(dist\/(esm|cjs)\/|dist\/ui\/ui\.js$|schemas\/[^/]+\.json$|scenarios\/[^/]+\.json$|docs\/[^/]+\.md$|docs\/img\/[^/]+\.png$|(README\.md|LICENSE|CHANGELOG\.md|package\.json)$)/;
    expect(paths.filter((p) => !allowed.test(p))).toEqual([]);
    expect(paths.filter((p) => p.endsWith('.ts') && !p.endsWith('.d.ts'))).toEqual([]);
    expect(paths.filter((p) => /(^|\/)(test|bench)\//.test(p) || /\.(test|spec)\./.test(p))).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining([
        'LICENSE',
        'CHANGELOG.md',
        'README.md',
        'schemas/profile.json',
        'scenarios/default.json',
        'dist/esm/src/index.js',
        'dist/esm/src/index.d.ts',
        'dist/esm/cli/bin.js',
        'dist/esm/conformance/kit.js',
        'dist/cjs/package.json',
        'dist/cjs/src/index.js',
        'dist/cjs/src/index.d.ts',
        'dist/cjs/conformance/kit.js',
        'dist/ui/ui.js',
        'docs/inject.md',
        'docs/img/ui.png',
      ]),
    );
  });

  it('should hold every file that a link of its Markdown or a path of --help names, and every anchor', async ({
    expect,
  }) => {
    // The installed package is what a user reads: npm's page shows the README, and its links lead into the package.
    const installed = join(consumer, 'node_modules', 'token-registry-kit');
    const shipped = new Set(packed.files.map((f) => f.path));
    const broken: string[] = [];
    const documents = [...shipped].filter((path) => path.endsWith('.md'));
    for (const document of documents) {
      const markdown = readFileSync(join(installed, document), 'utf8');
      for (const link of relativeLinks(markdown)) {
        const target = link.path === '' ? document : posix.join(posix.dirname(document), link.path);
        if (!shipped.has(target)) broken.push(`${document}: [${link.text}](${link.path}) names ${target}, not packed`);
        else if (link.anchor !== undefined && target.endsWith('.md')) {
          if (!anchorsOf(readFileSync(join(installed, target), 'utf8')).has(link.anchor))
            broken.push(`${document}: #${link.anchor} is no heading of ${target}`);
        }
      }
    }
    const helps = await Promise.all(
      [['--help'], ['serve', '--help'], ['profile', '--help'], ['check', '--help']].map((args) => runMain(args)),
    );
    const named = helpPaths(helps.map((help) => help.stdout).join('\n'));
    for (const path of named) if (!shipped.has(path)) broken.push(`--help names ${path}, not packed`);
    expect(broken).toEqual([]);
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'docs/kit.md', 'docs/inject.md']));
    // Each command's help names its guide, and the bare command's the index of them.
    expect(named).toEqual(
      expect.arrayContaining([
        'docs/README.md',
        'docs/simulator.md',
        'docs/test-server.md',
        'docs/kit.md',
        'docs/inject.md',
        'docs/journal.md',
      ]),
    );
  });

  it("should say where the project lives: its repository, home page and issues, in the installed package's manifest", ({
    expect,
  }) => {
    const installed = JSON.parse(
      readFileSync(join(consumer, 'node_modules', 'token-registry-kit', 'package.json'), 'utf8'),
    ) as { repository?: { url?: string }; homepage?: string; bugs?: { url?: string } };
    expect(installed.repository?.url).toMatch(/^git\+https:\/\/github\.com\/[^/]+\/token-registry-kit\.git$/);
    expect(installed.homepage).toMatch(/^https:\/\/github\.com\/[^/]+\/token-registry-kit#readme$/);
    expect(installed.bugs?.url).toMatch(/^https:\/\/github\.com\/[^/]+\/token-registry-kit\/issues$/);
  });

  it('should import from plain node ESM, JSON schema included', async ({ expect }) => {
    const result = await run(process.execPath, ['smoke.mjs'], { cwd: consumer });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ status: 200, events: 3, schema: 'profile.json', kit: 'function' });
  });

  it('should require() from CommonJS and run the kit in-process', async ({ expect }) => {
    const result = await run(process.execPath, ['smoke.cjs'], { cwd: consumer });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      status: 200,
      events: 3,
      schema: 'profile.json',
      version: manifest.version,
      verdicts: ['a-known-allocation:passed', 'c-known-entry:passed', 'd-order:passed'],
    });
  });

  it('should compile a strict TypeScript consumer (ts-esm) with types: [] and skipLibCheck off', async ({ expect }) => {
    // With TypeScript 7, in a tenth of the time of 6; test:slow builds both consumers with TypeScript 6.
    const result = await run(process.execPath, [tscNative, '-b', 'ts-esm'], { cwd: consumer });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it("should pass a wallet developer's own vitest file: retries through injected faults, the journal, a revert", async ({
    expect,
  }) => {
    // The file as a user writes it (plain JavaScript, the public API), run by vitest in the consumer project: the
    // checkout's vitest stands in for the consumer's own dev dependency.
    const dir = join(consumer, 'wallet');
    mkdirSync(dir);
    copyFileSync(join(projectRoot, 'test', 'fixtures', 'consumer-wallet.test.mjs'), join(dir, 'wallet.test.mjs'));
    symlinkSync(join(projectRoot, 'node_modules', 'vitest'), join(consumer, 'node_modules', 'vitest'), 'junction');
    const vitest = join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs');
    const result = await run(process.execPath, [vitest, 'run', '--reporter=verbose'], { cwd: dir }, 120_000);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const text = stripVTControlCharacters(result.stdout);
    expect(text).toMatch(/Tests {2}4 passed \(4\)/);
    expect(text).toContain('retries through two 503s and gets the page on the third attempt');
    expect(text).toContain('serves every page as before once a snapshot is reverted');
  });

  it("should serve the browser view's script that npm run build bundled, from ES modules and from CommonJS", async ({
    expect,
  }) => {
    // No esbuild in the consumer, nor above it: the script is read from dist/, not made.
    const served = `const sim = await startSimulator({ scenario: 'empty' });
try {
  const reply = await fetch(sim.urls.base + '/_ui/ui.js');
  const type = reply.headers.get('content-type');
  process.stdout.write(JSON.stringify({ status: reply.status, type, script: await reply.text() }));
} finally {
  await sim.close();
}`;
    const esm = `import { startSimulator } from 'token-registry-kit';\n${served}`;
    const cjs = `const { startSimulator } = require('token-registry-kit');\n(async () => {\n${served}\n})();`;
    const results = await Promise.all([
      run(process.execPath, ['--input-type=module', '--eval', esm], { cwd: consumer }),
      run(process.execPath, ['--eval', cjs], { cwd: consumer }),
    ]);
    // The bundle of the sources, as a checkout serves it.
    const expected = { status: 200, type: 'text/javascript; charset=utf-8', script: bundleUiScript() };
    for (const result of results) {
      expect(result.code, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual(expected);
    }
  });

  it('should print its version from the installed bin', async ({ expect }) => {
    // The bin itself, not through npx: each npx start costs seconds of the budget.
    const result = await run(join(consumer, 'node_modules', '.bin', 'token-registry-kit'), ['--version'], {
      cwd: consumer,
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(`${manifest.version}\n`);
  });
});
