/**
 * What durability and the snapshots' budget cost (docs/control.md, what is durable when; what snapshots keep),
 * measured by hand, not part of `npm run bench`:
 *
 *   node --import tsx bench/durability.ts calls [n]        control calls a second over HTTP, with and without --state
 *   node --expose-gc --import tsx bench/durability.ts snapshots [rounds]
 *                                                           RSS after `rounds` snapshots of a full control budget
 *
 * `calls` serves the minimal scenario from the kit's bench bundle (bench/kit.ts) in a process of its own, once
 * without --state and once with a state file in the system's temporary folder, and sends n createAllocation calls
 * (a reset every 5,000, under the default bound of 10,000) and n advances of one step, from 8 clients on keep-alive
 * connections. `snapshots` runs in-process: each round resets the ledger, makes 10,000 createAllocation calls with an
 * advance before each (the default scenario, the default bound), and takes a snapshot.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LiveLedger } from '../src/ledger/live/live-ledger.js';
import { controlOf } from '../src/operations/control.js';
import { ledgerPartsOf } from '../src/scenario-file.js';
import { startServed, type Served } from './children.js';
import { bundleKit } from './kit.js';

function post(port: number, agent: Agent, path: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject).end(body);
  });
}

/** `calls` requests from 8 clients, `make(i)` the i-th's path and body: calls a second, and any status not 200. */
async function flood(served: Served, calls: number, make: (i: number) => [string, string]): Promise<string> {
  let next = 0;
  const odd = new Map<number, number>();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      while (next < calls) {
        const [path, body] = make(next++);
        const status = await post(served.port, agent, path, body);
        if (status !== 200) odd.set(status, (odd.get(status) ?? 0) + 1);
      }
      agent.destroy();
    }),
  );
  const rate = Math.round(calls / ((performance.now() - started) / 1000));
  return `${rate.toLocaleString('en-US')} calls/s${odd.size > 0 ? ` (${[...odd].map(([s, n]) => `${s}x${n}`).join(' ')})` : ''}`;
}

async function callRates(calls: number): Promise<void> {
  const kit = await bundleKit();
  const folder = mkdtempSync(join(tmpdir(), 'trk-bench-state-'));
  try {
    for (const extra of [[], ['--state', join(folder, 'state.json')]]) {
      const served = await startServed(
        kit,
        [
          'serve',
          '--port',
          '0',
          '--quiet',
          '--scenario',
          'minimal',
          '--live',
          '--clock',
          'manual',
          '--control',
          ...extra,
        ],
        /registry:\s+(http:\/\/127\.0\.0\.1:(\d+))/,
      );
      try {
        const allocations = await flood(served, calls, (i) =>
          i % 5_000 === 4_999 ? ['/_control/reset', '{}'] : ['/_control/allocations', '{}'],
        );
        const advances = await flood(served, calls, () => ['/_control/advance', '{"steps":1}']);
        const label = extra.length === 0 ? 'without --state' : 'with --state   ';
        console.log(`${label}  createAllocation: ${allocations}; advance: ${advances}`);
      } finally {
        await served.stop();
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function snapshotMemory(rounds: number): void {
  const ledger = new LiveLedger(ledgerPartsOf('default'));
  const control = controlOf(ledger);
  const mib = (bytes: number): string => (bytes / 2 ** 20).toFixed(0);
  let peak = 0;
  for (let round = 1; round <= rounds; round++) {
    control.reset();
    for (let i = 0; i < 10_000; i++) {
      control.advance(1);
      control.createAllocation();
    }
    control.snapshot();
    peak = Math.max(peak, process.memoryUsage().rss);
    if (round % 10 === 0) {
      globalThis.gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      console.log(
        `${round} snapshots taken, ${control.snapshots().length} kept: RSS ${mib(rss)} MiB, heap ${mib(heapUsed)} MiB`,
      );
    }
  }
  console.log(`peak RSS ${mib(peak)} MiB`);
}

const [what, count] = process.argv.slice(2);
if (what === 'calls') await callRates(Number(count ?? 20_000));
else if (what === 'snapshots') snapshotMemory(Number(count ?? 100));
else console.log('usage: bench/durability.ts calls [n] | snapshots [rounds]');
