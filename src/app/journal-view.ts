import { SimulatorError } from '../errors.js';
import { inWords, OPERATION_IDS, type Operation } from '../../common/api.js';
import { UI_PREFIX } from '../ui/config.js';
import { CONTROL_PREFIX } from './control-routes.js';
import { isSecretName } from './credentials.js';
import { clientOf } from './client.js';
import { utf8Length } from './text-bytes.js';

/**
 * The request journal as readers see it (docs/journal.md): its entries, masked, the filters that pick them, and the
 * lines that list them. The ring that keeps them is at the HTTP edge (src/http/journal.ts); this is pure.
 */

/** A journal that cannot be read as asked: a bad filter, a bad size, or one that is off; exit code 2. */
export class JournalError extends SimulatorError {
  override readonly name = 'JournalError';
  readonly exitCode = 2;
}

/** `expectRequests` saw another number of requests than it was told to expect; exit code 1, as a failed run. */
export class RequestExpectationError extends SimulatorError {
  override readonly name = 'RequestExpectationError';
  readonly exitCode = 1;
}

/** What the journal keeps by default; `journalSize` (serve --journal-size) sets it, 0 turns it off. */
export const DEFAULT_JOURNAL_SIZE = 1000;
/** The most a journal may keep. */
export const MAX_JOURNAL_SIZE = 1_000_000;
/** The bytes the journal's records may hold together by default; `journalMb` (serve --journal-mb) sets it. */
export const DEFAULT_JOURNAL_BYTES = 32 * 2 ** 20;
/** The most `journalMb` may say. */
export const MAX_JOURNAL_MB = 4096;
/** How much of a request's body an entry keeps. */
export const JOURNAL_BODY_BYTES = 4096;

/** One request as the journal keeps it. */
export interface JournalEntry {
  /** Its number: 1 for the first request the journal saw, counted on across a clear. */
  readonly id: number;
  /** When it arrived, ISO 8601. */
  readonly time: string;
  readonly method: string;
  /** The path as sent, still percent-encoded, without the query. */
  readonly path: string;
  /** The query as sent, without `?`, its credentials masked (docs/journal.md, masking); empty for none. */
  readonly query: string;
  /** Header names in lower case, credentials' values masked. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body's first 4 KiB as text. */
  readonly body: string;
  /** The whole body's length in bytes, as read or declared; null for one refused while it streamed. */
  readonly bodyBytes: number | null;
  /** The status sent; null when no answer was sent (an injected empty or reset, a client that left first). */
  readonly status: number | null;
  /** Bytes of the body sent. */
  readonly bytes: number;
  /** From arrival to the end of the answer; null while it is still being answered. */
  readonly durationMs: number | null;
  /** Its answer has ended, and the entry no longer changes; false while it is still being answered. */
  readonly final: boolean;
  /** The client's address as the server saw it (`::ffff:` of an IPv4 client dropped); null if unknown. */
  readonly client: string | null;
  /** The operation it was routed to, if any. */
  readonly operation: Operation | null;
  /** The injected rule that answered it, if any (docs/inject.md). */
  readonly rule: { readonly id: number; readonly rule: string } | null;
}

/** Which entries to list; every field given must hold. */
export interface JournalFilter {
  readonly operation?: Operation;
  readonly status?: number;
  readonly method?: string;
  /** The path without the query; a last `*` matches any rest. */
  readonly path?: string;
  /** Entries that arrived at or after this instant. */
  readonly since?: Date | string;
  /** Entries whose answer has ended (true), or is still going out (false). */
  readonly final?: boolean;
  /**
   * Entries with this header: `NAME` (present) or `NAME:VALUE` (that value, as the entry shows it, credentials
   * masked), as a rule's `header=` reads it, e.g. `x-test-id:wallet-1`.
   */
  readonly header?: string;
  /** Entries of this client address, as a rule's `client=` reads it, e.g. `127.0.0.1`. */
  readonly client?: string;
}

/** What reads the journal: the in-process API and the control API's routes. */
export interface JournalReader {
  /** How many entries it keeps at most. */
  readonly size: number;
  /** How many bytes its entries may hold together, by its own count (docs/journal.md, what it keeps). */
  readonly maxBytes: number;
  /** How many bytes they hold now. */
  readonly bytes: number;
  /** The entries kept that pass `filter`, oldest first. */
  entries(filter?: JournalFilter): JournalEntry[];
  /** The same, made one at a time as they are read, from the first after the entry numbered `after`. */
  scan(filter: JournalFilter, after: number): Iterable<JournalEntry>;
  /** The same, made one at a time as they are read, newest first. */
  scanNewest(filter: JournalFilter): Iterable<JournalEntry>;
  /** Forgets every entry kept; how many there were. */
  clear(): number;
  /**
   * The entries kept now that pass `filter`, once each of them is final (or has left the journal): at once when
   * none is still being answered. Entries that arrive meanwhile are not waited for.
   */
  whenFinal(filter?: JournalFilter): Promise<JournalEntry[]>;
}

