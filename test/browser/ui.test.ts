import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../src/index.js';
import { UI_CSP } from '../../src/ui/resources.js';
import { axeViolations, blocking, injectAxe, launchChromium, screenshotDir } from './chromium.js';

const HOSTILE = '<script>window.__x=1</script><img src=x onerror="window.__y=1">';
const shots = screenshotDir('ui');
const viewport = { width: 1200, height: 800 };

let sim: Simulator;
let browser: Browser;

beforeAll(async () => {
  [sim, browser] = await Promise.all([
    startSimulator({ scenario: 'default', live: { clock: 'manual' }, control: true }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), sim?.close()]);
});

/**
 * Opens the view. `errors` collects errors thrown in the page, `consoleErrors` what the browser printed as an error in
 * its console (a 4xx or 5xx the page got among them, a refusal of the Content-Security-Policy): a normal session
 * has none of either.
 */
async function open(
  base: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<{ page: Page; errors: string[]; consoleErrors: string[] }> {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  await prepare?.(page);
  const response = await page.goto(`${base}/_ui`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toBe(UI_CSP);
  return { page, errors, consoleErrors };
}

/** Whether an element's text stays in its box, and the box in the window: no part of it is cut or scrolled away. */
const staysInside = (page: Page, selector: string): Promise<boolean> =>
  page.evaluate(
    `(() => { const e = document.querySelector(${JSON.stringify(selector)}); const r = e.getBoundingClientRect(); return e.scrollWidth <= e.clientWidth + 1 && r.right <= document.documentElement.clientWidth + 1; })()`,
  ) as Promise<boolean>;

const mapped = (page: Page): Promise<void> =>
  page.locator('#status', { hasText: /^Mapped \d+ migrations?/ }).waitFor({ timeout: 20_000 });

/** Operation A for an allocation, asked from here as a wallet would. */
async function answerA(id: string): Promise<number> {
  const url = `${sim.urls.registry}/registry/allocations/v1/${encodeURIComponent(id)}/choice-contexts/withdraw`;
  return (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status;
}

describe('the browser view, in Chromium', () => {
  it('should let a user complete a reassignment, advance, read an item, and show hostile text as text', async () => {
    const { page, errors, consoleErrors } = await open(sim.urls.base);
    await mapped(page);
    expect(await page.textContent('#facts')).toMatch(
      /^Scenario "default", seed \d+: 5,400 items, .* a live ledger, control API on\.$/,
    );
    expect(await page.locator('#migrations tbody tr').count()).toBe(3);
    expect(await page.locator('#history-picture svg rect.overlap').count()).toBe(2);
    await page
      .locator('#migrations tbody tr')
      .first()
      .getByText(/items, \d+ per hour/)
      .waitFor();
    await page.screenshot({ path: join(shots, 'overview.png') });

    // An allocation in reassignment: A answers 409; complete it from its row, and its row says A answers 200.
    const reassigning = page.locator('#alloc-table tbody tr', { hasText: '409 in reassignment' }).first();
    await reassigning.waitFor();
    const id = (await reassigning.getAttribute('data-allocation')) ?? '';
    expect(await answerA(id)).toBe(409);
    await reassigning.getByRole('button', { name: /^Complete reassignment of allocation / }).click();
    const row = page.locator(`#alloc-table tbody tr[data-allocation="${id}"]`);
    await row.locator('.answer-a', { hasText: '200 active' }).waitFor();
    expect(await answerA(id)).toBe(200);
    expect(await page.textContent('#c-result-line')).toMatch(
      /^POST \/_control\/allocations\/.+\/complete-reassignment answered 200/,
    );
    // The call's path, an allocation id of 138 characters, breaks inside its box rather than leave it.
    expect(id.length).toBeGreaterThan(100);
    expect(await staysInside(page, '#c-result-line')).toBe(true);
    // So does the line that says what the page last did, which names the same path.
    expect(await page.textContent('#status')).toContain(id);
    expect(await staysInside(page, '#status')).toBe(true);
    // What the call answered shows in the row that made it, under its buttons.
    expect(await row.locator('td.actions .row-result').textContent()).toBe('Complete reassignment answered 200.');
    expect(await staysInside(page, `#alloc-table tbody tr[data-allocation="${id}"] .row-result`)).toBe(true);
    expect(await page.textContent('#c-appended')).toMatch(/^Items appended \(1\)/);
    // No state file (--state): saving is not offered, and the note says how to have one.
    expect(await page.isDisabled('#state-save')).toBe(true);
    expect(await page.textContent('#state-save-note')).toBe(
      'This simulator has no state file to save to: start it with --state FILE.',
    );
    await page.locator('#allocations').screenshot({ path: join(shots, 'allocations.png') });

    // Advance: new items arrive in the latest items, marked as new, and the call's answer says how many.
    const newest = await page.locator('#latest tbody tr th').first().textContent();
    await page.fill('#advance-steps', '5');
    await page.getByRole('button', { name: 'Advance', exact: true }).click();
    await page.locator('#c-result-json', { hasText: '"appended": 5' }).waitFor();
    await page.locator('#latest tbody tr.fresh').first().waitFor();
    expect(await page.locator('#latest tbody tr th').first().textContent()).not.toBe(newest);
    expect(await page.locator('#latest tbody tr.fresh').count()).toBeGreaterThanOrEqual(5);
    await page.locator('#control').screenshot({ path: join(shots, 'control.png') });

    // An item's detail, by keyboard: its event tree, verdict and JSON.
    await page.locator('#latest tbody button').first().focus();
    await page.keyboard.press('Enter');
    await page.locator('#detail-h', { hasText: /^Item detail: / }).waitFor();
    expect(await page.evaluate('document.activeElement.id')).toBe('detail-h');
    expect(await page.locator('#detail-body > details.part > summary').allTextContents()).toEqual(
      expect.arrayContaining(['Verdict', 'Traffic summary', 'App activity records', 'The whole item as JSON']),
    );
    await page.locator('#items').screenshot({ path: join(shots, 'items.png') });

    // Hostile text in a name entry, set through the control API: the page shows it as text, and nothing runs.
    const party = sim.control.state().partiesWithoutEntry.at(-1) ?? '';
    const set = await fetch(`${sim.urls.base}/_control/name-entries/${encodeURIComponent(party)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'hostile.unverified.cns', description: HOSTILE, url: 'javascript:window.__z=1' }),
    });
    expect(set.status).toBe(200);
    await page.fill('#party-filter', party);
    const partyRow = page.locator(`#party-table tbody tr[data-party="${party}"]`);
    await partyRow.getByText('hostile.unverified.cns').waitFor();
    expect(await partyRow.locator('td.description').textContent()).toBe(HOSTILE);
    expect(await page.locator('#party-table img, #party-table script, #party-table a').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(await page.evaluate('[typeof window.__x, typeof window.__y, typeof window.__z]')).toEqual([
      'undefined',
      'undefined',
      'undefined',
    ]);
    await page.locator('#parties').screenshot({ path: join(shots, 'parties-hostile.png') });

    // A's 409 and 404, C's 404: the page expects them, and the browser printed none as an error.
    expect(consoleErrors).toEqual([]);
    // The strict policy holds in the browser: an inline script is refused (axe goes in through DevTools instead).
    expect(await injectAxe(page)).toBe('devtools');
    expect(consoleErrors).toEqual([
      expect.stringMatching(/^Executing inline script violates the following Content Security Policy/),
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should reach every control by keyboard with a visible focus, and pass axe-core', async () => {
    const { page, errors, consoleErrors } = await open(sim.urls.base);
    await mapped(page);
    await page.locator('#alloc-table tbody tr .answer-a .badge').first().waitFor();
    const reached = new Set<string>();
    // Where the focus showed no outline: the body (the focus lost to a re-render) would be here, by its first words.
    const unoutlined: string[] = [];
    for (let i = 0; i < 400; i++) {
      await page.keyboard.press('Tab');
      const focus = (await page.evaluate(
        `(() => { const e = document.activeElement; const s = getComputedStyle(e); return [e.id || e.getAttribute('aria-label') || e.textContent.trim().slice(0, 40), s.outlineStyle]; })()`,
      )) as [string, string];
      reached.add(focus[0]);
      if (focus[0] !== '' && focus[1] === 'none') unoutlined.push(focus[0]);
      if (focus[0] === 'Reset the ledger') break;
    }
    for (const name of [
      'auth-summary',
      'follow',
      'page-migration',
      'page-encoding',
      'alloc-filter',
      'party-filter',
      'advance-steps',
      'Advance',
      'Create allocation',
      'Set name entry',
      'Expire name entry',
      'Start migration',
      'reset-sure',
      'Reset the ledger',
    ]) {
      expect(reached, name).toContain(name);
    }
    expect([...reached].some((name) => name.startsWith('Complete reassignment of allocation'))).toBe(true);
    expect([...reached].some((name) => name.startsWith('Show item '))).toBe(true);
    expect(unoutlined).toEqual([]);

    // A call from the keyboard rebuilds its row: the focus stays in that row, on the control it now has, visibly.
    // (The last such row: the first ones were in reassignment at the start, and cannot start one again.)
    const active = page.locator('#alloc-table tbody tr', { hasText: '200 active' }).last();
    const id = (await active.getAttribute('data-allocation')) ?? '';
    await active.getByRole('button', { name: /^Start reassignment of allocation / }).focus();
    await page.keyboard.press('Enter');
    await page.locator(`#alloc-table tbody tr[data-allocation="${id}"] .answer-a`, { hasText: '409' }).waitFor();
    const focused = await page.evaluate(
      `(() => { const e = document.activeElement; return [e.closest('tr') && e.closest('tr').getAttribute('data-allocation'), e.getAttribute('aria-label'), getComputedStyle(e).outlineStyle]; })()`,
    );
    expect(focused).toEqual([id, expect.stringMatching(/^Complete reassignment of allocation /), 'solid']);
    // A call that leaves its row no control (a withdrawal): the focus stays in the row, on its header.
    const other = page.locator('#alloc-table tbody tr', { hasText: '200 active' }).last();
    const otherId = (await other.getAttribute('data-allocation')) ?? '';
    await other.getByRole('button', { name: /^Withdraw of allocation / }).focus();
    await page.keyboard.press('Enter');
    await page.locator(`#alloc-table tbody tr[data-allocation="${otherId}"] .answer-a`, { hasText: '404' }).waitFor();
    const onRow = await page.evaluate(
      `(() => { const e = document.activeElement; return [e.tagName, e.closest('tr') && e.closest('tr').getAttribute('data-allocation'), getComputedStyle(e).outlineStyle]; })()`,
    );
    expect(onRow).toEqual(['TH', otherId, 'solid']);

    // Before axe goes in: loading it tries an inline script first, which the policy refuses, with an error.
    expect(consoleErrors).toEqual([]);
    const violations = await axeViolations(page);
    expect(blocking(violations), JSON.stringify(violations, null, 2)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should offer to save the state file where the server has one, and save it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trk-ui-state-'));
    const saving = await startSimulator({
      scenario: 'minimal',
      live: { clock: 'manual', stateFile: join(dir, 'state.json') },
      control: true,
    });
    try {
      const { page, errors, consoleErrors } = await open(saving.urls.base);
      await mapped(page);
      expect(await page.isEnabled('#state-save')).toBe(true);
      expect(await page.textContent('#state-save-note')).toBe(
        'Writes the state file this simulator was started with (--state).',
      );
      await page.click('#state-save');
      await page.locator('#c-result-line', { hasText: /^POST \/_control\/state answered 200/ }).waitFor();
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.close();
    } finally {
      await saving.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('should try a failed read again, say so, and finish the map once the reads succeed', async () => {
    // Rules that fail the view's reads of D: an answer cut short, then two 503s. The view marks its requests
    // (x-trk-ui), which a server may exempt from rules; here the mark is taken off, as a proxy might, so that the
    // rules reach them. (Not a reset: Chromium sends a request again by itself when a reused connection resets.)
    const failing = await startSimulator({
      scenario: 'minimal',
      live: { clock: 'manual' },
      control: true,
      inject: ['D: truncate next 1', 'D: 503 next 2'],
    });
    try {
      const { page, errors } = await open(failing.urls.base, async (p) => {
        // Every text the banner shows, as it shows it: a banner that comes and goes leaves its words here.
        await p.addInitScript(`window.__banners = [];
          new MutationObserver(() => { const a = document.getElementById('alert'); if (a && !a.hidden && a.textContent) window.__banners.push(a.textContent); })
            .observe(document, { subtree: true, childList: true, characterData: true, attributes: true });`);
        await p.route('**/api/scan/v0/events', async (route) => {
          const headers = Object.fromEntries(
            Object.entries(route.request().headers()).filter(([name]) => name !== 'x-trk-ui'),
          );
          await route.continue({ headers });
        });
      });
      await mapped(page);
      const banners = (await page.evaluate('window.__banners')) as string[];
      expect(banners.length).toBeGreaterThanOrEqual(3);
      expect(banners[0]).toMatch(
        /^POST \/api\/scan\/v0\/events failed \(the answer was cut short: .+\): trying again in 0\.5 s \(attempt 2\)\.$/,
      );
      expect(banners).toContainEqual(
        expect.stringMatching(/failed \(.*Service Unavailable.*\): trying again in 2\.0 s \(attempt 4\)\.$/),
      );
      // Recovered: the banner is gone, the rules are spent, and the map is whole.
      expect(await page.isHidden('#alert')).toBe(true);
      expect(failing.rules()).toEqual([]);
      expect(await page.textContent('#status')).toMatch(/^Mapped 2 migrations with \d+ reads of operation D\.$/);
      expect(await page.locator('#migrations tbody tr').count()).toBe(2);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await failing.close();
    }
  });

  it('should ask for the token when auth is on, keep it for the tab, and then show the ledger', async () => {
    const authed = await startSimulator({ scenario: 'minimal', auth: { tokens: ['ui-token-1'] } });
    try {
      const { page, errors } = await open(authed.urls.base);
      await page.locator('#alert', { hasText: /asks for a bearer token/ }).waitFor();
      expect(await page.evaluate('document.activeElement.id')).toBe('token');
      await page.fill('#token', 'ui-token-1');
      await page.getByRole('button', { name: 'Use token' }).click();
      await mapped(page);
      expect(await page.textContent('#facts')).toMatch(/^Scenario "minimal"/);
      expect(await page.textContent('#auth-summary')).toBe('Bearer token: set for this tab');
      expect(await page.evaluate(`sessionStorage.getItem('token-registry-kit/ui/token')`)).toBe('ui-token-1');
      expect(await page.isHidden('#control')).toBe(true);
      await page.screenshot({ path: join(shots, 'auth.png') });
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await authed.close();
    }
  });
});
