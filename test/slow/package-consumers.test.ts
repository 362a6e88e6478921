import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { packAndInstall, tsc } from '../packed-package.js';
import { descendants, killAll, portFreed, run, startServer, survivors } from '../processes.js';

// What a consumer does beyond importing the package, each a few CPU-seconds of processes: npm test packs and
// installs it too, imports it from ESM and CommonJS, compiles the ESM consumer and runs the installed bin
// (test/package.test.ts); the signals of `serve` are in test/signals.test.ts.
describe.concurrent('the packed package, installed from its tarball, in use', () => {
  const work = mkdtempSync(join(tmpdir(), 'trk-package-'));
  let consumer: string;
  const started: number[] = [];

  beforeAll(async () => {
    ({ consumer } = await packAndInstall(work));
  }, 180_000);

  afterAll(() => {
    killAll(started);
    rmSync(work, { recursive: true, force: true });
  });

  it('should compile strict TypeScript consumers (ts-esm, ts-cjs) with types: [] and skipLibCheck off', async ({
    expect,
  }) => {
    // TypeScript 6 (npm test builds ts-esm with 7). One tsc for both (build mode, each project its own program): a
    // second tsc would parse the libraries again.
    const result = await run(process.execPath, [tsc, '-b', 'ts-esm', 'ts-cjs'], { cwd: consumer });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('should serve through npx, pass check against itself, and stop on SIGTERM sent to npx', async ({ expect }) => {
    const serve = await startServer('npx', ['token-registry-kit', 'serve', '--port', '0', '--scenario', 'minimal'], {
      cwd: consumer,
    });
    const tree = descendants(serve.child.pid as number);
    started.push(serve.child.pid as number, ...tree);
    const check = await run('npx', ['token-registry-kit', 'check', '--base-url', serve.base, '--runs', '3'], {
      cwd: consumer,
    });
    expect(check.code, check.stdout + check.stderr).toBe(0);
    serve.child.kill('SIGTERM');
    await serve.exited;
    expect(await portFreed(serve.port)).toBe(true);
    expect(await survivors(tree)).toEqual([]);
  });

  it.for(['SIGTERM', 'SIGINT'] as const)(
    'should stop the installed bin on %s, exit 0 and free the port',
    async (signal, { expect }) => {
      const serve = await startServer(
        join(consumer, 'node_modules', '.bin', 'token-registry-kit'),
        ['serve', '--port', '0'],
        {
          cwd: consumer,
        },
      );
      started.push(serve.child.pid as number);
      const page = await fetch(`${serve.base}/api/scan/v0/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"page_size":1}',
      });
      expect(page.status).toBe(200);
      serve.child.kill(signal);
      expect((await serve.exited).code).toBe(0);
      await serve.closed;
      expect(serve.output()).toMatch(new RegExp(`${signal} received, stopping`));
      expect(await portFreed(serve.port, 0)).toBe(true);
    },
  );
});
