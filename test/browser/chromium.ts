import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { projectRoot } from '../cli-process.js';

/**
 * Headless Chromium for the browser tests (`npm run test:browser`): Debian's build (`apt-get install chromium`), or
 * the one CHROMIUM_PATH names, driven by playwright-core, which downloads no browser of its own.
 */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });

/** Where a test's screenshots go: reports/<name>/ (reports/ is not committed). */
export function screenshotDir(name: string): string {
  const dir = join(projectRoot, 'reports', name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

const axePath = join(createRequire(import.meta.url).resolve('axe-core'), '..', 'axe.min.js');

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[]; readonly html: string }[];
}

/**
 * Loads axe-core into the page: as a script tag where the page's Content-Security-Policy allows inline script (the
 * HTML report), else through the DevTools protocol, which the policy does not govern. Says which way it went.
 */
export async function injectAxe(page: Page): Promise<'script tag' | 'devtools'> {
  try {
    await page.addScriptTag({ path: axePath });
    return 'script tag';
  } catch (error) {
    if (!/Content Security Policy/.test(String(error))) throw error;
    await page.evaluate(readFileSync(axePath, 'utf8'));
    return 'devtools';
  }
}

/** axe-core's violations of the page as it stands (WCAG 2.1 A and AA, and best practices). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if ((await page.evaluate('typeof window.axe')) !== 'object') await injectAxe(page);
  return (await page.evaluate(
    `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target, html: n.html.slice(0, 200) })) })))`,
  )) as AxeViolation[];
}

/** The violations a user would be stopped by: axe's serious and critical ones. */
export const blocking = (violations: readonly AxeViolation[]): AxeViolation[] =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
