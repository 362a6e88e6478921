import type { AuthOptions } from './app/auth.js';
import { isLoopback, originOf } from './app/control-access.js';
import type { SimulatorTools, TestToolOptions } from './app/tools.js';
import { SimulatorError } from './errors.js';
import { DEFAULT_HOLD_BYTES } from './http/held-answers.js';
import type { ServerLimits } from './http/limits.js';
import { DEFAULT_RULE_BUDGET, type RuleBudget } from './app/injector.js';
import { DEFAULT_MAX_CONTROL_ITEMS } from './ledger/live/live-ledger.js';
import { DEFAULT_SNAPSHOTS_MB } from './operations/snapshots.js';
import type { Ledger } from './ledger/ledger.js';
import type { Scenario } from './ledger/scenario.js';
import type { Control } from './operations/control.js';
import type { Profile } from './operations/profile.js';

// What startSimulator takes and gives (src/index.ts), and the checks of its options that need no I/O.

export interface SimulatorOptions extends TestToolOptions {
  /** A bundled scenario name (`default`, `minimal`, `empty`, `large`), a path to a scenario file, or the data. */
  readonly scenario?: string | Scenario;
  /** Seed of the ledger; defaults to the scenario's own seed. */
  readonly seed?: number;
  /** Defaults to 127.0.0.1. */
  readonly host?: string;
  /** Defaults to 0: a free port. */
  readonly port?: number;
  readonly validatorPrefix?: string;
  readonly scanPrefix?: string;
  /**
   * Fault modes, by the id of the conformance check each breaks (`token-registry-kit check --list`): for proving
   * that a check catches its defect. None by default.
   */
  readonly faults?: readonly string[];
  /**
   * Answer CORS preflights and send `Access-Control-Allow-Origin: *`, so that a wallet running in a browser can
   * call the simulator. Default true.
   */
  readonly cors?: boolean;
  /**
   * One line per request (time, method, path, status, bytes, milliseconds): `true` writes to stderr, a function
   * receives each line. Default off in-process; the `serve` command logs unless `--quiet`.
   */
  readonly log?: boolean | ((line: string) => void);
  /** Connections beyond this are refused at once (default 256); see `ServerLimits` for the time-outs. */
  readonly maxConnections?: number;
  /** Time-outs and limits of the HTTP edge; each defaults to `defaultLimits`. */
  readonly limits?: Partial<ServerLimits>;
  /**
   * Require `Authorization: Bearer <token>` (any of `tokens`) on every operation but A, or only on those of the
   * `groups` named; operation A never requires credentials (docs/api.md section 5). Missing or wrong: 401 with
   * `WWW-Authenticate`.
   */
  readonly auth?: AuthOptions;
  /**
   * A ledger that moves: after the scenario's history, the live story goes on (background traffic, new
   * allocations, reassignments, name entries), and `sim.control` changes it. `true` runs a real clock at the
   * scenario's pace; `{ clock: 'manual' }` moves only when told (`sim.control.advance`). Off by default.
   */
  readonly live?: boolean | LiveOptions;
  /**
   * Serve the control API over HTTP under `/_control` (a live simulator only). Off by default. It answers curl,
   * programs and same-origin pages; a page of another origin only if `controlOrigins` names it, and a POST only
   * with `Content-Type: application/json` (docs/control.md). On a `host` other than loopback it needs `auth` or
   * `allowUnauthenticatedControl`.
   */
  readonly control?: boolean;
  /** Origins (`http://localhost:3000`) whose pages may call the control API, with CORS for them alone. None by default. */
  readonly controlOrigins?: readonly string[];
  /** Serve the control API on a `host` other than loopback without `auth`: anyone who reaches it can move the ledger. */
  readonly allowUnauthenticatedControl?: boolean;
  /**
   * MiB of served pages to keep, so that a page asked for again is written as the bytes it was (default 256; 0
   * turns it off). It never holds more; with fault modes on it is off.
   */
  readonly cacheMb?: number;
  /**
   * Build cold pages of D on two threads: a second thread, with its own copy of the ledger, builds half of each
   * page (1 turns it on; default 0). It starts with the first page of 64 items or more, and holds a second copy of
   * the ledger. For a ledger that stands still: refused with `live`. `serve` turns it on when the machine has more
   * than one core.
   */
  readonly pageThreads?: number;
  /** Answer 400 to a body with a field its schema does not know, instead of a warning to `log` (serve --strict-requests). */
  readonly strictRequests?: boolean;
  /**
   * Serve the browser view at `/_ui` (docs/test-server.md, the browser view); default: on when `host` is loopback,
   * off otherwise.
   */
  readonly ui?: boolean;
}

