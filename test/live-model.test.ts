import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { createApp, type App } from '../src/app/app.js';
import { bodyText } from '../src/app/request.js';
import { LiveLedger } from '../src/ledger/live/live-ledger.js';
import { controlOf } from '../src/operations/control.js';
import { ledgerPartsOf } from '../src/scenario-file.js';

/** What a control-made allocation is, as operation A sees it. */
type Fate = 'active' | 'inReassignment' | 'reassigned' | 'withdrawn';

/** The reference: what the calls so far imply, kept as plainly as can be. */
interface Model {
  readonly allocations: Map<string, Fate>;
  /** Names set by control calls and not expired, with their party. */
  readonly names: Map<string, string>;
  kept: number;
  total: number;
  migrationId: number;
}

interface Real {
  readonly ledger: LiveLedger;
  readonly app: App;
  readonly parties: readonly string[];
}

const BOUND = 12;
const utf8 = new TextEncoder();

function request(app: App, method: string, target: string, body = '{}'): { status: number; json: unknown } {
  const reply = app({
    method,
    target,
    headers: { host: '127.0.0.1', 'content-type': 'application/json' },
    body: { bytes: utf8.encode(body) },
  });
  return { status: reply.status, json: JSON.parse(bodyText(reply)) as unknown };
}

const control = (real: Real, path: string, body?: unknown): { status: number; json: unknown } =>
  request(real.app, 'POST', `/_control${path}`, body === undefined ? '' : JSON.stringify(body));

/** Operation A's status for an allocation: what its state means to a wallet. */
const answerOf: Record<Fate, number> = { active: 200, inReassignment: 409, reassigned: 200, withdrawn: 404 };

function expectA(real: Real, id: string, fate: Fate): void {
  const target = `/registry/allocations/v1/${encodeURIComponent(id)}/choice-contexts/withdraw`;
  expect(request(real.app, 'POST', target).status, `A for ${id} (${fate})`).toBe(answerOf[fate]);
}

/** Holds the ledger to the model after a call: its status, the history's length, and A for every allocation. */
function settle(real: Real, model: Model, status: number, expected: number): void {
  expect(status).toBe(expected);
  expect(real.ledger.timeline.total).toBe(model.total);
  expect(real.ledger.migrationId).toBe(model.migrationId);
  for (const [id, fate] of model.allocations) expectA(real, id, fate);
}

const pick = <T>(items: readonly T[], n: number): T | undefined => items[n % Math.max(1, items.length)];

class Allocate implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const answer = control(real, '/allocations', {});
    if (model.kept >= BOUND) return settle(real, model, answer.status, 409);
    model.kept++;
    model.total++;
    model.allocations.set((answer.json as { allocationId: string }).allocationId, 'active');
    settle(real, model, answer.status, 200);
  }
  toString = (): string => 'allocate';
}

/** What a move does from each state: the state it leads to, or the status that refuses it. */
const moves: Record<'start' | 'complete' | 'withdraw', Record<Fate, Fate | 404 | 409>> = {
  start: { active: 'inReassignment', inReassignment: 409, reassigned: 409, withdrawn: 404 },
  complete: { active: 409, inReassignment: 'reassigned', reassigned: 409, withdrawn: 404 },
  withdraw: { active: 'withdrawn', inReassignment: 409, reassigned: 'withdrawn', withdrawn: 404 },
};
const routes = { start: 'start-reassignment', complete: 'complete-reassignment', withdraw: 'withdraw' } as const;

class Move implements fc.Command<Model, Real> {
  constructor(
    readonly move: keyof typeof moves,
    readonly n: number,
  ) {}
  check = (model: Model): boolean => model.allocations.size > 0;
  run(model: Model, real: Real): void {
    const id = pick([...model.allocations.keys()], this.n) as string;
    const next = moves[this.move][model.allocations.get(id) as Fate];
    const answer = control(real, `/allocations/${encodeURIComponent(id)}/${routes[this.move]}`);
    if (typeof next === 'number') return settle(real, model, answer.status, next);
    if (model.kept >= BOUND) return settle(real, model, answer.status, 409);
    model.kept++;
    model.total++;
    model.allocations.set(id, next);
    settle(real, model, answer.status, 200);
  }
  toString = (): string => `${this.move}(${this.n})`;
}

