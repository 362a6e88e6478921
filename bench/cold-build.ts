/**
 * Cold pages built in one process, measured as goal 2's baseline was (bench/cold-walk.ts at commit e0c9c01): the
 * first walk of the `large` history with page_size 1000, each page through operation D to its bytes, timed without
 * HTTP. The server's way of building is used: V8's allocation-site pretenuring off (as cli/bin.ts sets it), the
 * page thread that `serve` starts by default on a machine of more than one core, and a page cache of 64 MiB as in
 * goal 5's served walk (every page is still cold: the cache only lends the buffers of pages it dropped, each page
 * written here on a response that closes once it is read, as the HTTP edge writes it); then the same on one thread
 * alone.
 *
 * Prints one line of JSON: { threaded, single } in items per second. bench/http.ts runs it in a process of its own.
 * Run alone: node --import tsx bench/cold-build.ts [pages]
 */
import { EventEmitter } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import type { PageBuilder } from '../src/operations/page-build.js';
import type { SerializedBody } from '../src/operations/reply.js';
import type { Cursor, PageRead } from './history.js';

// Before the modules that build pages are loaded: imported below, not above.
setFlagsFromString('--no-allocation-site-pretenuring');

const { eventHistory } = await import('../src/operations/event-history.js');
const { PageStore } = await import('../src/operations/page-store.js');
const { serializedBody } = await import('../src/operations/reply.js');
const { PageThread } = await import('../src/page-thread/page-thread.js');
const { ledgerPartsOf } = await import('../src/scenario-file.js');
const { readPage } = await import('./history.js');

const pages = Number(process.argv[2] ?? 200);
const parts = ledgerPartsOf('large');

/** The page read from its bytes: a lent page's as the edge has them, on a response that closes once they are read. */
function read(body: SerializedBody): PageRead {
  const readOf = (bytes: Uint8Array): PageRead =>
    readPage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 1000);
  if (body instanceof Uint8Array) return readOf(body);
  let page = null as PageRead | null;
  const response = Object.assign(new EventEmitter(), {
    write: (): boolean => true,
    end: (bytes: Uint8Array): void => void (page = readOf(bytes)),
  });
  body.endOn(response);
  response.emit('close');
  if (page === null) throw new Error('the lent page was not written');
  return page;
}

/** Items per second of a walk of `count` pages from the cursor `from` (the start when null). */
function walk(
  thread: PageBuilder | null,
  from: Cursor | null,
  count: number,
): { perSecond: number; next: Cursor | null } {
  const store = new PageStore(64 * 2 ** 20, thread);
  let after = from;
  let items = 0;
  let ms = 0;
  for (let page = 0; page < count; page++) {
    const started = performance.now();
    const reply = eventHistory(parts.ledger, { page_size: 1000, ...(after ? { after } : {}) }, store);
    const bytes = serializedBody(reply);
    ms += performance.now() - started;
    if (reply.status !== 200 || !bytes) throw new Error(`D answered ${reply.status}`);
    const { items: count, next } = read(bytes);
    if (count === 0) break;
    items += count;
    after = next;
  }
  return { perSecond: items / (ms / 1000), next: after };
}

const thread = new PageThread(parts.ledger, parts.scenario, parts.ledger.seed);
if (!(await thread.whenReady())) throw new Error('the page thread did not start');
// One page in the other encoding, far from the walk, as the served walk starts its server's thread with one.
eventHistory(parts.ledger, { page_size: 1000, ledger_value_encoding: 'protobuf_json' }, new PageStore(0, thread));
// Both walks are cold: the threaded one from the start, the single one where it stopped.
const threaded = walk(thread, null, pages);
await thread.stop();
const single = walk(null, threaded.next, Math.ceil(pages / 2));
console.log(JSON.stringify({ threaded: Math.round(threaded.perSecond), single: Math.round(single.perSecond) }));
