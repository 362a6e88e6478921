import { formatInstantNanos } from './instant.js';

/** One RFC 3339 notation of an instant: fraction digits (0 to 9) and an offset (`Z`, or minutes east of UTC). */
export interface Notation {
  readonly digits: number;
  /** `Z`, or an offset in minutes with its sign written out: `+00:00` is 0, `-00:00` is -0 (RFC 3339 section 4.3). */
  readonly offset: 'Z' | number;
}

const NANOS_PER_MINUTE = 60_000_000_000n;
const two = (n: number): string => String(n).padStart(2, '0');

/** The fewest fraction digits that write an instant exactly: 0 for a whole second, 6 for a record time's micros. */
export function fractionDigits(nanos: bigint): number {
  let fraction = ((nanos % 1_000_000_000n) + 1_000_000_000n) % 1_000_000_000n;
  if (fraction === 0n) return 0;
  let digits = 9;
  while (fraction % 10n === 0n) {
    fraction /= 10n;
    digits--;
  }
  return digits;
}

/**
 * The instant written in a notation, or null when its digits cannot hold it exactly (a notation of another
 * instant is not what is asked). The local time of an offset is the instant moved by it (RFC 3339 section 4.2).
 */
export function writeInstant(nanos: bigint, notation: Notation): string | null {
  if (notation.digits < fractionDigits(nanos)) return null;
  const minutes = notation.offset === 'Z' ? 0 : notation.offset;
  const local = formatInstantNanos(nanos + BigInt(minutes) * NANOS_PER_MINUTE);
  // Four digits of year, as RFC 3339 has them: the far future moved east is no notation at all.
  if (!/^\d{4}-/.test(local)) return null;
  const [seconds, nine] = [local.slice(0, 19), local.slice(20, 29)];
  const fraction = notation.digits === 0 ? '' : `.${nine.slice(0, notation.digits)}`;
  if (notation.offset === 'Z') return `${seconds}${fraction}Z`;
  const sign = notation.offset < 0 || Object.is(notation.offset, -0) ? '-' : '+';
  const abs = Math.abs(notation.offset);
  return `${seconds}${fraction}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}
