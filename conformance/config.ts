import { readFileSync } from 'node:fs';
import { KitError, UsageError } from '../src/shared/errors.js';
import { redactorOf } from './redact.js';
import {
  anyText,
  commaList,
  integer,
  oneOf,
  optionalText,
  readOptions,
  type Env,
  type Given,
  type OptionSpec,
  type Parser,
} from '../src/shared/options.js';

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

/** A CA file that cannot be used: a configuration error, found before the target is touched. */
export class CaFileError extends KitError {
  override readonly name = 'CaFileError';
  readonly exitCode = 2;
}

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

/** A --ca file, checked now, before the target is touched (runKit reads it again); empty is none. */
const caOption: Parser<string | undefined> = (label, text) => {
  if (text === '') return undefined;
  try {
    readCaFile(label, text);
  } catch (error) {
    // On the command line, a file that cannot be used is a usage error, as any other bad value.
    throw new UsageError((error as Error).message);
  }
  return text;
};

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/** An http(s) URL without credentials, trailing slashes trimmed; empty is none. */
const urlOption: Parser<string | undefined> = (label, text) => {
  if (text === '') return undefined;
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
    // The values of its query may be credentials: masked here too, before any run masks them.
    throw new UsageError(
      `${label} must be an http(s) URL, got ${redactorOf({}, { registry: text })(JSON.stringify(text))}`,
    );
  }
  return trimSlash(text);
};

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
export const durationOption: Parser<number> = (label, text) => {
  const m = /^(\d+)([smh]?)$/.exec(text.trim());
  const ms = m ? Number(m[1]) * { '': 1000, s: 1000, m: 60_000, h: 3_600_000 }[m[2] as '' | 's' | 'm' | 'h'] : NaN;
  if (!(ms >= 1000 && ms <= 7 * 86_400_000))
    throw new UsageError(
      `${label} must be seconds or a duration like 90s, 15m or 2h, from 1s to 7 days, got ${JSON.stringify(text)}`,
    );
  return ms;
};

/** Requests per second: `20` or `20/s`, 0 for no limit. */
const rateOption: Parser<number> = (label, text) => {
  const m = /^(\d+(?:\.\d+)?)(?:\/s)?$/.exec(text);
  if (!m) throw new UsageError(`${label} must be requests per second like 20 or 20/s, got ${JSON.stringify(text)}`);
  return Number(m[1]);
};

/** The reports to write: `junit`, `json` or both, comma-separated. */
const reportsOption: Parser<ReportFormat[]> = (label, text) =>
  commaList(label, text).map((r) => {
    if (r !== 'junit' && r !== 'json')
      throw new UsageError(`${label} must list junit and/or json, got ${JSON.stringify(r)}`);
    return r;
  });

/**
 * The kit's options, declared once: they feed `check --help`, the command line, the environment, and the defaults of
 * runKit (defaultKitConfig).
 */
