import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run } from './processes.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const { parts, pureGlobs, liftedGlobs } = createRequire(import.meta.url)('../.ci/layers.cjs') as {
  parts: { name: string; files: string; kind: 'pure' | 'load' | 'io' | 'browser' }[];
  pureGlobs: string[];
  liftedGlobs: string[];
};
const config = JSON.parse(readFileSync(join(root, '.oxlintrc.json'), 'utf8')) as {
  overrides: { files: string[]; rules?: Record<string, unknown> }[];
};

/** Code that reads the clock or ambient randomness, in each way the pure parts must not. */
const ambient = [
  'export const a = Math.random();',
  'export const b = Date.now();',
  'export const c = new Date();',
  'export const d = Date();',
].join('\n');

interface Diagnostic {
  readonly code: string;
  readonly filename: string;
}

/** `npm run lint`'s linter and rules on files of a scratch tree (the config's globs are relative to where it is). */
async function lint(files: Record<string, string>): Promise<Diagnostic[]> {
  const dir = mkdtempSync(join(tmpdir(), 'trk-lint-'));
  try {
    copyFileSync(join(root, '.oxlintrc.json'), join(dir, '.oxlintrc.json'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const bin = join(root, 'node_modules', '.bin', 'oxlint');
    // It exits 1 when it finds something: the JSON on stdout is the answer either way.
    const { stdout } = await run(bin, ['--format', 'json', '.'], { cwd: dir });
    return (JSON.parse(stdout) as { diagnostics: Diagnostic[] }).diagnostics;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the lint rules (.oxlintrc.json)', () => {
  it('should ban the clock and ambient randomness in exactly the parts .ci/layers.cjs calls pure', () => {
    const banning = config.overrides.filter((o) => o.rules?.['no-restricted-properties'] !== undefined);
    const rulesOf = (o: (typeof banning)[number]) => [
      o.rules?.['no-restricted-properties'],
      o.rules?.['no-restricted-globals'],
    ];
    expect(banning.filter((o) => rulesOf(o).every((rule) => rule !== 'off')).map((o) => [...o.files].sort())).toEqual([
      [...pureGlobs].sort(),
    ]);
    // Lifted, after the ban, for the parts that are not pure inside a pure part's folder (common/package-root.ts).
    expect(banning.filter((o) => rulesOf(o).every((rule) => rule === 'off')).map((o) => [...o.files].sort())).toEqual([
      [...liftedGlobs].sort(),
    ]);
  });

  it('should refuse each way of reading them in a file of every pure part, and in no file of another part', async () => {
    // A folder's part gets a new file, a file's part that file.
    const plants = parts.map((p) => (p.files.endsWith('/') ? `${p.files}plant.ts` : p.files));
    const found = await lint(Object.fromEntries(plants.map((path) => [path, ambient])));
    const where = found.map((d) => `${d.filename.replace(/\\/g, '/')} ${d.code}`).sort();
    const pure = parts
      .filter((p) => p.kind === 'pure')
      .map((p) => (p.files.endsWith('/') ? `${p.files}plant.ts` : p.files));
    expect(where).toEqual(
      pure
        .flatMap((path) => [
          ...Array.from({ length: 3 }, () => `${path} eslint(no-restricted-globals)`),
          ...Array.from({ length: 2 }, () => `${path} eslint(no-restricted-properties)`),
        ])
        .sort(),
    );
  });

  it("should refuse an undeclared name in plain JavaScript (not a fixture's declared globals) and a value never read", async () => {
    const found = await lint({
      'test/fixtures/plant.mjs': 'await fetch(process.env.URL);\nundeclared();\n',
      'src/http/plant.ts': 'export function f(): number {\n  let x = 1;\n  x = 2;\n  return x;\n}\n',
      // The browser view's code is linted as the rest is (its names are the browser's: tsc checks them).
      'src/ui/browser/plant.ts': "const unused = document.title;\nexport const said = 'nothing';\n",
    });
    const where = found.map((d) => `${d.filename.replace(/\\/g, '/')} ${d.code}`).sort();
    expect(where).toEqual([
      'src/http/plant.ts eslint(no-useless-assignment)',
      'src/ui/browser/plant.ts eslint(no-unused-vars)',
      'test/fixtures/plant.mjs eslint(no-undef)',
    ]);
  });

  it('should refuse a function of 81 lines in source, not one of 80, nor one that says why, nor one in a test', async () => {
    /** A function of `lines` lines, first to last, blank lines and comments counted (docs/style.md, functions). */
    const functionOf = (lines: number, head: string, end = '}'): string => {
      const body = Array.from({ length: lines - 5 }, () => '  void 0;');
      return [head, '  // a comment', '', ...body, '  return 0;', end].join('\n');
    };
    const long = `${functionOf(81, 'export function long(): number {')}\n`;
    const method = `export class Long {\n${functionOf(81, 'method(): number {')}\n}\n`;
    const arrow = `${functionOf(81, 'export const arrow = (): number => {', '};')}\n`;
    const found = await lint({
      'src/ledger/plant.ts': long,
      'conformance/run/plant.ts': method,
      'cli/plant.ts': arrow,
      'bench/plant.ts': long,
      'src/app/fits.ts': `${functionOf(80, 'export function fits(): number {')}\n`,
      'src/ui/said.ts': `// oxlint-disable-next-line max-lines-per-function -- a template of markup\n${long}`,
      'test/plant.test.ts': long,
      'conformance/suites/plant.spec.ts': long,
    });
    const where = found.map((d) => `${d.filename.replace(/\\/g, '/')} ${d.code}`).sort();
    expect(where).toEqual([
      'bench/plant.ts eslint(max-lines-per-function)',
      'cli/plant.ts eslint(max-lines-per-function)',
      'conformance/run/plant.ts eslint(max-lines-per-function)',
      'src/ledger/plant.ts eslint(max-lines-per-function)',
    ]);
  });
});
