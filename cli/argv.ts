/**
 * The command line's reading of its arguments: splits them by a command's option table (common/options.ts) with
 * node:util's parseArgs, before the environment and the defaults are read.
 */
import { parseArgs } from 'node:util';
import { didYouMean } from '../common/did-you-mean.js';
import { UsageError } from '../common/errors.js';
import { helpOption, type Given, type OptionSpec } from '../common/options.js';

/**
 * Splits a command's arguments by its table; an unknown or malformed option is a usage error, which points to
 * `<command> --help` (`command` as a user types it, `token-registry-kit serve`) and names the option nearest to an
 * unknown one.
 */
export function parseArgv<const T extends readonly OptionSpec[]>(
  args: readonly string[],
  options: T,
  command?: string,
): Given<T> {
  // parseArgs takes `--seed -1` for an option without its value ("argument is ambiguous"): a negative number after
  // an option that takes a value is that value, so that the option's own check names the range it must be in.
  const valued = new Set(
    options.filter((o) => o.kind !== 'flag').flatMap((o) => [`--${o.name}`, ...(o.short ? [`-${o.short}`] : [])]),
  );
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const next = args[i + 1];
    if (valued.has(arg) && next !== undefined && /^-\d/.test(next)) {
      // `--seed=-1`; a short option takes its value glued on (`-H-1`).
      joined.push(arg.startsWith('--') ? `${arg}=${next}` : `${arg}${next}`);
      i++;
    } else joined.push(arg);
  }
  const config = Object.fromEntries(
    [...options, helpOption].map((o) => [
      o.name,
      {
        type: o.kind === 'flag' ? ('boolean' as const) : ('string' as const),
        ...(o.short ? { short: o.short } : {}),
        ...(o.kind === 'repeated' ? { multiple: true } : {}),
      },
    ]),
  );
  try {
    // parseArgs' values have the shape Given<T> describes: one key per declared name, of the declared kind.
    return parseArgs({ args: joined, options: config, allowPositionals: false, strict: true }).values as Given<T>;
  } catch (error) {
    const line = (error as Error).message.split('\n')[0] ?? 'bad arguments';
    // `Unknown option '--scenaro'` (node's words, then a sentence about positionals that is no help here).
    const unknown = /^Unknown option '(--?)([^']*)'/.exec(line);
    const names = [...options, helpOption].map((o) => o.name);
    const said = unknown
      ? `Unknown option '${unknown[1] ?? ''}${unknown[2] ?? ''}'${unknown[1] === '--' ? didYouMean(unknown[2] ?? '', names, (name) => `--${name}`) : ''}`
      : line.replace(/\.$/, '');
    throw new UsageError(command === undefined ? said : `${said}; see ${command} --help`);
  }
}
