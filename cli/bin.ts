#!/usr/bin/env node
// The package's command (package.json "bin"; an ES module only, it has no CommonJS twin). main.ts runs a command
// line on the streams and environment it is given, and touches nothing else of the process; this file gives it the
// process's, stops `serve` on signals, and exits.
import { setFlagsFromString } from 'node:v8';
import { PROGRAM } from '../common/program.js';
import { processCluster } from '../src/cluster.js';
import { main } from './main.js';
import { stopOnSignals } from './signals.js';

// V8 learns at the ledger's build that the objects its functions make live long (the story's are kept), and from
// then on makes theirs in the old generation directly: each page's garbage then waits for full collections, about
// half of what building a cold page cost. Objects are made young again; flags are read when collecting.
setFlagsFromString('--no-allocation-site-pretenuring');

const argv = process.argv.slice(2);
const stop = new AbortController();
const cluster = processCluster();
// Only `serve` runs until it is stopped. Handlers first, before it prints its URLs: whoever reads them may stop it
// at once. A worker of `serve --workers N` is stopped by its primary, which hears the signals and says so.
if (argv[0] === 'serve') {
  if (cluster.role === 'worker') cluster.stopWithPrimary(() => stop.abort());
  else stopOnSignals(() => stop.abort(), { name: PROGRAM, write: (text) => process.stdout.write(text) });
}
// `check --sweep` may read for hours: Ctrl-C stops the sweep at its next page, and the run ends with its report and
// the place to resume from; a second Ctrl-C exits at once.
if (argv[0] === 'check' && (argv.includes('--sweep') || ['1', 'true', 'yes'].includes(process.env['TRK_SWEEP'] ?? '')))
  stopOnSignals(() => stop.abort(), { name: PROGRAM, write: (text) => process.stderr.write(text), graceMs: 60_000 });
const done = main(argv, {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  tty: process.stderr.isTTY === true,
  // The width `check` fits its summary table to, when stdout is a terminal (cli.ts, tableWidth).
  ...(process.stdout.isTTY === true ? { columns: process.stdout.columns } : {}),
  env: process.env,
  signal: stop.signal,
  cluster,
});
void done.then((code) => {
  // Exit at once, once what was printed is out: a failed start may leave handles (a half-open socket, a timer) that
  // would keep the process up.
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
});
