import { ledgerOf } from './scenario-file.js';
import { faultsFor } from './faults/index.js';
import { defaultPrefixes, type Prefixes } from './app/routes.js';
import type { AuthOptions } from './app/auth.js';
import type { ServerLimits } from './http/limits.js';
import { listen } from './http/server.js';
import type { Ledger } from './ledger/ledger.js';
import { compileAll } from './schemas/registry.js';
import type { Scenario } from './ledger/scenario.js';
import { profileOf, type Profile } from './operations/profile.js';

export type { Scenario } from './ledger/scenario.js';
export type { Profile } from './operations/profile.js';
export { SimulatorError } from './errors.js';
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
   * named; operation A never requires credentials (spec section 5). Missing or wrong: 401 with `WWW-Authenticate`.
   */
  readonly auth?: AuthOptions;
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
  /** Facts about the ledger for tests: allocation ids by answer, parties with and without entries, and more. */
  readonly profile: Profile;
  readonly ledger: Ledger;
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
  const ledger = ledgerOf(options.scenario ?? 'default', options.seed);
  const prefixes: Prefixes = {
    validator: options.validatorPrefix ?? defaultPrefixes.validator,
    scan: options.scanPrefix ?? defaultPrefixes.scan,
  };
  const faults = faultsFor(options.faults ?? []);
  const running = await listen({
    ledger,
    prefixes,
    faults,
    cors: options.cors ?? true,
    ...(options.auth ? { auth: options.auth } : {}),
    ...logOption(options.log),
    limits: {
      ...options.limits,
      ...(options.maxConnections === undefined ? {} : { maxConnections: options.maxConnections }),
    },
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
  });
  const host = running.host.includes(':') ? `[${running.host}]` : running.host;
  const base = `http://${host}:${running.port}`;
  return {
    urls: { base, registry: base, validator: `${base}${prefixes.validator}`, scan: `${base}${prefixes.scan}` },
    port: running.port,
    profile: profileOf(ledger),
    ledger,
    faults: faults.map((f) => f.id),
    close: running.close,
  };
}
