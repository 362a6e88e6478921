import { readFileSync } from 'node:fs';
import {
  flagOption,
  integerOption,
  labeler,
  UsageError,
  resolveMultiple,
  resolveOptions,
  type OptionSpec,
  type Env,
  type OptionValues,
} from '../src/cli/options.js';

export type Dialect = 'spec' | 'splice';
export type ReportFormat = 'junit' | 'json';

/** Where each operation group lives; a group without a URL is skipped, never passed. */
export interface TargetUrls {
  /** Root of operations A and B (`/registry/...` is appended). */
  readonly registry?: string;
  /** Base of operation C (`/v0/scan-proxy/...` is appended). */
  readonly validator?: string;
  /** Base of operation D (`/v0/events` is appended). */
  readonly scan?: string;
}

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
  /** How long to retry the first contact with each URL group (refused, reset, DNS, 502/503/504); 0 for once. */
  readonly waitForTargetSeconds: number;
  /** Bounds of discovery (without a profile): pages of 1000 items, and seconds. */
  readonly discoveryPages: number;
  readonly discoverySeconds: number;
  /** Bytes of one answer, after decompression, past which the kit stops reading it: MiB. */
  readonly maxResponseMb: number;
  /** The whole run's deadline, in milliseconds: checks not run by then are errors. */
  readonly maxDurationMs: number;
  /** A PEM file of CA certificates trusted for https targets, on top of Node's bundled ones. */
  readonly caFile?: string;
  /** Accept any TLS certificate: for test targets only; the reports say so. */
  readonly insecure: boolean;
}

/** What KitConfig holds when nothing is given: the defaults of `check` (and of `runKit`). */
export const defaultKitConfig: Omit<KitConfig, 'target'> = {
  headers: {},
  seed: 1,
  runs: 25,
  excludeChecks: [],
  timeoutMs: 10_000,
  rateLimit: 0,
  dialect: 'spec',
  reports: [],
  reportDir: 'reports/conformance',
  failOnSkip: false,
  waitForTargetSeconds: 0,
  discoveryPages: 100,
  discoverySeconds: 60,
  // The largest legal page (1000 events) is 6 to 10 MB: 64 leaves room, and bounds an endless body or a gzip bomb.
  maxResponseMb: 64,
  maxDurationMs: 15 * 60_000,
  insecure: false,
};

