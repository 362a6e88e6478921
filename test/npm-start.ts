import { expect } from 'vitest';
import { projectRoot } from './cli-process.js';
import { descendants, killAll, portFreed, startServer, survivors, type StartedServer } from './processes.js';

const npmStart = ['start', '--', '--port', '0', '--scenario', 'minimal'];

/** Starts `npm start`, checks that it answers, stops it with `stop`, and checks that nothing is left. */
export async function startAndStop(detached: boolean, stop: (npm: StartedServer) => void): Promise<StartedServer> {
  const npm = await startServer('npm', npmStart, { cwd: projectRoot, detached });
  // npm -> sh -> node (-> esbuild, tsx's transformer): the whole tree must go, not only npm.
  const tree = descendants(npm.child.pid as number);
  try {
    expect(tree.length).toBeGreaterThanOrEqual(2);
    const page = await fetch(`${npm.base}/api/scan/v0/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"page_size":1}',
    });
    expect(page.status).toBe(200);
    stop(npm);
    await npm.exited;
    expect(await portFreed(npm.port)).toBe(true);
    expect(await survivors(tree)).toEqual([]);
    await npm.closed;
    return npm;
  } finally {
    killAll([npm.child.pid as number, ...tree]);
  }
}
