/**
 * The options of `serve` and `profile`, declared once: each table feeds parseArgs, --help, the environment and the
 * typed values the command reads (common/options.ts, shared with `check`).
 */
import { anyText, integer, oneOf, optionalText, type OptionSpec } from '../../common/options.js';
import { authOperations, GROUP_OPERATIONS, inWords, PAGED_OPERATIONS } from '../../common/api.js';
import { injectOption } from './inject-option.js';
import { groupsOption, hostOption, originOption, prefixOption, speedOption, tokenOption } from './option-values.js';

export { tokenOption } from './option-values.js';

const tokened = authOperations('token');
const untokened = inWords(authOperations('none'));
const registryTokened = inWords(GROUP_OPERATIONS.registry.filter((op) => tokened.includes(op)));

/** A bearer token as RFC 6750 allows it (token68): it goes into a header, so no spaces or control characters. */
export const simulatorOptions = [
  {
    name: 'scenario',
    kind: 'value',
    value: 'name|file',
    env: 'TRK_SCENARIO',
    default: 'default',
    parse: anyText,
    description: 'bundled scenario (default, minimal, empty, large) or a scenario JSON file',
  },
  {
    name: 'seed',
    kind: 'value',
    value: 'n',
    env: 'TRK_SEED',
    parse: integer(0, 4294967295),
    description: "ledger seed, 0..4294967295 (default: the scenario's seed)",
  },
] as const satisfies readonly OptionSpec[];

