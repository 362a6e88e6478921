import { createHash } from 'node:crypto';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { createApp, type App } from '../src/app/app.js';
import { bodyText } from '../src/app/request.js';
import { LiveLedger } from '../src/ledger/live/live-ledger.js';
import { controlOf, type Control } from '../src/operations/control.js';
import { readSavedState, savedStateText, type StateIdentity } from '../src/operations/saved-state.js';
import type { SavedLog } from '../src/operations/snapshots.js';
import { ledgerPartsOf } from '../src/scenario-file.js';

// Snapshots, reverts and saved states against a reference as plain as can be: the list of the control requests
// answered 200 since the start, cut back on a revert to what it was at the snapshot and emptied by a reset. The
// reference ledger replays that list, request by request as they were sent (advances by steps and by time, not the
// log's joined advances), from the scenario's start.

const BOUND = 12;
const utf8 = new TextEncoder();
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

interface Sent {
  readonly method: string;
  readonly path: string;
  readonly body: string;
}

interface Model {
  /** The control requests that changed the ledger, in order, since the start or the last reset. */
  calls: Sent[];
  readonly snapshots: Map<string, Sent[]>;
}

interface Side {
  readonly ledger: LiveLedger;
  readonly control: Control;
  readonly app: App;
}

interface Real extends Side {
  readonly reference: Side;
  readonly parties: readonly string[];
}

function send(app: App, { method, path, body }: Sent): { status: number; text: string } {
  const reply = app({
    method,
    target: path,
    headers: { host: '127.0.0.1', 'content-type': 'application/json' },
    body: { bytes: utf8.encode(body) },
  });
  const text = bodyText(reply);
  return { status: reply.status, text };
}

/** Every page of D, first to last, at a page size in an encoding: each request's body and the page's text. */
function pages(app: App, pageSize: number, encoding: string): { body: string; text: string }[] {
  const sent: { body: string; text: string }[] = [];
  let after: unknown;
  for (;;) {
    const body = JSON.stringify({ page_size: pageSize, ledger_value_encoding: encoding, ...(after ? { after } : {}) });
    const { status, text } = send(app, { method: 'POST', path: '/api/scan/v0/events', body });
    expect(status).toBe(200);
    sent.push({ body, text });
    type At = { migration_id?: number; record_time: string; event?: { migration_id: number } };
    const events = (JSON.parse(text) as { events: { update?: At; verdict?: At }[] }).events;
    const last = events[events.length - 1];
    if (!last) return sent;
    const at = last.update ?? last.verdict;
    after = { after_migration_id: at?.event?.migration_id ?? at?.migration_id, after_record_time: at?.record_time };
  }
}

/**
 * The first page where two servers differ, at a page size in an encoding, or null. The second is asked what the
 * first was, request by request: while their pages agree, so do the cursors taken from them, and only the first's
 * pages need parsing.
 */
function firstDifference(a: App, b: App, pageSize: number, encoding: string): string | null {
  const left = pages(a, pageSize, encoding);
  for (const [i, { body, text }] of left.entries()) {
    const right = send(b, { method: 'POST', path: '/api/scan/v0/events', body });
    if (right.status !== 200 || right.text !== text) {
      return `page ${i} of ${pageSize} (${encoding}): ${text.slice(0, 300)} / ${right.status} ${right.text.slice(0, 300)}`;
    }
  }
  return null;
}

/** What the calls kept give, replayed from the start on the reference. */
function replayed(real: Real, model: Model): Side {
  const { reference } = real;
  reference.control.reset();
  for (const sent of model.calls) expect(send(reference.app, sent).status, `${sent.path} replayed`).toBe(200);
  return reference;
}

/** The cheap part, after every command: the history's length, migration, present and state(). */
function holdsState(real: Real, model: Model): void {
  const reference = replayed(real, model);
  expect([real.ledger.total, real.ledger.migrationId, real.ledger.now]).toEqual([
    reference.ledger.total,
    reference.ledger.migrationId,
    reference.ledger.now,
  ]);
  expect(real.control.state()).toEqual(reference.control.state());
}

/** The whole history as served, in both encodings at two page sizes, and A for every allocation. */
function holdsPages(real: Real, model: Model): void {
  holdsState(real, model);
  for (const [size, encoding] of [
    [1000, 'compact_json'],
    [1000, 'protobuf_json'],
    [50, 'compact_json'],
  ] as const) {
    expect(firstDifference(real.app, real.reference.app, size, encoding)).toBeNull();
  }
  for (const id of real.control.state().knownAllocationIds) {
    const a: Sent = { method: 'POST', path: `/registry/allocations/v1/${id}/choice-contexts/withdraw`, body: '{}' };
    expect(send(real.app, a)).toEqual(send(real.reference.app, a));
  }
}

/** A control request that changes the ledger when it answers 200: kept in the model if it does. */
class Change implements fc.Command<Model, Real> {
  constructor(
    readonly label: string,
    readonly request: (real: Real) => Sent,
  ) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const sent = this.request(real);
    const { status } = send(real.app, sent);
    expect(status).toBeLessThan(500);
    if (status === 200) model.calls.push(sent);
    holdsState(real, model);
  }
  toString = (): string => this.label;
}

const post = (path: string, body: unknown = {}): Sent => ({
  method: 'POST',
  path: `/_control${path}`,
  body: JSON.stringify(body),
});
const pick = <T>(items: readonly T[], n: number): T | undefined => items[n % Math.max(1, items.length)];
const known = (real: Real, n: number): string => pick(real.control.state().knownAllocationIds, n) ?? 'none';

