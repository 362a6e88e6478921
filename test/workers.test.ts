import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../src/index.js';
import { projectRoot, runMain } from './cli-process.js';
import { descendants, killAll, portFreed, startServer, survivors, type StartedServer } from './processes.js';

const serveWorkers = ['--import', 'tsx', 'src/cli/bin.ts', 'serve', '--port', '0', '--scenario', 'minimal', '--quiet'];

/** One request; `agent` false opens a connection of its own, which cluster hands to the next worker in turn. */
function send(url: string, method: string, body: string | null, agent: Agent | false): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent, headers: { 'content-type': 'application/json' } });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/**
 * The pids among `pids` that hold an established connection on 127.0.0.1:port: /proc/net/tcp names each socket's
 * inode, and /proc/<pid>/fd links each descriptor to one (Linux only).
 */
function holdersOfConnections(port: number, pids: readonly number[]): number[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set(
    readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // sl local_address rem_address st ... inode: state 01 is ESTABLISHED.
      .filter((f) => f[1]?.endsWith(`:${hexPort}`) && f[3] === '01')
      .map((f) => `socket:[${f[9] ?? ''}]`),
  );
  return pids.filter((pid) =>
    readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`));
      } catch {
        return false; // closed while we looked
      }
    }),
  );
}

describe('serve --workers', () => {
  let server: StartedServer;
  /** A second one, to lose a worker: started alongside, since a start takes most of this file's time. */
  let doomed: StartedServer;
  let single: Simulator;
  let workerPids: number[];
  const pidsOf = (started: StartedServer): number[] =>
    (/workers:\s+2 processes \(pids (\d+), (\d+)\)/.exec(started.output()) ?? []).slice(1).map(Number);

  beforeAll(async () => {
    const start = (): Promise<StartedServer> =>
      startServer(process.execPath, [...serveWorkers, '--workers', '2'], { cwd: projectRoot });
    [server, doomed, single] = await Promise.all([start(), start(), startSimulator({ scenario: 'minimal' })]);
    workerPids = pidsOf(server);
  });
  afterAll(async () => {
    killAll([server, doomed].flatMap((started) => [started.child.pid as number, ...pidsOf(started)]));
    await single.close();
  });

  it('should print the URLs once, with the one real port that both workers serve', () => {
    const out = server.output();
    expect(out.match(/registry:/g)).toHaveLength(1);
    expect(out).toContain(`on port ${server.port}\n`);
    expect(workerPids).toHaveLength(2);
    expect(descendants(server.child.pid as number)).toEqual(expect.arrayContaining(workerPids));
  });

  it('should answer on every worker with the bytes of a single process', async () => {
    const profile = single.profile;
    const requests: [string, string, string | null][] = [
      ['/api/scan/v0/events', 'POST', '{"page_size":7}'],
      ['/api/scan/v0/events', 'POST', '{"page_size":1000,"ledger_value_encoding":"protobuf_json"}'],
      [`/registry/allocations/v1/${profile.knownAllocationIds[0] ?? ''}/choice-contexts/withdraw`, 'POST', '{}'],
      [
        '/registry/allocation-instruction/v1/allocation-factory',
        'POST',
        JSON.stringify({ choiceArguments: profile.factoryChoiceArguments }),
      ],
      [`/api/validator/v0/scan-proxy/ans-entries/by-party/${profile.partiesWithEntry[0] ?? ''}`, 'GET', null],
    ];
    for (const [path, method, body] of requests) {
      const expected = await send(`${single.urls.base}${path}`, method, body, false);
      // Two connections in a row go to the two workers in turn.
      for (let i = 0; i < 2; i++) {
        expect((await send(`${server.base}${path}`, method, body, false)).equals(expected)).toBe(true);
      }
    }
    if (!existsSync('/proc/net/tcp')) return;
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    try {
      const page = (): Promise<Buffer> => send(`${server.base}/api/scan/v0/events`, 'POST', '{"page_size":1}', agent);
      await Promise.all([page(), page(), page(), page()]);
      expect(holdersOfConnections(server.port, workerPids).sort()).toEqual([...workerPids].sort());
    } finally {
      agent.destroy();
    }
  });

  it('should stop every worker on SIGTERM, exit 0 and free the port', async () => {
    const tree = descendants(server.child.pid as number);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(await portFreed(server.port)).toBe(true);
    expect(await survivors(tree)).toEqual([]);
    expect(server.output()).toMatch(/SIGTERM received, stopping/);
  });

  it('should exit 1 with one line when a worker dies, and not restart it', async () => {
    const tree = descendants(doomed.child.pid as number);
    const [worker] = pidsOf(doomed);
    process.kill(worker as number, 'SIGKILL');
    expect((await doomed.exited).code).toBe(1);
    await doomed.closed;
    expect(doomed.output()).toMatch(
      new RegExp(
        `\\ntoken-registry-kit: worker \\d of 2 \\(pid ${worker}\\) exited on SIGKILL; stopping the others\\n$`,
      ),
    );
    expect(await survivors(tree)).toEqual([]);
  });

  it.each(['--live', '--live --control', '--control'])('should refuse %s with exit 2 and one line', async (flags) => {
    const refused = await runMain(['serve', '--workers', '2', ...flags.split(' ')]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      'token-registry-kit: --workers needs a ledger that stands still: control calls would reach one process only\n',
    );
  });

  it('should refuse more than one worker in-process, where there is no process of its own to fork', async () => {
    const refused = await runMain(['serve', '--workers', '2', '--scenario', 'empty']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^token-registry-kit: --workers above 1 needs a process of its own/);
  });
});
