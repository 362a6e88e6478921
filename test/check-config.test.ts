import { describe, expect, it } from 'vitest';
import { kitConfigOf } from '../conformance/config.js';

const config = (values: Record<string, string | string[]>, env: NodeJS.ProcessEnv = {}) =>
  kitConfigOf(values, env, () => 99);

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
});