export const serveOptions = [
  ...simulatorOptions,
  {
    name: 'host',
    kind: 'value',
    value: 'h',
    env: 'TRK_HOST',
    default: '127.0.0.1',
    parse: hostOption,
    description: 'address to listen on',
  },
  {
    name: 'port',
    kind: 'value',
    value: 'p',
    env: 'TRK_PORT',
    default: '8080',
    parse: integer(0, 65535),
    description: 'port to listen on; 0 picks a free one',
  },
  {
    name: 'validator-prefix',
    kind: 'value',
    value: 'path',
    env: 'TRK_VALIDATOR_PREFIX',
    default: '/api/validator',
    parse: prefixOption,
    description: `path prefix of the name-entry operation (${inWords(GROUP_OPERATIONS.validator)})`,
  },
  {
    name: 'scan-prefix',
    kind: 'value',
    value: 'path',
    env: 'TRK_SCAN_PREFIX',
    default: '/api/scan',
    parse: prefixOption,
    description: `path prefix of the event operation (${inWords(GROUP_OPERATIONS.scan)})`,
  },
  {
    name: 'fault',
    kind: 'repeated',
    value: 'check-id[@place]',
    env: 'TRK_FAULTS',
    parse: anyText,
    description: `serve with a deliberate defect that breaks that conformance check; repeatable. A fault of ${inWords(PAGED_OPERATIONS, 'or')} may break it only at a place of the history: @last, @middle, @boundary:N, @index:N or @random:SEED`,
  },
  {
    name: 'inject',
    kind: 'repeated',
    value: 'rule',
    env: 'TRK_INJECT',
    parse: injectOption,
    description:
      'a fault on demand, e.g. "D: 503 next 2", "D: reset 10%", "*: delay 100ms-2s" (docs/inject.md); repeatable (env: one per line); with --workers n, each worker applies it to its own requests',
  },
  {
    name: 'inject-max-rules',
    kind: 'value',
    value: 'n',
    env: 'TRK_INJECT_MAX_RULES',
    default: '256',
    parse: integer(1, 1_000_000),
    description:
      'fault rules that may be in force at once (each request reads them in order); past it adding one answers 409',
  },
  {
    name: 'inject-max-kb',
    kind: 'value',
    value: 'n',
    env: 'TRK_INJECT_MAX_KB',
    default: '64',
    parse: integer(1, 1_048_576),
    description:
      'KiB of text the fault rules in force may hold together (one rule at most 4 KiB); past it adding one answers 409',
  },
  {
    name: 'inject-hold-mb',
    kind: 'value',
    value: 'n',
    env: 'TRK_INJECT_HOLD_MB',
    default: '64',
    parse: integer(0, 1_048_576),
    description:
      'MiB of answers that slow rules (and delays with status=) may hold while they trickle or wait; past it such a request answers 503; per process',
  },
  {
    name: 'journal-size',
    kind: 'value',
    value: 'n',
    env: 'TRK_JOURNAL_SIZE',
    default: '1000',
    parse: integer(0, 1_000_000),
    description:
      'requests the journal keeps, the latest, for GET /_control/requests (docs/journal.md); 0 turns it off; with --workers n, each worker keeps its own',
  },
  {
    name: 'journal-mb',
    kind: 'value',
    value: 'n',
    env: 'TRK_JOURNAL_MB',
    default: '32',
    parse: integer(1, 4096),
    description:
      "MiB the journal's requests may hold together (headers, query, body), by its own count; past it the oldest go; with --workers n, each worker's own",
  },
  {
    name: 'max-connections',
    kind: 'value',
    value: 'n',
    env: 'TRK_MAX_CONNECTIONS',
    default: '256',
    parse: integer(1, 1_000_000),
    description:
      'connections beyond this are answered 503 and closed; per process: with --workers n each worker has its own limit, n times this in all',
  },
  {
    name: 'cache-mb',
    kind: 'value',
    value: 'n',
    env: 'TRK_CACHE_MB',
    default: '256',
    parse: integer(0, 1_048_576),
    description: 'MiB of served pages to keep and write again as they were; 0 turns the cache off',
  },
  {
    name: 'page-threads',
    kind: 'value',
    value: 'n',
    env: 'TRK_PAGE_THREADS',
    parse: integer(0, 1),
    description:
      'threads that build cold pages of the event history: 1 adds one with its own copy of the ledger, 0 none (default: 1 when the machine has more than one core and --workers is 1; not with --live)',
  },
  {
    name: 'workers',
    kind: 'value',
    value: 'n',
    env: 'TRK_WORKERS',
    default: '1',
    parse: integer(1, 64),
    description: 'serve from n processes on one port (node:cluster), each with the same ledger; not with --live',
  },
  {
    name: 'auth-token',
    kind: 'repeated',
    value: 'token',
    env: 'TRK_AUTH_TOKENS',
    parse: tokenOption,
    description: `require Authorization: Bearer <token> on ${inWords(tokened)} (${untokened} never); repeatable (env: one per line)`,
  },
  {
    name: 'auth-token-file',
    kind: 'value',
    value: 'file',
    env: 'TRK_AUTH_TOKEN_FILE',
    parse: optionalText,
    description: 'tokens to accept, one per line, as with --auth-token',
  },
  {
    name: 'auth-groups',
    kind: 'value',
    value: 'groups',
    env: 'TRK_AUTH_GROUPS',
    default: 'registry,validator,scan',
    parse: groupsOption,
    description: `the URL groups whose operations require the token (registry means ${registryTokened}: ${untokened} never does)`,
  },
  {
    name: 'live',
    kind: 'flag',
    env: 'TRK_LIVE',
    description: "the ledger moves: the scenario's story goes on after its history, at the pace of --clock",
  },
  {
    name: 'clock',
    needs: 'live',
    kind: 'value',
    value: 'real|manual',
    env: 'TRK_CLOCK',
    default: 'real',
    parse: oneOf(['real', 'manual']),
    description: 'with --live: real appends items as time passes; manual only on POST /_control/advance',
  },
  {
    name: 'speed',
    needs: 'live',
    kind: 'value',
    value: 'n',
    env: 'TRK_SPEED',
    default: '1',
    parse: speedOption,
    description: "with --clock real: how many times faster than the scenario's pace",
  },
  {
    name: 'control',
    kind: 'flag',
    env: 'TRK_CONTROL',
    description: 'with --live: serve the control API under /_control (advance, reassignments, withdrawals, ...)',
  },
  {
    name: 'control-origin',
    needs: 'control',
    kind: 'repeated',
    value: 'origin',
    env: 'TRK_CONTROL_ORIGINS',
    parse: originOption,
    description:
      'with --control: a web origin whose pages may call /_control (default: none; same-origin pages, curl and tests may); repeatable',
  },
  {
    name: 'control-max-items',
    needs: 'live',
    kind: 'value',
    value: 'n',
    env: 'TRK_CONTROL_MAX_ITEMS',
    default: '10000',
    parse: integer(1, 10_000_000),
    description:
      'with --live: items and migrations control calls may keep until a reset (about 12 KB each); past it a call answers 409',
  },
  {
    name: 'snapshots-max-mb',
    needs: 'live',
    kind: 'value',
    value: 'mb',
    env: 'TRK_SNAPSHOTS_MAX_MB',
    default: '32',
    parse: integer(1, 1_048_576),
    description:
      "with --live: MiB the snapshots' logs of calls may hold together; a snapshot past it drops the oldest until they fit",
  },
  {
    name: 'state',
    needs: 'live',
    kind: 'value',
    value: 'file',
    env: 'TRK_STATE',
    parse: optionalText,
    description:
      "with --live: the ledger's saved state; loaded at the start if the file exists (refused if saved from another scenario, seed or version, or in use by another process), each call on disk before it answers (in FILE.log), saved whole at the start, on POST /_control/state, a reset, a revert and when stopped",
  },
  {
    name: 'allow-unauthenticated-control',
    needs: 'control',
    kind: 'flag',
    env: 'TRK_ALLOW_UNAUTHENTICATED_CONTROL',
    description:
      'with --control on a --host other than loopback: serve it without --auth-token (anyone who reaches the port can move the ledger)',
  },
  {
    name: 'strict-requests',
    kind: 'flag',
    env: 'TRK_STRICT_REQUESTS',
    description:
      'answer 400 to a request body with a field its schema does not know (default: answer it, and warn in the request log)',
  },
  {
    name: 'no-cors',
    kind: 'flag',
    env: 'TRK_NO_CORS',
    description: 'send no CORS headers and answer OPTIONS with 405 (default: any origin may call)',
  },
  {
    name: 'ui',
    kind: 'flag',
    env: 'TRK_UI',
    description: 'serve the browser view at /_ui on a --host other than loopback too (default: on on loopback only)',
  },
  {
    name: 'no-ui',
    kind: 'flag',
    env: 'TRK_NO_UI',
    description: 'do not serve the browser view at /_ui (404 there)',
  },
  {
    name: 'quiet',
    short: 'q',
    kind: 'flag',
    env: 'TRK_QUIET',
    description: 'no request log on stderr (default: one line per request)',
  },
] as const satisfies readonly OptionSpec[];
