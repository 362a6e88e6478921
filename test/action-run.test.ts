import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../cli/github-action.js';

/**
 * The action's step (cli/github-action.ts) in-process, as the runner reads what it prints: against a target
 * whose every answer holds workflow commands of its own. test/action-steps.test.ts runs the step as the runner does.
 */

/** Lines a target would have the runner read as commands: an annotation, a mask, both syntaxes. */
const HOSTILE = '::error title=pwned::from the target\n##[error]from the target too\n  ::add-mask::x';

let server: Server;
let base: string;
const dir = mkdtempSync(join(tmpdir(), 'trk-action-run-'));

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => void res.writeHead(500, { 'content-type': 'text/plain' }).end(`boom\n${HOSTILE}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the step in-process with these inputs (as TRK_*), and gives back what it printed and its summary. */
async function runStep(env: Record<string, string>): Promise<{
  code: number;
  written: { stream: 'out' | 'err'; text: string }[];
  summary: string;
}> {
  const summary = join(mkdtempSync(join(dir, 'step-')), 'summary.md');
  writeFileSync(summary, '');
  const written: { stream: 'out' | 'err'; text: string }[] = [];
  const code = await runAction(
    { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary, TRK_REPORT_DIR: join(dir, 'reports'), ...env },
    {
      out: (text) => void written.push({ stream: 'out', text }),
      err: (text) => void written.push({ stream: 'err', text }),
      tty: false,
    },
  );
  return { code, written, summary: readFileSync(summary, 'utf8') };
}

/** The lines the step printed, both streams in the order written. */
const linesOf = (written: readonly { text: string }[]): string[] =>
  written
    .map((w) => w.text)
    .join('')
    .split('\n');

describe('the action step, as the runner reads what it prints', () => {
  it('should print all the kit says on the stream of its stop-commands line, between that line and the resume line', async () => {
    const { code, written, summary } = await runStep({
      TRK_BASE_URL: base,
      TRK_HEADERS: 'Authorization: Bearer trk-run-secret-8c1d',
      TRK_CHECKS: 'error-schema,d-order',
      TRK_RUNS: '1',
      TRK_CHECK_SEED: '1',
    });
    expect(code).toBe(1);
    // The runner reads stdout and stderr through two pipes, and each batch's stderr lines before its stdout lines: a
    // line on stderr may be read before the stop line, or after the resume line (docs/github-action.md).
    expect(written.filter((w) => w.stream === 'err')).toEqual([]);
    const lines = linesOf(written);
    const stop = lines.findIndex((line) => line.startsWith('::stop-commands::'));
    const resume = lines.indexOf(`::${lines[stop]?.slice('::stop-commands::'.length) ?? ''}::`);
    expect(stop).toBeGreaterThan(0);
    expect(resume).toBeGreaterThan(stop);
    // The target's lines reached the log, inside the block only; after it, the step's own annotations only.
    const inside = lines.slice(stop + 1, resume);
    expect(inside).toContain('::error title=pwned::from the target');
    expect(inside).toContain('##[error]from the target too');
    expect(lines.slice(resume + 1).filter((line) => line !== '' && !/^::(error|warning) title=/.test(line))).toEqual(
      [],
    );
    expect(summary).toMatch(/^## token-registry-kit conformance: failed\n/);
  });

  it('should mask the credentials of a URL that does not parse before anything else, and print them nowhere', async () => {
    const secret = 's3cr3t-t0ken-value';
    const { code, written, summary } = await runStep({
      TRK_BASE_URL: base,
      TRK_SCAN_URL: `scan.example.com/api/scan?api_key=${secret}`,
      TRK_REGISTRY_URL: `https://u:${secret}-2@registry example.com`,
    });
    expect(code).toBe(2);
    const lines = linesOf(written);
    const masks = lines.slice(
      0,
      lines.findIndex((line) => line.startsWith('::stop-commands::')),
    );
    expect(masks).toEqual(expect.arrayContaining([`::add-mask::${secret}`, `::add-mask::${secret}-2`]));
    for (const text of [...lines.slice(masks.length), summary]) expect(text).not.toContain(secret);
  });
});
