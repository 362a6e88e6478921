import { UsageError } from '../../common/errors.js';
import { readOptions, type Env, type Given } from '../../common/options.js';
import { defaultRateLimit, targetOf, type TargetUrls } from './urls.js';
import { checkOptions } from './options.js';
import type { ReportFormat } from './values.js';
import type { SweepPlace } from '../sweep/range.js';

export { checkOptions } from './options.js';
export { defaultRateLimit, type TargetUrls } from './urls.js';
export { CaFileError, durationOption, headerOption, readCaFile, type ReportFormat } from './values.js';

export type Dialect = 'spec' | 'splice';

export interface KitConfig {
  readonly target: TargetUrls;
  readonly profilePath?: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly seed: number;
  readonly runs: number;
  readonly checks?: readonly string[];
  readonly excludeChecks: readonly string[];
  readonly timeoutMs: number;
  /** Requests per second; 0 for no limit. */
  readonly rateLimit: number;
  readonly dialect: Dialect;
  readonly reports: readonly ReportFormat[];
  readonly reportDir: string;
  /** fast-check path of a counterexample to replay (with one check and its seed). */
  readonly path?: string;
  /** A skipped check fails the run (exit code 1): a gate cannot pass with checks left out. */
  readonly failOnSkip: boolean;
  /**
   * The history's end moves during the run (a live ledger): d-moving-end re-reads it after pauses even when no item
   * arrived between the map and its first read (docs/kit.md, a moving end).
   */
  readonly movingEnd: boolean;
  /** How long to retry the first contact with each URL group (refused, reset, DNS, 502/503/504); 0 for once. */
  readonly waitForTargetSeconds: number;
  /** Bounds of discovery (without a profile): pages of 1000 items, and seconds. */
  readonly discoveryPages: number;
  readonly discoverySeconds: number;
  /** Bytes of one answer, after decompression, past which the kit stops reading it: MiB. */
  readonly maxResponseMb: number;
  /** Bytes of answers held at once, past which an answer is not read while others are held: MiB. */
  readonly maxHeldMb: number;
  /** The whole run's deadline, in milliseconds: checks not run by then are errors. */
  readonly maxDurationMs: number;
  /** A PEM file of CA certificates trusted for https targets, on top of Node's bundled ones. */
  readonly caFile?: string;
  /** Accept any TLS certificate: for test targets only; the reports say so. */
  readonly insecure: boolean;
  /** Read the whole history, or the range given, in both encodings (sweep/sweep.ts). */
  readonly sweep: boolean;
  readonly sweepFrom?: SweepPlace;
  readonly sweepTo?: SweepPlace;
  /**
   * Without `sweep`: seconds the run may take in all; once its checks are done, what is left is spent reading further.
   */
  readonly timeBudgetSeconds: number;
}

/** The declared defaults, read as input is: nothing given, no environment. */
const declared = readOptions(checkOptions, {}, {});

/** What KitConfig holds when nothing is given: the defaults of `check` (and of `runKit`). */
export const defaultKitConfig: Omit<KitConfig, 'target'> = {
  headers: {},
  // In-process runs repeat by default; `check` draws a new seed each run and prints it.
  seed: 1,
  runs: declared.runs,
  excludeChecks: declared['exclude-checks'],
  timeoutMs: declared.timeout,
  // In-process runs are not rate-limited; `check` limits remote targets (defaultRateLimit).
  rateLimit: 0,
  dialect: declared.dialect,
  reports: declared.report,
  reportDir: declared['report-dir'],
  failOnSkip: declared['fail-on-skip'],
  movingEnd: declared['moving-end'],
  waitForTargetSeconds: declared['wait-for-target'],
  discoveryPages: declared['discovery-pages'],
  discoverySeconds: declared['discovery-time'],
  maxResponseMb: declared['max-response-mb'],
  maxHeldMb: declared['max-held-mb'],
  maxDurationMs: declared['max-duration'],
  insecure: declared.insecure,
  sweep: false,
  // In-process runs (a test's) read no further than their checks; `check` spends its budget.
  timeBudgetSeconds: 0,
};

/** Turns what the command line gave (then the environment, then the declared defaults) into a checked configuration. */
export function kitConfigOf(given: Given<typeof checkOptions>, env: Env, randomSeed: () => number): KitConfig {
  const o = readOptions(checkOptions, given, env);
  // Each group's own option, --registry-url and so on (config/options.ts), else its place under --base-url.
  const target = targetOf(o['base-url'], (group) => o[`${group}-url` as const]);
  const { checks, path } = o;
  if (path !== undefined && (!checks || checks.length !== 1))
    throw new UsageError('--path replays one counterexample: give exactly one check with --checks');
  if (path !== undefined && !/^\d+(:\d+)*$/.test(path))
    throw new UsageError(`--path must look like 3:1:0, got ${JSON.stringify(path)}`);
  return {
    target,
    ...(o.profile ? { profilePath: o.profile } : {}),
    headers: Object.fromEntries(o.header),
    seed: o.seed ?? randomSeed(),
    runs: o.runs,
    ...(checks ? { checks } : {}),
    excludeChecks: o['exclude-checks'],
    timeoutMs: o.timeout,
    rateLimit: o['rate-limit'] ?? defaultRateLimit(target),
    dialect: o.dialect,
    reports: o.report,
    reportDir: o['report-dir'],
    ...(path ? { path } : {}),
    failOnSkip: o['fail-on-skip'],
    movingEnd: o['moving-end'],
    waitForTargetSeconds: o['wait-for-target'],
    discoveryPages: o['discovery-pages'],
    discoverySeconds: o['discovery-time'],
    maxResponseMb: o['max-response-mb'],
    maxHeldMb: o['max-held-mb'],
    maxDurationMs: o['max-duration'],
    ...(o.ca ? { caFile: o.ca } : {}),
    insecure: o.insecure,
    sweep: o.sweep,
    ...(o['sweep-from'] ? { sweepFrom: o['sweep-from'] } : {}),
    ...(o['sweep-to'] ? { sweepTo: o['sweep-to'] } : {}),
    timeBudgetSeconds: o['time-budget'],
  };
}
