/**
 * Every command-line option, declared once: the table feeds parseArgs, --help and the environment (STYLE.md
 * habit 8). An option's environment variable is used when the flag is not given.
 */
export interface OptionSpec {
  readonly name: string;
  readonly short?: string;
  readonly type: 'string' | 'boolean';
  /** May be given more than once; the environment variable then holds one value per line. */
  readonly multiple?: boolean;
  readonly value?: string;
  readonly env?: string;
  readonly default?: string;
  readonly description: string;
}

export const simulatorOptions: readonly OptionSpec[] = [
  {
    name: 'scenario',
    type: 'string',
    value: 'name|file',
    env: 'TRK_SCENARIO',
    default: 'default',
    description: 'bundled scenario (default, minimal, empty, large) or a scenario JSON file',
  },
  {
    name: 'seed',
    type: 'string',
    value: 'n',
    env: 'TRK_SEED',
    description: "ledger seed, 0..4294967295 (default: the scenario's seed)",
  },
];

export const serveOptions: readonly OptionSpec[] = [
  ...simulatorOptions,
  {
    name: 'host',
    type: 'string',
    value: 'h',
    env: 'TRK_HOST',
    default: '127.0.0.1',
    description: 'address to listen on',
  },
  {
    name: 'port',
    type: 'string',
    value: 'p',
    env: 'TRK_PORT',
    default: '8080',
    description: 'port to listen on; 0 picks a free one',
  },
  {
    name: 'validator-prefix',
    type: 'string',
    value: 'path',
    env: 'TRK_VALIDATOR_PREFIX',
    default: '/api/validator',
    description: 'path prefix of the name-entry operation (C)',
  },
  {
    name: 'scan-prefix',
    type: 'string',
    value: 'path',
    env: 'TRK_SCAN_PREFIX',
    default: '/api/scan',
    description: 'path prefix of the event operation (D)',
  },
  {
    name: 'fault',
    type: 'string',
    multiple: true,
    value: 'check-id',
    env: 'TRK_FAULTS',
    description: 'serve with a deliberate defect that breaks that conformance check; repeatable',
  },
  {
    name: 'max-connections',
    type: 'string',
    value: 'n',
    env: 'TRK_MAX_CONNECTIONS',
    default: '256',
    description: 'connections beyond this are refused at once',
  },
  {
    name: 'no-cors',
    type: 'boolean',
    env: 'TRK_NO_CORS',
    description: 'send no CORS headers and answer OPTIONS with 405 (default: any origin may call)',
  },
  {
    name: 'quiet',
    short: 'q',
    type: 'boolean',
    env: 'TRK_QUIET',
    description: 'no request log on stderr (default: one line per request)',
  },
];

export const helpOption: OptionSpec = { name: 'help', short: 'h', type: 'boolean', description: 'show this help' };

export function helpText(usage: string, summary: string, options: readonly OptionSpec[]): string {
  const rows = [...options, helpOption].map((o) => {
    const flag = `${o.short ? `-${o.short}, ` : '    '}--${o.name}${o.value ? ` <${o.value}>` : ''}`;
    const extras = [o.default !== undefined ? `default ${o.default}` : '', o.env ? `env ${o.env}` : ''].filter(Boolean);
    return `  ${flag.padEnd(34)} ${o.description}${extras.length ? ` (${extras.join('; ')})` : ''}`;
  });
  return `${usage}\n\n${summary}\n\nOptions:\n${rows.join('\n')}\n`;
}

/** A usage error: printed as one line, exit code 2. */
export class UsageError extends Error {}

/** Environment variables as options read them: `process.env` fits, and the published types need no @types/node. */
export type Env = Readonly<Record<string, string | undefined>>;

/** Resolved option values: flag, then environment, then default. */
export type OptionValues = Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>;

export function resolveOptions(
  options: readonly OptionSpec[],
  values: OptionValues,
  env: Env,
): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const o of options) {
    const given = values[o.name];
    out[o.name] = typeof given === 'string' ? given : ((o.env ? env[o.env] : undefined) ?? o.default);
  }
  return out;
}

/** All values of a repeatable option: the flags given, else the environment variable's lines. */
export function resolveMultiple(option: OptionSpec, values: OptionValues, env: Env): string[] {
  const given = values[option.name];
  if (Array.isArray(given)) return given.filter((v): v is string => typeof v === 'string');
  const fromEnv = option.env ? env[option.env] : undefined;
  return fromEnv ? fromEnv.split('\n').filter((line) => line.trim() !== '') : [];
}

/** parseArgs' option config for a table. */
export function parseArgsConfig(
  options: readonly OptionSpec[],
): Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }> {
  return Object.fromEntries(
    [...options, helpOption].map((o) => [
      o.name,
      { type: o.type, ...(o.short ? { short: o.short } : {}), ...(o.multiple ? { multiple: true } : {}) },
    ]),
  );
}

/**
 * How to name an option in an error: the flag when it was given, else the environment variable it came from,
 * so that a bad `TRK_PORT` is not blamed on a `--port` nobody typed.
 */
export function labeler(options: readonly OptionSpec[], values: OptionValues, env: Env): (name: string) => string {
  return (name) => {
    const spec = options.find((o) => o.name === name);
    return values[name] === undefined && spec?.env && env[spec.env] !== undefined ? spec.env : `--${name}`;
  };
}

/** A boolean flag: given, or its environment variable set to 1, true or yes. */
export function flagOption(name: string, options: readonly OptionSpec[], values: OptionValues, env: Env): boolean {
  if (values[name] === true) return true;
  const spec = options.find((o) => o.name === name);
  const text = spec?.env ? env[spec.env] : undefined;
  if (text === undefined || text === '') return false;
  if (/^(1|true|yes)$/i.test(text)) return true;
  if (/^(0|false|no)$/i.test(text)) return false;
  throw new UsageError(`${spec?.env ?? name} must be 1, true, yes, 0, false or no, got ${JSON.stringify(text)}`);
}

export function integerOption(label: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`${label} must be an integer from ${min} to ${max}, got ${JSON.stringify(text)}`);
  }
  return Number(text);
}

/** An address to listen on: an empty one would make node listen on every interface, unasked. */
export function hostOption(label: string, text: string | undefined): string {
  const value = text ?? '127.0.0.1';
  if (value.trim() === '' || /[\s/]/.test(value)) {
    throw new UsageError(
      `${label} must be a host name or address such as 127.0.0.1 or ::1, got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

export function prefixOption(label: string, text: string | undefined): string {
  const value = text ?? '';
  if (value !== '' && !/^(\/[A-Za-z0-9._~-]+)+$/.test(value)) {
    throw new UsageError(
      `${label} must be empty or a path like /api/scan (no trailing slash), got ${JSON.stringify(value)}`,
    );
  }
  return value;
}
