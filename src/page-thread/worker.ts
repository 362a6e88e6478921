/**
 * A page thread (page-thread.ts): builds the same static ledger as the server from the same scenario and seed, and
 * writes the items it is asked for into the memory it shares with the server's thread. Items are pure functions
 * of the scenario, the seed and their place, so its bytes are the server's.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ValueEncoding } from '../encoding/ledger-values.js';
import { buildLedger } from '../ledger/ledger.js';
import type { Scenario } from '../ledger/scenario.js';
import { PageWriter } from '../encoding/page-writer.js';
import { writeItems } from '../operations/page-build.js';
import { DONE, FAILED, LENGTH, STATE, TOO_LARGE, type PageThreadData } from './protocol.js';

const { scenario, seed, control, data } = workerData as PageThreadData & { scenario: Scenario };
const state = new Int32Array(control);
const out = new Uint8Array(data);
const ledger = buildLedger(scenario, seed);

parentPort?.on('message', (task: { start: number; end: number; encoding: ValueEncoding }) => {
  let result = FAILED;
  try {
    // Written into the shared memory straight from the writer's buffer: a copy of each half page made for the
    // purpose would be 3 MB of garbage outside the heap, which V8 lets grow to some 64 MB before it collects.
    const page = new PageWriter();
    writeItems(page, ledger, task.start, task.end, task.encoding);
    const length = page.copyTo(out);
    if (length >= 0) {
      Atomics.store(state, LENGTH, length);
      result = DONE;
    } else result = TOO_LARGE;
  } finally {
    Atomics.store(state, STATE, result);
    Atomics.notify(state, STATE);
  }
});
parentPort?.postMessage('ready');
