/**
 * The simulator's `serve` command: its options read (src/commands/options.ts), the start-up checks said in the command
 * line's words, the simulator started (or the workers of --workers forked) and its start-up lines printed. The command
 * line (cli/main.ts) splits the arguments and runs it on the process's streams, a test on strings.
 */
import { availableParallelism } from 'node:os';
import { UsageError } from '../../common/errors.js';
import { helpText, readOptions, type Env, type Given, type Values } from '../../common/options.js';
import { PROGRAM, type Output } from '../../common/program.js';
import { isLoopback } from '../app/control-access.js';
import { sizeText } from '../app/inject-rules.js';
import { ListenError, listenFailure } from '../app/listen-error.js';
import { utf8Length } from '../app/text-bytes.js';
import type { Cluster } from '../cluster.js';
import { SimulatorError } from '../errors.js';
import { faultsFor } from '../faults/index.js';
import { startSimulator, type Simulator, type SimulatorOptions } from '../index.js';
import { loadScenario } from '../scenario-file.js';
import { readSmallFile } from '../small-file.js';
import { bannerOf, type BannerFacts, type Endpoint } from './banner.js';
import { serveOptions, tokenOption } from './options.js';

/**
 * Where `serve` reads and writes: in cli/bin.ts the process's streams and environment, in a test strings. It touches
 * nothing else of the process, so that tests run it in-process.
 */
export interface ServeIo extends Output {
  readonly env: Env;
  /** Stops `serve`: once it aborts, the server closes and `serve` resolves. Without one, `serve` runs on. */
  readonly signal?: AbortSignal;
  /**
   * This process's part in `serve --workers N` (src/cluster.ts): in cli/bin.ts the process's, a primary that forks or a
   * worker that was forked. Without one (in-process), `--workers` above 1 is refused.
   */
  readonly cluster?: Cluster;
}

/** A server that could not listen, or could not close: exit 1. */
export class ServerError extends SimulatorError {
  override readonly name = 'ServerError';
  readonly exitCode = 1;
}

export const serveHelp = helpText(
  `Usage: ${PROGRAM} serve [options]`,
  'Serve a simulated ledger over HTTP until SIGINT or SIGTERM.\nGuides: docs/simulator.md (options, answers, scenarios); docs/test-server.md (--live, control, snapshots, --inject, the journal, the browser view).',
  serveOptions,
);

/** The errors of a port that cannot be bound, or an address that is not this machine's: said as such. */
const LISTEN_ERRORS: ReadonlySet<unknown> = new Set(['EADDRINUSE', 'EACCES', 'EADDRNOTAVAIL']);

/** Resolves once `signal` aborts; never without one. */
const aborted = (signal: AbortSignal | undefined): Promise<void> =>
  new Promise((resolve) => {
    if (signal?.aborted) resolve();
    else signal?.addEventListener('abort', () => resolve(), { once: true });
  });

/** The tokens of --auth-token-file: one per line, blank lines and `#` comments skipped; a small regular file. */
function tokensIn(path: string | undefined): string[] {
  if (path === undefined) return [];
  const file = readSmallFile(path, 64 * 1024);
  if (file.kind === 'unreadable') throw new UsageError(`--auth-token-file ${path}: ${file.reason}`);
  if (file.kind !== 'text') throw new UsageError(`--auth-token-file ${path} must be a regular file of at most 64 KiB`);
  const text = file.text;
  const tokens = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line, i) => tokenOption(`--auth-token-file ${path} line ${i + 1}`, line));
  if (tokens.length === 0) throw new UsageError(`--auth-token-file ${path} holds no token`);
  return tokens;
}

/**
 * A listen error said as such (exit 1), in the command line's words: a port in use with the way to a free one, a
 * host that does not resolve with the addresses to use, whether the simulator or the primary of --workers (whose
 * probe reports node's own error) met it; any other error as it is.
 */
const listenError =
  (host: string, port: number) =>
  (error: unknown): never => {
    const failure = listenFailure(error, host, port);
    if (failure instanceof ListenError) throw new ServerError(failure.commandLineMessage, { cause: error });
    throw LISTEN_ERRORS.has((error as { code?: unknown }).code)
      ? new ServerError(`cannot listen: ${(error as Error).message}`, { cause: error })
      : error;
  };

/**
 * The rules of --inject against their budget (docs/inject.md, budgets), said in the command line's words before
 * anything is built; each rule was read, and one too long refused, with the option.
 */
function checkInjectBudget(o: Values<typeof serveOptions>): void {
  const rules = o.inject;
  if (rules.length > o['inject-max-rules']) {
    throw new UsageError(
      `--inject gives ${rules.length} rules, more than the ${o['inject-max-rules']} that may be in force (--inject-max-rules)`,
    );
  }
  const bytes = rules.reduce((sum, rule) => sum + utf8Length(rule), 0);
  if (bytes > o['inject-max-kb'] * 1024) {
    throw new UsageError(
      `--inject gives rules of ${sizeText(bytes)} of text, more than the ${o['inject-max-kb']} KiB that those in force may hold (--inject-max-kb)`,
    );
  }
}

