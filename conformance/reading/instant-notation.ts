import { formatInstantNanos } from './instant.js';

/** One RFC 3339 notation of an instant: fraction digits (0 to 9) and an offset. */
export interface Notation {
  readonly digits: number;
  /** `Z`, or `+HH:MM` / `-HH:MM` east or west of UTC; `-00:00` is UTC too, "offset unknown" (RFC 3339 4.3). */
  readonly offset: string;
}

/** The minutes east of UTC of an offset as a notation writes it. */
const minutesOf = (offset: string): number => {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
};

const NANOS_PER_MINUTE = 60_000_000_000n;

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
  const minutes = minutesOf(notation.offset);
  const local = formatInstantNanos(nanos + BigInt(minutes) * NANOS_PER_MINUTE);
  // Four digits of year, as RFC 3339 has them: the far future moved east is no notation at all.
  if (!/^\d{4}-/.test(local)) return null;
  const [seconds, nine] = [local.slice(0, 19), local.slice(20, 29)];
  const fraction = notation.digits === 0 ? '' : `.${nine.slice(0, notation.digits)}`;
  return `${seconds}${fraction}${notation.offset}`;
}