export interface LiveOptions {
  /** `real` (the default) appends items as wall time passes; `manual` only on `sim.control.advance`. */
  readonly clock?: 'real' | 'manual';
  /** How many times faster than the scenario's pace a real clock runs (default 1). */
  readonly speed?: number;
  /**
   * Items and migrations that control calls may keep until `reset` (default 10000; each item about 12 KB): past it
   * a call throws a ControlError (409) and changes nothing.
   */
  readonly maxControlItems?: number;
  /**
   * MiB the snapshots' logs of calls may hold together (default 32): a snapshot that would take them past it drops
   * the oldest until they fit; one whose log alone is past it throws a ControlError (409).
   */
  readonly maxSnapshotsMb?: number;
  /**
   * A saved state (serve --state): loaded at the start if it exists, written by control.saveState(), a reset, a
   * revert and close(); each call that changes the ledger is on disk, in the log of calls beside it, before it
   * returns (docs/control.md, what is durable when).
   */
  readonly stateFile?: string;
}

/** A start option that cannot work: exit code 2 on the command line. */
export class SimulatorOptionError extends SimulatorError {
  override readonly name = 'SimulatorOptionError';
  readonly exitCode = 2;
}

export interface SimulatorUrls {
  /** Root of the server: the registry's operations A and B hang off it. */
  readonly base: string;
  readonly registry: string;
  /** Base URL of operation C (the validator's scan proxy). */
  readonly validator: string;
  /** Base URL of operation D (scan). */
  readonly scan: string;
  /** The browser view's page, when it is on (`ui`). */
  readonly ui?: string;
}

export interface Simulator extends SimulatorTools {
  readonly urls: SimulatorUrls;
  readonly port: number;
  /**
   * Facts about the ledger for tests, as it stood at the start: allocation ids by answer, parties with and without
   * entries, and more. For a live simulator, `control.state()` gives them as of now.
   */
  readonly profile: Profile;
  readonly ledger: Ledger;
  /**
   * Moves a live simulator: the clock, reassignments, withdrawals, new allocations, name entries, migrations,
   * reset. On a simulator started without `live`, every call throws a ControlError.
   */
  readonly control: Control;
  /** The fault modes it serves with. */
  readonly faults: readonly string[];
  /** The saved state it started from (`live: { stateFile }`), when the file existed: the calls replayed from it. */
  readonly loadedState?: LoadedState;
  close(): Promise<void>;
}

/** A saved state a live simulator started from: its file, and how many calls it replayed (advances in a row are one). */
export interface LoadedState {
  readonly file: string;
  readonly calls: number;
}

