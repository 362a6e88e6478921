/** Record times (RFC 3339, six fraction digits) and microseconds since 1970, and times and spans in words. */

/** The far future of a migration: a cursor there is after every item of it. */
export const FAR = '9999-12-31T23:59:59.999999Z';
/** Record times past this are asked for as FAR: microseconds beyond it lose precision in a Number. */
export const CAP_US = Date.parse('2200-01-01T00:00:00Z') * 1000;

/** A record time (RFC 3339) as microseconds since 1970, or NaN. */
export function micros(text: unknown): number {
  const m = /^(\d{4}-\d\d-\d\d)[Tt ](\d\d:\d\d:\d\d)(?:\.(\d+))?([Zz]|[+-]\d\d:\d\d)$/.exec(String(text));
  if (!m) return NaN;
  const ms = Date.parse(`${m[1]}T${m[2]}${m[4] === 'z' ? 'Z' : m[4]}`);
  return ms * 1000 + Number(`${m[3] || ''}000000`.slice(0, 6));
}

/** Microseconds since 1970 as a record time with six fraction digits, in UTC. */
export function recordTime(us: number): string {
  if (us >= CAP_US) return FAR;
  const ms = Math.floor(us / 1000);
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 19)}.${String((ms % 1000) * 1000 + (us - ms * 1000)).padStart(6, '0')}Z`;
}

/** A time as a person reads it on an axis: 2024-09-20 13:31. */
export const minuteOf = (us: number): string =>
  new Date(Math.floor(us / 1000)).toISOString().slice(0, 16).replace('T', ' ');

/** A span of time in words. */
export function duration(us: number): string {
  const s = Math.abs(us) / 1e6;
  if (s < 1) return `${(Math.abs(us) / 1000).toFixed(1)} ms`;
  if (s < 120) return `${s.toFixed(1)} s`;
  const min = s / 60;
  if (min < 120) return `${Math.round(min)} min`;
  const h = min / 60;
  return h < 48 ? `${h.toFixed(1)} h` : `${(h / 24).toFixed(1)} d`;
}
