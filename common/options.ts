/**
 * Command-line options declared once (docs/style.md, options; model: Prism
 * `packages/cli/src/commands/sharedOptions.ts`): one table per command feeds the argument parser, --help, the
 * environment and the typed values the command reads. A default lives only in its option's declaration, written as
 * a user would type it and read by the same parser, and a command reads its values by declared name, so that a
 * misspelt name is a type error, not `undefined`.
 *
 * Declare a table `as const satisfies readonly OptionSpec[]` and read it with `readOptions`:
 *
 * @example
 * const serveOptions = [
 *   { name: 'port', kind: 'value', value: 'p', env: 'TRK_PORT', default: '8080', parse: integer(0, 65535),
 *     description: 'port to listen on' },
 *   { name: 'quiet', kind: 'flag', short: 'q', env: 'TRK_QUIET', description: 'no request log' },
 * ] as const satisfies readonly OptionSpec[];
 * const o = readOptions(serveOptions, parseArgv(args, serveOptions), process.env);
 * o.port; // number: 8080, TRK_PORT or --port, checked from 0 to 65535
 *
 * The kit's `check` and the simulator's `serve` and `profile` all use it, so it lives in common/; splitting the
 * arguments (parseArgv, with node:util's parseArgs) is the command line's job, in cli/argv.ts.
 */
import { didYouMean } from './did-you-mean.js';
import { UsageError } from './errors.js';

/** Environment variables as options read them: `process.env` fits, and the published types need no @types/node. */
export type Env = Readonly<Record<string, string | undefined>>;

/** Reads an option's text; `label` names it in errors: the flag, or the environment variable it came from. */
export type Parser<T> = (label: string, text: string) => T;

interface CommonSpec {
  readonly name: string;
  readonly short?: string;
  /** Used when the flag is not given. */
  readonly env?: string;
  readonly description: string;
  /**
   * The flag of the same table without which this option means nothing (`live` for `--clock`): given without it,
   * on the command line or in its environment variable, the option is refused (readOptions), not silently ignored.
   */
  readonly needs?: string;
}

/** An option with a value, `--port 8080`. */
export interface ValueSpec extends CommonSpec {
  readonly kind: 'value';
  /** What --help shows for the value: `--port <p>`. */
  readonly value: string;
  readonly parse: Parser<unknown>;
  /** As a user would type it: --help shows it and `parse` reads it, so a default is checked as input is. */
  readonly default?: string;
}

/** An option given any number of times, `-H a -H b`; its environment variable holds one value per line. */
export interface RepeatedSpec extends CommonSpec {
  readonly kind: 'repeated';
  readonly value: string;
  /** Reads one value; `index` counts from 0 among those given. */
  readonly parse: (label: string, text: string, index: number) => unknown;
}

/** A flag, `--quiet`; its environment variable takes 1, true or yes, and 0, false or no. */
export interface FlagSpec extends CommonSpec {
  readonly kind: 'flag';
}

export type OptionSpec = ValueSpec | RepeatedSpec | FlagSpec;

/** The value of one declared option: a flag is a boolean, a value without a default may be absent. */
export type ValueOf<S extends OptionSpec> = S extends FlagSpec
  ? boolean
  : S extends { readonly kind: 'repeated'; readonly parse: (...args: never[]) => infer T }
    ? T[]
    : S extends { readonly kind: 'value'; readonly parse: Parser<infer T> }
      ? S extends { readonly default: string }
        ? T
        : T | undefined
      : never;

/** A command's option values, by declared name only. */
export type Values<T extends readonly OptionSpec[]> = { readonly [S in T[number] as S['name']]: ValueOf<S> };

/** What the command line gave, before the environment and the defaults: parseArgs' values for a table. */
export type Given<T extends readonly OptionSpec[]> = {
  readonly [S in T[number] as S['name']]?: S extends FlagSpec
    ? boolean
    : S extends RepeatedSpec
      ? readonly string[]
      : string;
} & { readonly help?: boolean };

/** The flag every command has: parseArgv takes it, helpText lists it. */
export const helpOption: FlagSpec = { name: 'help', short: 'h', kind: 'flag', description: 'show this help' };

/** A command's --help: usage, summary, then one line per option with its default and environment variable. */
export function helpText(usage: string, summary: string, options: readonly OptionSpec[]): string {
  const rows = [...options, helpOption].map((o) => {
    const value = o.kind === 'flag' ? '' : ` <${o.value}>`;
    const flag = `${o.short ? `-${o.short}, ` : '    '}--${o.name}${value}`;
    // An empty default is "none": nothing to show.
    const fallback = o.kind === 'value' && o.default ? `default ${o.default}` : '';
    const extras = [fallback, o.env ? `env ${o.env}` : ''].filter(Boolean);
    return `  ${flag.padEnd(34)} ${o.description}${extras.length ? ` (${extras.join('; ')})` : ''}`;
  });
  return `${usage}\n\n${summary}\n\nOptions:\n${rows.join('\n')}\n`;
}

/** The words a flag's environment variable takes, in any case: those that set it, then those that do not. */
const FLAG_WORDS = ['1', 'true', 'yes', '0', 'false', 'no'];

