import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createConnection, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../src/index.js';
import { cliBundle } from './cli-bundle.js';
import { projectRoot, runMain } from './cli-process.js';
import { descendants, killAll, portFreed, startServer, survivors, type StartedServer } from './processes.js';

// Built JavaScript (test/cli-bundle.ts): a primary and its workers are a dozen processes, each started the same way.
const serveWorkers = (): string[] => [cliBundle(), 'serve', '--port', '0', '--scenario', 'minimal', '--quiet'];

/**
 * One request; `agent` false opens a connection of its own, which cluster hands to the next worker in turn. The
 * connection it went on is added to `sockets`.
 */
function send(
  url: string,
  method: string,
  body: string | null,
  agent: Agent | false,
  sockets?: Set<Socket>,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent, headers: { 'content-type': 'application/json' } });
    req.on('socket', (socket) => sockets?.add(socket));
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

/** The pids of the workers that the primary forked again, in order, from its lines. */
const restartedPids = (started: StartedServer): number[] =>
  [...started.output().matchAll(/restarted as pid (\d+)\n/g)].map((match) => Number(match[1]));

/** Polls `probe` until it returns a value, which it resolves with; rejects after `withinMs`, naming `what`. */
async function eventually<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, withinMs = 15_000) {
  const deadline = performance.now() + withinMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (performance.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await sleep(20);
  }
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
    const start = (...more: string[]): Promise<StartedServer> =>
      startServer(process.execPath, [...serveWorkers(), '--workers', '2', ...more], { cwd: projectRoot });
    [server, doomed, single] = await Promise.all([
      start(),
      start('--max-connections', '2'),
      startSimulator({ scenario: 'minimal' }),
    ]);
    workerPids = pidsOf(server);
  });
  afterAll(async () => {
    killAll(
      [server, doomed].flatMap((started) => [
        started.child.pid as number,
        ...pidsOf(started),
        ...restartedPids(started),
      ]),
    );
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

  // Which connection cluster hands to which worker shows only in /proc (Linux).
  it.runIf(existsSync('/proc/net/tcp'))(
    'should restart a worker killed with SIGKILL while the other answers, on its connection and on new ones',
    async () => {
      const url = `${server.base}/api/scan/v0/events`;
      const expected = await send(`${single.urls.base}/api/scan/v0/events`, 'POST', '{"page_size":1000}', false);
      const page = (agent: Agent | false, sockets?: Set<Socket>): Promise<Buffer> =>
        send(url, 'POST', '{"page_size":1000}', agent, sockets).catch((error: Error) => Buffer.from(error.message));
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const sockets = new Set<Socket>();
      try {
        await page(agent, sockets);
        const holders = holdersOfConnections(server.port, workerPids);
        expect(holders).toHaveLength(1);
        const victim = workerPids.find((pid) => pid !== holders[0]) as number;
        // A stream of requests, one after another on the one connection, that the other worker holds.
        const answers: Buffer[] = [];
        let streaming = true;
        const stream = (async () => {
          while (streaming) {
            answers.push(await page(agent, sockets));
            await sleep(5);
          }
        })();
        await eventually('answers before the kill', () => (answers.length >= 5 ? true : undefined));

        process.kill(victim, 'SIGKILL');
        const restart = new RegExp(
          `: worker \\d of 2 \\(pid ${victim}\\) exited on SIGKILL; restarted as pid (\\d+)\\n`,
        );
        const replacement = Number(await eventually('the restart line', () => restart.exec(server.output())?.[1]));
        // The replacement is building its ledger: new connections go to the worker left.
        const meanwhile = await Promise.all(Array.from({ length: 4 }, () => page(false)));
        const answeredMeanwhile = answers.length;
        // Then it listens on the port that the others share, and takes connections in turn.
        await eventually('a connection to the replacement', async () => {
          const four = new Agent({ keepAlive: true, maxSockets: 4 });
          try {
            await Promise.all(Array.from({ length: 4 }, () => page(four)));
            return holdersOfConnections(server.port, [replacement]).length > 0 ? true : undefined;
          } finally {
            four.destroy();
          }
        });
        streaming = false;
        await stream;

        expect(answers.length).toBeGreaterThan(answeredMeanwhile);
        expect(answers.filter((answer) => !answer.equals(expected)).map(String)).toEqual([]);
        expect(meanwhile.filter((answer) => !answer.equals(expected)).map(String)).toEqual([]);
        expect(sockets.size).toBe(1);
        const tree = descendants(server.child.pid as number);
        expect(tree).toContain(replacement);
        expect(tree).not.toContain(victim);
        workerPids = [holders[0] as number, replacement];
      } finally {
        agent.destroy();
      }
    },
  );

  it('should restart a worker that exits with code 0 unasked', async () => {
    const [victim] = workerPids;
    // Its own SIGTERM: the worker closes and exits 0, which its primary did not ask for.
    process.kill(victim as number, 'SIGTERM');
    const restart = new RegExp(`: worker \\d of 2 \\(pid ${victim}\\) exited with code 0; restarted as pid (\\d+)\\n`);
    const replacement = Number(await eventually('the restart line', () => restart.exec(server.output())?.[1]));
    expect(descendants(server.child.pid as number)).toContain(replacement);
    const page = (): Promise<string> =>
      send(`${server.base}/api/scan/v0/events`, 'POST', '{"page_size":1}', false).then(String);
    expect(new Set(await Promise.all([page(), page(), page(), page()])).size).toBe(1);
    workerPids = workerPids.map((pid) => (pid === victim ? replacement : pid));
  });

  it('should stop every worker on SIGTERM, exit 0 and free the port, restarting none', async () => {
    const tree = descendants(server.child.pid as number);
    const restarts = restartedPids(server).length;
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(await portFreed(server.port)).toBe(true);
    expect(await survivors(tree)).toEqual([]);
    expect(server.output()).toMatch(/SIGTERM received, stopping\n$/);
    expect(restartedPids(server)).toHaveLength(restarts);
  });

  it('should answer a connection past the --max-connections of every worker with a 503 at once, not pass it around', async () => {
    const sockets: Socket[] = [];
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, async (_, i) => {
          await sleep(i * 50);
          const socket = createConnection(doomed.port, '127.0.0.1');
          sockets.push(socket);
          socket.on('error', () => {});
          return new Promise<string>((resolve) => {
            let text = '';
            socket.on('data', (d: Buffer) => (text += d.toString()));
            socket.once('close', () => resolve(text));
            setTimeout(() => resolve(text), 1000);
          });
        }),
      );
      // Two workers with room for two each: four wait idle, the fifth is told at once.
      const refused = answers.filter((text) => text.startsWith('HTTP/1.1 503 '));
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatch(/--max-connections, per process/);
      expect(answers.filter((text) => text === '')).toHaveLength(4);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it('should give up with one line and exit 1 when workers die a sixth time within 60 s', async () => {
    let [victim] = pidsOf(doomed) as [number];
    for (let restarts = 1; restarts <= 5; restarts++) {
      process.kill(victim, 'SIGKILL');
      victim = await eventually(`restart ${restarts}`, () => restartedPids(doomed)[restarts - 1]);
    }
    const tree = descendants(doomed.child.pid as number);
    process.kill(victim, 'SIGKILL');
    expect((await doomed.exited).code).toBe(1);
    await doomed.closed;
    const lines = doomed
      .output()
      .split('\n')
      .filter((line) => line.includes(' exited '));
    expect(lines).toHaveLength(6);
    for (const line of lines.slice(0, 5)) {
      expect(line).toMatch(/^token-registry-kit: worker 1 of 2 \(pid \d+\) exited on SIGKILL.*; restarted as pid \d+$/);
    }
    expect(doomed.output()).toMatch(
      new RegExp(
        `\\ntoken-registry-kit: worker 1 of 2 \\(pid ${victim}\\) exited on SIGKILL( before it listened)?, ` +
          'after 5 restarts within 60 s, the most allowed: giving up, stopping the others\\n$',
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
