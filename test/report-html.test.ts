import { describe, expect, it } from 'vitest';
import { SPREAD_CELLS } from '../conformance/run/coverage.js';
import { htmlReport } from '../conformance/report/html.js';
import { escapeHtml } from '../conformance/report/html-page.js';
import type { JsonReport } from '../conformance/report/json.js';
import type { CheckResult } from '../conformance/run/results.js';
import { longCurl, longReplay, longValuesReport, passedWalk, reportOf, walkEvidence } from './report-fixtures.js';

const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';

const spread = Array.from({ length: SPREAD_CELLS }, (_, i) => (i % 7 === 0 ? i : 0));

const passed: CheckResult = {
  ...passedWalk,
  title: 'Walking the history',
  examples: 5,
  evidence: {
    ...walkEvidence,
    coverage: {
      cursors: 12,
      start: 1,
      boundaries: { probed: 2, of: 2 },
      tenths: { probed: 10, of: 10 },
      end: 1,
      spread,
    },
  },
};

const failed: CheckResult = {
  id: 'd-cursor-exclusive',
  title: 'Every event is after the cursor',
  operation: 'D',
  verdict: 'failed',
  examples: 3,
  warnings: [{ text: `a warning ${hostile}`, count: 2 }],
  durationMs: 800,
  failure: {
    expected: 'every event after the cursor',
    received: `an event at the cursor ${hostile}`,
    curl: `curl -X POST 'http://127.0.0.1:1/api/scan/v0/events' -H 'x-auth: ***' -d '{"page_size":3}'`,
    status: 200,
    counterexample: { page_size: 3, note: hostile },
    shrinks: 4,
    seed: 3,
    path: '0:1',
    replay: 'npx token-registry-kit check --checks d-cursor-exclusive --seed 3 --path 0:1',
  },
};

const inconclusive: CheckResult = {
  id: 'c-known-entry',
  title: 'A known entry',
  operation: 'C',
  verdict: 'inconclusive',
  examples: 0,
  reason: `every answer of C was 401 ${hostile}`,
  warnings: [],
  durationMs: 10,
};

const checks = [passed, failed, inconclusive];
const generic = reportOf(checks);
const report: JsonReport = reportOf(checks, {
  kit: { name: 'token-registry-kit', version: '9.9.9' },
  target: { registry: 'http://127.0.0.1:1', scan: `http://127.0.0.1:1/api/scan?q=${hostile}` },
  seed: 3,
  runs: 5,
  maxDurationSeconds: 600,
  facts: { ...generic.facts, notes: [`a note ${hostile}`] },
  history: {
    migrations: [
      {
        migrationId: 0,
        first: { migrationId: 0, recordTime: '2024-01-01T00:00:00Z' },
        last: { migrationId: 0, recordTime: '2024-03-01T00:00:00Z' },
      },
      {
        migrationId: 1,
        first: { migrationId: 1, recordTime: '2024-02-20T00:00:00Z' },
        last: { migrationId: 1, recordTime: '2024-06-01T00:00:00Z' },
      },
    ],
    samples: [{ migrationId: 0, recordTime: '2024-01-15T00:00:00Z' }],
    last: { migrationId: 1, recordTime: '2024-06-01T00:00:00Z' },
    complete: true,
    requests: 40,
    durationMs: 100,
  },
  notRun: [{ id: 'c-known-entry', verdict: 'inconclusive', reason: 'every answer of C was 401' }],
});

