/**
 * RFC 3339 instants as BigInt nanoseconds since the epoch. The kit compares times as instants, never as strings
 * (docs/deployments.md, operation D (times)), and keeps every digit a deployment may send (up to nanoseconds).
 */

/** RFC 3339 date-time as docs/api.md section 4.D reads it: `T`, `t` or a space; `Z`, `z` or `+hh:mm`/`-hh:mm`. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

const MINUTES_PER_DAY = 1440;

/**
 * The instant of RFC 3339 text in nanoseconds since the epoch, digits past the ninth cut; null for text that is no
 * timestamp (docs/api.md section 4.D: what both the kit and the simulator read).
 *
 * @example parseInstantNanos('2024-09-20T15:31:28.405180999+02:00') // 1726839088405180999n
 */
export function parseInstantNanos(text: string): bigint | null {
  // The same text comes many times in a row (an item's record time, read by each reader of the item).
  if (text === last.text) return last.nanos;
  const nanos = parseInstant(text);
  last = { text, nanos };
  return nanos;
}

/** The last instant read, and its text. */
let last: { text: string; nanos: bigint | null } = { text: '', nanos: null };

function parseInstant(text: string): bigint | null {
  const m = INSTANT.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = [
    m[1],
    m[2],
    m[3],
    m[4],
    m[5],
    m[6],
    m[9] ?? '0',
    m[10] ?? '0',
  ].map(Number) as [number, number, number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return null;
  if (offsetHours > 23 || offsetMinutes > 59) return null;
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCDate() !== day) return null;
  // The minute of the day in UTC, before or past the local day when the offset moves it there.
  const utcMinute = hour * 60 + minute - (m[8] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  // A leap second is the last of a UTC day, 23:59:60Z, read as 23:59:59 (docs/api.md section 4.D).
  if (second === 60 && ((utcMinute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY !== MINUTES_PER_DAY - 1)
    return null;
  const seconds = BigInt(date.getTime() / 1000 + utcMinute * 60 + Math.min(second, 59));
  return seconds * 1_000_000_000n + BigInt((m[7] ?? '').padEnd(9, '0').slice(0, 9));
}

/** RFC 3339 text (UTC, nine digits) of an instant in nanoseconds. */
export function formatInstantNanos(nanos: bigint): string {
  const seconds = nanos / 1_000_000_000n - (nanos % 1_000_000_000n < 0n ? 1n : 0n);
  const fraction = nanos - seconds * 1_000_000_000n;
  const iso = new Date(Number(seconds) * 1000).toISOString().slice(0, 19);
  return `${iso}.${fraction.toString().padStart(9, '0')}Z`;
}

/**
 * RFC 3339 text (UTC, six digits) of an instant, rounded down to the microsecond: the precision of record times
 * (docs/deployments.md, operation D (times)), which a deployment may insist on in a cursor.
 */
export function formatInstantMicros(nanos: bigint): string {
  const floored = nanos - (((nanos % 1000n) + 1000n) % 1000n);
  return `${formatInstantNanos(floored).slice(0, -4)}Z`;
}
