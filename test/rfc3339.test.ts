import { fc, it as propIt } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseInstantNanos } from '../conformance/reading/instant.js';
import { parseInstant } from '../src/ledger/time.js';

/**
 * One table for the simulator's RFC 3339 parser and the kit's (docs/api.md section 4.D: what both read): the text,
 * and its instant in microseconds since the epoch, or 'invalid'.
 */
const CASES: readonly (readonly [string, bigint | 'invalid'])[] = [
  // Between date and time: T, t or one space.
  ['2024-09-20T13:31:28.405180Z', 1726839088405180n],
  ['2024-09-20t13:31:28.405180Z', 1726839088405180n],
  ['2024-09-20 13:31:28.405180Z', 1726839088405180n],
  ['2024-09-20  13:31:28.405180Z', 'invalid'],
  ['2024-09-20\t13:31:28.405180Z', 'invalid'],
  ['2024-09-20_13:31:28.405180Z', 'invalid'],
  ['2024-09-2013:31:28.405180Z', 'invalid'],
  ['2024-09-20 13:61:00Z', 'invalid'],
  // Offsets: Z, z, +hh:mm, -hh:mm; -00:00 is UTC too.
  ['2024-09-20T13:31:28.405180z', 1726839088405180n],
  ['2024-09-20T13:31:28.405180+00:00', 1726839088405180n],
  ['2024-09-20T13:31:28.405180-00:00', 1726839088405180n],
  ['2024-09-20T15:31:28.40518+02:00', 1726839088405180n],
  ['2024-09-20T08:01:28.405180-05:30', 1726839088405180n],
  ['2024-09-20T13:31:28+23:59', 1726752748000000n],
  ['2024-09-20T13:31:28-23:59', 1726925428000000n],
  ['2024-09-20T13:31:28+24:00', 'invalid'],
  ['2024-09-20T13:31:28-05:60', 'invalid'],
  ['2024-09-20T13:31:28+0200', 'invalid'],
  ['2024-09-20T13:31:28+02', 'invalid'],
  ['2024-09-20T13:31:28+2:00', 'invalid'],
  ['2024-09-20T13:31:28+02:00:00', 'invalid'],
  ['2024-09-20T13:31:28 Z', 'invalid'],
  ['2024-09-20T13:31:28UTC', 'invalid'],
  ['2024-09-20T13:31:28', 'invalid'],
  // Fractions: any number of digits, those past the microsecond floored.
  ['2024-09-20T13:31:28Z', 1726839088000000n],
  ['2024-09-20T13:31:28.4Z', 1726839088400000n],
  ['2024-09-20T13:31:28.405Z', 1726839088405000n],
  ['2024-09-20T13:31:28.4051809Z', 1726839088405180n],
  ['2024-09-20T13:31:28.405180999Z', 1726839088405180n],
  ['2024-09-20T13:31:28.405180999999Z', 1726839088405180n],
  ['1969-12-31T23:59:59.999999Z', -1n],
  ['1969-12-31T23:59:59.999999999Z', -1n],
  ['1970-01-01T00:00:00.000000999Z', 0n],
  ['2024-09-20T13:31:28.Z', 'invalid'],
  ['2024-09-20T13:31:28,405Z', 'invalid'],
  ['2024-09-20T13:31:28.-5Z', 'invalid'],
  // A leap second ends a UTC day only, and reads as its 59th second.
  ['2016-12-31T23:59:60Z', 1483228799000000n],
  ['2016-12-31T23:59:60.5Z', 1483228799500000n],
  ['2016-12-31T18:59:60-05:00', 1483228799000000n],
  ['2017-01-01T05:29:60+05:30', 1483228799000000n],
  ['2016-12-31T23:58:60Z', 'invalid'],
  ['2016-12-31T12:00:60Z', 'invalid'],
  ['2016-12-31T23:59:60+01:00', 'invalid'],
  ['2016-12-31T23:59:61Z', 'invalid'],
  // Fields out of range, and days a month does not have.
  ['2024-00-01T00:00:00Z', 'invalid'],
  ['2024-13-01T00:00:00Z', 'invalid'],
  ['2024-09-00T00:00:00Z', 'invalid'],
  ['2024-01-32T00:00:00Z', 'invalid'],
  ['2024-04-31T00:00:00Z', 'invalid'],
  ['2024-02-30T00:00:00Z', 'invalid'],
  ['2023-02-29T00:00:00Z', 'invalid'],
  ['2100-02-29T00:00:00Z', 'invalid'],
  ['2024-02-29T00:00:00Z', 1709164800000000n],
  ['2000-02-29T12:00:00Z', 951825600000000n],
  ['2024-09-20T24:00:00Z', 'invalid'],
  ['2024-09-20T13:60:00Z', 'invalid'],
  ['2024-9-20T13:31:28Z', 'invalid'],
  ['2024-09-20T1:31:28Z', 'invalid'],
  // Years: four digits, 0000 (a leap year) to 9999; an offset may move the instant out of them.
  ['1970-01-01T00:00:00Z', 0n],
  ['0000-01-01T00:00:00Z', -62167219200000000n],
  ['0000-02-29T00:00:00Z', -62162121600000000n],
  ['0000-01-01T00:00:00+00:01', -62167219260000000n],
  ['9999-12-31T23:59:59.999999Z', 253402300799999999n],
  ['9999-12-31T23:59:59-23:59', 253402387139000000n],
  ['10000-01-01T00:00:00Z', 'invalid'],
  ['+2024-09-20T13:31:28Z', 'invalid'],
  ['-0001-01-01T00:00:00Z', 'invalid'],
  ['24-09-20T13:31:28Z', 'invalid'],
  ['２０２４-09-20T13:31:28Z', 'invalid'],
  // Spaces around the text, and text that is no timestamp.
  [' 2024-09-20T13:31:28Z', 'invalid'],
  ['2024-09-20T13:31:28Z ', 'invalid'],
  ['2024-09-20T13:31:28Z\n', 'invalid'],
  ['', 'invalid'],
  [' ', 'invalid'],
  ['nope', 'invalid'],
  ['2024-09-20', 'invalid'],
  ['13:31:28Z', 'invalid'],
];

