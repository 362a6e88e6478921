import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../src/index.js';
import { htmlReport } from '../../conformance/report/html.js';
import { runMain } from '../cli-process.js';
import { longCurl, longReplay, longValuesReport } from '../report-fixtures.js';
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

/** What the page's widths are: the page's, the checks table's, each column's right edge, and the failure's commands. */
interface Widths {
  readonly page: number;
  readonly table: number;
  readonly columns: readonly { readonly name: string; readonly right: number; readonly width: number }[];
  readonly commands: readonly {
    readonly text: string;
    readonly right: number;
    readonly wrapped: boolean;
    readonly scrolls: boolean;
  }[];
}

/** The widths of a report at `width` px, and its screenshot. */
async function widthsAt(browser: Browser, file: string, width: number, shot: string): Promise<Widths> {
  const page: Page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(pathToFileURL(file).href);
  const widths = (await page.evaluate(`(() => {
    const table = document.querySelector('table.checks');
    const failing = document.querySelector('tr.check[data-verdict="failed"]');
    return {
      page: document.documentElement.scrollWidth,
      table: table.getBoundingClientRect().width,
      columns: [...table.querySelectorAll('thead th')].map((th) => ({ name: th.textContent, right: th.getBoundingClientRect().right, width: th.getBoundingClientRect().width })),
      commands: [...failing.querySelectorAll('pre.command')].map((pre) => ({
        text: pre.textContent,
        right: pre.getBoundingClientRect().right,
        wrapped: pre.scrollWidth <= pre.clientWidth,
        scrolls: ['auto', 'scroll'].includes(getComputedStyle(pre).overflowX),
      })),
    };
  })()`)) as Widths;
  await page.screenshot({ path: join(shots, shot), fullPage: true });
  await page.close();
  return widths;
}

/** No horizontal scroll of the page, every column in the window, the commands whole: wrapped or with a scroll of their own. */
function expectReadable(widths: Widths, width: number, commands: readonly string[]): void {
  expect(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(width);
  for (const column of widths.columns) expect(column.right, column.name).toBeLessThanOrEqual(width);
  expect(widths.commands.map((c) => c.text)).toEqual(commands);
  for (const command of widths.commands) {
    expect(command.right, command.text).toBeLessThanOrEqual(width);
    expect(command.wrapped || command.scrolls, command.text).toBe(true);
  }
}

describe('the HTML report (check --report html), in Chromium', () => {
  it("should show every column, and the first failure's curl and replay lines whole, at 1,280 and 1,920 px", async () => {
    // Long values that no space breaks, as failures against real targets hold: a 138-character id, JSON.
    const file = join(mkdtempSync(join(tmpdir(), 'trk-report-wide-')), 'conformance.html');
    writeFileSync(file, htmlReport(longValuesReport));
    for (const width of [1280, 1920]) {
      const widths = await widthsAt(browser, file, width, `long-values-${width}.png`);
      expectReadable(widths, width, [longCurl, longReplay]);
      expect(widths.table).toBeLessThanOrEqual(width);
    }
  });

  it("should keep the check's column readable in a narrow window: a phone's 375 px, half a laptop's 600 px", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'trk-report-narrow-')), 'conformance.html');
    writeFileSync(file, htmlReport(longValuesReport));
    for (const width of [375, 600]) {
      const widths = await widthsAt(browser, file, width, `long-values-${width}.png`);
      expectReadable(widths, width, [longCurl, longReplay]);
      // At 600 px it had 0 px: the other columns' widths were in rem.
      expect(widths.columns[0]?.width, `${width}`).toBeGreaterThanOrEqual(0.15 * widths.table);
    }
  });

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
    const replayLine =
      (await failing.locator('pre.command', { hasText: /^npx token-registry-kit check / }).textContent()) ?? '';
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

    // A real failing run reads at either width too.
    for (const width of [1280, 1920])
      expectReadable(await widthsAt(browser, file, width, `run-${width}.png`), width, [curlLine, replayLine]);
  });
});