export const checkOptions = [
  {
    name: 'base-url',
    kind: 'value',
    value: 'url',
    env: 'TRK_BASE_URL',
    parse: urlOption,
    description:
      'target laid out like the simulator: registry at URL, validator at URL/api/validator, scan at URL/api/scan',
  },
  {
    name: 'registry-url',
    kind: 'value',
    value: 'url',
    env: 'TRK_REGISTRY_URL',
    parse: urlOption,
    description: 'root of operations A and B (overrides --base-url)',
  },
  {
    name: 'validator-url',
    kind: 'value',
    value: 'url',
    env: 'TRK_VALIDATOR_URL',
    parse: urlOption,
    description: 'base of operation C, e.g. https://host/api/validator',
  },
  {
    name: 'scan-url',
    kind: 'value',
    value: 'url',
    env: 'TRK_SCAN_URL',
    parse: urlOption,
    description: 'base of operation D, e.g. https://host/api/scan',
  },
  {
    name: 'profile',
    kind: 'value',
    value: 'file',
    env: 'TRK_PROFILE',
    parse: optionalText,
    description: 'facts about the target, as `token-registry-kit profile` prints them',
  },
  {
    name: 'header',
    short: 'H',
    kind: 'repeated',
    value: "'Name: value'",
    env: 'TRK_HEADERS',
    parse: headerOption,
    description: 'header for every request, e.g. auth; repeatable (env: one per line)',
  },
  {
    name: 'seed',
    kind: 'value',
    value: 'n',
    env: 'TRK_CHECK_SEED',
    parse: integer(0, 2147483647),
    description: 'seed of the generated examples (default: a new one, printed)',
  },
  {
    name: 'runs',
    kind: 'value',
    value: 'n',
    env: 'TRK_RUNS',
    default: '25',
    parse: integer(1, 100000),
    description: 'examples per property',
  },
  {
    name: 'checks',
    kind: 'value',
    value: 'id,...',
    env: 'TRK_CHECKS',
    parse: commaList,
    description: 'run only these checks',
  },
  {
    name: 'exclude-checks',
    kind: 'value',
    value: 'id,...',
    env: 'TRK_EXCLUDE_CHECKS',
    default: '',
    parse: commaList,
    description: 'skip these checks',
  },
  {
    name: 'timeout',
    kind: 'value',
    value: 'ms',
    env: 'TRK_TIMEOUT',
    default: '10000',
    parse: integer(1, 3600000),
    description: 'time-out of one request',
  },
  {
    name: 'rate-limit',
    kind: 'value',
    value: 'n/s',
    env: 'TRK_RATE_LIMIT',
    parse: rateOption,
    // The default depends on the target: defaultRateLimit.
    description: 'requests per second, 0 for none (default: 20/s, none on loopback)',
  },
  {
    name: 'dialect',
    kind: 'value',
    value: 'spec|splice',
    env: 'TRK_DIALECT',
    default: 'spec',
    parse: oneOf(['spec', 'splice']),
    description: 'spec is strict; splice sends daml_value_encoding and warns on what real deployments do',
  },
  {
    name: 'fail-on-skip',
    kind: 'flag',
    env: 'TRK_FAIL_ON_SKIP',
    description:
      'exit 1 when a check is skipped (for lack of a URL or of facts), so that a gate cannot pass without it',
  },
  {
    name: 'wait-for-target',
    kind: 'value',
    value: 'seconds',
    env: 'TRK_WAIT_FOR_TARGET',
    default: '0',
    parse: integer(0, 86400),
    description: 'retry the first contact (refused, reset, DNS, 502/503/504) this long before giving up with exit 3',
  },
  {
    name: 'discovery-pages',
    kind: 'value',
    value: 'n',
    env: 'TRK_DISCOVERY_PAGES',
    default: '100',
    parse: integer(1, 100000),
    description: 'without --profile: pages of 1000 events read back from the end of the history, at most',
  },
  {
    name: 'discovery-time',
    kind: 'value',
    value: 'seconds',
    env: 'TRK_DISCOVERY_TIME',
    default: '60',
    parse: integer(1, 86400),
    description: 'without --profile: seconds discovery may take, at most',
  },
  {
    name: 'max-response-mb',
    kind: 'value',
    value: 'n',
    env: 'TRK_MAX_RESPONSE_MB',
    // The largest legal page (1000 events) is 6 to 10 MB: 64 leaves room, and bounds an endless body or a gzip bomb.
    default: '64',
    parse: integer(1, 4096),
    description: 'MB of one answer (after decompression) past which the kit stops reading it',
  },
  {
    name: 'max-duration',
    kind: 'value',
    value: 'duration',
    env: 'TRK_MAX_DURATION',
    default: '15m',
    parse: durationOption,
    description: 'the whole run at most, in seconds or like 90s, 15m, 2h; checks not run by then are errors',
  },
  {
    name: 'ca',
    kind: 'value',
    value: 'file',
    env: 'TRK_CA',
    parse: caOption,
    description: 'PEM file of CA certificates to trust for an https target, on top of the bundled ones',
  },
  {
    name: 'insecure',
    kind: 'flag',
    env: 'TRK_INSECURE',
    description: 'accept any TLS certificate (test targets only; printed as a warning and kept in the reports)',
  },
  {
    name: 'report',
    kind: 'value',
    value: 'junit,json',
    env: 'TRK_REPORT',
    default: '',
    parse: reportsOption,
    description: 'reports to write',
  },
  {
    name: 'report-dir',
    kind: 'value',
    value: 'dir',
    env: 'TRK_REPORT_DIR',
    default: 'reports/conformance',
    parse: anyText,
    description: 'where reports go',
  },
  {
    name: 'path',
    kind: 'value',
    value: 'path',
    parse: anyText,
    description:
      'replay a counterexample: the path a failure printed (with --checks ID --seed N); discovery reads the history back again',
  },
  { name: 'list', kind: 'flag', description: 'list the checks and exit' },
] as const satisfies readonly OptionSpec[];

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
  waitForTargetSeconds: declared['wait-for-target'],
  discoveryPages: declared['discovery-pages'],
  discoverySeconds: declared['discovery-time'],
  maxResponseMb: declared['max-response-mb'],
  maxDurationMs: declared['max-duration'],
  insecure: declared.insecure,
};

/** Turns what the command line gave (then the environment, then the declared defaults) into a checked configuration. */
export function kitConfigOf(given: Given<typeof checkOptions>, env: Env, randomSeed: () => number): KitConfig {
  const o = readOptions(checkOptions, given, env);
  const base = o['base-url'];
  const registry = o['registry-url'] ?? base;
  const validator = o['validator-url'] ?? (base ? `${base}/api/validator` : undefined);
  const scan = o['scan-url'] ?? (base ? `${base}/api/scan` : undefined);
  const target: TargetUrls = {
    ...(registry ? { registry } : {}),
    ...(validator ? { validator } : {}),
    ...(scan ? { scan } : {}),
  };
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
    waitForTargetSeconds: o['wait-for-target'],
    discoveryPages: o['discovery-pages'],
    discoverySeconds: o['discovery-time'],
    maxResponseMb: o['max-response-mb'],
    maxDurationMs: o['max-duration'],
    ...(o.ca ? { caFile: o.ca } : {}),
    insecure: o.insecure,
  };
}
