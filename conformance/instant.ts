/**
 * RFC 3339 instants as BigInt nanoseconds since the epoch. The kit compares times as instants, never as strings
 * (docs/deployments.md, operation D (times)), and keeps every digit a deployment may send (up to nanoseconds).
 */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

export function parseInstantNanos(text: string): bigint | null {
  const m = INSTANT.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return null;
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCDate() !== day) return null;
  date.setUTCHours(hour, minute, Math.min(second, 59), 0);
  const offset = m[9] ? (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11])) : 0;
  const seconds = BigInt(date.getTime() / 1000 - offset * 60);
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
