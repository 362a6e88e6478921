import { readFileSync } from 'node:fs';
import { KitError, UsageError } from '../../common/errors.js';
import { someOf, type Parser } from '../../common/options.js';
import { fileProblem } from './file-problem.js';
import { parseSweepPlace, type SweepPlace } from '../sweep/range.js';

// The parsers of the kit's option values (config/options.ts): CA file, header, duration, rate, reports.

export type ReportFormat = 'junit' | 'json' | 'html';

/** The reports `--report` can write. */
export const REPORT_FORMATS: readonly ReportFormat[] = ['junit', 'json', 'html'];

/** A CA file that cannot be used: a configuration error, found before the target is touched. */
export class CaFileError extends KitError {
  override readonly name = 'CaFileError';
  readonly exitCode = 2;
}

/** The certificates of a --ca file: PEM, at least one certificate. */
export function readCaFile(label: string, path: string): string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new CaFileError(`${label} ${path}: ${fileProblem(path, error)}`);
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----'))
    throw new CaFileError(`${label} ${path}: no PEM certificate in it (-----BEGIN CERTIFICATE-----)`);
  return text;
}

/** A --ca file, checked now, before the target is touched (runKit reads it again); empty is none. */
export const caOption: Parser<string | undefined> = (label, text) => {
  if (text === '') return undefined;
  try {
    readCaFile(label, text);
  } catch (error) {
    // On the command line, a file that cannot be used is a usage error, as any other bad value.
    throw new UsageError((error as Error).message);
  }
  return text;
};

/**
 * One `Name: value` header. Neither error shows the value, nor a line without a name: either may be a secret.
 * A value holds visible ASCII, spaces and tabs only (RFC 9110 section 5.5; obs-text is left out, since Node would
 * send it as Latin-1): a CR or LF would end the header there and start another, and Node refuses them mid-run.
 */
export function headerOption(label: string, line: string, index: number): [string, string] {
  const colon = line.indexOf(':');
  const name = colon > 0 ? line.slice(0, colon).trim() : '';
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
    throw new UsageError(
      `${label} must be 'Name: value' with a token as its name; header ${index + 1} is not (it is not shown: it may hold a secret)`,
    );
  }
  // Optional whitespace is spaces and tabs (RFC 9110 section 5.6.3); a CR that ends the line is its line ending
  // (TRK_HEADERS written with CRLF), not part of the value.
  const value = line
    .slice(colon + 1)
    .replace(/\r$/, '')
    .replace(/^[ \t]+|[ \t]+$/g, '');
  if (!/^[\t\x20-\x7e]*$/.test(value)) {
    throw new UsageError(
      `${label} ${name}: the value holds a character that HTTP forbids or that is not ASCII (CR, LF, NUL, another control character, or non-ASCII); the value is not shown`,
    );
  }
  return [name.toLowerCase(), value];
}

/** A duration: seconds, or a number with s, m or h ("90", "90s", "15m", "2h"); in milliseconds. */
export const durationOption: Parser<number> = (label, text) => {
  const m = /^(\d+)([smh]?)$/.exec(text.trim());
  const ms = m ? Number(m[1]) * { '': 1000, s: 1000, m: 60_000, h: 3_600_000 }[m[2] as '' | 's' | 'm' | 'h'] : NaN;
  if (!(ms >= 1000 && ms <= 7 * 86_400_000))
    throw new UsageError(
      `${label} must be seconds or a duration like 90s, 15m or 2h, from 1s to 7 days, got ${JSON.stringify(text)}`,
    );
  return ms;
};

/** Requests per second: `20` or `20/s`, 0 for no limit. */
export const rateOption: Parser<number> = (label, text) => {
  const m = /^(\d+(?:\.\d+)?)(?:\/s)?$/.exec(text);
  if (!m) throw new UsageError(`${label} must be requests per second like 20 or 20/s, got ${JSON.stringify(text)}`);
  return Number(m[1]);
};

/** The reports to write: some of `junit`, `json` and `html`, comma-separated. */
export const reportsOption: Parser<ReportFormat[]> = someOf(REPORT_FORMATS);

/** A place of the history for --sweep-from and --sweep-to (sweep/range.ts): `M` or `M,TIME`. */
export const sweepPlaceOption: Parser<SweepPlace | undefined> = (label, text) => {
  if (text === '') return undefined;
  const place = parseSweepPlace(text);
  if (!place)
    throw new UsageError(
      `${label} must be a migration id, or a migration id and an RFC 3339 record time like 1,2025-01-06T09:00:00.000000Z, got ${JSON.stringify(text)}`,
    );
  return place;
};
