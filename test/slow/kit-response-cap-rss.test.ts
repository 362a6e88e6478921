import { spawn } from 'node:child_process';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../cli-process.js';
import { bombing, endless } from '../hostile-bodies.js';

// Two runs of the CLI in processes of their own: npm test stops the same bodies at a cap of 1 MB, in-process
// (test/kit-hardening-transport.test.ts).
const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function serve(handler: RequestListener): Promise<{ base: string }> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The CLI in a process of its own, whose peak RSS a preloaded module prints as it exits. */
function checkProcess(args: string[]): Promise<{ code: number | null; output: string; maxRssMb: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', './test/fixtures/report-max-rss.mjs', 'cli/bin.ts', 'check', ...args],
      { cwd: projectRoot },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const kb = /max-rss-kb (\d+)/.exec(output)?.[1];
      resolve({ code, output, maxRssMb: kb === undefined ? NaN : Number(kb) / 1024 });
    });
  });
}

describe('the byte cap per answer (--max-response-mb)', () => {
  it('should stay under 300 MB of RSS against an endless body and a gzip bomb, at the default cap', async () => {
    for (const hostile of [endless, bombing]) {
      const target = await serve(hostile);
      // The time-out only ends a run whose cap failed; a loaded CI machine may take seconds to read 64 MB.
      const result = await checkProcess(['--scan-url', target.base, '--checks', 'd-order', '--timeout', '20000']);
      expect(result.code, result.output).toBe(1);
      expect(result.output).toMatch(
        new RegExp(
          `could not finish:\\n  d-order  the answer of POST ${target.base}/v0/events passed 64 MB; stopped reading \\(--max-response-mb\\)`,
        ),
      );
      expect(result.maxRssMb).toBeLessThan(300);
    }
  });
});
