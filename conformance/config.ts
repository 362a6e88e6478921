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

function headerOption(line: string): [string, string] {
  const colon = line.indexOf(':');
  const name = colon > 0 ? line.slice(0, colon).trim() : '';
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
    throw new UsageError(`--header must be 'Name: value', got ${JSON.stringify(line)}`);
  }
  return [name.toLowerCase(), line.slice(colon + 1).trim()];
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
    resolveMultiple(checkOptions.find((x) => x.name === 'header') as OptionSpec, values, env).map(headerOption),
  );
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
  };
}
