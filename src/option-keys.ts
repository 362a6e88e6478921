import { didYouMean } from '../common/did-you-mean.js';

/**
 * The keys of startSimulator's options (src/index.ts), and of those of its options that are objects of keys: a key
 * it does not know, `scenaro`, is refused with the one meant rather than ignored, as the command line refuses
 * `--scenaro`. startSimulator's call of unknownOptionKey does not compile while a key of the types is missing here,
 * so that a new option is never refused as unknown.
 */
export const OPTION_KEYS = {
  options: [
    'scenario',
    'seed',
    'host',
    'port',
    'validatorPrefix',
    'scanPrefix',
    'faults',
    'cors',
    'log',
    'maxConnections',
    'limits',
    'auth',
    'live',
    'control',
    'controlOrigins',
    'allowUnauthenticatedControl',
    'cacheMb',
    'pageThreads',
    'strictRequests',
    'ui',
    'inject',
    'journalSize',
    'journalMb',
    'injectMaxRules',
    'injectMaxKb',
    'injectHoldMb',
  ],
  live: ['clock', 'speed', 'maxControlItems', 'maxSnapshotsMb', 'stateFile'],
  auth: ['tokens', 'groups'],
  limits: ['maxConnections', 'headersTimeoutMs', 'requestTimeoutMs', 'keepAliveTimeoutMs', 'idleTimeoutMs'],
} as const;

type Lists = typeof OPTION_KEYS;

/** The keys of T that list N leaves out. */
type Unlisted<T, N extends keyof Lists> = Exclude<keyof T, Lists[N][number]>;

/** The keys of the four types that their lists leave out. */
type AllUnlisted<O, L, A, S> =
  | Unlisted<O, 'options'>
  | Unlisted<L, 'live'>
  | Unlisted<A, 'auth'>
  | Unlisted<S, 'limits'>;

/** The options, when every key of each type is listed; else a type naming the keys left out, which they do not fit. */
type Listed<O, L, A, S> = [AllUnlisted<O, L, A, S>] extends [never]
  ? O
  : { readonly 'keys to add to OPTION_KEYS in src/option-keys.ts': AllUnlisted<O, L, A, S> };

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first key of `given` not in `keys`, said with the one meant, or null. */
function unknownIn(given: Readonly<Record<string, unknown>>, keys: readonly string[], prefix: string): string | null {
  const key = Object.keys(given).find((k) => !keys.includes(k));
  if (key === undefined) return null;
  const near = didYouMean(key, keys, (k) => JSON.stringify(`${prefix}${k}`));
  return `unknown option ${JSON.stringify(`${prefix}${key}`)}${near || `; known: ${keys.map((k) => `${prefix}${k}`).join(', ')}`}`;
}

/**
 * The first key of startSimulator's options that it does not know, at the top or inside `live`, `auth` or
 * `limits`, as one line (`unknown option "scenaro" (did you mean "scenario"?)`); null when it knows them all. The
 * types are the options' own (SimulatorOptions, LiveOptions, AuthOptions, ServerLimits), for the check above.
 */
export function unknownOptionKey<O, L, A, S>(given: Listed<O, L, A, S>): string | null {
  if (!isObject(given)) return null;
  const top = unknownIn(given, OPTION_KEYS.options, '');
  if (top !== null) return top;
  for (const name of ['live', 'auth', 'limits'] as const) {
    const inner = given[name];
    const found = isObject(inner) ? unknownIn(inner, OPTION_KEYS[name], `${name}.`) : null;
    if (found !== null) return found;
  }
  return null;
}
