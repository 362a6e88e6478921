/**
 * A page thread (page-thread.ts): builds the same static ledger as the server from the same scenario and seed, and
 * writes the items it is asked for into the memory it shares with the server's thread. Items are pure functions
 * of the scenario, the seed and their place, so its bytes are the server's.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildLedger } from '../ledger/ledger.js';
import type { Scenario } from '../ledger/scenario.js';
import { PageWriter } from '../encoding/page-writer.js';
import {
  chunkCount,
  CHUNKS,
  DONE,
  FAILED,
  NEXT,
  STATE,
  TOO_LARGE,
  writeChunk,
  type PageTask,
  type PageThreadData,
} from './protocol.js';

const { scenario, seed, control, data } = workerData as PageThreadData & { scenario: Scenario };
const state = new Int32Array(control);
const out = new Uint8Array(data);
const ledger = buildLedger(scenario, seed);

parentPort?.on('message', (task: PageTask) => {
  let result = FAILED;
  try {
    // Chunks claimed in turn with the server's thread, written straight into the shared memory: neither a copy
    // nor a buffer of the writer's own (garbage outside the heap, which V8 lets grow to some 64 MB before it
    // collects it).
    const page = new PageWriter(out.length, out);
    const chunks = chunkCount(task);
    for (let c = Atomics.add(state, NEXT, 1); c < chunks; c = Atomics.add(state, NEXT, 1)) {
      const at = page.written;
      writeChunk(page, ledger, task, c);
      state[CHUNKS + 2 * c] = at;
      state[CHUNKS + 2 * c + 1] = page.written;
    }
    // Written in the shared memory itself; if the writer moved to a buffer of its own (it makes room for UTF-8's
    // worst case), copied back when the bytes fit.
    result = page.inPlace(0) !== null || page.copyTo(out) >= 0 ? DONE : TOO_LARGE;
  } finally {
    Atomics.store(state, STATE, result);
    Atomics.notify(state, STATE);
  }
});
parentPort?.postMessage('ready');