class Snapshot implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const { status, text } = send(real.app, post('/snapshots'));
    expect(status).toBe(200);
    const taken = JSON.parse(text) as { id: string; eventCount: number };
    expect(taken.eventCount).toBe(real.ledger.total);
    model.snapshots.set(taken.id, [...model.calls]);
  }
  toString = (): string => 'snapshot';
}

class Revert implements fc.Command<Model, Real> {
  constructor(readonly n: number) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const id = pick([...model.snapshots.keys()], this.n) ?? 'none';
    const { status, text } = send(real.app, post(`/snapshots/${id}/revert`));
    const kept = model.snapshots.get(id);
    if (!kept) {
      expect(status).toBe(404);
      expect(JSON.parse(text)).toEqual({ error: expect.stringContaining(`no snapshot '${id}'`) });
      return holdsState(real, model);
    }
    expect(status).toBe(200);
    model.calls = [...kept];
    holdsPages(real, model);
  }
  toString = (): string => `revert(${this.n})`;
}

/** Reads the whole history: fills the page cache with what is served now, which a revert must not serve again. */
class Read implements fc.Command<Model, Real> {
  constructor(readonly size: number) {}
  check = (): boolean => true;
  run(_model: Model, real: Real): void {
    pages(real.app, this.size, 'compact_json');
  }
  toString = (): string => `read(${this.size})`;
}

const commands = [
  fc.constant(new Change('allocate', () => post('/allocations'))),
  fc
    .tuple(fc.constantFrom('start-reassignment', 'complete-reassignment', 'withdraw'), fc.nat())
    .map(
      ([move, n]) =>
        new Change(`${move}(${n})`, (real) => post(`/allocations/${encodeURIComponent(known(real, n))}/${move}`)),
    ),
  fc
    .tuple(fc.nat(3), fc.nat(3))
    .map(
      ([p, n]) =>
        new Change(`setName(${p}, ${n})`, (real) =>
          post(`/name-entries/${encodeURIComponent(pick(real.parties, p) ?? '')}`, { name: `m${n}.unverified.cns` }),
        ),
    ),
  fc
    .tuple(fc.nat(3), fc.nat(3))
    .map(
      ([p, n]) =>
        new Change(`expireName(${p}, ${n})`, (real) =>
          post(`/name-entries/${encodeURIComponent(pick(real.parties, p) ?? '')}/m${n}.unverified.cns/expire`),
        ),
    ),
  fc.nat(20).map((steps) => new Change(`advance(${steps})`, () => post('/advance', { steps }))),
  // A real clock's ticks: a tenth of a second at speed 600 is a minute of ledger time, the minimal scenario's gap.
  fc
    .integer({ min: 0, max: 180_000 })
    .map((millis) => new Change(`advance({millis: ${millis}})`, () => post('/advance', { millis }))),
  fc.constant(new Change('migrate', () => post('/migrations'))),
  fc.constant(new Change('reset', () => post('/reset'))),
  // Snapshots and reverts drawn more often than any one change, so that most runs revert, and some more than once.
  ...[1, 2].map(() => fc.constant(new Snapshot())),
  ...[1, 2, 3].map(() => fc.nat().map((n) => new Revert(n))),
  fc.constantFrom(7, 1000).map((size) => new Read(size)),
];

function side(saved?: { log: SavedLog }): Side & { saved: { log?: SavedLog } } {
  const ledger = new LiveLedger(ledgerPartsOf('minimal'), { maxControlItems: BOUND });
  const capture: { log?: SavedLog } = {};
  const control = controlOf(ledger, {
    save: (log) => {
      capture.log = log;
      return { file: 'memory', calls: log.calls.length, eventCount: log.end.eventCount, now: '' };
    },
    ...(saved ? { restore: { ...saved.log, refused: (why: string) => new Error(why) } } : {}),
  });
  // The real side serves pages from its cache, as `serve` does: a stale page after a revert would show.
  return { ledger, control, app: createApp({ ledger, control, cacheBytes: saved ? 0 : 8 << 20 }), saved: capture };
}

describe('snapshots and reverts of a live ledger', () => {
  const real = side();
  const reference = side();
  const parties = real.ledger.world.parties.map((p) => p.id);
  const identity: StateIdentity = { packageVersion: 'test', scenario: 'minimal', scenarioSha256: 'x', seed: 7 };

  test.prop([fc.commands(commands, { maxCommands: 25, size: 'max' })], { numRuns: 25 })(
    'should serve the pages and state of the calls kept after the reverts, replayed from the start, and save them',
    (cmds) => {
      real.control.reset();
      const model: Model = { calls: [], snapshots: new Map() };
      const state: Real = { ...real, reference, parties };
      fc.modelRun(() => ({ model, real: state }), cmds);
      holdsPages(state, model);
      // The saved state, through its text, replays in a new ledger to the same bytes.
      real.control.saveState();
      const log = real.saved.log as SavedLog;
      const loaded = side({ log: readSavedState(savedStateText(identity, log, sha256), identity, sha256, 'state') });
      for (const encoding of ['compact_json', 'protobuf_json']) {
        expect(firstDifference(real.app, loaded.app, 1000, encoding)).toBeNull();
      }
      expect(loaded.control.state()).toEqual(real.control.state());
      expect(loaded.ledger.now).toBe(real.ledger.now);
    },
  );
});
