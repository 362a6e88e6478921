import { ledgerPartsOf } from './scenario-file.js';
import { faultsFor } from './faults/index.js';
import { defaultPrefixes, type Prefixes } from './app/routes.js';
import type { AuthOptions } from './app/auth.js';
import type { ServerLimits } from './http/limits.js';
import { listen } from './http/server.js';
import type { Ledger } from './ledger/ledger.js';
import { profileOf } from './operations/profile.js';
import { refusingControl, type Control } from './operations/control.js';
import { PageThread } from './page-thread/page-thread.js';
import { LiveLedger } from './ledger/live/live-ledger.js';
import { ControlError } from './operations/control-error.js';
import { isLoopback } from './app/control-access.js';
import { startRealClock, type RealClock } from './live-clock.js';
import { liveControlOf, type LiveControl } from './state-file.js';
import { unknownOptionKey } from './option-keys.js';
import { urlHost } from './app/listen-address.js';
import { injectorOf, toolsOf } from './app/tools.js';
import { journalOf } from './http/journal.js';
import {
  cacheBytesOf,
  controlAccessOf,
  injectBudgetOf,
  liveOptionsOf,
  pageThreadsOf,
  SimulatorOptionError,
  type LiveOptions,
  type Simulator,
  type SimulatorOptions,
} from './simulator-options.js';

export type { Scenario } from './ledger/scenario.js';
export type { Profile } from './operations/profile.js';
export { SimulatorError } from './errors.js';
export { PortInUseError, UnresolvedHostError } from './app/listen-error.js';
export { ControlError } from './operations/control-error.js';
export type { Control, Advanced, Appended, SnapshotInfo, SavedStateInfo } from './operations/control.js';
export { SavedStateError } from './operations/saved-state.js';
export type { ControlAdvance, ControlAllocation, ControlNameEntry } from '../common/schemas/types.js';
export { ScenarioFileError } from './scenario-file.js';
export { faultIds, UnknownFaultError } from './faults/index.js';
export { defaultLimits, type ServerLimits } from './http/limits.js';
export type { AuthOptions, Group } from './app/auth.js';
export type { InjectHandle, JournalEntry, JournalFilter, RequestCount, RuleInfo } from './app/tools.js';
export {
  SimulatorOptionError,
  type LiveOptions,
  type LoadedState,
  type Simulator,
  type SimulatorOptions,
  type SimulatorUrls,
} from './simulator-options.js';
export { InjectRuleError, JournalError, RequestExpectationError } from './app/tools.js';

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
  const unknownKey = unknownOptionKey<SimulatorOptions, LiveOptions, AuthOptions, ServerLimits>(options);
  if (unknownKey !== null) throw new SimulatorOptionError(unknownKey);
  const live = liveOptionsOf(options);
  const controlOrigins = controlAccessOf(options);
  const threads = pageThreadsOf(options.pageThreads);
  const budget = injectBudgetOf(options);
  if (threads > 0 && live) {
    throw new SimulatorOptionError('pageThreads needs a ledger that stands still: not with live');
  }
  const parts = ledgerPartsOf(options.scenario ?? 'default', options.seed);
  const liveLedger = live ? new LiveLedger(parts, { maxControlItems: live.maxControlItems }) : null;
  const ledger: Ledger = liveLedger ?? parts.ledger;
  const logLine = logOption(options.log).log;
  const liveControl: LiveControl | null =
    liveLedger && live
      ? liveControlOf(liveLedger, parts, {
          live: options.live,
          maxSnapshotBytes: Math.floor(live.maxSnapshotsMb * 2 ** 20),
          note: logLine ?? (() => {}),
        })
      : null;
  const control = liveControl?.control ?? notLive;
  try {
    return await started(options, {
      parts,
      ledger,
      live,
      control,
      liveControl,
      logLine,
      controlOrigins,
      threads,
      budget,
    });
  } catch (error) {
    // Not started: the state file goes to whoever starts next.
    try {
      liveControl?.close();
    } catch {
      // The start's error says more.
    }
    throw error;
  }
}

/** What startSimulator built before it listens. */
interface Built {
  readonly parts: ReturnType<typeof ledgerPartsOf>;
  readonly ledger: Ledger;
  readonly live: ReturnType<typeof liveOptionsOf>;
  readonly control: Control;
  readonly liveControl: LiveControl | null;
  readonly logLine: ((line: string) => void) | undefined;
  readonly controlOrigins: string[];
  readonly threads: number;
  readonly budget: ReturnType<typeof injectBudgetOf>;
}

async function started(options: SimulatorOptions, built: Built): Promise<Simulator> {
  const { parts, ledger, live, control, liveControl, logLine, controlOrigins, threads, budget } = built;
  const prefixes: Prefixes = {
    validator: options.validatorPrefix ?? defaultPrefixes.validator,
    scan: options.scanPrefix ?? defaultPrefixes.scan,
  };
  const faults = faultsFor(options.faults ?? [], ledger.timeline);
  const [injector, journal] = [
    injectorOf(options.inject, ledger.seed, budget.rules),
    journalOf(options.journalSize, options.journalMb, prefixes),
  ];
  const pageThread = threads > 0 ? new PageThread(parts.ledger, parts.scenario, parts.ledger.seed) : null;
  const ui = options.ui ?? isLoopback(options.host ?? '127.0.0.1');
  const running = await listen({
    pageThread,
    injector,
    ...(journal ? { journal } : {}),
    ledger,
    prefixes,
    faults,
    cors: options.cors ?? true,
    ...(options.auth ? { auth: options.auth } : {}),
    ...(options.control ? { control, controlOrigins } : {}),
    ...(options.control && typeof options.live === 'object' && options.live.stateFile ? { stateFile: true } : {}),
    ...(options.allowUnauthenticatedControl ? { allowUnauthenticatedControl: true } : {}),
    ...(options.strictRequests ? { strictRequests: true } : {}),
    ...(ui ? { ui } : {}),
    ...(options.cacheMb === undefined ? {} : { cacheBytes: cacheBytesOf(options.cacheMb) }),
    holdBytes: budget.holdBytes,
    ...logOption(options.log),
    limits: {
      ...options.limits,
      ...(options.maxConnections === undefined ? {} : { maxConnections: options.maxConnections }),
    },
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
  });
  const clock: RealClock | null =
    live?.clock === 'real' && liveControl ? startRealClock(liveControl.tick, live.speed, logLine) : null;
  const host = urlHost(running.host);
  const base = `http://${host}:${running.port}`;
  const view = ui ? { ui: `${base}/_ui` } : {};
  return {
    ...toolsOf(injector, journal),
    urls: { base, registry: base, validator: `${base}${prefixes.validator}`, scan: `${base}${prefixes.scan}`, ...view },
    port: running.port,
    profile: profileOf(ledger),
    ledger,
    control,
    faults: faults.map((f) => f.id),
    ...(liveControl?.loaded ? { loadedState: liveControl.loaded } : {}),
    close: async () => {
      clock?.stop();
      try {
        await Promise.all([running.close(), pageThread?.stop()]);
      } finally {
        // Once no request can reach it: saved whole, and the state file let go.
        liveControl?.close();
      }
    },
  };
}

const refuse = (): never => {
  throw new ControlError(409, 'this simulator is not live: start it with live: true (serve --live) to move it');
};

/** The control of a simulator that stands still: every call says how to get one that moves. */
const notLive: Control = refusingControl(refuse);
