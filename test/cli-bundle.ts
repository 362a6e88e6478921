import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

/**
 * The command line as built JavaScript, for the tests that run it in processes of their own, as bench/kit.ts runs
 * the kit: an esbuild bundle of cli/bin.ts, its dependencies left in node_modules, and beside it the page
 * thread's module, which the bundle loads as `./worker.js`. A process of it starts in a third of the CPU time of
 * the same sources through tsx, whose hooks see every module load. Written inside the checkout, so that it finds
 * package.json, schemas/ and scenarios/; one folder per test process, since other runs may share the checkout,
 * removed as it exits or, when vitest ends it with a signal, by the next run. `npm start`, which runs tsx, is tested
 * as it is (test/signals.test.ts).
 */
const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const base = join(projectRoot, 'node_modules', '.cache', 'token-registry-kit-tests');

/** Whether a process of that id runs: a folder of one that does not is left over. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let bin: string | undefined;

/** The path of the bundled command line, built on first use. */
export function cliBundle(): string {
  if (bin !== undefined) return bin;
  if (existsSync(base)) {
    for (const name of readdirSync(base))
      if (/^\d+$/.test(name) && !running(Number(name))) rmSync(join(base, name), { recursive: true, force: true });
  }
  const dir = join(base, String(process.pid));
  mkdirSync(dir, { recursive: true });
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  // No name: the package root is the checkout's, above. A type: node_modules/ ends the search for one, and worker.js
  // is an ES module.
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  buildSync({
    entryPoints: { bin: join(projectRoot, 'cli/bin.ts'), worker: join(projectRoot, 'src/page-thread/worker.ts') },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: dir,
    logLevel: 'silent',
  });
  bin = join(dir, 'bin.js');
  return bin;
}
