/**
 * Ledger time as integer microseconds since the Unix epoch. Formatting and parsing are done by hand, with the
 * civil-calendar algorithms of H. Hinnant, so that the pure core never touches `Date`.
 */
export type Micros = number;

export const MICROS_PER_SECOND = 1_000_000;
export const MICROS_PER_HOUR = 3_600 * MICROS_PER_SECOND;
export const MICROS_PER_DAY = 86_400 * MICROS_PER_SECOND;

/** The last instant RFC 3339 can write: its years have four digits. */
export const LAST_RFC3339_TEXT = '9999-12-31T23:59:59.999999Z';

/**
 * The first instant RFC 3339 cannot write, 10000-01-01T00:00:00Z: every time the ledger serves is before it. (A
 * Micros this late is a double 32 apart from the next, so the last one written is 9999-12-31T23:59:59.999968Z.)
 */
export const END_OF_TIME: Micros = 253_402_300_800 * MICROS_PER_SECOND;
/** The last instant the ledger holds before END_OF_TIME (see above): a later one reads as END_OF_TIME itself. */
export const LAST_HELD_TEXT = '9999-12-31T23:59:59.999968Z';

function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(days: number): [number, number, number] {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** `YYYY-MM-DD` of a day count since the epoch. */
export function formatDate(days: number): string {
  const [year, month, day] = civilFromDays(days);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * ISO-8601 UTC text of an instant with `digits` fraction digits (0, 3, 6 or 9). Digits that the instant does not
 * have are zeros; digits it has beyond `digits` are cut, so callers choose digits that fit the value.
 */
export function formatInstant(micros: Micros, digits: 0 | 3 | 6 | 9 = 6): string {
  const days = Math.floor(micros / MICROS_PER_DAY);
  let rest = micros - days * MICROS_PER_DAY;
  const hours = Math.floor(rest / MICROS_PER_HOUR);
  rest -= hours * MICROS_PER_HOUR;
  const minutes = Math.floor(rest / 60_000_000);
  rest -= minutes * 60_000_000;
  const seconds = Math.floor(rest / MICROS_PER_SECOND);
  const head = `${dateOf(days)}T${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}`;
  if (digits === 0) return `${head}Z`;
  const fraction = pad(rest - seconds * MICROS_PER_SECOND, 6);
  if (digits === 6) return `${head}.${fraction}Z`;
  return digits === 3 ? `${head}.${fraction.slice(0, 3)}Z` : `${head}.${fraction}000Z`;
}

/** `00` to `99`: hours, minutes and seconds of the times a page shows thousands of. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => pad(n, 2));

/** The last day formatted: the times of a page fall on a few days. */
let lastDays = Number.NaN;
let lastDate = '';
function dateOf(days: number): string {
  if (days !== lastDays) {
    lastDate = formatDate(days);
    lastDays = days;
  }
  return lastDate;
}

/** The last record time formatted: an item's update and verdict show the same one. */
let lastRecordMicros = Number.NaN;
let lastRecordText = '';

/** Record and finalization times: always 6 fraction digits and `Z` (docs/deployments.md, operation D (times)). */
export function formatRecordTime(micros: Micros): string {
  if (micros !== lastRecordMicros) {
    lastRecordText = formatInstant(micros, 6);
    lastRecordMicros = micros;
  }
  return lastRecordText;
}

/** The fewest of 0, 3 or 6 fraction digits that show the instant exactly. */
export function formatShortest(micros: Micros): string {
  if (micros % MICROS_PER_SECOND === 0) return formatInstant(micros, 0);
  if (micros % 1000 === 0) return formatInstant(micros, 3);
  return formatInstant(micros, 6);
}

/** RFC 3339 date-time as docs/api.md section 4.D reads it: `T`, `t` or a space; `Z`, `z` or `+hh:mm`/`-hh:mm`. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

const MINUTES_PER_DAY = 1440;

/**
 * Parses RFC 3339 text into microseconds, flooring sub-microsecond digits: a record time (whole microseconds)
 * is later than the parsed instant exactly when it is later than its floor. Returns null for text that is not
 * a valid timestamp (docs/api.md section 4.D: what both the simulator and the kit read). Past the years 1685 to
 * 2255 a Micros is the nearest double, not the exact count.
 *
 * @example parseInstant('2024-09-20T15:31:28.405180999+02:00') // 1726839088405180
 */
export function parseInstant(text: string): Micros | null {
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
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 60) return null;
  if (offsetHours > 23 || offsetMinutes > 59) return null;
  const days = daysFromCivil(year, month, day);
  if (civilFromDays(days)[2] !== day) return null;
  // The minute of the day in UTC, before or past the local day when the offset moves it there.
  const utcMinute = hour * 60 + minute - (m[8] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  // A leap second is the last of a UTC day, 23:59:60Z, read as 23:59:59 (docs/api.md section 4.D).
  if (second === 60 && ((utcMinute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY !== MINUTES_PER_DAY - 1)
    return null;
  const fraction = Number((m[7] ?? '').padEnd(6, '0').slice(0, 6));
  const seconds = days * 86_400 + utcMinute * 60 + Math.min(second, 59);
  return seconds * MICROS_PER_SECOND + fraction;
}
