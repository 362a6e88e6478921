import { ledgerPartsOf } from './scenario-file.js';
import { faultsFor } from './faults/index.js';
import { defaultPrefixes, type Prefixes } from './app/routes.js';
import type { AuthOptions } from './app/auth.js';
import type { ServerLimits } from './http/limits.js';
import { listen } from './http/server.js';
import type { Ledger } from './ledger/ledger.js';
import { compileAll } from './schemas/registry.js';
import type { Scenario } from './ledger/scenario.js';
import { profileOf, type Profile } from './operations/profile.js';
import { controlOf, refusingControl, type Control } from './operations/control.js';
import { PageThread } from './page-thread/page-thread.js';
import { DEFAULT_MAX_CONTROL_ITEMS, LiveLedger } from './ledger/live/live-ledger.js';
import { ControlError } from './operations/control-error.js';
import { isLoopback, originOf } from './app/control-access.js';
import { startRealClock, type RealClock } from './live-clock.js';
import { SimulatorError } from './errors.js';

export type { Scenario } from './ledger/scenario.js';
export type { Profile } from './operations/profile.js';
export { SimulatorError } from './errors.js';
export { ControlError } from './operations/control-error.js';
export type { Control, Advanced, Appended } from './operations/control.js';
export type { ControlAdvance, ControlAllocation, ControlNameEntry } from './schemas/types.js';
export { ScenarioFileError } from './scenario-file.js';
export { faultIds, UnknownFaultError } from './faults/index.js';
export { defaultLimits, type ServerLimits } from './http/limits.js';
export type { AuthOptions, Group } from './app/auth.js';

export interface SimulatorOptions {
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
   * Require `Authorization: Bearer <token>` (any of `tokens`) on operations B, C and D, or only on the `groups`
   * named; operation A never requires credentials (docs/api.md section 5). Missing or wrong: 401 with
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
}

export interface LiveOptions {
  /** `real` (the default) appends items as wall time passes; `manual` only on `sim.control.advance`. */
  readonly clock?: 'real' | 'manual';
  /** How many times faster than the scenario's pace a real clock runs (default 1). */
  readonly speed?: number;
  /**
   * Items and migrations that control calls may keep until `reset` (default 10000; each item about 16 KB): past it
   * a call throws a ControlError (409) and changes nothing.
   */
  readonly maxControlItems?: number;
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
}

export interface Simulator {
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
  close(): Promise<void>;
}

function logOption(log: SimulatorOptions['log']): { log?: (line: string) => void } {
  if (typeof log === 'function') return { log };
  return log ? { log: (line) => process.stderr.write(`${line}\n`) } : {};
}

/**
 * Starts a simulator in-process, on loopback and a free port unless told otherwise.
 *
 * @example
 * const sim = await startSimulator({ scenario: 'minimal', seed: 7 });
 * const res = await fetch(`${sim.urls.scan}/v0/events`, {
 *   method: 'POST',
 *   headers: { 'content-type': 'application/json' },
 *   body: JSON.stringify({ page_size: 10 }),
 * });
 * await sim.close();
 */
export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  // Every schema compiles before the first request: a broken schema stops the start, not a request.
  compileAll();
  const live = liveOptionsOf(options);
  const controlOrigins = controlAccessOf(options);
  const threads = pageThreadsOf(options.pageThreads);
  if (threads > 0 && live) {
    throw new SimulatorOptionError('pageThreads needs a ledger that stands still: not with live');
  }
  const parts = ledgerPartsOf(options.scenario ?? 'default', options.seed);
  const liveLedger = live ? new LiveLedger(parts, { maxControlItems: live.maxControlItems }) : null;
  const ledger: Ledger = liveLedger ?? parts.ledger;
  const control = liveLedger ? controlOf(liveLedger) : notLive;
  const prefixes: Prefixes = {
    validator: options.validatorPrefix ?? defaultPrefixes.validator,
    scan: options.scanPrefix ?? defaultPrefixes.scan,
  };
  const faults = faultsFor(options.faults ?? []);
  const pageThread = threads > 0 ? new PageThread(parts.ledger, parts.scenario, parts.ledger.seed) : null;
  const running = await listen({
    pageThread,
    ledger,
    prefixes,
    faults,
    cors: options.cors ?? true,
    ...(options.auth ? { auth: options.auth } : {}),
    ...(options.control ? { control, controlOrigins } : {}),
    ...(options.allowUnauthenticatedControl ? { allowUnauthenticatedControl: true } : {}),
    ...(options.cacheMb === undefined ? {} : { cacheBytes: cacheBytesOf(options.cacheMb) }),
    ...logOption(options.log),
    limits: {
      ...options.limits,
      ...(options.maxConnections === undefined ? {} : { maxConnections: options.maxConnections }),
    },
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
  });
  const clock: RealClock | null = live?.clock === 'real' ? startRealClock(control, live.speed) : null;
  const host = running.host.includes(':') ? `[${running.host}]` : running.host;
  const base = `http://${host}:${running.port}`;
  return {
    urls: { base, registry: base, validator: `${base}${prefixes.validator}`, scan: `${base}${prefixes.scan}` },
    port: running.port,
    profile: profileOf(ledger),
    ledger,
    control,
    faults: faults.map((f) => f.id),
    close: async () => {
      clock?.stop();
      await Promise.all([running.close(), pageThread?.stop()]);
    },
  };
}

/** The live options with their defaults, or null for a ledger that stands still; wrong ones throw. */
function liveOptionsOf(options: SimulatorOptions): Required<LiveOptions> | null {
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
  return { clock, speed, maxControlItems };
}

/**
 * The control API on an address others reach takes a token, or the explicit word that it may go without; its
 * origins as a browser spells them.
 */
function controlAccessOf(options: SimulatorOptions): string[] {
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

function pageThreadsOf(threads: number | undefined): number {
  if (threads === undefined) return 0;
  if (threads !== 0 && threads !== 1) {
    throw new SimulatorOptionError(`pageThreads must be 0 or 1, got ${String(threads)}`);
  }
  return threads;
}

function cacheBytesOf(mb: number): number {
  if (!Number.isInteger(mb) || mb < 0 || mb > 1_048_576) {
    throw new SimulatorOptionError(`cacheMb must be an integer from 0 to 1048576, got ${String(mb)}`);
  }
  return mb * 2 ** 20;
}

const refuse = (): never => {
  throw new ControlError(409, 'this simulator is not live: start it with live: true (serve --live) to move it');
};

/** The control of a simulator that stands still: every call says how to get one that moves. */
const notLive: Control = refusingControl(refuse);
