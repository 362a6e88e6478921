import { SimulatorError } from '../errors.js';
import { OPERATION_IDS, type Operation } from '../../common/api.js';
import { isSecretName } from './credentials.js';
import { clientOf } from './client.js';
import { utf8Length } from './text-bytes.js';

/**
 * The rules of faults on demand, as text and as data (docs/inject.md, the rule syntax): which requests they match
 * and what those requests get. Parsed and printed here; the injector (injector.ts) decides per request, and the
 * HTTP edge carries out what happens on the wire (src/http/injected-write.ts).
 */

/**
 * A rule that cannot be read, or that the rules' budget has no room for: one line naming what is wrong and the form
 * expected, or the budget and the option that raises it; exit code 2. `status` is its answer over HTTP: 400 a rule
 * that cannot be read, 413 one too long on its own, 409 the rules in force full (docs/inject.md, budgets).
 */
export class InjectRuleError extends SimulatorError {
  override readonly name = 'InjectRuleError';
  readonly exitCode = 2;

  constructor(
    message: string,
    readonly status: 400 | 409 | 413 = 400,
  ) {
    super(message);
  }
}

/** Which requests a rule looks at: one operation, every request outside /_control, or a path (and method). */
export type InjectTarget =
  | { readonly kind: 'operation'; readonly operation: Operation }
  | { readonly kind: 'any' }
  | { readonly kind: 'path'; readonly method: string | null; readonly path: string };

/** What the edge does on the wire in place of writing the answer plainly (docs/inject.md, on the wire). */
export type Transport =
  | { readonly kind: 'delay'; readonly ms: number }
  | { readonly kind: 'slow'; readonly bytesPerSecond: number }
  | { readonly kind: 'truncate'; readonly after: number | null }
  | { readonly kind: 'empty' }
  | { readonly kind: 'reset' };

export type InjectAction =
  | { readonly kind: 'status'; readonly status: number; readonly retryAfter: number | null }
  | { readonly kind: 'delay'; readonly fromMs: number; readonly toMs: number }
  | { readonly kind: 'slow'; readonly bytesPerSecond: number }
  | { readonly kind: 'truncate'; readonly after: number | null }
  | { readonly kind: 'empty' }
  | { readonly kind: 'reset' };

/** A header a request must carry (name in lower case), with this value, or any when null. */
export interface HeaderMatch {
  readonly name: string;
  readonly value: string | null;
}

export interface InjectRule {
  readonly target: InjectTarget;
  /** A header the request must carry, e.g. a test's own id (`header=x-test-id:wallet-1`); null for any. */
  readonly header: HeaderMatch | null;
  /** The client's address as the server sees it (`client=10.0.0.7`); null for any. */
  readonly client: string | null;
  /** The status the simulator would answer, `409` or a class `5xx`; null for any. */
  readonly status: string | null;
  readonly action: InjectAction;
  /** The share of matching requests, in hundredths of a percent (1 to 10000); null for every one. */
  readonly share: number | null;
  /** How many matching requests it fires for before it is spent; null for no end. */
  readonly next: number | null;
}

/** What a reply says of the rule that fired for it: the journal shows it, the edge carries out `transport`. */
export interface Injected {
  readonly id: number;
  readonly rule: string;
  readonly transport?: Transport;
}

const FORM = 'TARGET [header=NAME[:VALUE]] [client=ADDRESS] [status=CODE]: ACTION [N%] [next N], e.g. "D: 503 next 2"';
const QUALIFIERS = 'header=NAME[:VALUE], client=ADDRESS or status=CODE';
const TARGETS = `${OPERATION_IDS.join(', ')}, * or [METHOD] /path`;
const ACTIONS = 'a status from 400 to 599, delay, slow, truncate, empty or reset';
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];
/** The longest delay: past it a test would rather be told than wait. */
export const MAX_DELAY_MS = 10 * 60 * 1000;
const MAX_COUNT = 1_000_000_000;
/** The most bytes of text one rule may have, whatever the budget of all (docs/inject.md, budgets). */
export const MAX_RULE_BYTES = 4096;

