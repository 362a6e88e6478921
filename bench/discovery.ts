/**
 * Discovery on histories of every length: the kit's time, requests and memory to find the facts without a
 * profile, against the simulator served by another process (so that the memory is the kit's alone). Run with
 * `node --import tsx bench/discovery.ts` (or `npm run bench`, which ends with it).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '../conformance/client/client.js';
import { discoverFacts } from '../conformance/history/discovery.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Serves a scenario from a child process; resolves with its scan URL once it listens, and the time that took. */
function serve(scenario: string): Promise<{ scan: string; readyMs: number; stop: () => void }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'cli/bin.ts', 'serve', '--port', '0', '--scenario', scenario],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const found = /scan:\s+(http:\/\/\S+)/.exec(out);
      if (found)
        resolve({ scan: found[1] as string, readyMs: performance.now() - started, stop: () => void child.kill() });
    });
    child.on('exit', (code) => reject(new Error(`serve ${scenario} exited with ${String(code)}: ${out}`)));
  });
}

const large = JSON.parse(readFileSync(join(root, 'scenarios', 'large.json'), 'utf8')) as Record<string, unknown>;
const tenMillion = join(mkdtempSync(join(tmpdir(), 'trk-bench-')), 'ten-million.json');
writeFileSync(tenMillion, JSON.stringify({ ...large, $schema: undefined, name: 'ten-million', events: 10_000_000 }));

const baseline = process.memoryUsage().rss;
const rows: string[][] = [
  ['scenario', 'serve ready', 'discovery', 'pages', 'probes', 'items read', 'found', 'kit max RSS'],
];
for (const [name, scenario] of [
  ['default', 'default'],
  ['large (1 M)', 'large'],
  ['10 M', tenMillion],
] as const) {
  const target = await serve(scenario);
  try {
    const client = createClient({ headers: {}, timeoutMs: 60_000, rateLimit: 0 });
    const started = performance.now();
    const facts = await discoverFacts(client.send, { scan: target.scan });
    const ms = performance.now() - started;
    const reach = facts.reach;
    rows.push([
      name,
      `${(target.readyMs / 1000).toFixed(1)} s`,
      `${(ms / 1000).toFixed(1)} s`,
      String(reach?.pages ?? 0),
      String(reach?.probes ?? 0),
      `${(reach?.items ?? 0).toLocaleString('en-US')}${reach?.wholeHistory ? ' (all)' : ''}`,
      `${facts.knownAllocationIds.length}/${facts.reassigningAllocationIds.length}/${facts.withdrawnAllocationIds.length}/${facts.partiesWithEntry.length}/${facts.factoryChoiceArguments ? 'f' : '-'}`,
      `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
    ]);
  } finally {
    target.stop();
  }
}
const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
for (const r of rows)
  console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  '));
console.log('found: live / in reassignment / withdrawn allocations / parties with an entry / factory arguments');
console.log(`kit RSS before the first discovery: ${(baseline / 2 ** 20).toFixed(0)} MiB`);