/** --live, --clock, --speed and --control as start options; the clock and control make sense only live. */
function liveOptions(
  o: Values<typeof serveOptions>,
): Pick<SimulatorOptions, 'live' | 'control' | 'controlOrigins' | 'allowUnauthenticatedControl'> {
  // --clock, --speed, --control-max-items, --control-origin and the like are refused without the flag they need by
  // readOptions (their `needs` in src/commands/options.ts); --control says why it needs --live.
  if (!o.live) {
    if (o.control) throw new UsageError('--control needs --live: the control API moves a live ledger');
    return {};
  }
  return {
    live: {
      clock: o.clock,
      speed: o.speed,
      maxControlItems: o['control-max-items'],
      maxSnapshotsMb: o['snapshots-max-mb'],
      ...(o.state === undefined ? {} : { stateFile: o.state }),
    },
    control: o.control,
    ...(o.control ? { controlOrigins: o['control-origin'] } : {}),
    ...(o['allow-unauthenticated-control'] ? { allowUnauthenticatedControl: true } : {}),
  };
}

/** What the start-up lines say besides the URLs (src/commands/banner.ts): the ledger, the state, the tools that are on. */
function bannerFactsOf(o: Values<typeof serveOptions>, simulator: Simulator): BannerFacts {
  // The simulator's own endpoints beside the API, each when on (the request journal's row goes here).
  const endpoints: Endpoint[] = o.control ? [['control', '/_control']] : [];
  if (o.control && o['journal-size'] > 0) endpoints.push(['journal', '/_control/requests']);
  if (simulator.urls.ui !== undefined) endpoints.push(['ui', '/_ui']);
  return {
    program: PROGRAM,
    host: o.host,
    ...(o.live ? { live: o.clock === 'real' ? `real clock, speed ${o.speed}` : 'manual clock' } : {}),
    ...(o.live && o.state !== undefined
      ? { state: { file: o.state, calls: simulator.loadedState?.calls ?? null } }
      : {}),
    endpoints,
    uiOff: simulator.urls.ui === undefined && !o['no-ui'],
    rules: simulator.rules(),
  };
}

/**
 * `serve`: starts the simulator with the options given (and their environment variables), prints its URLs, and
 * resolves once `io.signal` has aborted and the server has closed. In the primary of `--workers N`, forks the
 * workers instead (src/cluster.ts), which serve.
 */
export async function serve(given: Given<typeof serveOptions>, io: ServeIo): Promise<number> {
  const o = readOptions(serveOptions, given, io.env);
  if (o.workers > 1 && (o.live || o.control)) {
    throw new UsageError('--workers needs a ledger that stands still: control calls would reach one process only');
  }
  if (o['page-threads'] === 1 && (o.live || o.workers > 1)) {
    throw new UsageError(
      '--page-threads 1 needs one process with a ledger that stands still: not with --live or --workers',
    );
  }
  if (o.ui && o['no-ui']) throw new UsageError('--ui and --no-ui say opposite things: give one of them');
  checkInjectBudget(o);
  const tokens = [...o['auth-token'], ...tokensIn(o['auth-token-file'])];
  if (o.control && !isLoopback(o.host) && tokens.length === 0 && o['allow-unauthenticated-control']) {
    io.err(
      `${PROGRAM}: warning: --control on --host ${o.host} without a token: anyone who can reach it can move the ledger\n`,
    );
  }
  if (o.workers > 1 && io.cluster?.role !== 'worker') return serveFromWorkers(o, io);
  const simulator = await startSimulator({
    scenario: o.scenario,
    ...(o.seed === undefined ? {} : { seed: o.seed }),
    host: o.host,
    port: o.port,
    validatorPrefix: o['validator-prefix'],
    scanPrefix: o['scan-prefix'],
    faults: o.fault,
    maxConnections: o['max-connections'],
    cors: !o['no-cors'],
    ...(o['no-ui'] ? { ui: false } : o.ui ? { ui: true } : {}),
    strictRequests: o['strict-requests'],
    inject: o.inject,
    injectMaxRules: o['inject-max-rules'],
    injectMaxKb: o['inject-max-kb'],
    injectHoldMb: o['inject-hold-mb'],
    journalSize: o['journal-size'],
    journalMb: o['journal-mb'],
    ...(tokens.length > 0 ? { auth: { tokens, groups: o['auth-groups'] } } : {}),
    ...liveOptions(o),
    cacheMb: o['cache-mb'],
    pageThreads: o['page-threads'] ?? (availableParallelism() > 1 && o.workers === 1 && !o.live ? 1 : 0),
    log: o.quiet ? false : (line) => io.err(`${line}\n`),
  }).catch(listenError(o.host, o.port));
  // Stopped while it started (cli/bin.ts: a signal during the ledger's build): close without announcing anything.
  if (!io.signal?.aborted) {
    const banner = bannerOf(simulator, bannerFactsOf(o, simulator));
    // A worker of --workers: the primary prints the URLs once, when every worker listens.
    if (io.cluster?.role === 'worker') io.cluster.listening(banner);
    else io.out(banner);
  }
  await aborted(io.signal);
  try {
    await simulator.close();
  } catch (error) {
    throw new ServerError(`could not close: ${(error as Error).message}`, { cause: error });
  }
  return 0;
}

/**
 * `serve --workers N` in the primary: what every worker would refuse (the scenario file, a fault id, the port) is
 * checked here first, so that it is said once; then the workers are forked, and they serve.
 */
async function serveFromWorkers(o: Values<typeof serveOptions>, io: ServeIo): Promise<number> {
  const cluster = io.cluster;
  if (cluster?.role !== 'primary') {
    throw new UsageError('--workers above 1 needs a process of its own: run the token-registry-kit command');
  }
  loadScenario(o.scenario);
  faultsFor(o.fault);
  return cluster
    .serve(o.workers, {
      name: PROGRAM,
      host: o.host,
      port: o.port,
      out: io.out,
      err: io.err,
      ...(io.signal ? { signal: io.signal } : {}),
    })
    .catch(listenError(o.host, o.port));
}
