/**
 * Goal 2's row 2a: cold pages built in one process, as the baseline was measured (bench/cold-build.ts against
 * bench/baseline.ts), by turns with the baseline's walk. It also gives the baseline over all its rounds, which the
 * served walk's row 2b (bench/large-walk.ts) is compared with.
 */
import { baselineWalks, type Baseline } from './baseline.js';
import { root, runNodeOutput } from './children.js';
import { failed, int, times, verdict, type Row } from './goal-row.js';

/** Pages of 1000 in each cold walk of goal 2: the baseline's, the in-process build's, the served one's. */
export const COLD_PAGES = 100;

/** Rounds of goal 2's in-process measurement: the baseline's walk and ours take turns, so both see the host alike. */
const COLD_ROUNDS = 2;

/** Items per second over rounds of equal items: the items over the time they took, all rounds together. */
const overRounds = (rates: readonly number[]): number => rates.length / rates.reduce((sum, r) => sum + 1 / r, 0);

/**
 * Goal 2 in one process, as the baseline was measured (bench/cold-build.ts): pages built to their bytes, no HTTP,
 * with the page thread that `serve` starts by default here; the rate of one thread alone is in the note. The
 * baseline's walk (bench/baseline.ts) and this one run by turns, COLD_ROUNDS of each, each a fresh process walking
 * the first COLD_PAGES / COLD_ROUNDS pages: this host's speed moves within minutes, and one walk of each a minute
 * apart gave ratios from 4.5x to 6.5x for the same code. Gives the baseline over all its rounds too, for the
 * served walk's row 2b.
 */
export async function coldBuild(): Promise<{ rows: Row[]; baseline: Baseline }> {
  const pages = COLD_PAGES / COLD_ROUNDS;
  const what = `cold pages built in-process, as the baseline was: ${COLD_ROUNDS} x ${pages} pages of 1000, by turns`;
  const goal = '>= 5x';
  const baselines: Baseline[] = [];
  const threaded: number[] = [];
  const single: number[] = [];
  let error: unknown = null;
  const walks = baselineWalks();
  try {
    for (let round = 0; round < COLD_ROUNDS; round++) {
      baselines.push(await walks.walk(pages));
      try {
        const out = await runNodeOutput(['--import', 'tsx', 'bench/cold-build.ts', String(pages)], root);
        const rates = JSON.parse(out.trim().split('\n').at(-1) ?? '') as { threaded: number; single: number };
        threaded.push(rates.threaded);
        single.push(rates.single);
      } catch (caught) {
        error = caught;
      }
    }
  } finally {
    walks.close();
  }
  const baseline: Baseline = {
    perSecond: overRounds(baselines.map((b) => b.perSecond)),
    how: `${baselines[0]?.how ?? ''}, by turns with ours: ${baselines.map((b) => int(b.perSecond)).join(' and ')} items/s`,
  };
  if (error !== null) return { rows: [failed('2a', what, goal, error)], baseline };
  const ours = overRounds(threaded);
  const alone = overRounds(single);
  const ratio = ours / baseline.perSecond;
  return {
    baseline,
    rows: [
      {
        id: '2a',
        what,
        measured: `${int(ours)} items/s`,
        against: `baseline ${int(baseline.perSecond)} items/s`,
        ratio: times(ratio),
        goal,
        result: verdict(ratio >= 5),
        note:
          `2a: with the page thread (serve's default on more than one core), ${threaded.map(int).join(' and ')} ` +
          `items/s by round; one thread alone ${int(alone)} items/s, ${times(alone / baseline.perSecond)}; ` +
          `baseline: ${baseline.how}`,
      },
    ],
  };
}