/** A flag's environment variable: 1, true or yes; 0, false or no; empty is not set. Another is refused as by oneOf. */
function flagText(label: string, text: string): boolean {
  if (/^(1|true|yes)$/i.test(text)) return true;
  if (/^(0|false|no)$/i.test(text)) return false;
  throw unknownValue(label, text, FLAG_WORDS, FLAG_WORDS.join(', ').replace(/, (?=[^,]*$)/, ' or '));
}

/** One option's value: the flag given, else its environment variable, else its default. */
function readOne(spec: OptionSpec, given: unknown, env: Env): unknown {
  const fromEnv = spec.env === undefined ? undefined : env[spec.env];
  // Errors name what the value came from, so that a bad `TRK_PORT` is not blamed on a `--port` nobody typed.
  const label = given === undefined && fromEnv !== undefined ? (spec.env as string) : `--${spec.name}`;
  switch (spec.kind) {
    case 'flag':
      if (given === true) return true;
      return fromEnv === undefined || fromEnv === '' ? false : flagText(label, fromEnv);
    case 'repeated': {
      const texts = Array.isArray(given)
        ? given.filter((v): v is string => typeof v === 'string')
        : (fromEnv ?? '').split('\n').filter((line) => line.trim() !== '');
      return texts.map((text, i) => spec.parse(label, text, i));
    }
    case 'value': {
      const text = typeof given === 'string' ? given : (fromEnv ?? spec.default);
      return text === undefined ? undefined : spec.parse(label, text);
    }
  }
}

/**
 * A command's option values, checked and typed: each the flag given, else its environment variable, else its
 * declared default. Read in the table's order; the first bad one is the usage error.
 */
export function readOptions<const T extends readonly OptionSpec[]>(options: T, given: Given<T>, env: Env): Values<T> {
  const raw = given as Readonly<Record<string, unknown>>;
  const values: Readonly<Record<string, unknown>> = Object.fromEntries(
    options.map((o) => [o.name, readOne(o, raw[o.name], env)]),
  );
  for (const o of options) {
    const label = o.needs === undefined || values[o.needs] === true ? null : givenAs(o, raw[o.name], env);
    if (label !== null) throw new UsageError(`${label} needs --${o.needs}; add --${o.needs} or leave ${label} out`);
  }
  // Each value comes from its own declaration's parser: the object has the shape Values<T> spells out.
  return values as Values<T>;
}

/** How an option was given, `--clock` or `TRK_CLOCK`, or null when it was not (its default is no choice). */
function givenAs(spec: OptionSpec, given: unknown, env: Env): string | null {
  if (given !== undefined && given !== false && !(Array.isArray(given) && given.length === 0)) return `--${spec.name}`;
  const fromEnv = spec.env === undefined ? undefined : env[spec.env];
  if (fromEnv === undefined || fromEnv.trim() === '') return null;
  // A flag's variable set to 0, false or no says the flag is off: nothing to refuse.
  return spec.kind === 'flag' && /^(0|false|no)$/i.test(fromEnv) ? null : (spec.env as string);
}

/** Text as given; empty is none. */
export const optionalText: Parser<string | undefined> = (_label, text) => (text === '' ? undefined : text);

/** Text as given, empty included. */
export const anyText: Parser<string> = (_label, text) => text;

/** A whole number from `min` to `max`. */
export const integer =
  (min: number, max: number): Parser<number> =>
  (label, text) => {
    if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
      throw new UsageError(`${label} must be an integer from ${min} to ${max}, got ${JSON.stringify(text)}`);
    }
    return Number(text);
  };

/** Words as a message lists them: `spec or splice`, `junit, json and html`. */
const listed = (words: readonly string[], last: 'or' | 'and'): string =>
  [words.slice(0, -1).join(', '), words.at(-1)].filter(Boolean).join(` ${last} `);

/**
 * The error of a word that is none of an enumerated option's: the nearest one when it is near, then what the option
 * takes: `unknown value "splic" for --dialect (did you mean "splice"?); expected spec or splice`.
 */
function unknownValue(label: string, word: string, choices: readonly string[], expected: string): UsageError {
  return new UsageError(
    `unknown value ${JSON.stringify(word)} for ${label}${didYouMean(word, choices)}; expected ${expected}`,
  );
}

/** One of a few words; another is refused with the one meant (did-you-mean.ts). */
export const oneOf =
  <const C extends string>(choices: readonly C[]): Parser<C> =>
  (label, text) => {
    if (!(choices as readonly string[]).includes(text)) throw unknownValue(label, text, choices, listed(choices, 'or'));
    return text as C;
  };

/** Comma-separated words, blanks dropped: `a, b,,c` is `['a', 'b', 'c']`. */
export const commaList: Parser<string[]> = (_label, text) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/**
 * Comma-separated words, each one of a few, each once, in the order given (blanks dropped, none is none); another
 * is refused with the one meant, as by oneOf.
 */
export const someOf =
  <const C extends string>(choices: readonly C[]): Parser<C[]> =>
  (label, text) => {
    const words = commaList(label, text);
    for (const word of words)
      if (!(choices as readonly string[]).includes(word))
        throw unknownValue(label, word, choices, `a comma-separated list of ${listed(choices, 'and')}`);
    return [...new Set(words)] as C[];
  };
