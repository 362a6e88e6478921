import { request, Agent } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cliBundle } from './cli-bundle.js';
import { projectRoot } from './cli-process.js';
import { startAndStop } from './npm-start.js';
import { portFreed, startProcess, startServer } from './processes.js';

/** One request over a keep-alive connection, which stays open afterwards (the agent keeps it for the next). */
function keepAliveRequest(base: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/scan/v0/events`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json' },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end('{"page_size":1}');
  });
}

describe('npm start', () => {
  // A process manager or a test harness signals npm's pid alone. npm passes the signal to `sh -c`, which dies of
  // it without passing it on (dash): the server learns of it when its parent goes.
  it('should stop on SIGTERM sent to npm alone, leaving no process behind and the port free', async () => {
    const npm = await startAndStop(false, (started) => started.child.kill('SIGTERM'));
    expect(npm.output()).toMatch(/parent process \d+ exited, stopping/);
  });

  // To npm's whole process group (the server hears them itself, as below): test/slow/signals-process-group.test.ts.
});

describe('token-registry-kit serve', () => {
  it('should close keep-alive connections and exit 0 at once on SIGTERM', async () => {
    const bin = [cliBundle(), 'serve', '--port', '0', '--scenario', 'minimal'];
    const serve = await startServer(process.execPath, bin, { cwd: projectRoot });
    const agent = new Agent({ keepAlive: true });
    try {
      expect(await keepAliveRequest(serve.base, agent)).toBe(200);
      const started = performance.now();
      serve.child.kill('SIGTERM');
      const { code } = await serve.exited;
      // The server's keep-alive time-out is 5 s: waiting for the idle connection would take that long.
      expect(performance.now() - started).toBeLessThan(2_500);
      expect(code).toBe(0);
      await serve.closed;
      expect(serve.output()).toMatch(/SIGTERM received, stopping/);
      expect(await portFreed(serve.port, 0)).toBe(true);
    } finally {
      agent.destroy();
      serve.child.kill('SIGKILL');
    }
  });
});

describe('stopOnSignals', () => {
  // A close() that never finishes stands for a server that cannot close: the process must still end.
  const script = (graceMs: number): string =>
    `const { stopOnSignals } = await import(${JSON.stringify(pathToFileURL(join(projectRoot, 'cli/signals.ts')).href)});
     stopOnSignals(() => new Promise(() => {}), { name: 'test', write: (t) => process.stdout.write(t), graceMs: ${graceMs} });
     setInterval(() => {}, 1000);
     process.stdout.write('ready\\n');`;
  const start = (graceMs: number) =>
    startProcess(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script(graceMs)],
      { cwd: projectRoot },
      /ready/,
    );

  it('should exit at once, with 130, on a SIGINT that comes while closing', async () => {
    const child = await start(60_000);
    try {
      child.child.kill('SIGTERM');
      await expect.poll(() => child.output(), { timeout: 5_000 }).toMatch(/SIGTERM received, stopping/);
      child.child.kill('SIGINT');
      expect((await child.exited).code).toBe(130);
      await child.closed;
      expect(child.output()).toMatch(/SIGINT received again, exiting now/);
    } finally {
      child.child.kill('SIGKILL');
    }
  });

  it('should exit 1 when closing takes longer than the grace period', async () => {
    const child = await start(300);
    try {
      child.child.kill('SIGTERM');
      expect((await child.exited).code).toBe(1);
      await child.closed;
      expect(child.output()).toMatch(/not closed after 300 ms, exiting anyway/);
    } finally {
      child.child.kill('SIGKILL');
    }
  });
});
