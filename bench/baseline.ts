/**
 * Goal 2's baseline, measured in the same run as what it is compared with: the sources of the commit that recorded
 * it, before any speed work, are taken out of git into a temporary directory and their own bench/cold-walk.ts is run
 * there. This machine's speed varies by a factor of up to 1.6 over a day (a fixed in-process walk gave 11,400 to
 * 22,200 items/s), so a rate recorded once and compared with one measured hours later says little.
 * Without git or that commit (an unpacked tarball), the recorded figure stands in, and the row says so.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, runNodeOutput } from './children.js';

/**
 * The commit that added bench/cold-walk.ts and recorded its rate, before the first change made for speed. The script lives
 * on in git only: run in today's checkout it would time today's code.
 */
export const BASELINE_COMMIT = 'e0c9c01';
/** What bench/cold-walk.ts gave at that commit on this project's machine then: 6,200 to 6,600 items/s. */
export const RECORDED_BASELINE = 6200;

export interface Baseline {
  readonly perSecond: number;
  /** How it was had: measured now at the commit, or the recorded figure and why. */
  readonly how: string;
}

/** The baseline's sources, taken out of git once, walked as often as asked. */
export interface BaselineWalks {
  /** The baseline's cold-page rate over the first `pages` pages of `large`, measured now; the recorded one if not. */
  walk(pages: number): Promise<Baseline>;
  close(): void;
}

/** Takes the baseline commit's sources out of git into a temporary directory, for walks by turns with ours. */
export function baselineWalks(): BaselineWalks {
  const dir = mkdtempSync(join(tmpdir(), 'trk-baseline-'));
  const close = (): void => rmSync(dir, { recursive: true, force: true });
  const recorded = (why: string): BaselineWalks => ({
    walk: () => Promise.resolve({ perSecond: RECORDED_BASELINE, how: `recorded at ${BASELINE_COMMIT} (${why})` }),
    close,
  });
  const paths = ['src', 'scenarios', 'schemas', 'package.json', 'tsconfig.json', 'bench/cold-walk.ts'];
  const archive = spawnSync('git', ['archive', BASELINE_COMMIT, ...paths], { cwd: root, maxBuffer: 2 ** 30 });
  if (archive.status !== 0) {
    return recorded(
      `git archive: ${archive.error?.message ?? archive.stderr.toString().trim().split('\n')[0] ?? 'failed'}`,
    );
  }
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (untar.status !== 0) return recorded(`tar: ${untar.stderr.toString()}`);
  // Its dependencies are this checkout's: tsx to run it, and the same runtime libraries.
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return {
    walk: async (pages) => {
      const out = await runNodeOutput(['--import', 'tsx', 'bench/cold-walk.ts', String(pages)], dir);
      const rate = /: (\d+) items\/s/.exec(out);
      if (!rate) throw new Error(`bench/cold-walk.ts at ${BASELINE_COMMIT} printed no rate: ${out.trim()}`);
      return { perSecond: Number(rate[1]), how: `${BASELINE_COMMIT} measured now` };
    },
    close,
  };
}