class SetName implements fc.Command<Model, Real> {
  constructor(
    readonly party: number,
    readonly name: number,
  ) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const party = pick(real.parties, this.party) as string;
    const name = `model-${this.name}.unverified.cns`;
    const answer = control(real, `/name-entries/${encodeURIComponent(party)}`, { name });
    if (model.names.has(name) || model.kept >= BOUND) return settle(real, model, answer.status, 409);
    model.kept++;
    model.total++;
    model.names.set(name, party);
    settle(real, model, answer.status, 200);
  }
  toString = (): string => `setName(${this.party}, ${this.name})`;
}

class ExpireName implements fc.Command<Model, Real> {
  constructor(
    readonly party: number,
    readonly name: number,
  ) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const party = pick(real.parties, this.party) as string;
    const name = `model-${this.name}.unverified.cns`;
    const answer = control(real, `/name-entries/${encodeURIComponent(party)}/${name}/expire`);
    if (model.names.get(name) !== party) return settle(real, model, answer.status, 404);
    if (model.kept >= BOUND) return settle(real, model, answer.status, 409);
    model.kept++;
    model.total++;
    model.names.delete(name);
    settle(real, model, answer.status, 200);
  }
  toString = (): string => `expireName(${this.party}, ${this.name})`;
}

class Advance implements fc.Command<Model, Real> {
  constructor(readonly steps: number) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const answer = control(real, '/advance', { steps: this.steps });
    // The live story keeps an allocation with its unassignment: one item more when the last would split them.
    const appended = (answer.json as { appended: number }).appended;
    expect(appended - this.steps).toBeGreaterThanOrEqual(0);
    expect(appended - this.steps).toBeLessThanOrEqual(1);
    model.total += appended;
    settle(real, model, answer.status, 200);
  }
  toString = (): string => `advance(${this.steps})`;
}

class Migrate implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const answer = control(real, '/migrations');
    if (model.kept >= BOUND) return settle(real, model, answer.status, 409);
    model.kept++;
    model.migrationId++;
    settle(real, model, answer.status, 200);
  }
  toString = (): string => 'migrate';
}

const commands = [
  fc.constant(new Allocate()),
  fc.tuple(fc.constantFrom('start', 'complete', 'withdraw' as const), fc.nat()).map(([m, n]) => new Move(m, n)),
  fc.tuple(fc.nat(3), fc.nat(4)).map(([p, n]) => new SetName(p, n)),
  fc.tuple(fc.nat(3), fc.nat(4)).map(([p, n]) => new ExpireName(p, n)),
  fc.integer({ min: 0, max: 200 }).map((steps) => new Advance(steps)),
  fc.constant(new Migrate()),
];

describe('a live ledger moved by control calls', () => {
  const ledger = new LiveLedger(ledgerPartsOf('minimal'), { maxControlItems: BOUND });
  const app = createApp({ ledger, control: controlOf(ledger), cacheBytes: 0 });
  const parties = ledger.world.parties.map((p) => p.id);

  test.prop([fc.commands(commands, { maxCommands: 40, size: 'max' })], { numRuns: 60 })(
    'should answer every call, and A for every allocation it made, as a plain model of the calls says',
    (cmds) => {
      ledger.reset();
      const model: Model = {
        allocations: new Map(),
        names: new Map(),
        kept: 0,
        total: ledger.timeline.total,
        migrationId: ledger.migrationId,
      };
      fc.modelRun(() => ({ model, real: { ledger, app, parties } }), cmds);
    },
  );
});
