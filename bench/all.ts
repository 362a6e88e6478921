/**
 * `npm run bench`: every benchmark of the project in one run, measured side by side on this machine. First the
 * in-process rows (bench/run.ts: start-up, cursor seek, encodings), discovery (bench/discovery.ts: the kit's time
 * and memory) and the live ledger's memory (bench/live.ts), each in a process of its own so that nothing else
 * counts in their memory (the kit's RSS was once read in the process that had built `large`); then the serving goals
 * (bench/http.ts), the kit's goals (bench/kit.ts), the control API's (bench/control.ts) and those of faults on demand and
 * the request journal (bench/journal.ts), printed last as one table with their goals and PASS or FAIL.
 *
 * Exits 0 when every measurement was made, whatever the goals say (it is a report), 1 on a harness error.
 *
 *   npm run bench -- [--seconds 3] [--connections 10] [--walk-seconds 100] [--control-calls 200000] [--http-only]
 * (or TRK_BENCH_SECONDS, TRK_BENCH_CONNECTIONS, TRK_BENCH_WALK_SECONDS, TRK_BENCH_CONTROL_CALLS)
 */
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { runNode } from './children.js';
import { httpRows, type Row } from './http.js';
import { controlRows } from './control.js';
import { kitRows } from './kit.js';
import { sweepRows } from './sweep.js';
import { journalRows } from './journal.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env['TRK_BENCH_SECONDS'] ?? '3' },
    connections: { type: 'string', default: process.env['TRK_BENCH_CONNECTIONS'] ?? '10' },
    'walk-seconds': { type: 'string', default: process.env['TRK_BENCH_WALK_SECONDS'] ?? '100' },
    'control-calls': { type: 'string', default: process.env['TRK_BENCH_CONTROL_CALLS'] ?? '200000' },
    'http-only': { type: 'boolean', default: false },
  },
});

function positive(name: string, text: string, integer: boolean): number {
  const value = Number(text);
  if (!(value > 0) || (integer && !Number.isInteger(value))) {
    process.stderr.write(
      `bench: --${name} must be a positive ${integer ? 'integer' : 'number'}, got ${JSON.stringify(text)}\n`,
    );
    process.exit(2);
  }
  return value;
}

const settings = {
  seconds: positive('seconds', values.seconds, false),
  connections: positive('connections', values.connections, true),
  walkSeconds: positive('walk-seconds', values['walk-seconds'], false),
  controlCalls: positive('control-calls', values['control-calls'], true),
};

const started = performance.now();
const processors = cpus();
console.log(
  `machine: ${processors.length} x ${processors[0]?.model.trim() ?? 'unknown CPU'}, ` +
    `${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}, ${process.platform} ${process.arch}`,
);
console.log(
  `load: ${settings.connections} keep-alive connections, ${settings.seconds} s per measurement; ` +
    `whole walk at most ${settings.walkSeconds} s\n`,
);

let harnessErrors = 0;
if (!values['http-only']) {
  for (const script of ['bench/run.ts', 'bench/discovery.ts', 'bench/live.ts']) {
    const code = await runNode(['--expose-gc', '--import', 'tsx', script]);
    if (code !== 0) {
      console.log(`bench: ${script} exited with ${code}`);
      harnessErrors++;
    }
    console.log('');
  }
}

const rows: Row[] = [
  ...(await httpRows(settings)),
  // The kit's own goals: a default run on default and on large, and its memory (bench/kit.ts).
  ...(await kitRows().catch((error: unknown): Row[] => [
    {
      id: 'K',
      what: 'kit goals',
      measured: 'error',
      against: '',
      ratio: '',
      goal: '',
      result: 'ERROR',
      note: `K: harness error: ${error instanceof Error ? error.message : String(error)}`,
    },
  ])),
  // The sweep's rate beside JSON.parse of the same bytes, and its memory (bench/sweep.ts).
  ...(await sweepRows().catch((error: unknown): Row[] => [
    {
      id: 'K4',
      what: 'sweep goals',
      measured: 'error',
      against: '',
      ratio: '',
      goal: '',
      result: 'ERROR',
      note: `K4: harness error: ${error instanceof Error ? error.message : String(error)}`,
    },
  ])),
  // The control API's bounds (bench/control.ts): memory under a flood of calls, state and call costs.
  ...(values['http-only']
    ? []
    : await controlRows(settings.controlCalls).catch((error: unknown): Row[] => [
        {
          id: 'C',
          what: 'control goals',
          measured: 'error',
          against: '',
          ratio: '',
          goal: '',
          result: 'ERROR',
          note: `C: harness error: ${error instanceof Error ? error.message : String(error)}`,
        },
      ])),
  // Faults on demand and the request journal cost nothing unused, and the journal's memory is bounded (bench/journal.ts).
  ...(await journalRows(settings).catch((error: unknown): Row[] => [
    {
      id: 'J',
      what: 'journal and faults on demand',
      measured: 'error',
      against: '',
      ratio: '',
      goal: '',
      result: 'ERROR',
      note: `J: harness error: ${error instanceof Error ? error.message : String(error)}`,
    },
  ])),
];
harnessErrors += rows.filter((r) => r.result === 'ERROR').length;

const header: Row = {
  id: '#',
  what: 'goal',
  measured: 'simulator',
  against: 'compared to',
  ratio: 'ratio',
  goal: 'goal',
  result: 'INFO',
};
const cells = (r: Row): string[] => [
  r.id,
  r.what,
  r.measured,
  r.against,
  r.ratio,
  r.goal,
  r === header ? 'result' : r.result,
];
const table = [header, ...rows].map(cells);
const widths = table[0]?.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length))) ?? [];
console.log('');
for (const r of table) {
  console.log(
    r
      .map((cell, i) => (i === 4 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}
for (const r of rows) if (r.note) console.log(`  ${r.note}`);
const passed = rows.filter((r) => r.result === 'PASS').length;
const goals = rows.filter((r) => r.result !== 'INFO').length;
console.log(
  `\n${passed} of ${goals} goals met; ${harnessErrors === 0 ? 'no harness error' : `${harnessErrors} harness error(s)`}; ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s in all`,
);
process.exit(harnessErrors === 0 ? 0 : 1);