/** A size as the budgets' messages say it: whole KiB as such, else bytes. */
export const sizeText = (bytes: number): string =>
  bytes >= 1024 && bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`;

function fail(text: string, problem: string): never {
  throw new InjectRuleError(`inject rule ${JSON.stringify(text)}: ${problem}`);
}

/** A whole number from `min` to `max`, or null. */
const whole = (token: string, min: number, max: number): number | null =>
  /^\d{1,10}$/.test(token) && Number(token) >= min && Number(token) <= max ? Number(token) : null;

/** `250ms`, `2s`, `1.5s`, `1m` in whole milliseconds, or null. */
function duration(token: string): number | null {
  const m = /^(\d{1,7}(?:\.\d{1,3})?)(ms|s|m)$/.exec(token);
  if (!m) return null;
  const ms = Number(m[1]) * { ms: 1, s: 1000, m: 60_000 }[m[2] as 'ms' | 's' | 'm'];
  const rounded = Math.round(ms);
  return Math.abs(ms - rounded) < 1e-6 && rounded <= MAX_DELAY_MS ? rounded : null;
}

const durationText = (ms: number): string =>
  ms > 0 && ms % 60_000 === 0 ? `${ms / 60_000}m` : ms > 0 && ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;

/** The colon that ends the target: the first one followed by a space, else the first one of a target without `/`. */
function splitRule(text: string): [string, string] | null {
  const spaced = /:\s/.exec(text);
  const at = spaced ? spaced.index : text.indexOf(':');
  if (at < 0 || (!spaced && text.slice(0, at).includes('/'))) return null;
  return [text.slice(0, at).trim(), text.slice(at + 1).trim()];
}

function parseTarget(text: string, tokens: readonly string[]): { target: InjectTarget } & Qualifiers {
  let rest = [...tokens];
  let target: InjectTarget;
  const first = rest[0] ?? '';
  if ((OPERATION_IDS as readonly string[]).includes(first.toUpperCase())) {
    target = { kind: 'operation', operation: first.toUpperCase() as Operation };
    rest = rest.slice(1);
  } else if (first === '*') {
    target = { kind: 'any' };
    rest = rest.slice(1);
  } else {
    const method = /^[A-Za-z]+$/.test(first) ? first.toUpperCase() : null;
    if (method !== null && !METHODS.includes(method)) {
      fail(text, `unknown target ${JSON.stringify(first)}; expected ${TARGETS} (METHOD one of ${METHODS.join(', ')})`);
    }
    const path = method === null ? first : (rest[1] ?? '');
    if (!/^\/[^\s?#]*$/.test(path)) {
      fail(text, `unknown target ${JSON.stringify(rest.slice(0, 2).join(' '))}; expected ${TARGETS}`);
    }
    if (path.split('/').some((s, i, all) => s.includes('**') && (s !== '**' || i !== all.length - 1))) {
      fail(
        text,
        `"**" may only be the last segment of a path, got ${JSON.stringify(path)}; expected e.g. /api/scan/**`,
      );
    }
    target = { kind: 'path', method, path };
    rest = rest.slice(method === null ? 1 : 2);
  }
  const qualifiers: Qualifiers = { header: null, client: null, status: null };
  for (const token of rest) {
    const m = /^(header|client|status)=(.*)$/i.exec(token);
    if (!m) fail(text, `unexpected ${JSON.stringify(token)} before the colon; expected ${TARGETS}, then ${QUALIFIERS}`);
    const key = (m?.[1] ?? '').toLowerCase() as keyof Qualifiers;
    if (qualifiers[key] !== null) fail(text, `${key}= is given twice; expected one, e.g. "${QUALIFIER_EXAMPLES[key]}"`);
    const value = m?.[2] ?? '';
    if (key === 'header') qualifiers.header = headerMatch(text, value);
    else if (key === 'client') qualifiers.client = clientAddress(text, value);
    else {
      const code = value.toLowerCase();
      if (!/^[1-5](\d\d|xx)$/.test(code)) {
        fail(text, `status=${value} is not a status; expected a code such as 409 or a class such as 5xx`);
      }
      qualifiers.status = code;
    }
  }
  return { target, ...qualifiers };
}

/** What may follow the target, each at most once. */
interface Qualifiers {
  header: HeaderMatch | null;
  client: string | null;
  status: string | null;
}

const QUALIFIER_EXAMPLES: Readonly<Record<keyof Qualifiers, string>> = {
  header: 'D header=x-test-id:wallet-1: 503',
  client: '* client=10.0.0.7: reset',
  status: 'A status=409: 500',
};

