/**
 * The conformance kit's own goals: a default run (every check, no profile, 25 generated examples each) on `default`
 * in at most 10 s and on `large` (a million items) in at most 20 s, with at most 200 MiB of RSS. The kit runs as
 * users run it: plain node on built JavaScript (an esbuild bundle of cli/bin.ts, written inside the checkout so
 * that it finds package.json, schemas/ and scenarios/), in a process of its own against the simulator, served from
 * the same bundle in another, each run the first one against its server (cold pages, as a CI job sees them).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { root, runNodeCapture, startServed } from './children.js';
import type { Row } from './http.js';

/** Prints the process's peak resident set size on stderr as it exits (a write to a pipe is synchronous there). */
export const REPORT_MAX_RSS =
  'data:text/javascript,process.on("exit",()=>process.stderr.write("max-rss-kb "+process.resourceUsage().maxRSS+"\\n"))';

/** The kit's command line as one ES module of built JavaScript; its dependencies stay in node_modules. */
export async function bundleKit(): Promise<string> {
  const dir = join(root, 'node_modules', '.cache', 'token-registry-kit-bench');
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, 'kit.mjs');
  await build({
    entryPoints: [join(root, 'cli', 'bin.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

interface KitRun {
  readonly seconds: number;
  readonly code: number | null;
  readonly maxRssMiB: number;
  /** The summary line: "33 passed, 0 failed, ..." */
  readonly summary: string;
}

/** One `check` against a base URL, in a process of its own: wall time, exit code, peak RSS, summary. */
async function runKit(kit: string, base: string): Promise<KitRun> {
  const args = ['--import', REPORT_MAX_RSS, kit, 'check', '--base-url', base, '--seed', '7'];
  const { code, out, err, seconds } = await runNodeCapture(args, root);
  const kb = /max-rss-kb (\d+)/.exec(err)?.[1];
  return {
    seconds,
    code,
    maxRssMiB: kb === undefined ? Number.NaN : Number(kb) / 1024,
    summary: /^\d+ passed, .*$/m.exec(out)?.[0] ?? err.trim().split('\n').at(-1) ?? '',
  };
}

const GOALS = [
  ['default', 10],
  ['large', 20],
] as const;
const MAX_RSS_MIB = 200;

/** The kit's rows: a default run on `default` and on `large`, each against its goal, and the peak RSS of both. */
export async function kitRows(): Promise<Row[]> {
  const kit = await bundleKit();
  const rows: Row[] = [];
  let peak = 0;
  for (const [i, [scenario, limit]] of GOALS.entries()) {
    // The simulator from the same built JavaScript: neither side pays for a TypeScript loader.
    const served = await startServed(
      kit,
      ['serve', '--port', '0', '--quiet', '--scenario', scenario],
      /registry:\s+(http:\/\/127\.0\.0\.1:(\d+))/,
    );
    try {
      const run = await runKit(kit, served.base);
      peak = Math.max(peak, run.maxRssMiB);
      const passed = run.code === 0 && run.seconds <= limit;
      rows.push({
        id: `K${i + 1}`,
        what: `kit: a default run on ${scenario}, no profile`,
        measured: `${run.seconds.toFixed(1)} s, exit ${String(run.code)}`,
        against: '',
        ratio: '',
        goal: `exit 0, <= ${limit} s`,
        result: passed ? 'PASS' : 'FAIL',
        note: `K${i + 1}: ${run.summary}`,
      });
    } finally {
      await served.stop();
    }
  }
  rows.push({
    id: 'K3',
    what: 'kit: peak RSS of those runs',
    measured: `${peak.toFixed(0)} MiB`,
    against: '',
    ratio: '',
    goal: `<= ${MAX_RSS_MIB} MiB`,
    result: peak > 0 && peak <= MAX_RSS_MIB ? 'PASS' : 'FAIL',
  });
  return rows;
}
