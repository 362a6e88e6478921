import { describe, expect, it } from 'vitest';
import { checkHelp } from '../conformance/cli.js';
import { checkOptions, defaultKitConfig, kitConfigOf } from '../conformance/config/config.js';
import { UsageError } from '../common/errors.js';
import { readOptions, type Env, type Given } from '../common/options.js';

const config = (given: Given<typeof checkOptions>, env: Env = {}) => kitConfigOf(given, env, () => 99);

describe('kitConfigOf', () => {
  it('should lay out a base URL like the simulator and let each group URL win over it', () => {
    expect(config({ 'base-url': 'http://h:1/' }).target).toEqual({
      registry: 'http://h:1',
      validator: 'http://h:1/api/validator',
      scan: 'http://h:1/api/scan',
    });
    expect(config({ 'base-url': 'http://h:1', 'scan-url': 'https://scan.example/api/scan' }).target.scan).toBe(
      'https://scan.example/api/scan',
    );
    expect(config({ 'scan-url': 'http://s' }).target).toEqual({ scan: 'http://s' });
  });

  it('should be polite to remote targets and fast on loopback', () => {
    expect(config({ 'base-url': 'https://registry.example.com' }).rateLimit).toBe(20);
    expect(config({ 'base-url': 'http://127.0.0.1:8080' }).rateLimit).toBe(0);
    expect(config({ 'base-url': 'http://localhost:8080', 'rate-limit': '5/s' }).rateLimit).toBe(5);
  });

  it('should take the environment when a flag is not given, and the flag over it', () => {
    const env = {
      TRK_BASE_URL: 'http://e',
      TRK_RUNS: '7',
      TRK_HEADERS: 'Authorization: Bearer a\nX-Key: b',
      TRK_CHECK_SEED: '5',
    };
    const fromEnv = config({}, env);
    expect(fromEnv).toMatchObject({ runs: 7, seed: 5, headers: { authorization: 'Bearer a', 'x-key': 'b' } });
    expect(config({ runs: '3', header: ['A: 1'] }, env)).toMatchObject({ runs: 3, headers: { a: '1' } });
  });

  it('should draw a seed when none is given', () => {
    expect(config({ 'base-url': 'http://h' }).seed).toBe(99);
  });

  it("should give runKit the command line's declared defaults, seed, rate limit and time budget aside", () => {
    const { target, seed, rateLimit, timeBudgetSeconds, ...declared } = config({ 'base-url': 'http://127.0.0.1:1' });
    const { seed: fixedSeed, rateLimit: noLimit, timeBudgetSeconds: noBudget, ...defaults } = defaultKitConfig;
    // A test's run reads no further than its checks; `check` spends 10 s in all (docs/kit.md, the time budget).
    expect({ timeBudgetSeconds, noBudget }).toEqual({ timeBudgetSeconds: 10, noBudget: 0 });
    expect({ target, seed, rateLimit, fixedSeed, noLimit }).toEqual({
      target: {
        registry: 'http://127.0.0.1:1',
        validator: 'http://127.0.0.1:1/api/validator',
        scan: 'http://127.0.0.1:1/api/scan',
      },
      seed: 99,
      rateLimit: 0,
      fixedSeed: 1,
      noLimit: 0,
    });
    expect(declared).toEqual(defaults);
    expect(defaults).toMatchObject({
      runs: 25,
      timeoutMs: 10_000,
      reportDir: 'reports/conformance',
      maxDurationMs: 900_000,
    });
  });

  it('should show each declared default and environment variable in check --help', () => {
    expect(checkHelp).toMatch(/^ {6}--runs <n> +examples per property \(default 25; env TRK_RUNS\)$/m);
    expect(checkHelp).toMatch(/^ {6}--max-duration <duration> +.* \(default 15m; env TRK_MAX_DURATION\)$/m);
    expect(checkHelp).toMatch(/^ {6}--exclude-checks <id,\.\.\.> +skip these checks \(env TRK_EXCLUDE_CHECKS\)$/m);
    expect(checkHelp).toMatch(/^ {2}-H, --header <'Name: value'> +header for every request/m);
  });
});

describe('readOptions', () => {
  it('should make an option that the table does not declare a type error, not undefined', () => {
    const o = readOptions(checkOptions, { 'base-url': 'http://h' }, {});
    expect(o['base-url']).toBe('http://h');
    // @ts-expect-error: no option is called base-urll
    expect(o['base-urll']).toBeUndefined();
    // @ts-expect-error: nor can the command line give one
    expect(() => kitConfigOf({ 'base-urll': 'http://h' }, {}, () => 1)).not.toThrow();
  });

  it('should name the environment variable a bad value came from, and the flag over it', () => {
    expect(() => readOptions(checkOptions, {}, { TRK_RUNS: '0' })).toThrow(
      new UsageError('TRK_RUNS must be an integer from 1 to 100000, got "0"'),
    );
    expect(() => readOptions(checkOptions, { runs: 'x' }, { TRK_RUNS: '0' })).toThrow(
      new UsageError('--runs must be an integer from 1 to 100000, got "x"'),
    );
    expect(() => readOptions(checkOptions, {}, { TRK_DIALECT: 'loose' })).toThrow(
      new UsageError('unknown value "loose" for TRK_DIALECT; expected spec or splice'),
    );
    expect(() => readOptions(checkOptions, {}, { TRK_DIALECT: 'Splice' })).toThrow(
      new UsageError('unknown value "Splice" for TRK_DIALECT (did you mean "splice"?); expected spec or splice'),
    );
  });

  it('should read a flag given, or 1, true, yes, 0, false or no in its environment variable', () => {
    expect(readOptions(checkOptions, { insecure: true }, { TRK_INSECURE: 'no' }).insecure).toBe(true);
    for (const yes of ['1', 'true', 'YES'])
      expect(readOptions(checkOptions, {}, { TRK_INSECURE: yes }).insecure).toBe(true);
    for (const no of ['', '0', 'false', 'No'])
      expect(readOptions(checkOptions, {}, { TRK_INSECURE: no }).insecure).toBe(false);
    expect(() => readOptions(checkOptions, {}, { TRK_INSECURE: 'maybe' })).toThrow(
      new UsageError('unknown value "maybe" for TRK_INSECURE; expected 1, true, yes, 0, false or no'),
    );
    // An enumerated value as the others are: the one meant named.
    expect(() => readOptions(checkOptions, {}, { TRK_INSECURE: 'ture' })).toThrow(
      new UsageError(
        'unknown value "ture" for TRK_INSECURE (did you mean "true"?); expected 1, true, yes, 0, false or no',
      ),
    );
  });
});
