import { UsageError } from '../../common/errors.js';
import { someOf, type Parser } from '../../common/options.js';
import { groups, type Group } from '../app/auth.js';
import { originOf } from '../app/control-access.js';

// The parsers of serve's option values that need more than the shared ones (common/options.ts): each takes the
// option's label and its text, and throws a UsageError naming both.

/** An address to listen on: an empty one would make node listen on every interface, unasked. */
export const hostOption: Parser<string> = (label, text) => {
  if (text.trim() === '' || /[\s/]/.test(text)) {
    throw new UsageError(
      `${label} must be a host name or address such as 127.0.0.1 or ::1, got ${JSON.stringify(text)}`,
    );
  }
  return text;
};

/** A path prefix such as /api/scan, or empty for none. */
export const prefixOption: Parser<string> = (label, text) => {
  if (text !== '' && !/^(\/[A-Za-z0-9._~-]+)+$/.test(text)) {
    throw new UsageError(
      `${label} must be empty or a path like /api/scan (no trailing slash), got ${JSON.stringify(text)}`,
    );
  }
  return text;
};

/** The URL groups that require a token: a comma-separated subset of registry, validator and scan. */
export const groupsOption: Parser<Group[]> = (label, text) => {
  // An unknown group is refused with the one meant (common/options.ts, someOf).
  const named = someOf(groups)(label, text);
  if (named.length === 0)
    throw new UsageError(`${label} must list registry, validator and/or scan, got ${JSON.stringify(text)}`);
  return groups.filter((g) => named.includes(g));
};

/** The operations that ask for the token, those that never do, and the registry's that do: from the table. */
export const tokenOption: Parser<string> = (label, text) => {
  if (!/^[A-Za-z0-9._~+/-]+=*$/.test(text)) {
    throw new UsageError(
      `${label} must be a bearer token (letters, digits and -._~+/ then any =); the value is not shown`,
    );
  }
  return text;
};

/** How many times faster than the scenario's pace a real clock runs: a positive decimal number. */
export const speedOption: Parser<number> = (label, text) => {
  const speed = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!(speed > 0 && speed <= 1_000_000)) {
    throw new UsageError(
      `${label} must be a number above 0 and at most 1000000, such as 100, got ${JSON.stringify(text)}`,
    );
  }
  return speed;
};

/** An origin as a browser sends it in `Origin`: scheme, host and port, no path. */
export const originOption: Parser<string> = (label, text) => {
  const origin = originOf(text);
  if (origin === null) {
    throw new UsageError(
      `${label} must be an origin such as http://localhost:3000 (scheme, host, port; no path), got ${JSON.stringify(text)}`,
    );
  }
  return origin;
};