/** The journal's own routes. */
export const JOURNAL_PATH = `${CONTROL_PREFIX}/requests`;
const under = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Paths whose requests the journal does not keep (docs/journal.md, what it keeps): its own routes, and the browser
 * view's, whose page asks for its state every 1.5 s and would push a test's requests out of the ring.
 */
export const isUnjournaled = (path: string): boolean => under(path, JOURNAL_PATH) || under(path, UI_PREFIX);

// oxlint-disable-next-line no-restricted-globals -- a caller's Date or instant, read as given: not the clock
const instantOf = (since: Date | string): number => (typeof since === 'string' ? Date.parse(since) : since.getTime());

/** The filter checked: a bad field throws a JournalError naming it. */
export function checkedFilter(filter: unknown): JournalFilter {
  if (filter === undefined || filter === null) return {};
  if (typeof filter !== 'object' || Array.isArray(filter)) {
    throw new JournalError(
      `a request filter must be an object such as { operation: 'D' }, got ${JSON.stringify(filter)}`,
    );
  }
  const f = filter as Record<string, unknown>;
  const known = ['operation', 'status', 'method', 'path', 'since', 'final', 'header', 'client'];
  const unknown = Object.keys(f).find((k) => !known.includes(k) && f[k] !== undefined);
  if (unknown !== undefined) {
    throw new JournalError(`a request filter has no field ${JSON.stringify(unknown)}; expected ${known.join(', ')}`);
  }
  const { operation, status, method, path, since, final, header, client } = f;
  if (operation !== undefined && !(OPERATION_IDS as readonly unknown[]).includes(operation)) {
    throw new JournalError(
      `filter operation must be ${inWords(OPERATION_IDS, 'or')}, got ${JSON.stringify(operation)}`,
    );
  }
  if (status !== undefined && !(Number.isInteger(status) && (status as number) >= 100 && (status as number) <= 599)) {
    throw new JournalError(`filter status must be an integer from 100 to 599, got ${JSON.stringify(status)}`);
  }
  if (method !== undefined && (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method))) {
    throw new JournalError(`filter method must be a method such as POST, got ${JSON.stringify(method)}`);
  }
  if (path !== undefined && (typeof path !== 'string' || !path.startsWith('/'))) {
    throw new JournalError(`filter path must start with /, such as /api/scan/v0/events, got ${JSON.stringify(path)}`);
  }
  if (header !== undefined && (typeof header !== 'string' || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+(:.+)?$/.test(header))) {
    throw new JournalError(
      `filter header must be NAME or NAME:VALUE, such as x-test-id:wallet-1, got ${JSON.stringify(header)}`,
    );
  }
  if (client !== undefined && (typeof client !== 'string' || !/^[0-9a-fA-F.:]+$/.test(client))) {
    throw new JournalError(`filter client must be an address such as 127.0.0.1 or ::1, got ${JSON.stringify(client)}`);
  }
  if (final !== undefined && typeof final !== 'boolean') {
    throw new JournalError(`filter final must be true or false, got ${JSON.stringify(final)}`);
  }
  // oxlint-disable-next-line no-restricted-globals -- a caller's Date or instant, read as given: not the clock
  const instant = since instanceof Date || typeof since === 'string' ? instantOf(since) : since === undefined ? 0 : NaN;
  if (since !== undefined && !Number.isFinite(instant)) {
    throw new JournalError(`filter since must be a Date or an ISO 8601 instant, got ${JSON.stringify(since)}`);
  }
  return filter as JournalFilter;
}

/** Entries in a page of `GET /_control/requests` unless `limit` says otherwise, and the most it may say. */
export const DEFAULT_PAGE_ENTRIES = 100;
export const MAX_PAGE_ENTRIES = 1000;
/** The most bytes of entries a page holds (at least one entry, whatever its size). */
export const MAX_PAGE_BYTES = 2 ** 20;

/**
 * A page of the listing: at most `limit` of the entries that pass `filter`, the first after the entry numbered
 * `after`, or the latest when `after` is null.
 */
export interface Listing {
  readonly filter: JournalFilter;
  readonly after: number | null;
  readonly limit: number;
}

