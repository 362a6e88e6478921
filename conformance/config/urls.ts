import { GROUPS, type Group } from '../../common/api.js';
import { UsageError } from '../../common/errors.js';
import type { Parser } from '../../common/options.js';
import { redactorOf } from '../redact/redact.js';

/**
 * Where each URL group lives (common/api.ts, GROUPS): the base URL that its operations' paths are appended to.
 * A group without a URL is skipped, never passed.
 */
export type TargetUrls = { readonly [G in Group]?: string };

/**
 * Where each group sits under a --base-url, laid out like the simulator and a real deployment (docs/deployments.md,
 * URLs of a real deployment): the registry at the host's root, the others under their prefix.
 */
export const BASE_PREFIX: Readonly<Record<Group, string>> = {
  registry: '',
  validator: '/api/validator',
  scan: '/api/scan',
};

/** The groups the target has a URL for, in the table's order. */
export const groupsOf = (urls: TargetUrls): Group[] => GROUPS.filter((g) => urls[g] !== undefined);

/** The target's URLs: each group's own URL when given, else its place under the base URL, if any. */
export function targetOf(base: string | undefined, urlOf: (group: Group) => string | undefined): TargetUrls {
  const target: { [G in Group]?: string } = {};
  for (const group of GROUPS) {
    const url = urlOf(group) ?? (base ? `${base}${BASE_PREFIX[group]}` : undefined);
    if (url) target[group] = url;
  }
  return target;
}

const isLoopback = (url: string | undefined): boolean => {
  if (!url) return true;
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
};

/** The command line's rate limit when none is given: 20/s, none on loopback. */
export const defaultRateLimit = (target: TargetUrls): number =>
  GROUPS.map((g) => target[g]).every(isLoopback) ? 0 : 20;

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/** An http(s) URL without credentials, trailing slashes trimmed; empty is none. */
export const urlOption: Parser<string | undefined> = (label, text) => {
  if (text === '') return undefined;
  // The text quoted, its userinfo and the values of its query masked (a URL with its scheme left out still holds
  // them): no run has masked them yet.
  const notHttp = (): UsageError =>
    new UsageError(`${label} must be an http(s) URL, got ${redactorOf({}, { registry: text })(JSON.stringify(text))}`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw notHttp();
  }
  if (url.username !== '' || url.password !== '') {
    throw new UsageError(`${label} must not carry credentials (they would be printed in reports); send them with -H`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw notHttp();
  return trimSlash(text);
};
