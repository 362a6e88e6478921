/**
 * What in a request reads as a credential, and the request with it masked (docs/journal.md, masking): one reading,
 * by names and by shapes, that the request log and the request journal both use, so that neither shows what the
 * other hides. Ordinary values of the API (party ids, contract ids, update ids, record-time cursors) read as
 * what they are.
 */

/** Header values as node reads them (request.ts `Headers`, which this module does not import: rules import it). */
type Headers = Readonly<Record<string, string | string[] | undefined>>;

/** What a masked value reads as. */
export const MASKED = '***';

/** Parts of a name that say it holds a credential, wherever they are in it, in any case (`X-Api-KEY`). */
const SECRET_PART = /token|secret|key|passw|passphrase|auth|session|cookie|credential|signature|jwt|bearer/;
/** Short words that say so only as a word of their own (`sig`, `user_pwd`, `pin`; not `design` or `spin`). */
const SECRET_WORDS = new Set(['sig', 'pwd', 'pass', 'pin', 'otp', 'sid']);
/** Names that say so only alone: OAuth's `code` (RFC 6749 section 4.1.2), not `country_code`. */
const SECRET_NAMES = new Set(['code']);

/** The words of a name: `X-Amz-Signature`, `access_token`, `accessToken` and `access.token` alike. */
const wordsOf = (name: string): string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');

/** A header, query, form or JSON field name whose value is a credential. */
export function isSecretName(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_PART.test(lower) || SECRET_NAMES.has(lower) || wordsOf(name).some((w) => SECRET_WORDS.has(w));
}

/** A JSON Web Token (signed: three parts; encrypted: five), each part base64url, the first a JSON header. */
const JWT = /^eyJ[A-Za-z0-9_-]{2,}(\.[A-Za-z0-9_-]*){2,4}$/;
/** Keys of known shapes: an AWS access key id, and the prefixed tokens of common services. */
const PREFIXED =
  /^(?:(?:AKIA|ASIA)[A-Z0-9]{16}|(?:sk|pk|rk)_(?:live|test)_\w{8,}|xox[abposr]-[\w-]{8,}|gh[pousr]_\w{20,})$/;
/** A base64 or base64url run long enough to be a key, with upper and lower case letters and digits in it. */
const BASE64 = /^[A-Za-z0-9+/_-]{20,}={0,2}$/;
const HEX = /^[0-9a-fA-F]{32,}$/;
/**
 * The hex shapes of the ledger's own ids (docs/deployments.md, identifier shapes), lower case: a package id or a
 * hash (64 digits), a multihash (`1220` and 64), a contract id (`00` and 64 or more).
 */
const LEDGER_HEX = /^(?:[0-9a-f]{64}|1220[0-9a-f]{64}|00[0-9a-f]{64,})$/;

/** A value whose shape is a credential's whatever its name: a JWT, a known key, a long base64 or hex token. */
export function looksSecret(value: string): boolean {
  if (value.length < 20) return false;
  if (JWT.test(value) || PREFIXED.test(value)) return true;
  if (HEX.test(value)) return !LEDGER_HEX.test(value);
  return BASE64.test(value) && /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value);
}

/** The words of a value, as credentials are cut out of it: between spaces, quotes and separators. */
const WORD = /[^\s,;=&"'()<>]+/g;

/**
 * A URL with userinfo (`http://user:password@host/`), which carries a password whatever its shape: up to the last
 * `@` of its authority, since a password may hold one that its writer did not escape (WHATWG URL reads it so).
 */
const USERINFO_URL = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*@/;

/** Whether a text, or some word of it, looks like a credential or is a URL that carries one in its userinfo. */
const holdsSecret = (text: string): boolean =>
  USERINFO_URL.test(text) || (text.match(WORD) ?? []).some((word) => looksSecret(word) || USERINFO_URL.test(word));

/** A text with each word that looks like a credential masked, and the userinfo of a URL; the rest as it is. */
export const maskWords = (text: string): string =>
  text.replace(WORD, (word) => (looksSecret(word) ? MASKED : USERINFO_URL.test(word) ? maskTarget(word) : word));

/** Schemes worth showing in front of a masked Authorization value. */
const SCHEME = /^([A-Za-z][A-Za-z0-9-]*)\s+\S/;

/** A credential's value masked: `***`, its scheme kept (`Bearer ***`). */
const masked = (value: string): string => {
  const scheme = SCHEME.exec(value)?.[1];
  return scheme === undefined ? MASKED : `${scheme} ${MASKED}`;
};

/** Headers whose values are the client's description of itself or of the body, never a credential. */
const DESCRIPTIVE = /^(?:host|content-type|content-length|content-encoding|user-agent|accept(?:-.*)?|connection)$/;
/** A header value that is a URL or a path (`Referer`, `Location`): its query may hold credentials. */
const URL_VALUE = /^(?:https?:\/\/|\/)\S*$/i;

/**
 * A header's value as shown: masked when its name says credential (its scheme kept), else each word of it that
 * looks like one; a URL's query and userinfo as a target's.
 */
export function maskHeaderValue(name: string, value: string): string {
  if (isSecretName(name)) return masked(value);
  if (DESCRIPTIVE.test(name)) return value;
  return maskWords(URL_VALUE.test(value) ? maskTarget(value) : value);
}

/** Headers as shown: names in lower case, several values joined, credentials masked. */
export function maskHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of Object.keys(headers)) {
    const given = headers[name];
    if (given === undefined) continue;
    const value = Array.isArray(given) ? given.join(', ') : given;
    const lower = name.toLowerCase();
    kept[lower] = maskHeaderValue(lower, value);
  }
  return kept;
}

