import { fc, it as propIt } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatInstant, formatShortest, parseInstant } from '../src/ledger/time.js';

// Micros are JS numbers: exact within +-2^53, i.e. the years 1685 to 2255.
const instant = fc.maxSafeInteger();

describe('formatInstant', () => {
  propIt.prop([instant])('should agree with Date to the millisecond', (micros) => {
    const iso = new Date(Math.floor(micros / 1000)).toISOString();
    expect(formatInstant(micros, 3)).toBe(iso);
  });

  propIt.prop([instant, fc.constantFrom(0, 3, 6, 9)])(
    'should be read back by parseInstant, to its digits',
    (micros, digits) => {
      const unit = digits === 0 ? 1_000_000 : digits === 3 ? 1000 : 1;
      const shown = micros - (((micros % unit) + unit) % unit);
      expect(parseInstant(formatInstant(micros, digits as 0 | 3 | 6 | 9))).toBe(shown);
    },
  );

  it('should print record times with six fraction digits and Z', () => {
    expect(formatInstant(1726839088405180)).toBe('2024-09-20T13:31:28.405180Z');
    expect(formatShortest(1726839088000000)).toBe('2024-09-20T13:31:28Z');
  });
});