/** The kit's options, declared once: they feed `check --help`, the command line and the environment. */
export const checkOptions: readonly OptionSpec[] = [
  {
    name: 'base-url',
    type: 'string',
    value: 'url',
    env: 'TRK_BASE_URL',
    description:
      'target laid out like the simulator: registry at URL, validator at URL/api/validator, scan at URL/api/scan',
  },
  {
    name: 'registry-url',
    type: 'string',
    value: 'url',
    env: 'TRK_REGISTRY_URL',
    description: 'root of operations A and B (overrides --base-url)',
  },
  {
    name: 'validator-url',
    type: 'string',
    value: 'url',
    env: 'TRK_VALIDATOR_URL',
    description: 'base of operation C, e.g. https://host/api/validator',
  },
  {
    name: 'scan-url',
    type: 'string',
    value: 'url',
    env: 'TRK_SCAN_URL',
    description: 'base of operation D, e.g. https://host/api/scan',
  },
  {
    name: 'profile',
    type: 'string',
    value: 'file',
    env: 'TRK_PROFILE',
    description: 'facts about the target, as `token-registry-kit profile` prints them',
  },
  {
    name: 'header',
    short: 'H',
    type: 'string',
    multiple: true,
    value: "'Name: value'",
    env: 'TRK_HEADERS',
    description: 'header for every request, e.g. auth; repeatable (env: one per line)',
  },
  {
    name: 'seed',
    type: 'string',
    value: 'n',
    env: 'TRK_CHECK_SEED',
    description: 'seed of the generated examples (default: a new one, printed)',
  },
  { name: 'runs', type: 'string', value: 'n', env: 'TRK_RUNS', default: '25', description: 'examples per property' },
  { name: 'checks', type: 'string', value: 'id,...', env: 'TRK_CHECKS', description: 'run only these checks' },
  {
    name: 'exclude-checks',
    type: 'string',
    value: 'id,...',
    env: 'TRK_EXCLUDE_CHECKS',
    description: 'skip these checks',
  },
  {
    name: 'timeout',
    type: 'string',
    value: 'ms',
    env: 'TRK_TIMEOUT',
    default: '10000',
    description: 'time-out of one request',
  },
  {
    name: 'rate-limit',
    type: 'string',
    value: 'n/s',
    env: 'TRK_RATE_LIMIT',
    description: 'requests per second, 0 for none (default: 20/s, none on loopback)',
  },
  {
    name: 'dialect',
    type: 'string',
    value: 'spec|splice',
    env: 'TRK_DIALECT',
    default: 'spec',
    description: 'spec is strict; splice sends daml_value_encoding and warns on what real deployments do',
  },
  {
    name: 'fail-on-skip',
    type: 'boolean',
    env: 'TRK_FAIL_ON_SKIP',
    description:
      'exit 1 when a check is skipped (for lack of a URL or of facts), so that a gate cannot pass without it',
  },
  {
    name: 'wait-for-target',
    type: 'string',
    value: 'seconds',
    env: 'TRK_WAIT_FOR_TARGET',
    default: '0',
    description: 'retry the first contact (refused, reset, DNS, 502/503/504) this long before giving up with exit 3',
  },
  {
    name: 'discovery-pages',
    type: 'string',
    value: 'n',
    env: 'TRK_DISCOVERY_PAGES',
    default: '100',
    description: 'without --profile: pages of 1000 events read back from the end of the history, at most',
  },
  {
    name: 'discovery-time',
    type: 'string',
    value: 'seconds',
    env: 'TRK_DISCOVERY_TIME',
    default: '60',
    description: 'without --profile: seconds discovery may take, at most',
  },
  {
    name: 'max-response-mb',
    type: 'string',
    value: 'n',
    env: 'TRK_MAX_RESPONSE_MB',
    default: '64',
    description: 'MB of one answer (after decompression) past which the kit stops reading it',
  },
  {
    name: 'max-duration',
    type: 'string',
    value: 'duration',
    env: 'TRK_MAX_DURATION',
    default: '15m',
    description: 'the whole run at most, in seconds or like 90s, 15m, 2h; checks not run by then are errors',
  },
  {
    name: 'ca',
    type: 'string',
    value: 'file',
    env: 'TRK_CA',
    description: 'PEM file of CA certificates to trust for an https target, on top of the bundled ones',
  },
  {
    name: 'insecure',
    type: 'boolean',
    env: 'TRK_INSECURE',
    description: 'accept any TLS certificate (test targets only; printed as a warning and kept in the reports)',
  },
  { name: 'report', type: 'string', value: 'junit,json', env: 'TRK_REPORT', description: 'reports to write' },
  {
    name: 'report-dir',
    type: 'string',
    value: 'dir',
    env: 'TRK_REPORT_DIR',
    default: 'reports/conformance',
    description: 'where reports go',
  },
  {
    name: 'path',
    type: 'string',
    value: 'path',
    description: 'replay a counterexample: the path a failure printed (with --checks ID --seed N)',
  },
  { name: 'list', type: 'boolean', description: 'list the checks and exit' },
];

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

function urlOption(label: string, text: string | undefined): string | undefined {
  if (text === undefined || text === '') return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`${label} must be an http(s) URL, got ${JSON.stringify(text)}`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new UsageError(`${label} must not carry credentials (they would be printed in reports); send them with -H`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`${label} must be an http(s) URL, got ${JSON.stringify(text)}`);
  }
  return trimSlash(text);
}

function listOption(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * One `Name: value` header. Neither error shows the value, nor a line without a name: either may be a secret.
 * A value holds visible ASCII, spaces and tabs only (RFC 9110 section 5.5; obs-text is left out, since Node would
 * send it as Latin-1): a CR or LF would end the header there and start another, and Node refuses them mid-run.
 */
export function headerOption(label: string, line: string, index: number): [string, string] {
  const colon = line.indexOf(':');
  const name = colon > 0 ? line.slice(0, colon).trim() : '';
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
    throw new UsageError(
      `${label} must be 'Name: value' with a token as its name; header ${index + 1} is not (it is not shown: it may hold a secret)`,
    );
  }
  // Optional whitespace is spaces and tabs (RFC 9110 section 5.6.3); a CR that ends the line is its line ending
  // (TRK_HEADERS written with CRLF), not part of the value.
  const value = line
    .slice(colon + 1)
    .replace(/\r$/, '')
    .replace(/^[ \t]+|[ \t]+$/g, '');
  if (!/^[\t\x20-\x7e]*$/.test(value)) {
    throw new UsageError(
      `${label} ${name}: the value holds a character that HTTP forbids or that is not ASCII (CR, LF, NUL, another control character, or non-ASCII); the value is not shown`,
    );
  }
  return [name.toLowerCase(), value];
}

/** A duration: seconds, or a number with s, m or h ("90", "90s", "15m", "2h"); in milliseconds. */
export function durationOption(label: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const m = /^(\d+)([smh]?)$/.exec(text.trim());
  const ms = m ? Number(m[1]) * { '': 1000, s: 1000, m: 60_000, h: 3_600_000 }[m[2] as '' | 's' | 'm' | 'h'] : NaN;
  if (!(ms >= 1000 && ms <= 7 * 86_400_000))
    throw new UsageError(
      `${label} must be seconds or a duration like 90s, 15m or 2h, from 1s to 7 days, got ${JSON.stringify(text)}`,
    );
  return ms;
}