/** Percent-decoding as a form does (`+` a space); what does not decode is read as written. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * A query, or a form body, with the values of credentials masked (`?token=***`): those whose names say so, and
 * those that look like one; otherwise as sent.
 */
export function maskQuery(query: string): string {
  if (query === '') return '';
  return query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at < 0) return holdsSecret(decoded(pair)) ? MASKED : pair;
      const name = pair.slice(0, at);
      return isSecretName(decoded(name)) || holdsSecret(decoded(pair.slice(at + 1))) ? `${name}=${MASKED}` : pair;
    })
    .join('&');
}

/** Where a JSON value that starts at `from` ends: a string, a number or word, or a whole array or object. */
function valueEnd(text: string, from: number): number {
  const first = text[from];
  if (first === '"') return stringEnd(text, from);
  if (first !== '{' && first !== '[') {
    const m = /^[^\s,\]}]*/.exec(text.slice(from, from + 64));
    return from + (m?.[0].length ?? 0);
  }
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '"') i = stringEnd(text, i) - 1;
    else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) return i + 1;
  }
  return text.length;
}

/** Where a JSON string that starts at `from` (its quote) ends, past its closing quote; the text's end if cut. */
function stringEnd(text: string, from: number): number {
  for (let i = from + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i + 1;
  }
  return text.length;
}

/** A JSON string's content as written, its escapes read (a cut or broken one as written). */
function stringContent(literal: string): string {
  const inner = literal.endsWith('"') && literal.length > 1 ? literal.slice(1, -1) : literal.slice(1);
  try {
    return JSON.parse(`"${inner}"`) as string;
  } catch {
    return inner;
  }
}

/**
 * JSON text, whole or cut short (the journal keeps a body's first 4 KiB), with credentials masked: the value of a
 * field whose name says so, whatever it is (a string, a number, an array, an object), and any string that looks
 * like one. Read as it comes, without parsing the whole: what is not JSON is left as it is.
 */
function maskJson(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '"') continue;
    const end = stringEnd(text, i);
    const content = stringContent(text.slice(i, end));
    const colon = /^\s*:\s*/.exec(text.slice(end, end + 32));
    if (holdsSecret(content)) {
      out += `${text.slice(from, i)}"${MASKED}"`;
      from = end;
    }
    i = end - 1;
    if (colon === null || !isSecretName(content)) continue;
    const start = end + colon[0].length;
    const stop = valueEnd(text, start);
    if (stop > start) {
      out += `${text.slice(from, start)}"${MASKED}"`;
      from = stop;
      i = stop - 1;
    }
  }
  return out + text.slice(from);
}

/**
 * A request body as shown, credentials masked: a form's fields as a query's, JSON's as above; any other text with
 * each word that looks like a credential masked.
 */
export function maskBody(text: string, contentType: string | undefined): string {
  if (text === '') return '';
  if (/^\s*application\/x-www-form-urlencoded/i.test(contentType ?? '')) return maskQuery(text);
  if (/^\s*[[{"]/.test(text)) return maskJson(text);
  return maskWords(text);
}

/** An absolute-form request target: scheme, authority (with any userinfo), then the rest. */
const ABSOLUTE = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#]*)/;

/**
 * A request target in origin form (RFC 9112 section 3.2.2): an absolute-form target's path and query (`/` for an
 * empty path), with the host it names (userinfo dropped), which stands for the Host header; any other as it is.
 */
export function originForm(target: string): { readonly target: string; readonly host: string | null } {
  const m = ABSOLUTE.exec(target);
  if (m === null) return { target, host: null };
  const rest = target.slice(m[0].length);
  // The userinfo ends at the authority's last `@`: a password may hold one.
  const host = (m[1] ?? '').replace(/^.*@/, '');
  return { target: rest.startsWith('/') ? rest : `/${rest}`, host };
}

/**
 * A request target as the log shows it: the userinfo of an absolute-form target masked (`http://***@host/...`),
 * and the query's credentials; the path as sent.
 */
export function maskTarget(target: string): string {
  const m = ABSOLUTE.exec(target);
  const start = m === null ? '' : m[0].replace(/\/\/.*@/, `//${MASKED}@`);
  const rest = m === null ? target : target.slice(m[0].length);
  const at = rest.indexOf('?');
  return at < 0 ? start + rest : `${start}${rest.slice(0, at)}?${maskQuery(rest.slice(at + 1))}`;
}
