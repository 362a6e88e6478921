import { describe, expect, it } from 'vitest';
import { startSimulator } from '../src/index.js';
import { runMain, startServe } from './cli-process.js';

describe('the browser view, served', () => {
  it('should be on by default on loopback, named in the start-up lines, and off with --no-ui', async () => {
    const on = await startServe(['--scenario', 'empty', '--quiet']);
    const off = await startServe(['--scenario', 'empty', '--quiet', '--no-ui']);
    try {
      expect(on.output()).toContain(`  ui:        ${on.base}/_ui\n`);
      const page = await fetch(`${on.base}/_ui`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'self';/);
      expect(await page.text()).toMatch(/^<!doctype html>/);
      expect(off.output()).not.toMatch(/ui:/);
      expect((await fetch(`${off.base}/_ui`)).status).toBe(404);
      expect((await fetch(`${off.base}/_ui/state`)).status).toBe(404);
    } finally {
      expect(await on.stop()).toBe(0);
      expect(await off.stop()).toBe(0);
    }
  });

  it('should refuse --ui with --no-ui as usage', async () => {
    const result = await runMain(['serve', '--scenario', 'empty', '--port', '0', '--ui', '--no-ui']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('token-registry-kit: --ui and --no-ui say opposite things: give one of them\n');
  });

  it('should give its URL in-process, and none with ui: false', async () => {
    const [on, off] = await Promise.all([
      startSimulator({ scenario: 'empty' }),
      startSimulator({ scenario: 'empty', ui: false }),
    ]);
    try {
      expect(on.urls.ui).toBe(`${on.urls.base}/_ui`);
      expect((await fetch(`${on.urls.base}/_ui/state`)).status).toBe(200);
      expect(off.urls.ui).toBeUndefined();
      expect((await fetch(`${off.urls.base}/_ui`)).status).toBe(404);
    } finally {
      await Promise.all([on.close(), off.close()]);
    }
  });
});