/** The live options with their defaults, or null for a ledger that stands still; wrong ones throw. */
export function liveOptionsOf(options: SimulatorOptions): Required<Omit<LiveOptions, 'stateFile'>> | null {
  if (options.control && !options.live) {
    throw new SimulatorOptionError('control needs a live simulator: start it with live (serve --live --control)');
  }
  if (!options.live) return null;
  const given = options.live === true ? {} : options.live;
  const clock = given.clock ?? 'real';
  const speed = given.speed ?? 1;
  if (clock !== 'real' && clock !== 'manual') {
    throw new SimulatorOptionError(`live.clock must be "real" or "manual", got ${JSON.stringify(clock)}`);
  }
  if (typeof speed !== 'number' || !Number.isFinite(speed) || speed <= 0 || speed > 1_000_000) {
    throw new SimulatorOptionError(`live.speed must be a number above 0 and at most 1000000, got ${String(speed)}`);
  }
  const maxControlItems = given.maxControlItems ?? DEFAULT_MAX_CONTROL_ITEMS;
  if (!Number.isSafeInteger(maxControlItems) || maxControlItems < 1) {
    throw new SimulatorOptionError(
      `live.maxControlItems must be an integer of 1 or more, got ${String(maxControlItems)}`,
    );
  }
  const maxSnapshotsMb = given.maxSnapshotsMb ?? DEFAULT_SNAPSHOTS_MB;
  if (typeof maxSnapshotsMb !== 'number' || !(maxSnapshotsMb > 0) || maxSnapshotsMb > 1_048_576) {
    throw new SimulatorOptionError(
      `live.maxSnapshotsMb must be a number of MiB above 0 and at most 1048576, got ${String(maxSnapshotsMb)}`,
    );
  }
  return { clock, speed, maxControlItems, maxSnapshotsMb };
}

/**
 * The control API on an address others reach takes a token, or the explicit word that it may go without; its
 * origins as a browser spells them.
 */
export function controlAccessOf(options: SimulatorOptions): string[] {
  const host = options.host ?? '127.0.0.1';
  if (!options.control && (options.controlOrigins !== undefined || options.allowUnauthenticatedControl)) {
    throw new SimulatorOptionError(
      'controlOrigins and allowUnauthenticatedControl need control: start it with control (serve --control)',
    );
  }
  if (options.control && !isLoopback(host) && !options.auth && !options.allowUnauthenticatedControl) {
    throw new SimulatorOptionError(
      `control on host ${host} needs a token (auth; serve --auth-token) or allowUnauthenticatedControl (serve --allow-unauthenticated-control): anyone who reaches it could move the ledger`,
    );
  }
  return (options.controlOrigins ?? []).map((given) => {
    const origin = typeof given === 'string' ? originOf(given) : null;
    if (origin === null) {
      throw new SimulatorOptionError(
        `controlOrigins must hold origins such as http://localhost:3000 (scheme, host, port; no path), got ${JSON.stringify(given)}`,
      );
    }
    return origin;
  });
}

export function pageThreadsOf(threads: number | undefined): number {
  if (threads === undefined) return 0;
  if (threads !== 0 && threads !== 1) {
    throw new SimulatorOptionError(`pageThreads must be 0 or 1, got ${String(threads)}`);
  }
  return threads;
}

/** An option that is a whole number from `min` to `max`, or its default; anything else throws, naming it. */
function wholeOption(name: string, value: number | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new SimulatorOptionError(`${name} must be an integer from ${min} to ${max}, got ${String(value)}`);
  }
  return value;
}

/**
 * What faults on demand may hold (docs/inject.md, budgets): the rules in force, by count and bytes of text, and the
 * answers that delay and slow rules hold at the edge.
 */
export function injectBudgetOf(options: SimulatorOptions): { readonly rules: RuleBudget; readonly holdBytes: number } {
  const maxRules = wholeOption('injectMaxRules', options.injectMaxRules, 1, 1_000_000, DEFAULT_RULE_BUDGET.maxRules);
  const maxKb = wholeOption('injectMaxKb', options.injectMaxKb, 1, 1_048_576, DEFAULT_RULE_BUDGET.maxBytes / 1024);
  const holdMb = wholeOption('injectHoldMb', options.injectHoldMb, 0, 1_048_576, DEFAULT_HOLD_BYTES / 2 ** 20);
  return { rules: { maxRules, maxBytes: maxKb * 1024 }, holdBytes: holdMb * 2 ** 20 };
}

export function cacheBytesOf(mb: number): number {
  if (!Number.isInteger(mb) || mb < 0 || mb > 1_048_576) {
    throw new SimulatorOptionError(`cacheMb must be an integer from 0 to 1048576, got ${String(mb)}`);
  }
  return mb * 2 ** 20;
}
