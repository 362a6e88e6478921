import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../src/index.js';
import { runMain } from '../cli-process.js';
import { axeViolations, blocking, launchChromium, screenshotDir } from './chromium.js';

const SECRET = 's3cret-value';
const shots = screenshotDir('report');

let sim: Simulator;
let browser: Browser;

beforeAll(async () => {
  [sim, browser] = await Promise.all([
    startSimulator({ scenario: 'minimal', faults: ['d-cursor-exclusive'] }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), sim?.close()]);
});

describe('the HTML report (check --report html), in Chromium', () => {
  it("should show the failing check with its curl line, mask the header's value everywhere, and pass axe-core", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trk-report-html-'));
    const run = await runMain([
      'check',
      '--base-url',
      sim.urls.base,
      '-H',
      `X-Auth: ${SECRET}`,
      '--checks',
      'd-cursor-exclusive,response-schema',
      '--runs',
      '3',
      '--seed',
      '11',
      '--report',
      'html',
      '--report-dir',
      dir,
    ]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const file = join(dir, 'conformance.html');
    const html = readFileSync(file, 'utf8');
    expect(html).not.toContain(SECRET);

    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(pathToFileURL(file).href);
    expect(await page.title()).toBe('token-registry-kit conformance: failed');

    const failing = page.locator('tr.check[data-verdict="failed"]');
    expect(await failing.count()).toBe(1);
    expect(await failing.getAttribute('id')).toBe('check-d-cursor-exclusive');
    const curl = failing.locator('pre.command', { hasText: /^curl / });
    expect(await curl.count()).toBe(1);
    const curlLine = (await curl.textContent()) ?? '';
    expect(curlLine).toMatch(/\/api\/scan\/v0\/events/);
    expect(curlLine.toLowerCase()).toContain('x-auth: ***');
    expect(await page.locator('tr.check[data-verdict="passed"]#check-response-schema').count()).toBe(1);

    // Nowhere in what the page shows nor in what it holds, its attributes and script included.
    expect(await page.locator('body').innerText()).not.toContain(SECRET);
    expect(await page.content()).not.toContain(SECRET);

    // The filters work by keyboard: "failed" leaves the failing row alone.
    await page.getByRole('button', { name: 'failed', exact: true }).focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('tr.check:visible').count()).toBe(1);
    await page.getByRole('button', { name: 'all', exact: true }).click();

    await page.screenshot({ path: join(shots, 'overview.png') });
    await failing.screenshot({ path: join(shots, 'failure.png') });

    const violations = await axeViolations(page);
    expect(blocking(violations), JSON.stringify(violations, null, 2)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