/** A CA file that cannot be used: a configuration error, found before the target is touched. */
export class CaFileError extends Error {}

/** The certificates of a --ca file: PEM, at least one certificate. */
export function readCaFile(label: string, path: string): string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new CaFileError(`${label} ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----'))
    throw new CaFileError(`${label} ${path}: no PEM certificate in it (-----BEGIN CERTIFICATE-----)`);
  return text;
}

const isLoopback = (url: string | undefined): boolean => {
  if (!url) return true;
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
};

/** The command line's rate limit when none is given: 20/s, none on loopback. */
export const defaultRateLimit = (target: TargetUrls): number =>
  [target.registry, target.validator, target.scan].every(isLoopback) ? 0 : 20;

/** Turns option values (flags, then environment, then defaults) into a checked configuration. */
export function kitConfigOf(values: OptionValues, env: Env, randomSeed: () => number): KitConfig {
  const o = resolveOptions(checkOptions, values, env);
  const label = labeler(checkOptions, values, env);
  const base = urlOption(label('base-url'), o['base-url']);
  const registry = urlOption(label('registry-url'), o['registry-url']) ?? base;
  const validator =
    urlOption(label('validator-url'), o['validator-url']) ?? (base ? `${base}/api/validator` : undefined);
  const scan = urlOption(label('scan-url'), o['scan-url']) ?? (base ? `${base}/api/scan` : undefined);
  const target: TargetUrls = {
    ...(registry ? { registry } : {}),
    ...(validator ? { validator } : {}),
    ...(scan ? { scan } : {}),
  };
  const dialect = o['dialect'];
  if (dialect !== 'spec' && dialect !== 'splice')
    throw new UsageError(`--dialect must be spec or splice, got ${JSON.stringify(dialect)}`);
  const reports = listOption(o['report']) ?? [];
  for (const r of reports)
    if (r !== 'junit' && r !== 'json')
      throw new UsageError(`--report must list junit and/or json, got ${JSON.stringify(r)}`);
  const rateText = o['rate-limit'];
  let rateLimit: number;
  if (rateText === undefined) {
    rateLimit = defaultRateLimit(target);
  } else {
    const m = /^(\d+(?:\.\d+)?)(?:\/s)?$/.exec(rateText);
    if (!m)
      throw new UsageError(`--rate-limit must be requests per second like 20 or 20/s, got ${JSON.stringify(rateText)}`);
    rateLimit = Number(m[1]);
  }
  const headers = Object.fromEntries(
    resolveMultiple(checkOptions.find((x) => x.name === 'header') as OptionSpec, values, env).map((line, i) =>
      headerOption(label('header'), line, i),
    ),
  );
  const caFile = o['ca'] === undefined || o['ca'] === '' ? undefined : o['ca'];
  if (caFile !== undefined) {
    try {
      readCaFile(label('ca'), caFile);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  }
  const checks = listOption(o['checks']);
  const path = o['path'];
  if (path !== undefined && (!checks || checks.length !== 1))
    throw new UsageError('--path replays one counterexample: give exactly one check with --checks');
  if (path !== undefined && !/^\d+(:\d+)*$/.test(path))
    throw new UsageError(`--path must look like 3:1:0, got ${JSON.stringify(path)}`);
  return {
    target,
    ...(o['profile'] ? { profilePath: o['profile'] } : {}),
    headers,
    seed: integerOption(label('seed'), o['seed'], 0, 2147483647) ?? randomSeed(),
    runs: integerOption(label('runs'), o['runs'], 1, 100000) ?? 25,
    ...(checks ? { checks } : {}),
    excludeChecks: listOption(o['exclude-checks']) ?? [],
    timeoutMs: integerOption(label('timeout'), o['timeout'], 1, 3600000) ?? 10000,
    rateLimit,
    dialect,
    reports: reports as ReportFormat[],
    reportDir: o['report-dir'] ?? 'reports/conformance',
    ...(path ? { path } : {}),
    failOnSkip: flagOption('fail-on-skip', checkOptions, values, env),
    waitForTargetSeconds: integerOption(label('wait-for-target'), o['wait-for-target'], 0, 86400) ?? 0,
    discoveryPages: integerOption(label('discovery-pages'), o['discovery-pages'], 1, 100000) ?? 100,
    discoverySeconds: integerOption(label('discovery-time'), o['discovery-time'], 1, 86400) ?? 60,
    maxResponseMb: integerOption(label('max-response-mb'), o['max-response-mb'], 1, 4096) ?? 64,
    maxDurationMs: durationOption(label('max-duration'), o['max-duration']) ?? defaultKitConfig.maxDurationMs,
    ...(caFile ? { caFile } : {}),
    insecure: flagOption('insecure', checkOptions, values, env),
  };
}