/** A header field name (RFC 9110 section 5.1, a token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** `header=NAME` or `header=NAME:VALUE`; a credential's value is refused, since the rule is printed back. */
function headerMatch(text: string, given: string): HeaderMatch {
  const at = given.indexOf(':');
  const name = (at < 0 ? given : given.slice(0, at)).toLowerCase();
  const value = at < 0 ? null : given.slice(at + 1);
  if (!HEADER_NAME.test(name) || value === '') {
    fail(
      text,
      `header=${given} is not a header to match; expected header=NAME (present) or header=NAME:VALUE (that value), e.g. header=x-test-id:wallet-1`,
    );
  }
  if (value !== null && isSecretName(name)) {
    fail(
      text,
      `header=${name}:... would print a credential wherever the rule is listed; match it by name alone (header=${name}), or by a header of the test's own such as x-test-id`,
    );
  }
  return { name, value };
}

/** `client=ADDRESS`: an IPv4 or IPv6 address, as the server sees the client (docs/inject.md, the rule syntax). */
function clientAddress(text: string, given: string): string {
  const address = clientOf(given);
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  const fine = ipv4
    ? ipv4.slice(1).every((n) => Number(n) <= 255)
    : /^[0-9a-f]{0,4}(:[0-9a-f]{0,4}){2,7}$/.test(address) && /[0-9a-f]/.test(address);
  if (!fine) {
    fail(
      text,
      `client=${given} is not an address; expected an IPv4 or IPv6 address as the server sees the client, e.g. client=10.0.0.7 or client=::1`,
    );
  }
  return address;
}

function parseAction(text: string, tokens: readonly string[]): { action: InjectAction; used: number } {
  const [word = '', arg = ''] = tokens;
  if (/^\d+$/.test(word)) {
    const status = whole(word, 400, 599);
    if (status === null) fail(text, `status ${word} is not an error; expected a status from 400 to 599, e.g. 503`);
    return { action: { kind: 'status', status: status as number, retryAfter: null }, used: 1 };
  }
  switch (word.toLowerCase()) {
    case 'delay': {
      const [from = '', to = from, ...extra] = arg.split('-');
      const fromMs = duration(from);
      const toMs = duration(to);
      if (fromMs === null || toMs === null || extra.length > 0) {
        fail(
          text,
          `delay ${JSON.stringify(arg)} is not a duration; expected e.g. "delay 2s" or "delay 100ms-2s" (ms, s or m, at most 10m)`,
        );
      }
      if ((fromMs as number) > (toMs as number))
        fail(text, `delay ${arg} runs backwards; expected the shorter first, e.g. 100ms-2s`);
      return { action: { kind: 'delay', fromMs: fromMs as number, toMs: toMs as number }, used: 2 };
    }
    case 'slow': {
      const rate = whole(arg, 1, MAX_COUNT);
      if (rate === null)
        fail(text, `slow ${JSON.stringify(arg)} is not a rate; expected bytes per second, e.g. "slow 2048"`);
      return { action: { kind: 'slow', bytesPerSecond: rate as number }, used: 2 };
    }
    case 'truncate':
      return { action: { kind: 'truncate', after: null }, used: 1 };
    case 'empty':
      return { action: { kind: 'empty' }, used: 1 };
    case 'reset':
      return { action: { kind: 'reset' }, used: 1 };
    default:
      return fail(text, `unknown action ${JSON.stringify(word)}; expected ${ACTIONS}`);
  }
}

