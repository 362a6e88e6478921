/** What is secret in a run (redact/redact.ts): the user's header values and the credentials of the target URLs. */

/**
 * The URLs of a run, as config/config.ts's TargetUrls (not imported: config/config.ts masks with this module); any may
 * carry credentials.
 */
export interface UrlsOfTarget {
  readonly registry?: string;
  readonly validator?: string;
  readonly scan?: string;
}

/** A secret, and the name it follows (a header's, a query parameter's), or null for a URL's userinfo. */
export interface Secret {
  readonly name: string | null;
  readonly value: string;
}

const decodedOr = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** `user:password`, decoded from the credentials of `Basic` (base64 of it), or null. */
function basicCredentials(token: string): string | null {
  if (!/^[A-Za-z0-9+/\-_]+=*$/.test(token)) return null;
  const decoded = Buffer.from(token, 'base64').toString('utf8');
  return decoded.includes(':') && !/[\p{Cc}\ufffd]/u.test(decoded) ? decoded : null;
}

/** The secrets of one header: its value, the credentials after its scheme, those of `Basic` decoded. */
function headerSecrets(name: string, raw: string): Secret[] {
  const value = raw.trim();
  if (value === '') return [];
  const secrets: Secret[] = [{ name, value }];
  // RFC 9110 section 11.4: credentials = auth-scheme [ 1*SP token68 / #auth-param ].
  const scheme = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) +(\S.*)$/.exec(value);
  if (scheme) {
    const credentials = scheme[2] as string;
    secrets.push({ name, value: credentials });
    const basic = /^basic$/i.test(scheme[1] as string) ? basicCredentials(credentials) : null;
    if (basic) secrets.push(...userinfoSecrets(basic));
  }
  return secrets;
}

/** `user:password` as a whole, and each part: what a URL's userinfo and `Basic` credentials hold. */
function userinfoSecrets(userinfo: string): Secret[] {
  const colon = userinfo.indexOf(':');
  const parts = colon < 0 ? [userinfo] : [userinfo, userinfo.slice(0, colon), userinfo.slice(colon + 1)];
  return parts.filter((part) => part !== '').map((value) => ({ name: null, value }));
}

/**
 * A URL's userinfo and query as written: what a text holds in their places even when it is no URL (its scheme left
 * out, a space in its host), which the kit refuses by quoting it (config/urls.ts) and the action masks first.
 */
function writtenParts(url: string): { userinfo: string; query: string } {
  return {
    userinfo: /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/)?([^/?#@]*)@/.exec(url)?.[1] ?? '',
    query: /^[^?#]*\?([^#]*)/.exec(url)?.[1] ?? '',
  };
}

/**
 * The credentials of a URL: the user and password of its userinfo, and each value of its query, read both as a
 * form does (`+` a space) and as a URL does (`+` itself); as the URL parser reads them, and as written.
 */
function urlSecrets(url: string): Secret[] {
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // No URL: its parts as written only.
  }
  const written = writtenParts(url);
  const secrets: Secret[] = [];
  if (parsed && (parsed.username !== '' || parsed.password !== '')) {
    const user = decodedOr(parsed.username);
    secrets.push(...userinfoSecrets(parsed.password === '' ? user : `${user}:${decodedOr(parsed.password)}`));
  }
  if (written.userinfo !== '') secrets.push(...userinfoSecrets(decodedOr(written.userinfo)));
  const queries = new Set([parsed?.search.slice(1) ?? '', written.query]);
  for (const pair of [...queries].flatMap((query) => query.split('&'))) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    const name = decodedOr(pair.slice(0, equals).replace(/\+/g, ' '));
    const value = pair.slice(equals + 1);
    for (const read of new Set([decodedOr(value.replace(/\+/g, ' ')), decodedOr(value)]))
      if (read !== '') secrets.push({ name, value: read });
  }
  return secrets;
}

/** The secrets of a run: its header values and the credentials of its target URLs. */
export function secretsOf(headers: Readonly<Record<string, string>>, target: UrlsOfTarget = {}): Secret[] {
  return [
    ...Object.entries(headers).flatMap(([name, value]) => headerSecrets(name, value)),
    ...[target.registry, target.validator, target.scan].flatMap((url) => (url ? urlSecrets(url) : [])),
  ];
}