describe('the HTML report', () => {
  const html = htmlReport(report);

  it('should hold the verdict, every check, and each failure with its counterexample, curl line and replay', () => {
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<span class="verdict failed">failed</span></h1>');
    expect(html.match(/<tr class="check /g)).toHaveLength(3);
    expect(html).toContain('data-verdict="failed" id="check-d-cursor-exclusive"');
    expect(html).toContain('<details open><summary>failure</summary>');
    expect(html).toContain('Counterexample (shrunk 4 times)');
    expect(html).toContain('curl -X POST &#39;http://127.0.0.1:1/api/scan/v0/events&#39; -H &#39;x-auth: ***&#39;');
    expect(html).toContain('npx token-registry-kit check --checks d-cursor-exclusive --seed 3 --path 0:1');
    expect(html).toContain('5,400 events walked of 1 needed');
    expect(html).toContain('12 cursors: start, 2/2 boundaries, 10/10 tenths, end');
  });

  it('should escape every value from the target or the run: no markup of theirs survives', () => {
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    // The only script is the report's own, and the file loads nothing from anywhere.
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain(`content="default-src 'none';`);
    expect(html).not.toMatch(/\b(src|href)=["']?https?:/);
  });

  it('should draw each migration on one time axis and where each check sent its cursors', () => {
    expect(html).toContain('<title>migration 0</title>');
    expect(html).toContain('<title>migration 1</title>');
    // d-walk's cursors fell in the cells the spread counts: one shaded cell per non-empty one.
    const cells = html.match(/<title>\d+ cursors?<\/title>/g) ?? [];
    expect(cells).toHaveLength(spread.filter((n) => n > 0).length);
    expect(html).toContain('2 migrations from 2024-01-01T00:00:00Z to 2024-06-01T00:00:00Z');
  });

  it('should keep the checks table to the window: a fixed layout, its cells and blocks wrapping long values', () => {
    const long = htmlReport(longValuesReport);
    // The long values are there whole: wrapped by the page, never cut by the report.
    expect(long).toContain(escapeHtml(longCurl));
    expect(long).toContain(escapeHtml(longReplay));
    // What keeps them from widening the table (test/browser/report.test.ts measures it in Chromium).
    const css = /<style>([^]*)<\/style>/.exec(long)?.[1] ?? '';
    expect(css).toMatch(/table\.checks \{[^}]*table-layout: fixed/);
    expect(css).toMatch(/th, td \{[^}]*overflow-wrap: anywhere/);
    expect(css).toMatch(/pre \{[^}]*white-space: pre-wrap[^}]*word-break: break-all/);
    for (const column of ['op', 'verdict-col', 'evidence', 'time']) {
      expect(long).toContain(`<th scope="col" class="${column}">`);
      expect(css).toMatch(new RegExp(`table\\.checks \\.${column} \\{ width: [\\d.]+rem; \\}`));
    }
  });

  it("should give the check's column most of a narrow window: the others' widths in shares of it", () => {
    // In rem, the four narrow columns take 33.5rem and their padding: at 600 px the check's column had none left,
    // and the table widened the page (test/browser/report.test.ts measures it at 375 and 600 px).
    const css = /<style>([^]*)<\/style>/.exec(htmlReport(longValuesReport))?.[1] ?? '';
    const narrow = /@media \(max-width: ([\d.]+)rem\) \{ (table\.checks [^@]*)\}\n/.exec(css);
    // Below it, 33.5rem, their padding (5rem), the page's (3rem) and 12rem for the check's column do not fit.
    expect(Number(narrow?.[1])).toBeGreaterThanOrEqual(33.5 + 5 + 3 + 12);
    const shares = ['op', 'verdict-col', 'evidence', 'time'].map((column) =>
      Number(new RegExp(`table\\.checks \\.${column} \\{ width: (\\d+)%; \\}`).exec(narrow?.[2] ?? '')?.[1]),
    );
    expect(shares.every((share) => share > 0)).toBe(true);
    expect(shares.reduce((a, b) => a + b)).toBeLessThanOrEqual(60);
  });

  it('should say so when there is no map rather than draw an empty picture', () => {
    const bare = htmlReport({ ...report, history: { ...report.history, migrations: [], samples: [], last: null } });
    expect(bare).toContain('No map of the history');
    expect(bare).not.toContain('<svg');
  });
});