/** Reads a rule (docs/inject.md, the rule syntax); throws an InjectRuleError naming what is wrong. */
export function parseRule(text: string): InjectRule {
  if (typeof text !== 'string') {
    throw new InjectRuleError(`an inject rule must be text such as "D: 503 next 2", got ${JSON.stringify(text)}`);
  }
  // Measured before it is read, and never echoed whole: a rule of a megabyte is refused as cheaply as it came.
  const bytes = utf8Length(text);
  if (bytes > MAX_RULE_BYTES) {
    throw new InjectRuleError(
      `inject rule ${JSON.stringify(`${text.slice(0, 40)}...`)} is ${bytes} bytes long; one rule may have at most ${sizeText(MAX_RULE_BYTES)} of text`,
      413,
    );
  }
  const parts = splitRule(text.trim());
  if (parts === null || parts[0] === '' || parts[1] === '') {
    return fail(text, `expected ${FORM}`);
  }
  const { target, header, client, status } = parseTarget(text, parts[0].split(/\s+/));
  const tokens = parts[1].split(/\s+/);
  const { action: parsed, used } = parseAction(text, tokens);
  let action = parsed;
  let share: number | null = null;
  let next: number | null = null;
  let always = false;
  const rest = tokens.slice(used);
  for (let i = 0; i < rest.length; i++) {
    const token = rest[i] as string;
    const option = /^([a-z-]+)=(.*)$/i.exec(token);
    if (/^\d+(\.\d+)?%$/.test(token)) {
      const m = /^(\d{1,3})(?:\.(\d{1,2}))?%$/.exec(token);
      const hundredths = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : 0;
      if (!m || hundredths < 1 || hundredths > 10_000) {
        fail(text, `share ${token} is out of range; expected a percentage above 0 and at most 100, e.g. 25% or 0.5%`);
      }
      if (share !== null) fail(text, 'a share is given twice; expected one, e.g. "D: reset 10%"');
      share = hundredths;
    } else if (token.toLowerCase() === 'next') {
      const count = whole(rest[i + 1] ?? '', 1, MAX_COUNT);
      if (count === null)
        fail(text, `next needs a count of 1 or more, got ${JSON.stringify(rest[i + 1] ?? '')}; expected e.g. "next 2"`);
      if (next !== null) fail(text, 'next is given twice; expected one, e.g. "D: 503 next 2"');
      next = count;
      i++;
    } else if (token.toLowerCase() === 'always') {
      always = true;
    } else if (option && option[1]?.toLowerCase() === 'retry-after') {
      const seconds = whole(option[2] ?? '', 0, 86_400);
      if (action.kind !== 'status')
        fail(text, `retry-after= goes with a status action only, e.g. "*: 429 retry-after=3"`);
      if (seconds === null)
        fail(text, `retry-after=${option[2] ?? ''} is not a number of seconds; expected 0 to 86400`);
      action = { ...(action as { kind: 'status'; status: number }), retryAfter: seconds as number };
    } else if (option && option[1]?.toLowerCase() === 'after') {
      const bytes = whole(option[2] ?? '', 0, MAX_COUNT);
      if (action.kind !== 'truncate') fail(text, `after= goes with truncate only, e.g. "C: truncate after=100"`);
      if (bytes === null) fail(text, `after=${option[2] ?? ''} is not a number of bytes; expected e.g. after=100`);
      action = { kind: 'truncate', after: bytes as number };
    } else {
      fail(
        text,
        `unexpected ${JSON.stringify(token)} after the action; expected N%, next N, always, retry-after=SECONDS (with a status) or after=BYTES (with truncate)`,
      );
    }
  }
  if (always && (share !== null || next !== null))
    fail(text, 'always contradicts a share or next; give one or the other');
  return { target, header, client, status, action, share, next };
}

const targetText = (target: InjectTarget): string =>
  target.kind === 'operation'
    ? target.operation
    : target.kind === 'any'
      ? '*'
      : `${target.method === null ? '' : `${target.method} `}${target.path}`;

function actionText(action: InjectAction): string {
  switch (action.kind) {
    case 'status':
      return `${action.status}${action.retryAfter === null ? '' : ` retry-after=${action.retryAfter}`}`;
    case 'delay':
      return `delay ${durationText(action.fromMs)}${action.toMs === action.fromMs ? '' : `-${durationText(action.toMs)}`}`;
    case 'slow':
      return `slow ${action.bytesPerSecond}`;
    case 'truncate':
      return `truncate${action.after === null ? '' : ` after=${action.after}`}`;
    default:
      return action.kind;
  }
}

/** A rule as text, in the form `parseRule` reads back to the same rule. */
export function formatRule(rule: InjectRule): string {
  const { header: h, client } = rule;
  const header = h === null ? '' : ` header=${h.name}${h.value === null ? '' : `:${h.value}`}`;
  const status = `${header}${client === null ? '' : ` client=${client}`}${rule.status === null ? '' : ` status=${rule.status}`}`;
  const share = rule.share === null ? '' : ` ${rule.share / 100}%`;
  const next = rule.next === null ? '' : ` next ${rule.next}`;
  return `${targetText(rule.target)}${status}: ${actionText(rule.action)}${share}${next}`;
}
