import { anyText, commaList, integer, oneOf, optionalText, type OptionSpec } from '../../common/options.js';
import { urlOption } from './urls.js';
import { GROUP_OPERATIONS, operationsInWords } from '../../common/api.js';
import { caOption, durationOption, headerOption, rateOption, reportsOption, sweepPlaceOption } from './values.js';

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
    description: `root of ${operationsInWords(GROUP_OPERATIONS.registry)} (overrides --base-url)`,
  },
  {
    name: 'validator-url',
    kind: 'value',
    value: 'url',
    env: 'TRK_VALIDATOR_URL',
    parse: urlOption,
    description: `base of ${operationsInWords(GROUP_OPERATIONS.validator)}, e.g. https://host/api/validator`,
  },
  {
    name: 'scan-url',
    kind: 'value',
    value: 'url',
    env: 'TRK_SCAN_URL',
    parse: urlOption,
    description: `base of ${operationsInWords(GROUP_OPERATIONS.scan)}, e.g. https://host/api/scan`,
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
    name: 'moving-end',
    kind: 'flag',
    env: 'TRK_MOVING_END',
    description:
      "the history's end moves during the run: re-read it after pauses (a few seconds) even when no item arrived since the map",
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
    name: 'max-held-mb',
    kind: 'value',
    value: 'n',
    env: 'TRK_MAX_HELD_MB',
    // A run holds one page at a time or two side by side (some 6 to 20 MB): 64 leaves room, and bounds a target
    // that answers near --max-response-mb to every request to one such answer at a time.
    default: '64',
    parse: integer(1, 4096),
    description:
      'MB of answers the kit holds at once (a check comparing answers); one answer alone is read up to --max-response-mb',
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
    value: 'junit,json,html',
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
  {
    name: 'sweep',
    kind: 'flag',
    env: 'TRK_SWEEP',
    description:
      'read the whole history (or --sweep-from/--sweep-to) in both encodings, every item judged; Ctrl-C stops it with a report and a place to resume from',
  },
  {
    name: 'sweep-from',
    kind: 'value',
    value: 'M[,time]',
    env: 'TRK_SWEEP_FROM',
    parse: sweepPlaceOption,
    description:
      'with --sweep: start at migration M, or after its item at that record time (what a stopped sweep prints)',
  },
  {
    name: 'sweep-to',
    kind: 'value',
    value: 'M[,time]',
    env: 'TRK_SWEEP_TO',
    parse: sweepPlaceOption,
    description: 'with --sweep: end with migration M, or with its item at that record time',
  },
  {
    name: 'time-budget',
    kind: 'value',
    value: 'seconds',
    env: 'TRK_TIME_BUDGET',
    default: '10',
    parse: integer(0, 86400),
    description:
      'without --sweep: once the checks are done, read further (both encodings, from the start, past what was read) until the run has taken this long; 0 for no further reading',
  },
  { name: 'list', kind: 'flag', description: 'list the checks and exit' },
] as const satisfies readonly OptionSpec[];
