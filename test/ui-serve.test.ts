import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSimulator } from '../src/index.js';
import { UI_CSP } from '../src/ui/resources.js';
import { bundleUiScript, uiScript } from '../src/ui/script.js';
import { projectRoot, runMain, startServe } from './cli-process.js';

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

  it("should serve its script, src/ui/browser bundled into one module, under the view's policy, never cached", async () => {
    // Auth on: the script holds no data, and goes to anyone who reaches the server, as the page does.
    const sim = await startSimulator({ scenario: 'empty', auth: { tokens: ['s3cret'] } });
    let script: string;
    try {
      const reply = await fetch(`${sim.urls.base}/_ui/ui.js`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(reply.headers.get('content-security-policy')).toBe(UI_CSP);
      expect(reply.headers.get('cache-control')).toBe('no-store');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      script = await reply.text();
    } finally {
      await sim.close();
    }
    // From the sources, as npm run build bundles them into dist/ (.ci/build.mjs): made once, then kept.
    expect(script).toBe(bundleUiScript());
    expect(script).toBe(uiScript());
    expect(script).toMatch(
      /^\/\/ token-registry-kit: the browser view of the simulator, bundled from src\/ui\/browser\./,
    );
    // Every module of src/ui/browser that holds code is in it (esbuild names each by its path): none is left unused.
    const dir = join(projectRoot, 'src', 'ui', 'browser');
    const modules = readdirSync(dir).filter(
      (f) =>
        f.endsWith('.ts') && /^export (const|let|function|async function) /m.test(readFileSync(join(dir, f), 'utf8')),
    );
    expect(modules.length).toBeGreaterThan(20);
    for (const file of modules) expect(script, file).toContain(`\n// src/ui/browser/${file}\n`);
    // One module that imports nothing: parsed (not run) as a function body, which a module without imports, exports
    // or top-level await parses as.
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    expect(() => new Function(script)).not.toThrow();
    // Nothing the policy forbids: no eval of text, no inline handler (an on* attribute or property); and no markup
    // built from text, where a value of the ledger could become markup.
    expect(script).not.toMatch(/\beval\(|\bFunction\(|set(Timeout|Interval)\(\s*['"`]/);
    expect(script).not.toMatch(/setAttribute\(\s*['"`]on|\.on[a-z]+\s*=[^=]|\bon[a-z]+['"`]?\s*:/);
    expect(script).not.toMatch(
      /innerHTML|outerHTML|insertAdjacentHTML|document\.write|DOMParser|createContextualFragment/,
    );
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