/** A whole number from `min` to `max` of a query parameter, or a JournalError naming it. */
function wholeParam<T>(name: string, value: string | null, fallback: T, min: number, max: number): number | T {
  if (value === null) return fallback;
  if (!/^\d{1,10}$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new JournalError(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return Number(value);
}

/** The page a query string asks for (`limit=100&after=57&operation=D...`); a bad one throws a JournalError. */
export function listingOfQuery(query: string): Listing {
  const params = new URLSearchParams(query);
  const limit = wholeParam('limit', params.get('limit'), DEFAULT_PAGE_ENTRIES, 1, MAX_PAGE_ENTRIES);
  const after = wholeParam('after', params.get('after'), null, 0, Number.MAX_SAFE_INTEGER);
  params.delete('limit');
  params.delete('after');
  return { filter: filterOfQuery(params.toString()), after, limit };
}

/**
 * A page of `GET /_control/requests` as JSON text (docs/journal.md, reading it): at most `limit` entries and
 * `MAX_PAGE_BYTES` of them (one at least), made one at a time, oldest first: the first after `after`, with `next`,
 * the `after` of the following page (null when this one holds the last), or without `after` the latest, with a
 * `next` of null. A listing never builds more than a page, however large the journal.
 */
export function journalPage(journal: JournalReader, { filter, after, limit }: Listing): string {
  const parts: string[] = [];
  let bytes = 0;
  let last: number | null = null;
  let more = false;
  for (const entry of after === null ? journal.scanNewest(filter) : journal.scan(filter, after)) {
    const json = JSON.stringify(entry);
    const size = utf8Length(json) + 1;
    if (parts.length >= limit || (parts.length > 0 && bytes + size > MAX_PAGE_BYTES)) {
      more = true;
      break;
    }
    parts.push(json);
    bytes += size;
    last = entry.id;
  }
  if (after === null) parts.reverse();
  const next = after !== null && more ? last : null;
  const head = `"size":${journal.size},"maxBytes":${journal.maxBytes},"bytes":${journal.bytes}`;
  return `{${head},"requests":[${parts.join(',')}],"next":${JSON.stringify(next)}}`;
}

/** The filter of a query string (`operation=D&status=503&since=...`); a bad one throws a JournalError. */
export function filterOfQuery(query: string): JournalFilter {
  const params = new URLSearchParams(query);
  const raw: Record<string, unknown> = {};
  for (const [name, value] of params) {
    raw[name] =
      name === 'status' && /^\d+$/.test(value)
        ? Number(value)
        : name === 'method'
          ? value.toUpperCase()
          : name === 'final' && (value === 'true' || value === 'false')
            ? value === 'true'
            : value;
  }
  return checkedFilter(raw);
}

/** A test of entries against a checked filter. */
export function filtering(filter: JournalFilter): (entry: JournalEntry, at: number) => boolean {
  const since = filter.since === undefined ? null : instantOf(filter.since);
  const method = filter.method?.toUpperCase();
  const prefix = filter.path?.endsWith('*') ? filter.path.slice(0, -1) : null;
  const colon = filter.header?.indexOf(':') ?? -1;
  const headerName = filter.header === undefined ? null : colon < 0 ? filter.header : filter.header.slice(0, colon);
  const headerValue = filter.header === undefined || colon < 0 ? null : filter.header.slice(colon + 1);
  const client = filter.client === undefined ? null : clientOf(filter.client);
  const hasHeader = (headers: JournalEntry['headers']): boolean => {
    const given = headers[(headerName ?? '').toLowerCase()];
    return given !== undefined && (headerValue === null || given === headerValue);
  };
  return (entry, at) =>
    (filter.operation === undefined || entry.operation === filter.operation) &&
    (filter.status === undefined || entry.status === filter.status) &&
    (method === undefined || entry.method === method) &&
    (filter.path === undefined || (prefix === null ? entry.path === filter.path : entry.path.startsWith(prefix))) &&
    (since === null || at >= since) &&
    (filter.final === undefined || entry.final === filter.final) &&
    (headerName === null || hasHeader(entry.headers)) &&
    (client === null || entry.client === client);
}

/** A filter in words: `operation D, status 503`. */
export const filterText = (filter: JournalFilter): string => {
  const parts = Object.entries(filter)
    .filter(([, v]) => v !== undefined)
    // oxlint-disable-next-line no-restricted-globals -- a caller's Date, shown: not the clock
    .map(([k, v]) => `${k} ${v instanceof Date ? v.toISOString() : String(v)}`);
  return parts.length === 0 ? 'of any kind' : `with ${parts.join(', ')}`;
};

/** One entry on one line, masked as kept: number, time, request, operation, status, rule, credentials, body. */
export function entryLine(entry: JournalEntry): string {
  const secrets = Object.entries(entry.headers)
    .filter(([name]) => isSecretName(name))
    .map(([name, value]) => `${name}: ${value}`);
  const body = entry.body.length > 60 ? `${entry.body.slice(0, 60)}...` : entry.body;
  return [
    `#${entry.id}`,
    entry.time,
    `${entry.method} ${entry.path}${entry.query === '' ? '' : `?${entry.query}`}`,
    entry.operation === null ? '-' : entry.operation,
    !entry.final ? 'answering' : entry.status === null ? 'no answer' : String(entry.status),
    ...(entry.rule ? [`(rule ${entry.rule.id}: ${entry.rule.rule})`] : []),
    ...(secrets.length > 0 ? [`[${secrets.join('; ')}]`] : []),
    ...(body === '' ? [] : [JSON.stringify(body)]),
  ].join(' ');
}