/** The floor of a / b: BigInt division truncates towards zero. */
const floorDiv = (a: bigint, b: bigint): bigint => a / b - (a % b < 0n ? 1n : 0n);

/** The kit's instant in microseconds, floored as the simulator floors. */
const kitMicros = (text: string): bigint | null => {
  const nanos = parseInstantNanos(text);
  return nanos === null ? null : floorDiv(nanos, 1000n);
};

const PARSERS = [
  // Micros are numbers: exact within +-2^53 (the years 1685 to 2255), the nearest double past them.
  { name: 'parseInstant', read: parseInstant, micros: (expected: bigint): number | bigint => Number(expected) },
  { name: 'parseInstantNanos', read: kitMicros, micros: (expected: bigint): number | bigint => expected },
];

describe.each(PARSERS)('$name', ({ read, micros }) => {
  it.each(CASES)('should read %j as %s', (text, expected) => {
    expect(read(text)).toBe(expected === 'invalid' ? null : micros(expected));
  });
});

describe('parseInstantNanos', () => {
  it('should keep nine fraction digits and cut the rest', () => {
    expect(parseInstantNanos('2024-09-20T13:31:28.405180999Z')).toBe(1726839088405180999n);
    expect(parseInstantNanos('2024-09-20T13:31:28.4051809999Z')).toBe(1726839088405180999n);
    expect(parseInstantNanos('1969-12-31T23:59:59.999999999Z')).toBe(-1n);
  });
});

const two = (min: number, max: number): fc.Arbitrary<string> =>
  fc.integer({ min, max }).map((n) => String(n).padStart(2, '0'));

/** Mostly what RFC 3339 allows in a place, sometimes what it does not. */
const near = (valid: fc.Arbitrary<string>, off: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: off, weight: 1 });

const sign = fc.constantFrom('+', '-');

/** RFC 3339 text and text near it: fields past their range, other separators, digits, offsets and spaces. */
const nearInstant: fc.Arbitrary<string> = fc
  .tuple(
    near(fc.constant(''), fc.constantFrom(' ', '\t')),
    near(
      fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
      fc.constantFrom('10000', '-0001', '999', '２０２４'),
    ),
    near(two(1, 12), fc.constantFrom('00', '13', '1')),
    near(two(1, 31), fc.constantFrom('00', '32', '1')),
    near(fc.constantFrom('T', 't', ' '), fc.constantFrom('  ', '_', '', '\t')),
    // 23, 59 and 60 often: the last minute of a day and its leap second.
    near(fc.oneof(two(0, 23), fc.constant('23')), fc.constantFrom('24', '1')),
    near(fc.oneof(two(0, 59), fc.constant('59')), fc.constantFrom('60', '1')),
    near(fc.oneof(two(0, 59), fc.constant('60')), fc.constantFrom('61', '1')),
    near(fc.oneof(fc.constant(''), fc.stringMatching(/^\.\d{1,12}$/)), fc.constantFrom('.', ',5')),
    near(
      fc.oneof(
        fc.constantFrom('Z', 'z', '+00:00', '-00:00', '+05:30', '-05:00'),
        fc.tuple(sign, two(0, 23), two(0, 59)).map(([s, h, m]) => `${s}${h}:${m}`),
      ),
      fc.oneof(
        fc.constantFrom('', 'UTC', '+02', '+2:00'),
        fc.tuple(sign, two(0, 99), fc.constantFrom(':', ''), two(0, 99)).map((parts) => parts.join('')),
      ),
    ),
    near(fc.constant(''), fc.constantFrom(' ', '\n')),
  )
  .map((parts) => {
    const [lead, year, month, day, separator, hour, minute, second, fraction, offset, trail] = parts;
    return `${lead}${year}-${month}-${day}${separator}${hour}:${minute}:${second}${fraction}${offset}${trail}`;
  });

/** Text one edit away from RFC 3339 text: a character replaced, inserted or deleted. */
const editedInstant: fc.Arbitrary<string> = fc
  .tuple(
    nearInstant,
    fc.nat(),
    fc.constantFrom('replace', 'insert', 'delete'),
    fc.constantFrom(...'0123456789-:.+TtZz '),
  )
  .map(([text, at, edit, char]) => {
    const i = at % (text.length + 1);
    if (edit === 'insert') return `${text.slice(0, i)}${char}${text.slice(i)}`;
    return `${text.slice(0, i)}${edit === 'replace' ? char : ''}${text.slice(i + 1)}`;
  });

describe('parseInstant and parseInstantNanos', () => {
  propIt.prop([fc.oneof(nearInstant, editedInstant, fc.string())])(
    'should agree on every text: both refuse it, or both read the same instant',
    (text) => {
      const kit = kitMicros(text);
      expect(parseInstant(text)).toBe(kit === null ? null : Number(kit));
    },
  );
});
